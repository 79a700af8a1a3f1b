import { localDay } from "../progress/calendar";
import type { StatsRows } from "./store";
import type { MeditationStats } from "./types";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Minutes, sessions and the current streak, with days counted in the person's time zone. */
export function meditationStatsFrom([totals, recent]: StatsRows, now: Date, timeZone: string): MeditationStats {
  const days = new Set(recent.map((row) => localDay(row.completedAt, timeZone).date));
  const dayBefore = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
  const today = localDay(now, timeZone).date;
  // A streak is still alive today if it reached yesterday.
  let day = days.has(today) ? today : dayBefore(today);
  let streak = 0;
  while (days.has(day)) {
    streak++;
    day = dayBefore(day);
  }
  const weekAgo = now.getTime() - 7 * DAY_MS;
  const lastWeekSeconds = recent.filter((row) => row.completedAt.getTime() >= weekAgo).reduce((sum, row) => sum + row.practisedSeconds, 0);
  return {
    totalMinutes: Math.floor(Number(totals[0]?.seconds ?? 0) / 60),
    sessions: Number(totals[0]?.sessions ?? 0),
    last7DaysMinutes: Math.floor(lastWeekSeconds / 60),
    currentStreakDays: streak,
  };
}
