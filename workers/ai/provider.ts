import { createBuiltinProvider } from "./builtin";
import { createOpenAiProvider, type OpenAiProviderOptions } from "./openai-provider";
import { admitModelCall } from "./spend";
import type { AiConfig, AiProvider } from "./types";

/** OpenAI-compatible when AI_API_KEY is set, else the built-in offline engine. */
export function createAiProvider(config: AiConfig): AiProvider {
  if (config.AI_API_KEY) {
    return metered(
      openAiProvider({
        apiKey: config.AI_API_KEY,
        baseURL: config.AI_BASE_URL || undefined,
        model: config.AI_MODEL || "gpt-4o-mini",
        timeoutMs: config.AI_TIMEOUT_MS ?? 8_000,
        supportEmail: config.SUPPORT_EMAIL ?? null,
      }),
    );
  }
  return createBuiltinProvider({ supportEmail: config.SUPPORT_EMAIL ?? null, streamPaceMs: config.AI_STREAM_PACE_MS });
}

/**
 * One client per configuration and isolate, instead of one per call: the client keeps no request's I/O (it looks up
 * `fetch` on every call), so it can serve every request.
 */
const openAiProviders = new Map<string, AiProvider>();
function openAiProvider(options: OpenAiProviderOptions): AiProvider {
  const key = JSON.stringify(options);
  let provider = openAiProviders.get(key);
  if (!provider) {
    if (openAiProviders.size >= 8) openAiProviders.clear();
    provider = createOpenAiProvider(options);
    openAiProviders.set(key, provider);
  }
  return provider;
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
    async answerHelpQuestion(question, passages, crisisLines) {
      await admitModelCall("generation");
      return provider.answerHelpQuestion(question, passages, crisisLines);
    },
    async writeJson(task) {
      await admitModelCall(task.safetyCheck ? "safety" : "generation");
      return provider.writeJson(task);
    },
  };
}
