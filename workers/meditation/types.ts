/** Meditation's wire types: what the API answers and the meditation page reads. */
export type { GuidedSegment, MeditationPreset, MeditationSession } from "../shared/meditation";

/** Completed sessions, as the progress dashboard and the meditation page show them. */
export interface MeditationStats {
  /** Practised minutes over all completed sessions (whole minutes, rounded down). */
  totalMinutes: number;
  sessions: number;
  /** Practised minutes in the last 7 days. */
  last7DaysMinutes: number;
  /** Consecutive days with a completed session, ending today or yesterday, in the person's time zone. */
  currentStreakDays: number;
}

export interface CompletedSession {
  _id: string;
  presetId: string;
  category: string;
  minutes: number;
  practisedSeconds: number;
  completedAt: string;
}
