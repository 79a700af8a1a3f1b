import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, registerUser } from "./helpers";

/** Retries of the first message of a new chat (`POST /api/chat/message/new-session`, decision record 0045). */

function firstMessage(token: string, clientMessageId: string | undefined, therapistId = "th_anxiety", message = "I can't stop worrying about work") {
  return api("/chat/message/new-session", { method: "POST", token, json: { message, therapistId, ...(clientMessageId ? { clientMessageId } : {}) } });
}

async function sessionsOf(userId: string) {
  return (await env.DB.prepare("SELECT id, therapist_id, message_count FROM chat_sessions WHERE user_id = ?").bind(userId).all<{ id: string; therapist_id: string; message_count: number }>()).results;
}

async function messagesOf(userId: string) {
  return (await env.DB.prepare("SELECT session_id, role FROM chat_messages WHERE user_id = ? ORDER BY seq").bind(userId).all<{ session_id: string; role: string }>()).results;
}

describe("new-session with a client message id", () => {
  it("opens one session and answers once when the same first message is sent twice", async () => {
    const { token, user } = await registerUser();
    const first = await firstMessage(token, "first-message-1");
    const retry = await firstMessage(token, "first-message-1");
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.body.sessionId).toBe(first.body.sessionId);
    expect(retry.body.messageId).toBe(first.body.messageId);
    expect(retry.body.response).toBe(first.body.response);
    expect(await sessionsOf(user.id)).toHaveLength(1);
    expect((await messagesOf(user.id)).map((message) => message.role)).toEqual(["user", "assistant"]);
  });

  it("opens one session and answers once for ten concurrent copies", async () => {
    const { token, user } = await registerUser();
    const results = await Promise.all(Array.from({ length: 10 }, () => firstMessage(token, "concurrent-first")));
    for (const result of results) expect(result.status).toBe(200);
    expect(new Set(results.map((result) => result.body.sessionId)).size).toBe(1);
    expect(new Set(results.map((result) => result.body.messageId)).size).toBe(1);
    const sessions = await sessionsOf(user.id);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.message_count).toBe(2);
    expect((await messagesOf(user.id)).map((message) => message.role)).toEqual(["user", "assistant"]);
  });

  it("keeps different first messages apart, and the same id of two people apart", async () => {
    const one = await registerUser();
    const two = await registerUser();
    const [a, b, c] = await Promise.all([
      firstMessage(one.token, "msg-a", "th_anxiety", "First worry"),
      firstMessage(one.token, "msg-b", "th_grief", "I lost my mother"),
      firstMessage(two.token, "msg-a", "th_anxiety", "Someone else's worry"),
    ]);
    expect(a.body.sessionId).not.toBe(b.body.sessionId);
    expect(a.body.sessionId).not.toBe(c.body.sessionId);
    expect(await sessionsOf(one.user.id)).toHaveLength(2);
    expect(await sessionsOf(two.user.id)).toHaveLength(1);
    // A second first message to the same therapist opens a session of its own.
    const again = await firstMessage(one.token, "msg-c", "th_anxiety", "A new day, a new worry");
    expect(again.body.sessionId).not.toBe(a.body.sessionId);
  });

  it("uses the untouched session the chat screen opened, as a send without an id does", async () => {
    const { token, user } = await registerUser();
    const started = (await api("/chat/start/th_anxiety", { method: "POST", token })).body.sessionId;
    const first = await firstMessage(token, "after-start");
    expect(first.body.sessionId).toBe(started);
    expect(await sessionsOf(user.id)).toHaveLength(1);
  });

  it("refuses a retry that names another therapist, storing nothing more", async () => {
    const { token, user } = await registerUser();
    await firstMessage(token, "switch-1", "th_anxiety");
    const other = await firstMessage(token, "switch-1", "th_grief");
    expect(other.status).toBe(400);
    expect(other.body.error).toBe("This session belongs to another therapist.");
    expect(await sessionsOf(user.id)).toHaveLength(1);
    expect(await messagesOf(user.id)).toHaveLength(2);
  });

  it("still opens a fresh session per send without a client message id", async () => {
    const { token, user } = await registerUser();
    const first = await firstMessage(token, undefined);
    const second = await firstMessage(token, undefined);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(await messagesOf(user.id)).toHaveLength(4);
  });
});
