import { purgeOldAiUsage } from "./ai/spend";
import { purgeExpiredRateLimits } from "./auth/rate-limit";
import { purgeExpiredSessions } from "./auth/sessions";
import { createServiceContext, type ServiceContext } from "./context";
import { closeDueRounds } from "./contest/service";
import { migrateLegacyTextNightly } from "./crypto/legacy-text";
import { rewrapDataKeysNightly, sweepOrphanDataKeys } from "./crypto/maintenance";
import { purgeOldExports } from "./export/service";
import { purgeStaleBillingRecords } from "./subscriptions/billing";

/** The nightly tasks, one per area; each area adds its own here. */
const NIGHTLY_TASKS: Record<string, (ctx: ServiceContext) => Promise<void>> = {
  "expired sessions": purgeExpiredSessions,
  "rate-limit windows": purgeExpiredRateLimits,
  "stale billing records": purgeStaleBillingRecords,
  "contest rounds": closeDueRounds,
  "legacy text to data keys": migrateLegacyTextNightly,
  "data keys under the previous master key": rewrapDataKeysNightly,
  "data keys of deleted accounts": sweepOrphanDataKeys,
  "exports older than a day": purgeOldExports,
  "old AI usage counts": purgeOldAiUsage,
};

/**
 * The nightly job at 23:59 UTC. The tasks run independently: one that fails is logged and does not keep the others
 * from running; the job as a whole then fails, so the platform's cron log shows it.
 */
export async function runNightly(env: Env, now: Date = new Date()): Promise<void> {
  const ctx = createServiceContext(env, () => now);
  const tasks = Object.entries(NIGHTLY_TASKS);
  const results = await Promise.allSettled(tasks.map(([, run]) => run(ctx)));
  const failed: string[] = [];
  results.forEach((result, index) => {
    if (result.status === "fulfilled") return;
    const name = tasks[index]![0];
    failed.push(name);
    console.error(`Nightly task "${name}" failed`, result.reason);
  });
  if (failed.length > 0) throw new Error(`Nightly tasks failed: ${failed.join(", ")}`);
}
