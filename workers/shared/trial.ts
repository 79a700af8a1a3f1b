import { TRIAL_DAYS } from "./plans";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * A trial lasts TRIAL_DAYS days, the day of registration being the first, and ends at 23:59:59 UTC of its last day
 * (the spec's countdown runs "to the end of the last trial day"). So a 7-day trial never has more than 7 days left
 * (docs/decisions/0053-a-seven-day-trial-counts-its-first-day.md).
 */
export function trialEndFor(registeredAt: Date): Date {
  const lastDay = new Date(registeredAt.getTime() + (TRIAL_DAYS - 1) * DAY_MS);
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
  // Never more than the trial's length, also for accounts whose trial was set under an older, longer rule.
  const remaining = Math.min(TRIAL_DAYS * DAY_MS, Math.max(0, trialEnd.getTime() - now.getTime()));
  const tone: TrialTone = remaining <= DAY_MS ? "urgent" : remaining <= 3 * DAY_MS ? "warning" : "calm";
  return {
    days: Math.floor(remaining / DAY_MS),
    hours: Math.floor((remaining % DAY_MS) / HOUR_MS),
    minutes: Math.floor((remaining % HOUR_MS) / MINUTE_MS),
    tone,
  };
}

/** Whole days left, counting a started day as one (what trialInfo.trialDaysRemaining reports); at most TRIAL_DAYS. */
export function trialDaysRemaining(trialEnd: Date, now: Date): number {
  return Math.min(TRIAL_DAYS, Math.max(0, Math.ceil((trialEnd.getTime() - now.getTime()) / DAY_MS)));
}
