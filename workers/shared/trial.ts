import { TRIAL_DAYS } from "./plans";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * A trial lasts TRIAL_DAYS full days after the day of registration and ends at 23:59:59 UTC of its last day,
 * so someone who registers late in the evening still gets seven whole days.
 */
export function trialEndFor(registeredAt: Date): Date {
  const lastDay = new Date(registeredAt.getTime() + TRIAL_DAYS * DAY_MS);
  return new Date(Date.UTC(lastDay.getUTCFullYear(), lastDay.getUTCMonth(), lastDay.getUTCDate(), 23, 59, 59));
}

export type TrialTone = "urgent" | "warning" | "calm";

export interface TrialCountdown {
  days: number;
  hours: number;
  minutes: number;
  /** urgent at one day or less, warning at three days or less. */
  tone: TrialTone;
}

export function trialCountdown(trialEnd: Date, now: Date): TrialCountdown {
  const remaining = Math.max(0, trialEnd.getTime() - now.getTime());
  const tone: TrialTone = remaining <= DAY_MS ? "urgent" : remaining <= 3 * DAY_MS ? "warning" : "calm";
  return {
    days: Math.floor(remaining / DAY_MS),
    hours: Math.floor((remaining % DAY_MS) / HOUR_MS),
    minutes: Math.floor((remaining % HOUR_MS) / MINUTE_MS),
    tone,
  };
}

/**
 * Whole days left, counting a started day as one (what trialInfo.trialDaysRemaining reports). The part-day of
 * registration is a bonus, so a new trial reads 7 days, not 8.
 */
export function trialDaysRemaining(trialEnd: Date, now: Date): number {
  return Math.min(TRIAL_DAYS, Math.max(0, Math.ceil((trialEnd.getTime() - now.getTime()) / DAY_MS)));
}
