import { z } from "zod";
import { MOOD_MAX, MOOD_MIN } from "../shared/progress";

function level(label: string) {
  const message = `${label} must be a whole number from ${MOOD_MIN} to ${MOOD_MAX}.`;
  return z.number({ error: message }).int(message).min(MOOD_MIN, message).max(MOOD_MAX, message);
}

/** A mood entry, from the API and the dashboard's Add Mood form alike. */
export const moodInputSchema = z.object({
  therapistId: z.string().trim().min(1).max(64).optional(),
  mood: level("Happiness"),
  anxiety: level("Anxiety"),
  stress: level("Stress"),
});

export type MoodInput = z.infer<typeof moodInputSchema>;
