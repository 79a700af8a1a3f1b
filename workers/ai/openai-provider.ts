import OpenAI from "openai";
import type { ChatCompletionChunk, ChatCompletionMessageParam } from "openai/resources/chat/completions";
import { z } from "zod";
import type { CountryCrisisLines } from "../shared/crisis-lines";
import { helpSystemPrompt, sessionContextNote, SUMMARY_MAX_CHARS, SUMMARY_SYSTEM_PROMPT, systemPromptFor } from "./prompts";
import { AiUnavailable, type AiProvider, type ChatReplyRequest, type ChatTurn, type HelpPassage, type JsonTask } from "./types";
import { truncate } from "./builtin/text";

export interface OpenAiProviderOptions {
  apiKey: string;
  /** Any OpenAI-compatible server (Ollama, vLLM, LM Studio, a gateway); the SDK's default when unset. */
  baseURL?: string;
  model: string;
  /** Per attempt, and the longest silence tolerated while a reply streams. */
  timeoutMs: number;
  supportEmail: string | null;
}

// Enough context for a coherent reply without sending a whole long session on every message.
const MAX_HISTORY_TURNS = 24;
const MAX_HISTORY_CHARS = 16_000;
// `max_tokens` rather than `max_completion_tokens`: every OpenAI-compatible server understands it.
const MAX_REPLY_TOKENS = 400;
const MAX_HELP_ANSWER_CHARS = 1_200;
const MAX_JSON_TOKENS = 900;

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().trim().min(1) }) })).min(1),
});

export function createOpenAiProvider(options: OpenAiProviderOptions): AiProvider {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: options.timeoutMs,
    // One retry covers a dropped connection; more would keep the person waiting on a failing model.
    maxRetries: 1,
    // Looked up per call rather than captured at construction, so it is always the Worker's current fetch.
    fetch: (input, init) => fetch(input, init),
    // Failures reach the caller as AiUnavailable with their cause; the SDK's own logs would also print
    // raw model output, which can contain what the person wrote.
    logLevel: "off",
  });

  async function complete(messages: ChatCompletionMessageParam[], maxChars: number): Promise<string> {
    let completion: unknown;
    try {
      completion = await client.chat.completions.create({ model: options.model, messages, temperature: 0.3, max_tokens: MAX_REPLY_TOKENS });
    } catch (error) {
      throw new AiUnavailable(`The model did not answer: ${describe(error)}`, { cause: error });
    }
    const parsed = completionSchema.safeParse(completion);
    if (!parsed.success) throw new AiUnavailable("The model's answer was empty or malformed");
    return truncate(parsed.data.choices[0].message.content, maxChars);
  }

  async function completeJson(task: JsonTask): Promise<unknown> {
    let completion: unknown;
    try {
      completion = await client.chat.completions.create({
        model: options.model,
        messages: [
          { role: "system", content: task.instructions },
          { role: "user", content: JSON.stringify(task.input) },
        ],
        response_format: { type: "json_object" },
        temperature: 0.2,
        max_tokens: task.maxTokens ?? MAX_JSON_TOKENS,
      });
    } catch (error) {
      throw new AiUnavailable(`The model did not answer: ${describe(error)}`, { cause: error });
    }
    const parsed = completionSchema.safeParse(completion);
    if (!parsed.success) throw new AiUnavailable("The model's answer was empty or malformed");
    try {
      return JSON.parse(parsed.data.choices[0].message.content);
    } catch (error) {
      throw new AiUnavailable("The model's answer was not JSON", { cause: error });
    }
  }

  return {
    kind: "openai",
    writeJson: completeJson,

    async *streamChatReply(request: ChatReplyRequest, signal?: AbortSignal): AsyncIterable<string> {
      // Our own controller, so a stalled stream or an early stop by the caller also closes the connection.
      const connection = new AbortController();
      const stopWithCaller = () => connection.abort();
      signal?.addEventListener("abort", stopWithCaller);
      let delivered = false;
      try {
        let stream: AsyncIterable<ChatCompletionChunk>;
        try {
          stream = await client.chat.completions.create(
            { model: options.model, messages: chatMessages(request), stream: true, temperature: 0.7, max_tokens: MAX_REPLY_TOKENS },
            { signal: connection.signal },
          );
        } catch (error) {
          if (signal?.aborted) return;
          throw new AiUnavailable(`The model did not answer: ${describe(error)}`, { cause: error });
        }

        const chunks = stream[Symbol.asyncIterator]();
        while (true) {
          let next: IteratorResult<ChatCompletionChunk>;
          try {
            // The SDK's timeout ends when headers arrive; a model can still go silent mid-stream.
            next = await withinSilenceLimit(chunks.next(), options.timeoutMs, () => connection.abort());
          } catch (error) {
            // After the first words, a broken stream ends the reply: the caller keeps what arrived.
            if (delivered || signal?.aborted) return;
            throw new AiUnavailable(`The model's stream failed: ${describe(error)}`, { cause: error });
          }
          if (next.done) break;
          const text = next.value.choices?.[0]?.delta?.content;
          if (typeof text === "string" && text.length > 0) {
            delivered = true;
            yield text;
          }
        }
        if (!delivered && !signal?.aborted) throw new AiUnavailable("The model's stream ended without any text");
      } finally {
        signal?.removeEventListener("abort", stopWithCaller);
        connection.abort();
      }
    },

    async summarizeSession(therapist, turns) {
      const transcript = turns.map((turn) => `${turn.role === "user" ? "Person" : therapist.name}: ${turn.content}`).join("\n");
      return complete(
        [
          { role: "system", content: SUMMARY_SYSTEM_PROMPT },
          { role: "user", content: `Session with ${therapist.name} (${therapist.specialty}):\n${transcript}` },
        ],
        SUMMARY_MAX_CHARS,
      );
    },

    async answerHelpQuestion(question: string, passages: HelpPassage[], crisisLines: CountryCrisisLines) {
      const context = passages.length
        ? passages.map((passage, index) => `[${index + 1}] Q: ${passage.question}\nA: ${passage.answer}`).join("\n\n")
        : "(no passages matched)";
      return complete(
        [
          { role: "system", content: helpSystemPrompt(options.supportEmail, crisisLines) },
          { role: "user", content: `Help passages:\n${context}\n\nQuestion: ${question}` },
        ],
        MAX_HELP_ANSWER_CHARS,
      );
    },
  };
}

