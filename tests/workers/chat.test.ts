import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { ChatSession } from "../../workers/chat/session-object";
import { lastConversation } from "../../workers/chat/service";
import { expireTrial, fakeModelConfig, memberOf, serviceContext, subscribe } from "./fixtures";
import { api, registerUser } from "./helpers";

async function startChat(token: string, therapistId = "th_anxiety") {
  const started = await api(`/chat/start/${therapistId}`, { method: "POST", token, json: { initialMessage: null } });
  expect(started.status).toBe(200);
  return started.body.sessionId as string;
}

async function send(token: string, sessionId: string, message: string, extra: Record<string, unknown> = {}) {
  return api(`/chat/message/${sessionId}`, { method: "POST", token, json: { message, therapistId: "th_anxiety", ...extra } });
}

async function rows(sql: string, ...values: unknown[]) {
  return (await env.DB.prepare(sql).bind(...values).all<Record<string, unknown>>()).results;
}

describe("chat sessions", () => {
  it("starts a session with the therapist's assessment status and reuses an untouched one", async () => {
    const { token } = await registerUser();
    const first = await api("/chat/start/th_grief", { method: "POST", token, json: { initialMessage: null } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      sessionId: expect.any(String),
      assessmentStatus: { hasCompleted: false, assessmentId: "onboarding-grief", responseId: null, estimatedDuration: 5 },
    });
    const again = await api("/chat/start/th_grief", { method: "POST", token });
    expect(again.body.sessionId).toBe(first.body.sessionId);
    expect((await api("/chat/start/th_nobody", { method: "POST", token })).status).toBe(404);
    expect((await api("/chat/start/th_grief", { method: "POST" })).status).toBe(401);
  });

  it("answers a message, records both sides encrypted, and lists the session", async () => {
    const { token } = await registerUser();
    const sessionId = await startChat(token);
    const reply = await send(token, sessionId, "I keep worrying about my exams and can't sleep");
    expect(reply.status).toBe(200);
    expect(typeof reply.body.response).toBe("string");
    expect(reply.body.response.length).toBeGreaterThan(20);
    expect(new Date(reply.body.timestamp).toString()).not.toBe("Invalid Date");
    expect(reply.body.isCrisis).toBe(false);

    const chat = await api(`/chat/session/${sessionId}`, { token });
    expect(chat.status).toBe(200);
    expect(chat.body.chat.sessionId).toBe(sessionId);
    expect(chat.body.chat.messages.map((message: { role: string }) => message.role)).toEqual(["user", "assistant"]);
    expect(chat.body.chat.messages[0]).toMatchObject({
      content: "I keep worrying about my exams and can't sleep",
      isCrisis: false,
      metadata: { crisis: { level: "none" } },
    });
    expect(chat.body.chat.messages[1].content).toBe(reply.body.response);

    const stored = await rows("SELECT content_enc FROM chat_messages WHERE session_id = ?", sessionId);
    for (const row of stored) {
      expect(String(row.content_enc)).toMatch(/^v2\./);
      expect(String(row.content_enc)).not.toContain("exams");
    }
    const [session] = await rows("SELECT last_message_enc FROM chat_sessions WHERE id = ?", sessionId);
    expect(String(session!.last_message_enc)).not.toContain(reply.body.response.slice(0, 12));

    const recent = await api("/chat/recent-sessions?limit=10", { token });
    expect(recent.body.sessions).toEqual([
      {
        _id: sessionId,
        sessionId,
        therapistId: "th_anxiety",
        therapistName: "Claire Dubois",
        therapistSpecialty: "anxiety",
        lastMessage: reply.body.response,
        updatedAt: expect.any(String),
        messageCount: 2,
        status: "active",
      },
    ]);
    expect((await api("/chat/recent-sessions?limit=0", { token })).status).toBe(400);
    expect((await api("/chat/recent-sessions?limit=abc", { token })).status).toBe(400);
  });

  it("starts a session for the new-session placeholder", async () => {
    const { token } = await registerUser();
    const reply = await api("/chat/message/new-session", { method: "POST", token, json: { message: "Hello", therapistId: "th_stress" } });
    expect(reply.status).toBe(200);
    const chat = await api(`/chat/session/${reply.body.sessionId}`, { token });
    expect(chat.body.chat.therapistId).toBe("th_stress");
    const missingTherapist = await api("/chat/message/new-session", { method: "POST", token, json: { message: "Hello" } });
    expect(missingTherapist.status).toBe(400);
  });

  it("refuses empty, oversized and malformed messages without storing anything", async () => {
    const { token } = await registerUser();
    const sessionId = await startChat(token);
    for (const payload of [{ message: "   " }, { message: "x".repeat(4001) }, {}, { message: 42 }]) {
      const result = await api(`/chat/message/${sessionId}`, { method: "POST", token, json: payload });
      expect(result.status, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(typeof result.body.error).toBe("string");
    }
    expect(await rows("SELECT id FROM chat_messages WHERE session_id = ?", sessionId)).toEqual([]);
  });

  it("finds the last conversation with a therapist, for the chat to offer to continue it, and only the owner's", async () => {
    const { token, user } = await registerUser();
    const stranger = await registerUser();
    const ctx = serviceContext();
    expect(await lastConversation(ctx, await memberOf(user.id), "th_anxiety")).toBeNull();
    const older = await startChat(token);
    await send(token, older, "The first thing on my mind");
    await api(`/chat/end/${older}`, { method: "PUT", token });
    const newer = await startChat(token);
    await send(token, newer, "Exams again, and I can't sleep");
    // An untouched session with the same therapist is not a conversation to continue.
    await startChat(token);
    const found = await lastConversation(ctx, await memberOf(user.id), "th_anxiety");
    expect(found).toMatchObject({ sessionId: newer, status: "active", messageCount: 2 });
    expect(found!.lastMessage.length).toBeGreaterThan(0);
    expect(await lastConversation(ctx, await memberOf(user.id), "th_grief")).toBeNull();
    expect(await lastConversation(ctx, await memberOf(stranger.user.id), "th_anxiety")).toBeNull();
  });

  it("hides every session from other users behind a 404", async () => {
    const owner = await registerUser();
    const stranger = await registerUser();
    const sessionId = await startChat(owner.token);
    await send(owner.token, sessionId, "Something private");
    expect((await api(`/chat/session/${sessionId}`, { token: stranger.token })).status).toBe(404);
    expect((await send(stranger.token, sessionId, "hi")).status).toBe(404);
    expect((await api(`/chat/end/${sessionId}`, { method: "PUT", token: stranger.token })).status).toBe(404);
    expect((await api(`/chat/session/${sessionId}`, { method: "DELETE", token: stranger.token })).status).toBe(404);
    expect((await api("/chat/recent-sessions", { token: stranger.token })).body.sessions).toEqual([]);
    const chat = await api(`/chat/session/${sessionId}`, { token: owner.token });
    expect(chat.body.chat.messages).toHaveLength(2);
  });

  it("answers a retried send once (same client message id)", async () => {
    const { token } = await registerUser();
    const sessionId = await startChat(token);
    const first = await send(token, sessionId, "My chest gets tight before meetings", { clientMessageId: "retry-1" });
    const retried = await send(token, sessionId, "My chest gets tight before meetings", { clientMessageId: "retry-1" });
    expect(retried.status).toBe(200);
    expect(retried.body.response).toBe(first.body.response);
    expect(retried.body.messageId).toBe(first.body.messageId);
    expect(await rows("SELECT id FROM chat_messages WHERE session_id = ?", sessionId)).toHaveLength(2);
  });

  it("serialises concurrent sends: every message is followed by its own reply, in order", async () => {
    const { token } = await registerUser();
    const sessionId = await startChat(token);
    const texts = ["First: work is overwhelming", "Second: I also argue with my sister", "Third: and I sleep badly"];
    const results = await Promise.all([
      ...texts.map((text, index) => send(token, sessionId, text, { clientMessageId: `c-${index}` })),
      send(token, sessionId, texts[0]!, { clientMessageId: "c-0" }),
    ]);
    for (const result of results) expect(result.status).toBe(200);
    const stored = await rows("SELECT seq, role, client_message_id FROM chat_messages WHERE session_id = ? ORDER BY seq", sessionId);
    expect(stored.map((row) => row.role)).toEqual(["user", "assistant", "user", "assistant", "user", "assistant"]);
    expect(stored.map((row) => row.seq)).toEqual([1, 2, 3, 4, 5, 6]);
    const chat = await api(`/chat/session/${sessionId}`, { token });
    const users = chat.body.chat.messages.filter((message: { role: string }) => message.role === "user");
    expect(users.map((message: { content: string }) => message.content).sort()).toEqual([...texts].sort());
  });

  it("answers a crisis with safe-messaging resources and flags the message", async () => {
    const { token } = await registerUser();
    const sessionId = await startChat(token);
    const reply = await send(token, sessionId, "honestly i just want to kill myself tonight");
    expect(reply.status).toBe(200);
    expect(reply.body.isCrisis).toBe(true);
    expect(reply.body.response).toContain("988");
    expect(reply.body.response).toContain("741741");
    const chat = await api(`/chat/session/${sessionId}`, { token });
    expect(chat.body.chat.messages[0]).toMatchObject({ isCrisis: true, metadata: { crisis: { level: "crisis" } } });
    const calm = await send(token, sessionId, "I'm dying to see the new film this weekend");
    expect(calm.body.isCrisis).toBe(false);
  });

  it("ends a session with a stored (encrypted) summary, refuses further sends, and deletes it fully", async () => {
    const { token } = await registerUser();
    const sessionId = await startChat(token);
    await send(token, sessionId, "I feel anxious every time my phone rings at work");
    const ended = await api(`/chat/end/${sessionId}`, { method: "PUT", token });
    expect(ended.status).toBe(200);
    const [session] = await rows("SELECT status, summary_enc FROM chat_sessions WHERE id = ?", sessionId);
    expect(session!.status).toBe("completed");
    expect(String(session!.summary_enc)).toMatch(/^v2\./);
    expect((await api("/chat/recent-sessions", { token })).body.sessions[0].status).toBe("completed");
    const late = await send(token, sessionId, "one more thing");
    expect(late.status).toBe(409);
    expect(late.body.code).toBe("SESSION_COMPLETED");

    const deleted = await api(`/chat/session/${sessionId}`, { method: "DELETE", token });
    expect(deleted.status).toBe(200);
    expect(await rows("SELECT id FROM chat_messages WHERE session_id = ?", sessionId)).toEqual([]);
    expect(await rows("SELECT id FROM chat_sessions WHERE id = ?", sessionId)).toEqual([]);
    expect((await api(`/chat/session/${sessionId}`, { token })).status).toBe(404);
  });
});

describe("plan gating on the server", () => {
  it("refuses every therapist once the trial has ended (402)", async () => {
    const { token, user } = await registerUser();
    const sessionId = await startChat(token);
    await expireTrial(user.id);
    const start = await api("/chat/start/th_anxiety", { method: "POST", token });
    expect(start.status).toBe(402);
    expect(start.body.code).toBe("PLAN_REQUIRED");
    expect((await send(token, sessionId, "hello?")).status).toBe(402);
  });

  it("opens only the preferred therapist on Base (403 for the others) and all of them on Advanced", async () => {
    const { token, user } = await registerUser();
    await expireTrial(user.id);
    await subscribe(user.id, "base", { preferredTherapist: "th_anxiety" });
    expect((await api("/chat/start/th_anxiety", { method: "POST", token })).status).toBe(200);
    const other = await api("/chat/start/th_grief", { method: "POST", token });
    expect(other.status).toBe(403);
    expect(other.body.code).toBe("THERAPIST_NOT_IN_PLAN");

    await subscribe(user.id, "advanced");
    expect((await api("/chat/start/th_grief", { method: "POST", token })).status).toBe(200);
  });
});

describe("help assistant", () => {
  it("answers product questions from the help content", async () => {
    const { token } = await registerUser();
    const result = await api("/ai-assistant/chat", { method: "POST", token, json: { message: "How long is the free trial?" } });
    expect(result.status).toBe(200);
    expect(result.body.success).toBe(true);
    expect(result.body.response).toMatch(/7/);
    const empty = await api("/ai-assistant/chat", { method: "POST", token, json: { message: "  " } });
    expect(empty.status).toBe(400);
    expect((await api("/ai-assistant/chat", { method: "POST", json: { message: "hi" } })).status).toBe(401);
  });

  it.each([
    ["how do I cancel my plan?", /^Open Profile settings or Plans and subscription, select Cancel subscription, then confirm\./],
    ["How do I delete my account", /^To delete your account, select Delete account in Profile settings/],
    ["I forgot my password", /^If you have forgotten your password, select Forgot password on the sign-in page\./],
    ["how do I upgrade", /^To upgrade from Base to Advanced, open Plans and subscription in the app and select Upgrade/],
    ["How can I contact support?", /^Email us at support@haven\.example/],
    // Nothing in the help content answers it: no unrelated passage, the way to people who know.
    ["Can I get a refund?", /^I'm not sure about that one.*support@haven\.example/],
  ])("puts the answer to %j first", async (message, answer) => {
    const { token } = await registerUser();
    const result = await api("/ai-assistant/chat", { method: "POST", token, json: { message } });
    expect(result.body.response).toMatch(answer);
  });

  it("answers a crisis with resources, not product help", async () => {
    const { token } = await registerUser();
    const result = await api("/ai-assistant/chat", { method: "POST", token, json: { message: "I don't want to be alive anymore" } });
    expect(result.body.response).toContain("988");
  });
});

describe("chat through an OpenAI-compatible model (fake server on loopback)", () => {
  /** Points this session's Durable Object at the fake model server, as AI_API_KEY/AI_BASE_URL would in production. */
  async function useFakeModel(sessionId: string) {
    const stub = env.CHAT_SESSION.get(env.CHAT_SESSION.idFromName(sessionId));
    await runInDurableObject(stub, (instance: ChatSession) => {
      Object.assign(instance, {
        env: { ...env, ...fakeModelConfig("fake-model", 1500) },
      });
    });
  }

  it("streams the model's reply into the session", async () => {
    const { token } = await registerUser();
    const sessionId = await startChat(token);
    await useFakeModel(sessionId);
    const reply = await send(token, sessionId, "Work deadlines keep me up at night");
    expect(reply.status).toBe(200);
    expect(reply.body.response).toMatch(/^Fake reply from fake-model to \d+ messages: Work deadlines/);
  });

  it.each(["[[fail500]]", "[[hang]]", "[[malformed]]", "[[empty]]"])(
    "still answers (with the built-in engine) and loses nothing when the model fails: %s",
    async (trigger) => {
      const { token } = await registerUser();
      const sessionId = await startChat(token);
      await useFakeModel(sessionId);
      const reply = await send(token, sessionId, `I feel on edge today ${trigger}`);
      expect(reply.status).toBe(200);
      expect(reply.body.response).not.toMatch(/Fake reply/);
      expect(reply.body.response.length).toBeGreaterThan(20);
      const chat = await api(`/chat/session/${sessionId}`, { token });
      expect(chat.body.chat.messages.map((message: { content: string }) => message.content)).toEqual([
        `I feel on edge today ${trigger}`,
        reply.body.response,
      ]);
    },
    // A hung model is also asked for the crisis second opinion first, which waits up to SECOND_OPINION_TIMEOUT_MS.
    10_000,
  );

  it("keeps what arrived when the stream breaks mid-reply", async () => {
    const { token } = await registerUser();
    const sessionId = await startChat(token);
    await useFakeModel(sessionId);
    const reply = await send(token, sessionId, "Tell me more [[cut]]");
    expect(reply.status).toBe(200);
    expect(reply.body.response.length).toBeGreaterThan(0);
    const chat = await api(`/chat/session/${sessionId}`, { token });
    expect(chat.body.chat.messages[1].content).toBe(reply.body.response);
  });
});
