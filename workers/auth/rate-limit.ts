import { eq, inArray, sql } from "drizzle-orm";
import type { ServiceContext } from "../context";
import { rateLimits } from "../db/schema";
import { RateLimited } from "../errors";
import { keyedHash } from "./keyed-hash";

export interface Limit {
  /** What is counted, e.g. "login-pair"; kept readable so an operator can tell the rows apart. */
  name: string;
  /** Whom or what it is counted for (an email, an IP address, a user id): stored only as a keyed hash. */
  parts: readonly string[];
  max: number;
  /** The person the count is about (their normalised email), so that their rows are deleted with the account. */
  person?: string;
}

async function rowKey(ctx: ServiceContext, limit: Limit): Promise<string> {
  return `${limit.name}:${await keyedHash(ctx.config.JWT_SECRET, [limit.name, ...limit.parts].join("\u0000"))}`;
}

/** The keyed hash that marks every rate-limit row about one person. */
export function personSubject(ctx: ServiceContext, email: string): Promise<string> {
  return keyedHash(ctx.config.JWT_SECRET, `person\u0000${email}`);
}

/**
 * Counts one attempt against every limit in a single D1 round trip (fixed windows stored in D1, so the count holds
 * across isolates, and each increment is atomic, so concurrent attempts cannot slip past) and throws RateLimited
 * with `message` when any of them is exceeded. Rows are keyed by keyed hashes, never by the address itself.
 */
export async function consumeRateLimit(ctx: ServiceContext, limits: [Limit, ...Limit[]], message: string) {
  const windowMs = ctx.config.RATE_LIMIT_WINDOW_SECONDS * 1000;
  const now = ctx.now().getTime();
  const windowStart = now - (now % windowMs);
  const rows = await Promise.all(
    limits.map(async (limit) => ({ key: await rowKey(ctx, limit), subject: limit.person ? await personSubject(ctx, limit.person) : null })),
  );
  const statements = rows.map((row) =>
    ctx.db
      .insert(rateLimits)
      .values({ ...row, windowStart, count: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`CASE WHEN ${rateLimits.windowStart} = ${windowStart} THEN ${rateLimits.count} + 1 ELSE 1 END`,
          windowStart,
        },
      })
      .returning({ count: rateLimits.count }),
  );
  const results = await ctx.db.batch(statements as [(typeof statements)[number], ...typeof statements]);
  const exceeded = results.some((result, index) => (result[0]?.count ?? 0) > limits[index]!.max);
  if (exceeded) throw new RateLimited(message, Math.ceil((windowStart + windowMs - now) / 1000));
}

/** The stored keys of these limits, for `forgetRateLimits`. */
export function rateLimitKeys(ctx: ServiceContext, limits: readonly Limit[]): Promise<string[]> {
  return Promise.all(limits.map((limit) => rowKey(ctx, limit)));
}

/** The statement that forgets these counts (after a successful sign-in, say), to run alone or in a batch. */
export function forgetRateLimits(ctx: ServiceContext, keys: string[]) {
  return ctx.db.delete(rateLimits).where(inArray(rateLimits.key, keys));
}

/** The statement that deletes every count about a person (`personSubject`), for the deletion of their account. */
export function forgetRateLimitsAbout(ctx: ServiceContext, subject: string) {
  return ctx.db.delete(rateLimits).where(eq(rateLimits.subject, subject));
}

/** Forgets old windows; run by the nightly cron. */
export async function purgeExpiredRateLimits(ctx: ServiceContext): Promise<void> {
  const cutoff = ctx.now().getTime() - ctx.config.RATE_LIMIT_WINDOW_SECONDS * 1000;
  await ctx.db.delete(rateLimits).where(sql`${rateLimits.windowStart} < ${cutoff}`);
}
