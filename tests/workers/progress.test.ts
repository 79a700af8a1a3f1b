import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { findAssessment } from "../../workers/assessments/instruments";
import { localDay, weekOf } from "../../workers/progress/calendar";
import { computeInsights, writeProgressInsights, type InsightFacts } from "../../workers/progress/insights";
import type { MoodPoint } from "../../workers/progress/types";
import { progressDashboard } from "../../workers/progress/service";
import { crisisLinesFor } from "../../workers/shared/crisis-lines";
import { countRows, expireTrial, fakeModelConfig, memberOf, serviceContext } from "./fixtures";
import { api, ORIGIN, registerUser } from "./helpers";

const DAY_MS = 24 * 3600 * 1000;

async function mood(token: string, values: Record<string, unknown>) {
  return api("/progress/mood", { method: "POST", token, json: { therapistId: "general", ...values } });
}

const moodCount = (userId: string) => countRows("mood_entries", "user_id = ?", userId);

async function seedSession(userId: string, therapistId: string, createdAt: string, minutes: number, options: { ended?: boolean; messages?: number } = {}) {
  const start = Date.parse(createdAt);
  const end = start + minutes * 60_000;
  await env.DB.prepare(
    "INSERT INTO chat_sessions (id, user_id, therapist_id, status, message_count, created_at, updated_at, ended_at) VALUES (?, ?, ?, 'completed', ?, ?, ?, ?)",
  )
    .bind(crypto.randomUUID(), userId, therapistId, options.messages ?? 4, start, end, options.ended === false ? null : end)
    .run();
}

async function dashboardAt(userId: string, now: string, timeZone: string) {
  return progressDashboard(serviceContext(new Date(now)), await memberOf(userId, new Date(now)), timeZone);
}

function point(daysAgo: number, mood: number, anxiety: number, stress: number, now = Date.parse("2026-11-23T12:00:00Z")): MoodPoint {
  return { mood, anxiety, stress, createdAt: new Date(now - daysAgo * DAY_MS) };
}

function facts(overrides: Partial<InsightFacts> = {}): InsightFacts {
  return { timeZone: "UTC", periodDays: 30, moods: [], sessions: [], userMessages: [], crisisMessages: 0, concernMessages: 0, assessmentRisks: [], crisisLines: crisisLinesFor("US"), ...overrides };
}

describe("calendar", () => {
  it("counts days and Monday-to-Sunday weeks in the person's zone", () => {
    const now = new Date("2026-11-23T03:00:00Z"); // Monday in UTC, still Sunday evening in Los Angeles
    expect(localDay(now, "UTC")).toEqual({ date: "2026-11-23", weekday: "Monday" });
    expect(localDay(now, "America/Los_Angeles")).toEqual({ date: "2026-11-22", weekday: "Sunday" });
    expect(weekOf(now, "UTC")).toEqual({ start: "2026-11-23", end: "2026-11-29" });
    expect(weekOf(now, "America/Los_Angeles")).toEqual({ start: "2026-11-16", end: "2026-11-22" });
    expect(weekOf(new Date("2026-11-22T23:30:00Z"), "Asia/Tokyo")).toEqual({ start: "2026-11-23", end: "2026-11-29" });
  });
});

describe("mood entries", () => {
  it("stores a valid entry and refuses values outside 1-10 or not whole numbers, storing nothing", async () => {
    const { token, user } = await registerUser();
    const cases: [Record<string, unknown>, string][] = [
      [{ mood: 0, anxiety: 5, stress: 5 }, "Happiness must be a whole number from 1 to 10."],
      [{ mood: 5, anxiety: 11, stress: 5 }, "Anxiety must be a whole number from 1 to 10."],
      [{ mood: 5, anxiety: 5, stress: 5.5 }, "Stress must be a whole number from 1 to 10."],
      [{ mood: "5", anxiety: 5, stress: 5 }, "Happiness must be a whole number from 1 to 10."],
      [{ anxiety: 5, stress: 5 }, "Happiness must be a whole number from 1 to 10."],
    ];
    for (const [values, message] of cases) {
      const result = await mood(token, values);
      expect(result.status, message).toBe(400);
      expect(result.body.error).toBe(message);
    }
    expect(await moodCount(user.id)).toBe(0);

    const saved = await mood(token, { mood: 7, anxiety: 3, stress: 4 });
    expect(saved.status).toBe(201);
    expect(saved.body.moodEntry).toMatchObject({ therapistId: "general", mood: 7, anxiety: 3, stress: 4, wellness: 7.3 });
    expect((await api("/progress/recent-moods", { token })).body.recentMoods).toHaveLength(1);
    expect((await api("/progress/mood-tracking?days=7", { token })).body.moodData).toEqual([
      { date: expect.any(String), mood: 7, anxiety: 3, stress: 4 },
    ]);
    expect((await api("/progress/mood-tracking?days=9", { token })).status).toBe(400);
  });
});

