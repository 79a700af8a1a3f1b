import { createBuiltinProvider } from "./builtin";
import { createOpenAiProvider } from "./openai-provider";
import type { AiConfig, AiProvider } from "./types";

/** OpenAI-compatible when AI_API_KEY is set, else the built-in offline engine. */
export function createAiProvider(config: AiConfig): AiProvider {
  if (config.AI_API_KEY) {
    return createOpenAiProvider({
      apiKey: config.AI_API_KEY,
      baseURL: config.AI_BASE_URL || undefined,
      model: config.AI_MODEL || "gpt-4o-mini",
      timeoutMs: config.AI_TIMEOUT_MS ?? 8_000,
      supportEmail: config.SUPPORT_EMAIL ?? null,
    });
  }
  return createBuiltinProvider({ supportEmail: config.SUPPORT_EMAIL ?? null, streamPaceMs: config.AI_STREAM_PACE_MS });
}
