import { readSessionCookie } from "./session-cookie";

/**
 * Public pages served without JavaScript (the landing page) carry no nonce and no personal data for a visitor
 * without a session, so one rendering can serve everyone for a few minutes: this spares each first visit a full
 * React render. Signed-in visitors, who see "Open Haven" instead of "Sign In", always get a fresh render.
 */
const CACHED_PATHS = new Set(["/"]);
const TTL_SECONDS = 300;

export async function withPageCache(
  request: Request,
  ctx: ExecutionContext,
  render: () => Promise<Response>,
): Promise<Response> {
  const url = new URL(request.url);
  if (request.method !== "GET" || !CACHED_PATHS.has(url.pathname) || url.search || readSessionCookie(request)) {
    return render();
  }
  const key = new Request(url.toString(), { method: "GET" });
  const cache = await caches.open("pages");
  const hit = await cache.match(key);
  if (hit) {
    const fresh = new Response(hit.body, hit);
    fresh.headers.set("Cache-Control", "no-cache");
    return fresh;
  }
  const response = await render();
  if (response.status === 200 && !response.headers.has("Set-Cookie")) {
    const stored = new Response(response.clone().body, response);
    stored.headers.set("Cache-Control", `public, s-maxage=${TTL_SECONDS}`);
    ctx.waitUntil(cache.put(key, stored));
  }
  return response;
}
