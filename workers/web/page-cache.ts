import { readSessionCookie } from "./session-cookie";

/**
 * Public pages served without JavaScript (the landing page) carry no nonce and no personal data for a visitor
 * without a session, so one rendering can serve everyone for a few minutes: this spares each first visit a full
 * React render. Signed-in visitors, who see "Open Haven" instead of "Sign In", always get a fresh render.
 *
 * Two tiers: the isolate's memory (no I/O at all, the common case under load) and the Cache API, shared by the
 * isolates of a location. A rendering is served for TTL_SECONDS after it was made, whichever tier holds it.
 */
const CACHED_PATHS = new Set(["/"]);
const TTL_SECONDS = 300;
const RENDERED_AT = "X-Haven-Rendered-At";
/** One entry per origin the Worker answers on; a bound in case a client invents Host headers. */
const MEMORY_ENTRIES_MAX = 8;

interface Rendering {
  body: Blob;
  status: number;
  headers: [string, string][];
  expiresAt: number;
}

const memory = new Map<string, Rendering>();

function serve(rendering: Rendering): Response {
  const response = new Response(rendering.body, { status: rendering.status, headers: rendering.headers });
  response.headers.set("Cache-Control", "no-cache");
  return response;
}

async function remember(key: string, response: Response, renderedAt: number): Promise<Rendering> {
  const headers = [...response.headers].filter(([name]) => name.toLowerCase() !== RENDERED_AT.toLowerCase());
  const rendering = { body: await response.blob(), status: response.status, headers, expiresAt: renderedAt + TTL_SECONDS * 1000 };
  if (memory.size >= MEMORY_ENTRIES_MAX && !memory.has(key)) memory.clear();
  memory.set(key, rendering);
  return rendering;
}

export async function withPageCache(
  request: Request,
  ctx: ExecutionContext,
  render: () => Promise<Response>,
): Promise<Response> {
  const url = new URL(request.url);
  if (request.method !== "GET" || !CACHED_PATHS.has(url.pathname) || url.search || readSessionCookie(request)) {
    return render();
  }
  const key = url.toString();
  const now = Date.now();
  const inMemory = memory.get(key);
  if (inMemory && inMemory.expiresAt > now) return serve(inMemory);

  const cacheKey = new Request(key, { method: "GET" });
  const cache = await caches.open("pages");
  const hit = await cache.match(cacheKey);
  const renderedAt = Number(hit?.headers.get(RENDERED_AT));
  if (hit && renderedAt + TTL_SECONDS * 1000 > now) return serve(await remember(key, hit, renderedAt));
  await hit?.body?.cancel();

  const response = await render();
  if (response.status !== 200 || response.headers.has("Set-Cookie")) return response;
  const rendering = await remember(key, response, now);
  const stored = new Response(rendering.body, { status: rendering.status, headers: rendering.headers });
  stored.headers.set("Cache-Control", `public, s-maxage=${TTL_SECONDS}`);
  stored.headers.set(RENDERED_AT, String(now));
  ctx.waitUntil(cache.put(cacheKey, stored));
  return new Response(rendering.body, { status: rendering.status, headers: rendering.headers });
}
