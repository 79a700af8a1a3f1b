// Haven's service worker (hand-written, no build step; docs/decisions/0042). It keeps the app installable and
// gives an offline page that still shows the crisis lines. It never stores anything personal: pages (which show
// the person's name and data), /api answers, Remix loader data (?_data=), exports and the route manifest always go
// to the network. Only the offline page, the icons and the fingerprinted /build/ files are cached.
const CACHE = "haven-shell-v1";
// Workers Static Assets redirect /offline.html to /offline: precache the final URL (a cached redirect fails a navigation).
const SHELL = ["/offline", "/manifest.webmanifest", "/favicon.svg", "/icons/icon-192.png", "/icons/icon-512.png"];

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(SHELL)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

async function restoreShell() {
  const cache = await caches.open(CACHE);
  const missing = [];
  for (const path of SHELL) if (!(await cache.match(path))) missing.push(path);
  if (missing.length > 0) await cache.addAll(missing).catch(() => undefined);
}

function neverCached(url) {
  return (
    url.origin !== self.location.origin ||
    url.pathname.startsWith("/api/") ||
    url.pathname === "/__manifest" ||
    url.pathname.startsWith("/app/export") ||
    url.searchParams.has("_data")
  );
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (neverCached(url)) return;

  if (request.mode === "navigate") {
    // Network only; without a network, the offline page with the crisis lines. While online, put back any shell
    // file the browser evicted, so the offline page is there the next time the network is not.
    event.respondWith(fetch(request).catch(() => caches.match("/offline")));
    event.waitUntil(restoreShell());
    return;
  }

  if (url.pathname.startsWith("/build/")) {
    // Fingerprinted file names: a cached copy is always the right one.
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ||
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              event.waitUntil(caches.open(CACHE).then((cache) => cache.put(request, copy)));
            }
            return response;
          }),
      ),
    );
    return;
  }

  if (SHELL.includes(url.pathname)) {
    event.respondWith(fetch(request).catch(() => caches.match(url.pathname)));
  }
});
