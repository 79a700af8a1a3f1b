import { sql } from "drizzle-orm";
import type { ServiceContext } from "../context";
import { rateLimits } from "../db/schema";
import { RateLimited } from "../errors";

export interface Limit {
  key: string;
  max: number;
}

/**
 * Counts one attempt against every limit in a single D1 round trip (fixed windows stored in D1, so the
 * count holds across isolates) and throws RateLimited with `message` when any of them is exceeded.
 */
export async function consumeRateLimit(ctx: ServiceContext, limits: [Limit, ...Limit[]], message: string) {
  const windowMs = ctx.config.RATE_LIMIT_WINDOW_SECONDS * 1000;
  const now = ctx.now().getTime();
  const windowStart = now - (now % windowMs);
  const statements = limits.map((limit) =>
    ctx.db
      .insert(rateLimits)
      .values({ key: limit.key, windowStart, count: 1 })
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
  const exceeded = results.some((rows, index) => (rows[0]?.count ?? 0) > limits[index]!.max);
  if (exceeded) throw new RateLimited(message, Math.ceil((windowStart + windowMs - now) / 1000));
}

/** Forgets old windows; run by the nightly cron. */
export async function purgeExpiredRateLimits(ctx: ServiceContext): Promise<void> {
  const cutoff = ctx.now().getTime() - ctx.config.RATE_LIMIT_WINDOW_SECONDS * 1000;
  await ctx.db.delete(rateLimits).where(sql`${rateLimits.windowStart} < ${cutoff}`);
}
