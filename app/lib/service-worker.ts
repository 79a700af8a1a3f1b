/**
 * Registers the installable app's service worker (public/sw.js: the offline page with the crisis lines, never
 * personal data). Called by the signed-in shell only, so the sign-in pages ship no extra JavaScript; once
 * registered it serves every page of the site.
 */
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker.register("/sw.js").catch(() => {
    // Not available here (a private window, say); the site works the same without it.
  });
}
