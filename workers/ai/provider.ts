import { createBuiltinProvider } from "./builtin";
import { createOpenAiProvider } from "./openai-provider";
import { admitModelCall } from "./spend";
import type { AiConfig, AiProvider } from "./types";

/** OpenAI-compatible when AI_API_KEY is set, else the built-in offline engine. */
export function createAiProvider(config: AiConfig): AiProvider {
  if (config.AI_API_KEY) {
    return metered(
      createOpenAiProvider({
        apiKey: config.AI_API_KEY,
        baseURL: config.AI_BASE_URL || undefined,
        model: config.AI_MODEL || "gpt-4o-mini",
        timeoutMs: config.AI_TIMEOUT_MS ?? 8_000,
        supportEmail: config.SUPPORT_EMAIL ?? null,
      }),
    );
  }
  return createBuiltinProvider({ supportEmail: config.SUPPORT_EMAIL ?? null });
}

/**
 * The model's provider with every call counted against the daily limits first (workers/ai/spend.ts): a refused
 * call throws AiBudgetExceeded before any request leaves the Worker.
 */
function metered(provider: AiProvider): AiProvider {
  return {
    kind: provider.kind,
    async *streamChatReply(request, signal) {
      await admitModelCall("chat");
      yield* provider.streamChatReply(request, signal);
    },
    async summarizeSession(therapist, turns) {
      await admitModelCall("generation");
      return provider.summarizeSession(therapist, turns);
    },
    async answerHelpQuestion(question, passages) {
      await admitModelCall("generation");
      return provider.answerHelpQuestion(question, passages);
    },
    async writeJson(task) {
      await admitModelCall("generation");
      return provider.writeJson(task);
    },
  };
}
