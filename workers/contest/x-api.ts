import { z } from "zod";

/**
 * The X API v2 adapter: posts' public metrics through the multi-post lookup
 * (`GET /2/tweets?ids=...&tweet.fields=public_metrics`), with the app's bearer token. Up to 100 ids a request,
 * which is X's own limit; the round calls it on a schedule (see round-object.ts), never per page view.
 */

export interface XApiSettings {
  baseUrl: string;
  bearerToken: string;
  timeoutMs: number;
}

export interface PostMetrics {
  likes: number;
  retweets: number;
  /** The post's real author, from the `author_id` expansion (the handle in a link can be anything). */
  authorUsername: string | null;
}

export interface PostLookup {
  found: Map<string, PostMetrics>;
  /** Deleted, protected or suspended posts: X answers for them in `errors[]` instead of `data[]`. */
  unavailable: Set<string>;
}

export type XApiFailure = "rate-limited" | "unauthorized" | "out-of-credits" | "server" | "timeout" | "malformed";

/** A failed lookup, with what the requests before it found. */
export class XApiError extends Error {
  constructor(
    message: string,
    readonly kind: XApiFailure,
    readonly partial: PostLookup,
    /** When X says to try again (ms since the epoch), after a 429. */
    readonly retryAt: number | null = null,
  ) {
    super(message);
    this.name = "XApiError";
  }
}

export const X_MAX_IDS_PER_REQUEST = 100;
/** When a 429 carries no reset header: X's rate-limit windows are 15 minutes. */
const DEFAULT_RATE_LIMIT_WAIT_MS = 15 * 60_000;

// X's newest OpenAPI file says repost_count where the prose docs say retweet_count: either is read.
const metricsSchema = z.object({
  like_count: z.number().int().nonnegative(),
  retweet_count: z.number().int().nonnegative().optional(),
  repost_count: z.number().int().nonnegative().optional(),
});

const lookupSchema = z.object({
  data: z
    .array(z.object({ id: z.string(), author_id: z.string().optional(), public_metrics: metricsSchema }))
    .optional(),
  includes: z.object({ users: z.array(z.object({ id: z.string(), username: z.string() })).optional() }).optional(),
  errors: z
    .array(
      z.object({
        resource_id: z.string().optional(),
        value: z.string().optional(),
        type: z.string().optional(),
        title: z.string().optional(),
      }),
    )
    .optional(),
});

const UNAVAILABLE_TYPES = [/\/resource-not-found$/, /\/not-authorized-for-resource$/];

/** Looks up posts' metrics, 100 ids a request; throws XApiError (with what was found so far) on a failure. */
export async function lookupPosts(settings: XApiSettings, postIds: readonly string[], now: () => number = Date.now): Promise<PostLookup> {
  const result: PostLookup = { found: new Map(), unavailable: new Set() };
  for (let start = 0; start < postIds.length; start += X_MAX_IDS_PER_REQUEST) {
    await lookupBatch(settings, postIds.slice(start, start + X_MAX_IDS_PER_REQUEST), result, now);
  }
  return result;
}

async function lookupBatch(settings: XApiSettings, ids: string[], result: PostLookup, now: () => number) {
  const url = new URL("/2/tweets", settings.baseUrl);
  url.searchParams.set("ids", ids.join(","));
  url.searchParams.set("tweet.fields", "public_metrics,author_id");
  url.searchParams.set("expansions", "author_id");
  url.searchParams.set("user.fields", "username");
  const fail = (message: string, kind: XApiFailure, retryAt: number | null = null) => new XApiError(message, kind, result, retryAt);

  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Authorization: `Bearer ${settings.bearerToken}`, Accept: "application/json" },
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError");
    throw fail(timedOut ? `X did not answer within ${settings.timeoutMs} ms` : `X could not be reached: ${String(error)}`, timedOut ? "timeout" : "server");
  }
  if (response.status === 429) {
    const reset = Number(response.headers.get("x-rate-limit-reset"));
    await response.body?.cancel();
    throw fail("X's rate limit was reached", "rate-limited", Number.isFinite(reset) && reset > 0 ? reset * 1000 : now() + DEFAULT_RATE_LIMIT_WAIT_MS);
  }
  if (!response.ok) {
    const detail = (await response.text()).slice(0, 200);
    if (response.status === 401 || response.status === 403) throw fail(`X refused the bearer token (${response.status}): ${detail}`, "unauthorized");
    if (response.status === 402) throw fail(`X says the app is out of credits (402): ${detail}`, "out-of-credits");
    throw fail(`X answered ${response.status}: ${detail}`, "server");
  }
  let body: z.infer<typeof lookupSchema>;
  try {
    body = lookupSchema.parse(await response.json());
  } catch {
    throw fail("X answered with a body that is not a post lookup", "malformed");
  }
  const usernames = new Map((body.includes?.users ?? []).map((user) => [user.id, user.username]));
  for (const post of body.data ?? []) {
    if (!ids.includes(post.id)) continue;
    const metrics = post.public_metrics;
    result.found.set(post.id, {
      likes: metrics.like_count,
      retweets: metrics.retweet_count ?? metrics.repost_count ?? 0,
      authorUsername: (post.author_id && usernames.get(post.author_id)) || null,
    });
  }
  for (const problem of body.errors ?? []) {
    const id = problem.resource_id ?? problem.value;
    if (id && ids.includes(id) && !result.found.has(id) && UNAVAILABLE_TYPES.some((type) => type.test(problem.type ?? ""))) {
      result.unavailable.add(id);
    }
  }
}
