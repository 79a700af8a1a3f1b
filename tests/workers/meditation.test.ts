import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { builtinSession, speakingSeconds } from "../../workers/meditation/script";
import { meditationStatsFrom } from "../../workers/meditation/stats";
import type { StatsRows } from "../../workers/meditation/store";
import { writeMeditationSession } from "../../workers/meditation/writer";
import { fallbackSession, MEDITATION_CATEGORIES, MEDITATION_PRESETS, type MeditationSession } from "../../workers/shared/meditation";
import { countRows, expireTrial, fakeModelConfig } from "./fixtures";
import { api, ORIGIN, registerUser } from "./helpers";

const preset = (id: string) => MEDITATION_PRESETS.find((candidate) => candidate.id === id)!;

function generate(token: string, body: Record<string, unknown>) {
  return api("/meditation/generate", { method: "POST", token, json: body });
}

function complete(token: string, body: Record<string, unknown>, timeZone = "UTC") {
  return api("/meditation/sessions", { method: "POST", token, json: body, headers: { "X-Time-Zone": timeZone } });
}

/** The guided text is paced: it starts at once, each line is finished before the next, and all of it fits the session. */
function expectPaced(session: MeditationSession) {
  const total = session.minutes * 60;
  expect(session.segments[0]!.at).toBe(0);
  session.segments.forEach((segment, index) => {
    const next = session.segments[index + 1]?.at ?? total;
    expect(segment.at + speakingSeconds(segment.text), `line ${index} of ${session.title}`).toBeLessThanOrEqual(next);
  });
  expect(session.content).toBe(session.segments.map((segment) => segment.text).join("\n\n"));
}

describe("meditation presets", () => {
  it("are the spec's six, each with a subtitle, description, benefits and prompt", async () => {
    const { token } = await registerUser();
    const { body } = await api("/meditation/presets", { token });
    expect(body.presets.map((item: { title: string; duration: string; category: string }) => [item.title, item.duration, item.category])).toEqual([
      ["Morning Mindfulness", "10 min", "Mindfulness"],
      ["Stress Relief", "15 min", "Relaxation"],
      ["Sleep Preparation", "20 min", "Sleep"],
      ["Anxiety Calm", "12 min", "Anxiety"],
      ["Mindful Breathing", "8 min", "Breathing"],
      ["Body Awareness", "18 min", "Body Scan"],
    ]);
    for (const item of body.presets) {
      expect(item.subtitle.length).toBeGreaterThan(10);
      expect(item.description.length).toBeGreaterThan(60);
      expect(item.benefits.length).toBeGreaterThanOrEqual(3);
      expect(item.prompt.length).toBeGreaterThan(40);
    }
  });
});