describe("session statistics", () => {
  it("counts real chat sessions across a week boundary, in the person's time zone", async () => {
    const { user } = await registerUser();
    const other = await registerUser();
    await seedSession(user.id, "th_grief", "2026-11-23T01:00:00Z", 10); // UTC Monday; LA Sunday
    await seedSession(user.id, "th_grief", "2026-11-22T10:00:00Z", 20); // UTC Sunday (last week); LA Sunday
    await seedSession(user.id, "th_grief", "2026-11-16T09:00:00Z", 30); // Monday in both
    await seedSession(user.id, "th_stress", "2026-11-16T06:00:00Z", 40, { ended: false }); // LA: Sunday 15th, the week before
    await seedSession(user.id, "th_stress", "2026-11-22T11:00:00Z", 0, { messages: 0 }); // opened, never used
    await seedSession(other.user.id, "th_anxiety", "2026-11-23T01:30:00Z", 15);

    const now = "2026-11-23T03:00:00Z";
    const utc = (await dashboardAt(user.id, now, "UTC")).sessionStats;
    expect(utc).toMatchObject({ totalSessions: 4, thisWeek: 1, averageSessionLength: 25, favoriteTherapist: "Samuel Hart" });
    expect(utc.dailySessions).toEqual({ Monday: 1, Tuesday: 0, Wednesday: 0, Thursday: 0, Friday: 0, Saturday: 0, Sunday: 0 });

    const la = (await dashboardAt(user.id, now, "America/Los_Angeles")).sessionStats;
    expect(la).toMatchObject({ totalSessions: 4, thisWeek: 3 });
    expect(la.dailySessions).toEqual({ Monday: 1, Tuesday: 0, Wednesday: 0, Thursday: 0, Friday: 0, Saturday: 0, Sunday: 2 });

    const stranger = (await dashboardAt(other.user.id, now, "UTC")).sessionStats;
    expect(stranger).toMatchObject({ totalSessions: 1, thisWeek: 1, favoriteTherapist: "Claire Dubois" });
  });

  it("answers the spec's calls, and 403 once the trial has ended", async () => {
    const { token, user } = await registerUser();
    const stats = await api("/progress/session-stats", { token, headers: { "X-Time-Zone": "Europe/Berlin" } });
    expect(stats.body.sessionStats).toEqual({
      totalSessions: 0,
      thisWeek: 0,
      averageSessionLength: 0,
      favoriteTherapist: null,
      dailySessions: { Monday: 0, Tuesday: 0, Wednesday: 0, Thursday: 0, Friday: 0, Saturday: 0, Sunday: 0 },
    });
    expect((await api("/progress/summary?period=30", { token })).body.summary).toMatchObject({ totalSessions: 0, moodEntries: 0 });
    expect((await api("/progress/summary?period=7", { token })).status).toBe(400);
    await expireTrial(user.id);
    const blocked = await api("/progress/session-stats", { token });
    expect(blocked.status).toBe(403);
    expect(blocked.body.error).toBe("Please upgrade your subscription to access progress tracking.");
    expect((await mood(token, { mood: 5, anxiety: 5, stress: 5 })).status).toBe(403);
    expect(await moodCount(user.id)).toBe(0);
  });
});

