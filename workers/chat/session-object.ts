import { DurableObject } from "cloudflare:workers";
import { AiUnavailable, type AiProvider, type ChatReplyRequest } from "../ai/types";
import { withAiSpendScope } from "../ai/spend";
import { withBuiltinFallback } from "../ai/with-fallback";
import { markSafetyCheckInDone } from "../assessments/service";
import { createServiceContext, type ServiceContext } from "../context";
import type { CrisisLevel } from "../safety/crisis";
import { CONTEXT_MESSAGES } from "../safety/detector";
import { afterCrisisCheckIn, assessmentCheckInReply, safeMessagingReply } from "../safety/replies";
import { crisisLinesFor } from "../shared/crisis-lines";
import { screenText, SURFACE_POLICY } from "../safety/screen";
import { appendMessages, listMessages, type StoredMessage } from "./store";
import type { ReplyEvent, ReplyInput, ReplyResult } from "./types";

export class ReplyFailed extends Error {}

const HISTORY_TURNS_FOR_MODEL = 30;
const encoder = new TextEncoder();

/**
 * One live chat session. Workers may run two sends for the same session at once (two tabs, a retried request);
 * this object queues them so each reply sees the full history and messages keep their order. D1 stays the
 * record: every message is written through before the next send starts, and the in-memory history is only a cache.
 */
export class ChatSession extends DurableObject<Env> {
  private queue: Promise<unknown> = Promise.resolve();
  private inFlight = new Map<string, Promise<ReplyResult>>();
  private history: StoredMessage[] | null = null;

  /** The reply as server-sent events: chunks while it is written, then `done` (or `error`). */
  streamReply(input: ReplyInput): ReadableStream<Uint8Array> {
    const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
    const writer = writable.getWriter();
    // A closed tab must not stop the reply from being written to D1, so write failures are ignored.
    const send = (event: ReplyEvent) => writer.write(encoder.encode(`data: ${JSON.stringify(event)}\n\n`)).catch(() => {});
    this.reply(input, (text) => void send({ type: "chunk", text }))
      .then((result) => send({ type: "done", ...result }))
      .catch((error: unknown) => send({ type: "error", message: error instanceof Error ? error.message : "Reply failed" }))
      .finally(() => writer.close().catch(() => {}));
    return readable;
  }

  async reply(input: ReplyInput, onChunk?: (text: string) => void): Promise<ReplyResult> {
    const id = input.clientMessageId;
    const pending = id ? this.inFlight.get(id) : undefined;
    if (pending) {
      const result = await pending;
      onChunk?.(result.reply.content);
      return result;
    }
    const run = this.queue.then(() =>
      withAiSpendScope(this.env, input.userId, () => this.process(input, onChunk)).catch((error: unknown) => {
        // Whatever failed, the next send reloads the history from D1 rather than trust the cache.
        this.history = null;
        throw error;
      }),
    );
    this.queue = run.catch(() => {});
    if (id) {
      this.inFlight.set(id, run);
      run.finally(() => this.inFlight.delete(id)).catch(() => {});
    }
    return run;
  }

  /** Drops the cached history, after the session was deleted. */
  forget(): void {
    this.history = null;
  }

  private async process(input: ReplyInput, onChunk?: (text: string) => void): Promise<ReplyResult> {
    const ctx = createServiceContext(this.env);
    const history = (this.history ??= await listMessages(ctx, input.userId, input.sessionId));

    const earlier = input.clientMessageId ? findUserMessage(history, input.clientMessageId) : -1;
    if (earlier !== -1) {
      const reply = history[earlier + 1];
      if (reply?.role === "assistant") {
        onChunk?.(reply.content);
        return toResult(history[earlier]!, reply);
      }
    }

    let userMessage = history[earlier];
    const before = earlier === -1 ? history : history.slice(0, earlier);
    const said = before.filter((message) => message.role === "user");
    const screening = await screenText(ctx, { id: input.userId }, input.message, "chat", {
      ref: input.clientMessageId,
      conversation: {
        recent: said.slice(-CONTEXT_MESSAGES).map((message) => message.content),
        hadCrisis: said.some((message) => message.crisisLevel === "crisis"),
        askedIfSafe: asksIfSafe(before.at(-1)),
      },
    });
    // A retried send keeps the grade it was stored with.
    const crisisLevel = userMessage?.crisisLevel ?? screening.level;
    if (!userMessage) {
      // Written before the reply is composed, so what the user wrote survives any failure after this point.
      [userMessage] = await appendMessages(ctx, { id: input.sessionId, userId: input.userId }, [
        { seq: nextSeq(history), role: "user", content: input.message, crisisLevel, clientMessageId: input.clientMessageId, createdAt: ctx.now() },
      ]);
      history.push(userMessage!);
    }

    const content = await this.compose(ctx, input, history.slice(0, -1), { level: crisisLevel, signals: screening.signals }, onChunk);
    const [reply] = await appendMessages(ctx, { id: input.sessionId, userId: input.userId }, [
      { seq: nextSeq(history), role: "assistant", content, crisisLevel: "none", clientMessageId: null, createdAt: ctx.now() },
    ]);
    history.push(reply!);
    if (input.safetyCheckInResponseId) await markSafetyCheckInDone(ctx, input.safetyCheckInResponseId);
    return toResult(userMessage!, reply!);
  }

