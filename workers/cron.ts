import { lt, or, isNotNull } from "drizzle-orm";
import { purgeExpiredRateLimits } from "./auth/rate-limit";
import { createServiceContext } from "./context";
import { sessions } from "./db/schema";
import { purgeStaleBillingRecords } from "./subscriptions/billing";

/** The nightly job at 23:59 UTC: forget expired sessions, rate-limit windows and stale billing records. */
export async function runNightly(env: Env, now: Date = new Date()): Promise<void> {
  const ctx = createServiceContext(env, () => now);
  await purgeExpiredRateLimits(ctx);
  await ctx.db.delete(sessions).where(or(lt(sessions.expiresAt, now), isNotNull(sessions.revokedAt)));
  await purgeStaleBillingRecords(ctx);
}
