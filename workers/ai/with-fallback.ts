import type { z } from "zod";
import { createAiProvider } from "./provider";
import { AiBudgetExceeded } from "./spend";
import { AiUnavailable, type AiConfig, type AiProvider } from "./types";

/** What a failure was, for the operator's log: never the person's text or the model's answer. */
function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Why the model was not used, for the operator: a spend limit (workers/ai/spend.ts) or a failure. */
function reason(error: unknown): string {
  return error instanceof AiBudgetExceeded ? `AI spend limit: ${error.message}` : `the model did not answer (${describe(error)})`;
}

/**
 * Runs an AI task with the configured engine and, if the model cannot answer or a daily spend limit is reached,
 * again with the built-in engine, so a person always gets an answer. The switch is logged for the operator.
 */
export async function withBuiltinFallback<T>(config: AiConfig, task: string, run: (provider: AiProvider) => Promise<T>): Promise<T> {
  const provider = createAiProvider(config);
  try {
    return await run(provider);
  } catch (error) {
    if (!(error instanceof AiUnavailable) || provider.kind === "builtin") throw error;
    console.warn(`${task}: ${reason(error)}; the built-in engine answers instead`);
    return run(createAiProvider({ SUPPORT_EMAIL: config.SUPPORT_EMAIL, AI_STREAM_PACE_MS: config.AI_STREAM_PACE_MS }));
  }
}

export interface Rewording<T, W> {
  /** Names the task in the log. */
  task: string;
  /** The result computed from the person's data: what they get from the built-in engine and on any failure. */
  computed: T;
  /** The model's instructions, ending with a line "JSON shape: {...}". */
  instructions: string;
  /** The facts the model may word, as JSON. */
  input: unknown;
  /** What a valid answer looks like; anything else is discarded. */
  schema: z.ZodType<W>;
  /** Puts the model's wording into the computed result (keeping whatever must never be reworded). */
  apply: (computed: T, written: W) => T;
}

/**
 * Lets the configured model reword a computed result. The computed result stands whenever the model is not
 * configured, fails, is past a daily spend limit, or answers something the schema refuses; each fallback is logged.
 */
export async function rewordComputed<T, W>(config: AiConfig, rewording: Rewording<T, W>): Promise<T> {
  const provider = createAiProvider(config);
  if (provider.kind === "builtin") return rewording.computed;
  try {
    const written = rewording.schema.safeParse(await provider.writeJson({ instructions: rewording.instructions, input: rewording.input }));
    if (written.success) return rewording.apply(rewording.computed, written.data);
    console.warn(`${rewording.task}: the model's answer did not fit the expected shape, keeping the computed text`);
  } catch (error) {
    console.warn(`${rewording.task}: ${reason(error)}; keeping the computed text`);
  }
  return rewording.computed;
}