describe("POST /api/meditation/generate", () => {
  it("writes a paced guided session for every preset, different for each category", async () => {
    const { token } = await registerUser();
    const contents = new Set<string>();
    for (const item of MEDITATION_PRESETS) {
      const result = await generate(token, { prompt: item.prompt, duration: item.duration, category: item.category });
      expect(result.status).toBe(200);
      const { session } = result.body;
      expect(session).toMatchObject({ title: item.title, duration: item.duration, minutes: item.minutes, source: "builtin" });
      expect(session.instructions).toHaveLength(5);
      expect(session.content).toMatch(new RegExp(`^Welcome to this [a-z-]+-minute `));
      expectPaced(session);
      contents.add(session.content);
    }
    expect(contents.size).toBe(6);
  });

  it("fits the script to the length: longer sessions include more of the practice", () => {
    for (const category of MEDITATION_CATEGORIES) {
      for (const minutes of [5, 8, 12, 20, 30, 45, 60]) expectPaced(builtinSession(category, minutes, "Test"));
    }
    const short = builtinSession("Body Scan", 5, "Body Awareness");
    const long = builtinSession("Body Scan", 30, "Body Awareness");
    expect(long.segments.length).toBeGreaterThan(short.segments.length);
    expect(short.content).not.toContain("Bring your attention to your ankles.");
    expect(long.content).toContain("Bring your attention to your ankles.");
    expect(builtinSession("Sleep", 20, "Sleep Preparation").content).toContain("think of words that begin with it");
    expect(builtinSession("Sleep", 20, "Sleep Preparation").content).not.toContain("open your eyes");
    expect(builtinSession("Anxiety", 12, "Anxiety Calm").content).toContain("five things you can see");
  });

  it("accepts minutes as a number or as the presets write them, and any case of a category", async () => {
    const { token } = await registerUser();
    const result = await generate(token, { prompt: "A short body scan before work.", duration: 10, category: "body scan" });
    expect(result.status).toBe(200);
    expect(result.body.session).toMatchObject({ title: "Body Scan Meditation", minutes: 10, duration: "10 min" });
    expect((await generate(token, { prompt: "Breathe", duration: "25 minutes", category: "Breathing" })).body.session.minutes).toBe(25);
  });

  it("answers each mistake with a clear message and a 400", async () => {
    const { token } = await registerUser();
    const durationMessage = 'duration must be a whole number of minutes from 5 to 60 (for example 10 or "10 min").';
    const cases: [Record<string, unknown>, string][] = [
      [{ duration: 10, category: "Sleep" }, "prompt is required."],
      [{ prompt: "  ", duration: 10, category: "Sleep" }, "prompt is required."],
      [{ prompt: "x".repeat(1001), duration: 10, category: "Sleep" }, "prompt can be up to 1,000 characters."],
      [{ prompt: "Rest", duration: 4, category: "Sleep" }, durationMessage],
      [{ prompt: "Rest", duration: 61, category: "Sleep" }, durationMessage],
      [{ prompt: "Rest", duration: 7.5, category: "Sleep" }, durationMessage],
      [{ prompt: "Rest", duration: "ten minutes", category: "Sleep" }, durationMessage],
      [{ prompt: "Rest", category: "Sleep" }, durationMessage],
      [{ prompt: "Rest", duration: 10, category: "Yoga" }, "category must be one of Mindfulness, Relaxation, Sleep, Anxiety, Breathing, Body Scan."],
      [{ prompt: "Rest", duration: 10 }, "category must be one of Mindfulness, Relaxation, Sleep, Anxiety, Breathing, Body Scan."],
    ];
    for (const [body, message] of cases) {
      const result = await generate(token, body);
      expect(result.status, message).toBe(400);
      expect(result.body.error).toBe(message);
    }
  });

  it("screens a prompt the person wrote, still writes the session, and shows the crisis resources", async () => {
    const { token, user } = await registerUser();
    const result = await generate(token, { prompt: "Help me calm down, I want to kill myself tonight", duration: 10, category: "Anxiety" });
    expect(result.status).toBe(200);
    expect(result.body.showCrisisResources).toBe(true);
    expect(result.body.session.segments.length).toBeGreaterThan(5);
    expect(await countRows("safety_events", "user_id = ? AND surface = 'meditation' AND level = 'crisis'", user.id)).toBe(1);
    // A preset's own prompt is ours, not the person's: nothing to screen.
    const morning = preset("morning-mindfulness");
    expect((await generate(token, { prompt: morning.prompt, duration: 10, category: morning.category })).body.showCrisisResources).toBeUndefined();
  });

  it("lets a configured model write the script, paced over the session, and falls back to the built-in one on any failure", async () => {
    const request = { title: "Stress Relief", category: "Relaxation" as const, minutes: 15, prompt: preset("stress-relief").prompt };
    const written = await writeMeditationSession(fakeModelConfig(), request);
    expect(written.source).toBe("model");
    expect(written.content).toMatch(/^Fake fake-model: Welcome/);
    expect(written.instructions).toHaveLength(5);
    expect(written.instructions[0]).toMatch(/^Fake fake-model: /);
    expectPaced(written);

    const builtin = builtinSession("Relaxation", 15, "Stress Relief");
    for (const model of ["fake-model [[malformed]]", "fake-model [[fail500]]", "fake-model [[empty]]"]) {
      expect(await writeMeditationSession(fakeModelConfig(model), request)).toEqual(builtin);
    }
  });

  it("has the spec's fallback session: a welcome text and its five instructions", () => {
    const session = fallbackSession("Stress Relief", 15);
    expect(session.instructions).toEqual([
      "Find a comfortable seated position",
      "Close your eyes gently",
      "Take three deep breaths",
      "Follow the guided meditation",
      "Stay present and focused",
    ]);
    expect(session.content).toMatch(/^Welcome to your Stress Relief session\./);
    expect(session).toMatchObject({ minutes: 15, duration: "15 min", segments: [{ at: 0, text: session.content }], source: "fallback" });
  });

  it("answers 402 once the trial has ended", async () => {
    const { token, user } = await registerUser();
    await expireTrial(user.id);
    const refused = await generate(token, { prompt: "Rest", duration: 10, category: "Sleep" });
    expect(refused.status).toBe(402);
    expect(refused.body).toEqual({ error: "Your free trial has ended. Choose a plan to keep using guided meditation.", code: "PLAN_REQUIRED" });
    expect((await complete(token, { presetId: "mindful-breathing", practisedSeconds: 480 })).status).toBe(402);
  });
});