function chatMessages(request: ChatReplyRequest): ChatCompletionMessageParam[] {
  const context = sessionContextNote(request);
  return [
    { role: "system", content: systemPromptFor(request.therapist, request.memory, request.crisisLines) },
    ...(context ? [{ role: "system" as const, content: context }] : []),
    ...recentHistory(request.history),
    { role: "user", content: request.message },
  ];
}

/** The latest turns that fit the budget, oldest first. */
function recentHistory(history: readonly ChatTurn[]): ChatTurn[] {
  const kept: ChatTurn[] = [];
  let chars = 0;
  for (const turn of history.slice(-MAX_HISTORY_TURNS).reverse()) {
    chars += turn.content.length;
    if (chars > MAX_HISTORY_CHARS) break;
    kept.unshift({ role: turn.role, content: turn.content });
  }
  return kept;
}

/** Rejects when the promise stays unsettled for `ms`, after calling `onSilence` to release the connection. */
function withinSilenceLimit<T>(promise: Promise<T>, ms: number, onSilence: () => void): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const silence = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onSilence();
      reject(new Error(`no data for ${ms} ms`));
    }, ms);
  });
  // The losing read rejects once the connection is aborted; that rejection is expected, not unhandled.
  promise.catch(() => undefined);
  return Promise.race([promise, silence]).finally(() => clearTimeout(timer));
}

function describe(error: unknown): string {
  if (error instanceof OpenAI.APIError && error.status) return `HTTP ${error.status}`;
  return error instanceof Error ? error.message : String(error);
}