  /** A crisis or concern gets the safe-messaging reply whatever a model would say; otherwise the provider answers. */
  private async compose(
    ctx: ServiceContext,
    input: ReplyInput,
    earlier: StoredMessage[],
    crisis: { level: CrisisLevel; signals: readonly string[] },
    onChunk?: (text: string) => void,
  ): Promise<string> {
    const lines = crisisLinesFor(input.crisisCountry);
    const fixed = (text: string) => {
      onChunk?.(text);
      return text;
    };
    if (input.safetyCheckInResponseId && crisis.level !== "crisis") return fixed(assessmentCheckInReply(input.userFirstName, lines));
    if (crisis.level !== "none" && SURFACE_POLICY.chat[crisis.level] === "safe-messaging") {
      if (crisis.signals.includes("after-crisis")) return fixed(afterCrisisCheckIn(input.userFirstName, lines));
      return fixed(
        safeMessagingReply(crisis.level, {
          firstName: input.userFirstName ?? undefined,
          seed: `${input.sessionId}:${earlier.length}`,
          signals: crisis.signals,
          lines,
        }),
      );
    }
    const request: ChatReplyRequest = {
      therapist: input.therapist,
      history: earlier.slice(-HISTORY_TURNS_FOR_MODEL).map((message) => ({ role: message.role, content: message.content })),
      message: input.message,
      memory: input.memory,
      crisisLevel: crisis.level,
      userFirstName: input.userFirstName,
      crisisLines: lines,
    };
    try {
      // Pacing the built-in engine's words only helps someone watching them arrive; the JSON API waits for the whole reply.
      const config = onChunk ? ctx.config : { ...ctx.config, AI_STREAM_PACE_MS: 0 };
      return await withBuiltinFallback(config, "Chat reply", (provider) => collect(provider, request, onChunk));
    } catch {
      throw new ReplyFailed("The reply could not be written.");
    }
  }
}

async function collect(provider: AiProvider, request: ChatReplyRequest, onChunk?: (text: string) => void): Promise<string> {
  let text = "";
  for await (const chunk of provider.streamChatReply(request)) {
    text += chunk;
    onChunk?.(chunk);
  }
  if (!text.trim()) throw new AiUnavailable("The model returned an empty reply");
  return text.trim();
}

/** The crisis replies and check-ins ask whether the person is safe; the next message is read as the answer. */
function asksIfSafe(message: StoredMessage | undefined): boolean {
  return message?.role === "assistant" && /\b(?:are you safe|are you somewhere safe)\b/i.test(message.content);
}

function findUserMessage(history: StoredMessage[], clientMessageId: string): number {
  return history.findIndex((message) => message.role === "user" && message.clientMessageId === clientMessageId);
}

function nextSeq(history: StoredMessage[]): number {
  return (history[history.length - 1]?.seq ?? 0) + 1;
}

function toResult(user: StoredMessage, reply: StoredMessage): ReplyResult {
  return {
    userMessage: { id: user.id, content: user.content, timestamp: user.createdAt.toISOString(), crisisLevel: user.crisisLevel },
    reply: { id: reply.id, content: reply.content, timestamp: reply.createdAt.toISOString() },
  };
}
