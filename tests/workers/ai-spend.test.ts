import { createExecutionContext, env, runInDurableObject, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import type { ChatSession } from "../../workers/chat/session-object";
import { runNightly } from "../../workers/cron";
import worker from "../../workers/index";
import { countRows, fakeModelConfig } from "./fixtures";
import { api, ORIGIN, registerUser, uniqueIp } from "./helpers";

/**
 * AI spend limits (decision record 0048) against the fake model server: past a person's or the deployment's daily
 * limit, the built-in engine answers and the operator's log says so.
 */

let warnings: MockInstance<typeof console.warn>;
beforeEach(() => {
  warnings = vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => warnings.mockRestore());
const logged = () => warnings.mock.calls.map((call) => call.join(" ")).join("\n");

const today = () => new Date().toISOString().slice(0, 10);

async function totalCallsToday(): Promise<number> {
  const row = await env.DB.prepare("SELECT calls FROM ai_usage_total WHERE day = ?").bind(today()).first<{ calls: number }>();
  return row?.calls ?? 0;
}

/** The Worker as deployed with a model configured and these limits (the test environment itself has no model). */
async function callWorker(path: string, token: string, limits: Record<string, string>, body?: unknown) {
  const request = new Request(`${ORIGIN}/api${path}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json", "CF-Connecting-IP": uniqueIp() },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const ctx = createExecutionContext();
  const response = await worker.fetch(request as Request<unknown, IncomingRequestCfProperties>, { ...env, ...fakeModelConfig(), ...limits } as unknown as Env, ctx);
  await waitOnExecutionContext(ctx);
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

const ask = (token: string, limits: Record<string, string>, message = "How long is the free trial?") =>
  callWorker("/ai-assistant/chat", token, limits, { message });

describe("per-person daily limits", () => {
  it("answers chat replies from the built-in engine once a person's limit is reached, others unaffected", async () => {
    const limits = { AI_DAILY_CHAT_REPLIES_PER_PERSON: "2" };
    async function chatWithModel(token: string) {
      const sessionId = (await api("/chat/start/th_anxiety", { method: "POST", token })).body.sessionId as string;
      const stub = env.CHAT_SESSION.get(env.CHAT_SESSION.idFromName(sessionId));
      await runInDurableObject(stub, (instance: ChatSession) => {
        Object.assign(instance, { env: { ...env, ...fakeModelConfig("fake-model", 1500), ...limits } });
      });
      return (message: string) => api(`/chat/message/${sessionId}`, { method: "POST", token, json: { message, therapistId: "th_anxiety" } });
    }
    const { token, user } = await registerUser();
    const send = await chatWithModel(token);
    const replies = [];
    for (const message of ["Work keeps me up at night", "My manager keeps adding tasks", "I feel behind all the time"]) {
      const reply = await send(message);
      expect(reply.status).toBe(200);
      replies.push(reply.body.response as string);
    }
    expect(replies[0]).toMatch(/^Fake reply from fake-model/);
    expect(replies[1]).toMatch(/^Fake reply from fake-model/);
    expect(replies[2]).not.toMatch(/Fake reply/);
    expect(replies[2]!.length).toBeGreaterThan(20);
    expect(logged()).toContain(`Chat reply: AI spend limit: person ${user.id} reached the daily limit of 2 chat replies (AI_DAILY_CHAT_REPLIES_PER_PERSON); the built-in engine answers instead`);
    expect(await countRows("ai_usage_per_person", "user_id = ? AND kind = 'chat' AND calls = 3", user.id)).toBe(1);

    const other = await registerUser();
    const otherSend = await chatWithModel(other.token);
    expect((await otherSend("Deadlines make my whole week feel rushed")).body.response).toMatch(/^Fake reply from fake-model/);
  });

  it("limits other generation (help answers, insights) per person, exactly, even when calls race", async () => {
    const limits = { AI_DAILY_GENERATIONS_PER_PERSON: "2" };
    const { token, user } = await registerUser();
    const answers = await Promise.all(Array.from({ length: 5 }, () => ask(token, limits)));
    for (const answer of answers) expect(answer.status).toBe(200);
    const fromModel = answers.filter((answer) => /^Fake reply from fake-model/.test(answer.body.response));
    expect(fromModel).toHaveLength(2);
    for (const answer of answers) expect(answer.body.response.length).toBeGreaterThan(20);

    // Insights: the computed result stands, not reworded by the model.
    const insights = await callWorker("/progress/insights/refresh", token, limits);
    expect(insights.status).toBe(200);
    expect(insights.body.insights.aiGenerated).toBe(false);
    expect(logged()).toContain("Progress insights: AI spend limit");
    expect(await countRows("ai_usage_per_person", "user_id = ? AND kind = 'generation'", user.id)).toBe(1);
    // Each question also had the model's safety check, counted apart: it never spends the person's generations.
    expect(await countRows("ai_usage_per_person", "user_id = ? AND kind = 'safety' AND calls = 5", user.id)).toBe(1);
  });

  it("counts every call far from a limit too, without waiting for the count before the model answers", async () => {
    const { token, user } = await registerUser();
    const limits = { AI_DAILY_GENERATIONS_PER_PERSON: "1000" };
    for (let call = 0; call < 4; call++) expect((await ask(token, limits)).body.response).toMatch(/^Fake reply from fake-model/);
    await vi.waitFor(async () => expect(await countRows("ai_usage_per_person", "user_id = ? AND kind = 'generation' AND calls = 4", user.id)).toBe(1));
  });

  it("forgets a person's counts with their account", async () => {
    const { token, user } = await registerUser();
    await ask(token, {});
    expect(await countRows("ai_usage_per_person", "user_id = ?", user.id)).toBeGreaterThan(0);
    expect((await api("/user/account", { method: "DELETE", token })).status).toBe(200);
    expect(await countRows("ai_usage_per_person", "user_id = ?", user.id)).toBe(0);
  });
});

describe("the deployment's daily budget", () => {
  it("answers everyone from the built-in engine once it is spent, and says so in the log", async () => {
    const [first, second, third] = await Promise.all([registerUser(), registerUser(), registerUser()]);
    // Each question is two model calls: the safety check of the question, then the answer.
    const limits = { AI_DAILY_MODEL_CALLS: String((await totalCallsToday()) + 4) };
    const answers = [];
    for (const person of [first, second, third]) answers.push((await ask(person.token, limits)).body.response as string);
    expect(answers[0]).toMatch(/^Fake reply from fake-model/);
    expect(answers[1]).toMatch(/^Fake reply from fake-model/);
    expect(answers[2]).not.toMatch(/Fake reply/);
    expect(answers[2]!.length).toBeGreaterThan(20);
    expect(logged()).toMatch(/Help assistant: AI spend limit: the deployment reached its daily budget of \d+ model calls \(AI_DAILY_MODEL_CALLS\); the built-in engine answers instead/);
  });

  it("does not count the calls a person's own limit refuses", async () => {
    const { token } = await registerUser();
    const before = await totalCallsToday();
    for (let call = 0; call < 3; call++) await ask(token, { AI_DAILY_GENERATIONS_PER_PERSON: "1" });
    // Three safety checks of the questions and the one answer the person's limit allowed.
    expect(await totalCallsToday()).toBe(before + 4);
  });
});

describe("the nightly clean-up", () => {
  it("forgets counts older than a week and keeps today's", async () => {
    const { token, user } = await registerUser();
    await ask(token, {});
    await env.DB.batch([
      env.DB.prepare("INSERT INTO ai_usage_per_person (user_id, day, kind, calls) VALUES (?, '2020-01-01', 'chat', 7)").bind(user.id),
      env.DB.prepare("INSERT INTO ai_usage_total (day, calls) VALUES ('2020-01-01', 7)"),
    ]);
    await runNightly(env);
    expect(await countRows("ai_usage_per_person", "day = '2020-01-01'")).toBe(0);
    expect(await countRows("ai_usage_total", "day = '2020-01-01'")).toBe(0);
    expect(await countRows("ai_usage_per_person", "user_id = ? AND day = ? AND kind = 'generation'", user.id, today())).toBe(1);
    expect(await countRows("ai_usage_total", "day = ?", today())).toBe(1);
  });
});
