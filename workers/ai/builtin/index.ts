import { AiUnavailable, type AiProvider, type ChatReplyRequest } from "../types";
import { composeReply } from "./conversation";
import { answerHelpQuestion } from "./help";
import { summarizeSession } from "./summarize";

/** Milliseconds between word groups when nothing else is configured: visibly streaming, like a model. */
export const DEFAULT_STREAM_PACE_MS = 40;
// However long the reply, pacing never adds more than this to it: longer replies get larger word groups instead.
const MAX_ADDED_MS = 600;
const MIN_WORDS_PER_CHUNK = 3;

export interface BuiltinOptions {
  supportEmail: string | null;
  /**
   * Milliseconds between streamed word groups; 0 streams at once (tests, benchmarks, and replies nobody watches, such
   * as the JSON API). Default DEFAULT_STREAM_PACE_MS; set with AI_STREAM_PACE_MS.
   */
  streamPaceMs?: number;
}

/**
 * The built-in offline therapist: reflective listening and each specialty's technique, deterministic
 * for a given conversation. It is the default when no model is configured, and says honestly what it is.
 */
export function createBuiltinProvider(options: BuiltinOptions): AiProvider {
  const paceMs = options.streamPaceMs ?? DEFAULT_STREAM_PACE_MS;
  return {
    kind: "builtin",
    streamChatReply: (request, signal) => streamReply(request, paceMs, signal),
    summarizeSession: async (therapist, turns) => unlessBroken(() => summarizeSession(therapist, turns)),
    answerHelpQuestion: async (_question, passages) => unlessBroken(() => answerHelpQuestion(passages, options.supportEmail)),
    // Structured results are computed by each area from the person's data; there is nothing for a model to add.
    writeJson: async () => null,
  };
}

/**
 * How a reply is streamed: word groups of at least three words, `gapMs` apart, the first at once. The groups grow
 * with the reply so the pauses add up to at most MAX_ADDED_MS.
 */
export function pacedChunks(text: string, paceMs: number): { chunks: string[]; gapMs: number } {
  const words = text.split(/(?<=\s)/);
  const gapMs = Math.max(0, paceMs);
  const size = gapMs === 0 ? MIN_WORDS_PER_CHUNK : Math.max(MIN_WORDS_PER_CHUNK, Math.ceil(words.length / (Math.floor(MAX_ADDED_MS / gapMs) + 1)));
  const chunks: string[] = [];
  for (let index = 0; index < words.length; index += size) chunks.push(words.slice(index, index + size).join(""));
  return { chunks, gapMs };
}

/** Streams like a model would, a few words at a time, so the chat UI behaves the same with either engine. */
async function* streamReply(request: ChatReplyRequest, paceMs: number, signal?: AbortSignal): AsyncIterable<string> {
  const { chunks, gapMs } = pacedChunks(unlessBroken(() => composeReply(request)), paceMs);
  for (const [index, chunk] of chunks.entries()) {
    if (index > 0 && gapMs > 0) await pause(gapMs, signal);
    if (signal?.aborted) return;
    yield chunk;
  }
}

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

/** A bug here must look like any other unavailable engine to the caller: the failure bubble, not a crash. */
function unlessBroken<T>(compute: () => T): T {
  try {
    return compute();
  } catch (error) {
    throw new AiUnavailable("The built-in engine failed", { cause: error });
  }
}
