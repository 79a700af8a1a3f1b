import { AiUnavailable, type AiProvider, type ChatReplyRequest } from "../types";
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
    streamChatReply: (request, signal) => streamReply(request, signal),
    summarizeSession: async (therapist, turns) => unlessBroken(() => summarizeSession(therapist, turns)),
    answerHelpQuestion: async (_question, passages) => unlessBroken(() => answerHelpQuestion(passages, options.supportEmail)),
    // Structured results are computed by each area from the person's data; there is nothing for a model to add.
    writeJson: async () => null,
  };
}

/** Streams like a model would, a few words at a time, so the chat UI behaves the same with either engine. */
async function* streamReply(request: ChatReplyRequest, signal?: AbortSignal): AsyncIterable<string> {
  const pieces = unlessBroken(() => composeReply(request)).split(/(?<=\s)/);
  for (let index = 0; index < pieces.length; index += WORDS_PER_CHUNK) {
    if (signal?.aborted) return;
    yield pieces.slice(index, index + WORDS_PER_CHUNK).join("");
  }
}

/** A bug here must look like any other unavailable engine to the caller: the failure bubble, not a crash. */
function unlessBroken<T>(compute: () => T): T {
  try {
    return compute();
  } catch (error) {
    throw new AiUnavailable("The built-in engine failed", { cause: error });
  }
}