describe("completed sessions", () => {
  it("records a completed session once per client session id and answers with the stats", async () => {
    const { token, user } = await registerUser();
    const body = { presetId: "mindful-breathing", practisedSeconds: 480, clientSessionId: "run-0001-abcd" };
    const first = await complete(token, body);
    expect(first.status).toBe(201);
    expect(first.body.session).toMatchObject({ presetId: "mindful-breathing", category: "Breathing", minutes: 8, practisedSeconds: 480 });
    expect(first.body.meditationStats).toEqual({ totalMinutes: 8, sessions: 1, last7DaysMinutes: 8, currentStreakDays: 1 });
    const retried = await complete(token, body);
    expect(retried.status).toBe(201);
    expect(retried.body.session._id).toBe(first.body.session._id);
    expect(await countRows("meditation_sessions", "user_id = ?", user.id)).toBe(1);

    expect((await complete(token, { presetId: "stress-relief", practisedSeconds: 300 })).body.meditationStats).toMatchObject({ totalMinutes: 13, sessions: 2 });
    expect((await api("/meditation/stats", { token })).body.meditationStats).toMatchObject({ totalMinutes: 13, sessions: 2, currentStreakDays: 1 });
  });

  it("refuses what cannot be a completed session, storing nothing", async () => {
    const { token, user } = await registerUser();
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ presetId: "yoga", practisedSeconds: 300 }, /^presetId must be one of morning-mindfulness, stress-relief, /],
      [{ presetId: "mindful-breathing", practisedSeconds: 481 }, "practisedSeconds cannot be more than the session's 480 seconds."],
      [{ presetId: "mindful-breathing", practisedSeconds: 59 }, "A session counts once at least 60 seconds of it were practised."],
      [{ presetId: "mindful-breathing", practisedSeconds: 100.5 }, "practisedSeconds must be a whole number of seconds."],
      [{ presetId: "mindful-breathing", practisedSeconds: 100, clientSessionId: "x" }, "clientSessionId must be 8 to 64 letters, digits or dashes."],
    ];
    for (const [body, message] of cases) {
      const result = await complete(token, body);
      expect(result.status).toBe(400);
      expect(result.body.error).toMatch(message);
    }
    expect(await countRows("meditation_sessions", "user_id = ?", user.id)).toBe(0);
  });

  it("counts a streak of consecutive days in the person's time zone, alive until a day is missed", async () => {
    const { token, user } = await registerUser();
    const now = Date.now();
    const seed = (hoursAgo: number, seconds = 600) =>
      env.DB.prepare(
        "INSERT INTO meditation_sessions (id, user_id, client_session_id, preset_id, category, minutes, practised_seconds, completed_at) VALUES (?, ?, ?, 'stress-relief', 'Relaxation', 15, ?, ?)",
      )
        .bind(crypto.randomUUID(), user.id, crypto.randomUUID(), seconds, now - hoursAgo * 3600_000)
        .run();
    // Yesterday, the day before and the day before that (not today yet), then a gap, then older sessions.
    for (const daysAgo of [1, 2, 3, 5, 6]) await seed(daysAgo * 24);
    const stats = async (timeZone: string) => (await api("/meditation/stats", { token, headers: { "X-Time-Zone": timeZone } })).body.meditationStats;
    expect(await stats("UTC")).toMatchObject({ sessions: 5, totalMinutes: 50, last7DaysMinutes: 50, currentStreakDays: 3 });
    await seed(0);
    expect(await stats("UTC")).toMatchObject({ currentStreakDays: 4 });

    const other = await registerUser();
    expect((await api("/meditation/stats", { token: other.token })).body.meditationStats).toEqual({ totalMinutes: 0, sessions: 0, last7DaysMinutes: 0, currentStreakDays: 0 });
  });

  it("counts the days of a streak in the person's own time zone", () => {
    const rows: StatsRows = [
      [{ sessions: 2, seconds: "1200" }],
      [{ completedAt: new Date("2026-11-23T02:00:00Z"), practisedSeconds: 600 }, { completedAt: new Date("2026-11-22T20:00:00Z"), practisedSeconds: 600 }],
    ];
    const now = new Date("2026-11-23T03:00:00Z");
    expect(meditationStatsFrom(rows, now, "UTC").currentStreakDays).toBe(2);
    // Both on the 23rd in Tokyo, both on the 22nd in Los Angeles: one day each.
    expect(meditationStatsFrom(rows, now, "Asia/Tokyo").currentStreakDays).toBe(1);
    expect(meditationStatsFrom(rows, now, "America/Los_Angeles")).toEqual({ totalMinutes: 20, sessions: 2, last7DaysMinutes: 20, currentStreakDays: 1 });
  });

  it("shows on the progress API and the dashboard, in the same D1 round trip", async () => {
    const { token } = await registerUser();
    await complete(token, { presetId: "body-awareness", practisedSeconds: 18 * 60 });
    const stats = await api("/progress/session-stats", { token });
    expect(stats.body.meditationStats).toEqual({ totalMinutes: 18, sessions: 1, last7DaysMinutes: 18, currentStreakDays: 1 });
    expect(stats.body.sessionStats.totalSessions).toBe(0);

    const response = await SELF.fetch(`${ORIGIN}/app/dashboard?_data=routes%2Fapp.dashboard`, { headers: { Cookie: `haven_session=${token}` } });
    const body = (await response.json()) as { dashboard: { meditationStats: { totalMinutes: number } } };
    expect(body.dashboard.meditationStats.totalMinutes).toBe(18);
  });
});

describe("the meditation page", () => {
  function post(token: string, body: unknown) {
    return SELF.fetch(`${ORIGIN}/app/meditation?_data=routes%2Fapp.meditation`, {
      method: "POST",
      headers: { Cookie: `haven_session=${token}`, Origin: ORIGIN, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  }

  it("generates a preset's session and records its completion through its action", async () => {
    const { token, user } = await registerUser();
    const generated = await post(token, { intent: "generate", presetId: "anxiety-calm" });
    expect(generated.status).toBe(200);
    expect(((await generated.json()) as { session: MeditationSession }).session).toMatchObject({ title: "Anxiety Calm", minutes: 12 });
    const completed = await post(token, { intent: "complete", presetId: "anxiety-calm", practisedSeconds: 720, clientSessionId: "page-run-0001" });
    expect(completed.status).toBe(200);
    expect(((await completed.json()) as { meditationStats: { totalMinutes: number } }).meditationStats.totalMinutes).toBe(12);
    expect(await countRows("meditation_sessions", "user_id = ?", user.id)).toBe(1);
    expect((await post(token, { intent: "generate", presetId: "nope" })).status).toBe(404);
  });
});
