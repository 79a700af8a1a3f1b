import { z } from "zod";
import {
  DURATION_MAX_MINUTES,
  DURATION_MIN_MINUTES,
  MEDITATION_CATEGORIES,
  MEDITATION_PRESETS,
  PROMPT_MAX_LENGTH,
  type MeditationCategory,
} from "../shared/meditation";

const durationMessage = `duration must be a whole number of minutes from ${DURATION_MIN_MINUTES} to ${DURATION_MAX_MINUTES} (for example 10 or "10 min").`;
const categoryMessage = `category must be one of ${MEDITATION_CATEGORIES.join(", ")}.`;

/** Minutes as a number, or as the presets write them ("10 min"). */
const duration = z
  .union([z.number(), z.string().regex(/^\s*\d{1,3}\s*(min|mins|minutes?)?\s*$/i, durationMessage)], { error: durationMessage })
  .transform((value) => (typeof value === "number" ? value : Number.parseInt(value, 10)))
  .pipe(z.number().int(durationMessage).min(DURATION_MIN_MINUTES, durationMessage).max(DURATION_MAX_MINUTES, durationMessage));

/** A category by name, in any case ("body scan" is Body Scan). */
const category = z
  .string({ error: categoryMessage })
  .transform((value) => MEDITATION_CATEGORIES.find((name) => name.toLowerCase() === value.trim().toLowerCase()))
  .pipe(z.custom<MeditationCategory>((value) => value !== undefined, categoryMessage));

export const generateSessionSchema = z.object({
  prompt: z
    .string({ error: "prompt is required." })
    .trim()
    .min(1, "prompt is required.")
    .max(PROMPT_MAX_LENGTH, `prompt can be up to ${PROMPT_MAX_LENGTH.toLocaleString("en-US")} characters.`),
  duration,
  category,
});

const presetMessage = `presetId must be one of ${MEDITATION_PRESETS.map((preset) => preset.id).join(", ")}.`;

/** A finished session: which preset, and how long the countdown ran (pauses excluded). */
export const completeSessionSchema = z.object({
  presetId: z.string({ error: presetMessage }).refine((id) => MEDITATION_PRESETS.some((preset) => preset.id === id), presetMessage),
  practisedSeconds: z
    .number({ error: "practisedSeconds must be a whole number of seconds." })
    .int("practisedSeconds must be a whole number of seconds.")
    .min(0, "practisedSeconds must be a whole number of seconds."),
  /** Chosen by the client for each run of a session, so a retried completion is recorded once. */
  clientSessionId: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,64}$/, "clientSessionId must be 8 to 64 letters, digits or dashes.")
    .optional(),
});

export type GenerateSessionInput = z.infer<typeof generateSessionSchema>;
export type CompleteSessionInput = z.infer<typeof completeSessionSchema>;
