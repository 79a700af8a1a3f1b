import type { AiProvider } from "../provider";
import { composeReply } from "./conversation";
import { answerHelpQuestion } from "./help";
import { summarizeSession } from "./summarize";

const WORDS_PER_CHUNK = 3;

/**
 * The built-in offline therapist: reflective listening and each specialty's technique, deterministic
 * for a given conversation. It is the default when no model is configured, and says honestly what it is.
 */
export function createBuiltinProvider(options: { supportEmail: string | null }): AiProvider {
  return {
    kind: "builtin",
    streamChatReply: (request, signal) => streamWords(composeReply(request), signal),
    summarizeSession: async (therapist, turns) => summarizeSession(therapist.specialty, turns),
    answerHelpQuestion: async (_question, passages) => answerHelpQuestion(passages, options.supportEmail),
  };
}

/** Streams like a model would, a few words at a time, so the chat UI behaves the same with either engine. */
async function* streamWords(reply: string, signal?: AbortSignal): AsyncIterable<string> {
  const pieces = reply.split(/(?<=\s)/);
  for (let index = 0; index < pieces.length; index += WORDS_PER_CHUNK) {
    if (signal?.aborted) return;
    yield pieces.slice(index, index + WORDS_PER_CHUNK).join("");
  }
}