describe("insights", () => {
  it("computes the trend of the wellness index, which inverts anxiety and stress", () => {
    const rising = [point(10, 3, 8, 8), point(7, 4, 7, 7), point(4, 6, 5, 5), point(1, 7, 3, 4)];
    expect(computeInsights(facts({ moods: rising })).moodTrend).toBe("improving");
    const falling = [point(10, 7, 3, 3), point(6, 6, 5, 4), point(2, 4, 8, 8)];
    const declining = computeInsights(facts({ moods: falling }));
    expect(declining.moodTrend).toBe("declining");
    expect(declining.riskFactors).toContain("Your wellness index has been going down.");
    // Happier but far more anxious and stressed: worse overall.
    expect(computeInsights(facts({ moods: [point(6, 5, 2, 2), point(3, 6, 6, 6), point(0, 7, 9, 9)] })).moodTrend).toBe("declining");
    expect(computeInsights(facts({ moods: [point(3, 5, 5, 5), point(2, 6, 5, 5), point(1, 5, 5, 5)] })).moodTrend).toBe("stable");
    const tooFew = computeInsights(facts({ moods: [point(1, 9, 1, 1)] }));
    expect(tooFew.moodTrend).toBe("stable");
    expect(tooFew.moodTrendExplanation).toContain("at least 3 mood entries");
  });

  it("finds weekday effects, sleep in what was written, and risk factors from crisis flags and assessments", () => {
    // Mondays low, other days fine: two weeks of entries.
    const monday = Date.parse("2026-11-16T12:00:00Z");
    const moods = [0, 1, 2, 7, 8, 9].map((offset) => ({
      mood: offset % 7 === 0 ? 2 : 7,
      anxiety: offset % 7 === 0 ? 8 : 3,
      stress: offset % 7 === 0 ? 8 : 3,
      createdAt: new Date(monday + offset * DAY_MS),
    }));
    const insights = computeInsights(
      facts({
        moods,
        userMessages: ["I couldn't sleep again last night", "work is busy", "I was awake until 4am"],
        crisisMessages: 2,
        assessmentRisks: [{ assessmentName: "Mood Check (PHQ-9)", riskLevel: "high" }],
      }),
    );
    expect(insights.patterns).toEqual(expect.arrayContaining([expect.stringMatching(/^Your wellness tends to dip on Mondays/), "Sleep came up in 2 of your recent messages to your therapists."]));
    expect(insights.riskFactors).toEqual(
      expect.arrayContaining([expect.stringContaining("2 of your messages in the last 30 days showed signs of crisis"), "Your Mood Check (PHQ-9) result was in the high range."]),
    );
    expect(insights.recommendations[0]).toEqual({
      title: "Reach out for support now",
      description: "You don't have to carry this alone. Call or text 988 (US), text HOME to 741741, or call 911 if you are in danger.",
    });
    expect(insights.riskFactors).toContain(
      "2 of your messages in the last 30 days showed signs of crisis. If you are struggling right now, call or text 988 (US) or text HOME to 741741.",
    );
    const india = computeInsights(facts({ crisisMessages: 1, crisisLines: crisisLinesFor("IN") }));
    expect(india.recommendations[0]!.description).toBe("You don't have to carry this alone. Call 14416 (India), or call 112 if you are in danger.");
    expect(JSON.stringify(india)).not.toMatch(/988|741741/);
    expect(insights.recommendations.map((item) => item.title)).toContain("Consider professional support");
    expect(insights.recommendations.map((item) => item.title)).toContain("Protect your sleep");
    expect(insights.aiGenerated).toBe(false);
  });

  it("caches per user, serves the cache, refreshes on request and after a new mood entry", async () => {
    const { token } = await registerUser();
    const first = await api("/progress/insights?period=30", { token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ fromCache: false, insights: { moodTrend: "stable", aiGenerated: false } });
    expect(Object.keys(first.body.insights).sort()).toEqual(
      ["aiGenerated", "moodTrend", "moodTrendExplanation", "patterns", "patternsExplanation", "recommendations", "recommendationsExplanation", "riskFactors", "riskFactorsExplanation"],
    );
    const second = await api("/progress/insights?period=30", { token });
    expect(second.body).toMatchObject({ fromCache: true, lastUpdated: first.body.lastUpdated });

    const refreshed = await api("/progress/insights/refresh", { method: "POST", token });
    expect(refreshed.body.fromCache).toBe(false);
    expect((await api("/progress/insights", { token })).body.fromCache).toBe(true);

    await mood(token, { mood: 8, anxiety: 2, stress: 2 });
    const afterMood = await api("/progress/insights", { token });
    expect(afterMood.body.fromCache).toBe(false);
    expect(afterMood.body.insights.patterns).toContain("You checked in on 1 of the last 30 days.");
  });

  it("serves cached insights only in the zone they were counted in, since they name weekdays", async () => {
    const { user } = await registerUser();
    // Monday 01:00 UTC three weeks running: Sunday evenings in Los Angeles.
    for (const day of ["2026-11-09", "2026-11-16", "2026-11-23"]) await seedSession(user.id, "th_stress", `${day}T01:00:00Z`, 20);
    const now = "2026-11-23T03:00:00Z";

    const utc = (await dashboardAt(user.id, now, "UTC")).insights;
    expect(utc.fromCache).toBe(false);
    expect(utc.insights.patterns).toContain("You most often talk with your therapists on Mondays (3 of 3 sessions).");
    expect((await dashboardAt(user.id, now, "UTC")).insights.fromCache).toBe(true);

    const la = (await dashboardAt(user.id, now, "America/Los_Angeles")).insights;
    expect(la.fromCache).toBe(false);
    expect(la.insights.patterns).toContain("You most often talk with your therapists on Sundays (3 of 3 sessions).");
    expect((await dashboardAt(user.id, now, "America/Los_Angeles")).insights).toMatchObject({ fromCache: true, insights: la.insights });
  });

  it("builds insights from real chats and assessments, stored encrypted", async () => {
    const { token, user } = await registerUser();
    const sessionId = (await api("/chat/start/th_stress", { method: "POST", token })).body.sessionId;
    for (const message of ["I can't sleep because of deadlines", "Last night I slept three hours", "I feel like I want to die"]) {
      await api(`/chat/message/${sessionId}`, { method: "POST", token, json: { message } });
    }
    const phq9 = findAssessment("onboarding-depression")!;
    const answers = phq9.questions.map((question) => question.options![3]!);
    expect((await api(`/assessments/${phq9.id}/submit`, { method: "POST", token, json: { responses: answers.map((answer) => ({ answer })), duration: 3 } })).status).toBe(201);

    const { insights } = (await api("/progress/insights/refresh", { method: "POST", token })).body;
    expect(insights.patterns).toContain("Sleep came up in 2 of your recent messages to your therapists.");
    expect(insights.riskFactors).toEqual(expect.arrayContaining([expect.stringContaining("showed signs of crisis"), "Your Mood Check (PHQ-9) result was in the high range."]));
    const row = await env.DB.prepare("SELECT insights_enc FROM progress_insights WHERE user_id = ?").bind(user.id).first<{ insights_enc: string }>();
    expect(row!.insights_enc).toMatch(/^v2\./);
    expect(row!.insights_enc).not.toContain("Sleep");
  });
});

