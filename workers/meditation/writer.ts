import { z } from "zod";
import { AiUnavailable, type AiConfig } from "../ai/types";
import { withBuiltinFallback } from "../ai/with-fallback";
import type { MeditationCategory, MeditationSession } from "../shared/meditation";
import { builtinSession, paceScript } from "./script";

export interface SessionRequest {
  title: string;
  category: MeditationCategory;
  minutes: number;
  prompt: string;
}

const modelSessionSchema = z.object({
  content: z.string().trim().min(1).max(20_000),
  instructions: z.array(z.string().trim().min(1).max(200)).min(3).max(8),
});

/** Enough for the longest script the instructions allow (about 40% of an hour spoken). */
const SCRIPT_MAX_TOKENS = 4_000;

function instructionsFor(request: SessionRequest): string {
  return [
    "You write guided meditation scripts for a mental-health support app, in calm, plain, second-person language.",
    `Write a ${request.minutes}-minute ${request.category} meditation for this request: ${request.prompt}`,
    "content: short paragraphs separated by blank lines; each is read aloud, then followed by silence. Keep the spoken part to about 40% of the session at 130 words a minute; the rest is silence for practice.",
    "instructions: 5 short preparation steps (how to sit or lie, eyes, breathing), each under 12 words.",
    "Make no medical claims. Never suggest holding the breath for long or anything unsafe.",
    "Answer with a JSON object only.",
    'JSON shape: {"content":"Welcome...\\n\\nNow bring your attention to...","instructions":["...","...","...","...","..."]}',
  ].join("\n");
}

/**
 * The session for a request: written by the configured model when there is one (validated, and paced over the
 * session), else composed by the built-in generator, which also answers whenever the model fails.
 */
export function writeMeditationSession(config: AiConfig, request: SessionRequest): Promise<MeditationSession> {
  return withBuiltinFallback(config, "Meditation session", async (provider) => {
    if (provider.kind === "builtin") return builtinSession(request.category, request.minutes, request.title);
    const answer = modelSessionSchema.safeParse(
      await provider.writeJson({ instructions: instructionsFor(request), input: { category: request.category, minutes: request.minutes }, maxTokens: SCRIPT_MAX_TOKENS }),
    );
    if (!answer.success) throw new AiUnavailable("The model's session did not fit the expected shape");
    const segments = paceScript(answer.data.content, request.minutes * 60);
    if (!segments) throw new AiUnavailable("The model's script is too long to read within the session");
    return {
      title: request.title,
      duration: `${request.minutes} min`,
      minutes: request.minutes,
      content: segments.map((segment) => segment.text).join("\n\n"),
      instructions: answer.data.instructions,
      segments,
      source: "model",
    };
  });
}