describe("crisis lines in the insights", () => {
  it("gives a person outside the US their own lines, and does not serve insights cached for another country", async () => {
    const { token } = await registerUser();
    expect((await api("/safety/crisis-country", { method: "PUT", token, json: { country: "GB" } })).status).toBe(200);
    const sessionId = (await api("/chat/start/th_stress", { method: "POST", token })).body.sessionId;
    await api(`/chat/message/${sessionId}`, { method: "POST", token, json: { message: "I feel like I want to die" } });

    const british = (await api("/progress/insights", { token })).body;
    expect(british.fromCache).toBe(false);
    expect(british.insights.riskFactors).toContain(
      "1 of your messages in the last 30 days showed signs of crisis. If you are struggling right now, call 116 123 (UK) or text SHOUT to 85258.",
    );
    expect(british.insights.recommendations[0].description).toBe(
      "You don't have to carry this alone. Call 116 123 (UK), text SHOUT to 85258, or call 999 if you are in danger.",
    );
    expect(JSON.stringify(british.insights)).not.toMatch(/988|741741|911/);
    expect((await api("/progress/insights", { token })).body.fromCache).toBe(true);

    await api("/safety/crisis-country", { method: "PUT", token, json: { country: "INTL" } });
    const elsewhere = (await api("/progress/insights", { token })).body;
    expect(elsewhere.fromCache).toBe(false);
    expect(elsewhere.insights.recommendations[0].description).toContain("Find a free helpline at findahelpline.com, or call your local emergency number");
    expect(JSON.stringify(elsewhere.insights)).not.toMatch(/988|116 123/);
  });
});

describe("another person's data", () => {
  it("never reaches someone else's moods, summary, stats or insights", async () => {
    const me = await registerUser();
    const other = await registerUser();
    for (const values of [{ mood: 8, anxiety: 2, stress: 2 }, { mood: 5, anxiety: 6, stress: 6 }, { mood: 2, anxiety: 9, stress: 9 }]) {
      expect((await mood(other.token, values)).status).toBe(201);
    }
    const sessionId = (await api("/chat/start/th_stress", { method: "POST", token: other.token })).body.sessionId;
    for (const message of ["I can't sleep at all", "I slept two hours", "I feel like I want to die"]) {
      await api(`/chat/message/${sessionId}`, { method: "POST", token: other.token, json: { message } });
    }
    const phq9 = findAssessment("onboarding-depression")!;
    const answers = phq9.questions.map((question) => question.options![3]!);
    await api(`/assessments/${phq9.id}/submit`, { method: "POST", token: other.token, json: { responses: answers.map((answer) => ({ answer })), duration: 3 } });
    const theirs = (await api("/progress/insights/refresh", { method: "POST", token: other.token })).body.insights;
    expect(theirs.riskFactors.length).toBeGreaterThan(0);

    expect((await api("/progress/recent-moods", { token: me.token })).body.recentMoods).toEqual([]);
    expect((await api("/progress/mood-tracking?days=7", { token: me.token })).body.moodData).toEqual([]);
    expect((await api("/progress/summary?period=30", { token: me.token })).body.summary).toMatchObject({ totalSessions: 0, moodEntries: 0, averageMood: null });
    expect((await api("/progress/session-stats", { token: me.token })).body.sessionStats).toMatchObject({ totalSessions: 0, thisWeek: 0, favoriteTherapist: null });
    const mine = await api("/progress/insights?period=30", { token: me.token });
    expect(mine.body.fromCache).toBe(false);
    expect(mine.body.insights).toMatchObject({ moodTrend: "stable", riskFactors: [], patterns: [] });
    expect(mine.body.insights.moodTrendExplanation).toContain("you have 0 in the last 30 days");

    // My new entry clears my cached insights only.
    await mood(me.token, { mood: 6, anxiety: 4, stress: 4 });
    expect((await api("/progress/insights", { token: other.token })).body).toMatchObject({ fromCache: true, insights: theirs });
  });
});

describe("insights from a model", () => {
  const config = (model: string) => fakeModelConfig(model);
  const withCrisis = facts({ moods: [point(5, 4, 6, 6), point(3, 5, 5, 5), point(1, 6, 4, 4)], crisisMessages: 1 });

  it("lets the model word the trend, recommendations and patterns, never the risk factors", async () => {
    const insights = await writeProgressInsights(config("fake-model"), withCrisis);
    expect(insights.aiGenerated).toBe(true);
    expect(insights.moodTrend).toBe("improving");
    expect(insights.moodTrendExplanation).toMatch(/^Fake fake-model: /);
    expect(insights.recommendations[0]!.title).toBe("Reach out for support now");
    expect(insights.recommendations[1]!.title).toMatch(/^Fake fake-model: /);
    expect(insights.riskFactors).toEqual(computeInsights(withCrisis).riskFactors);
  });

  it("keeps the computed insights when the model's answer is not valid JSON", async () => {
    const insights = await writeProgressInsights(config("fake-model [[malformed]]"), withCrisis);
    expect(insights).toEqual(computeInsights(withCrisis));
  });
});

describe("the dashboard page", () => {
  it("loads with few D1 round trips, reported in Server-Timing outside production", async () => {
    const { token } = await registerUser();
    await mood(token, { mood: 6, anxiety: 4, stress: 4 });
    const load = async () => {
      const response = await SELF.fetch(`${ORIGIN}/app/dashboard?_data=routes%2Fapp.dashboard`, {
        headers: { Cookie: `haven_session=${token}; tz=Europe%2FLondon` },
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { timeZone: string; dashboard: { insights: { fromCache: boolean } } };
      const timing = /d1;desc="(\d+) round trips, (\d+) statements"/.exec(response.headers.get("Server-Timing") ?? "");
      expect(timing).not.toBeNull();
      return { body, roundTrips: Number(timing![1]), statements: Number(timing![2]) };
    };
    const cold = await load();
    expect(cold.body.timeZone).toBe("Europe/London");
    expect(cold.body.dashboard.insights.fromCache).toBe(false);
    const warm = await load();
    expect(warm.body.dashboard.insights.fromCache).toBe(true);
    // The member (session, account and plan in one query), then one batch for the whole dashboard; a cold load
    // also reads chats and assessments for the insights and stores them.
    expect(warm.roundTrips).toBe(2);
    expect(cold.roundTrips).toBeLessThanOrEqual(warm.roundTrips + 3);
  });
});
