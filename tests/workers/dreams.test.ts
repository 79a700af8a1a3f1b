import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { analyseDream, detectSymbols, recurrenceOf, type DreamFacts } from "../../workers/dreams/analysis";
import { crisisPreface } from "../../workers/dreams/reflection";
import { createDreamSchema } from "../../workers/dreams/schemas";
import { createDream, exportDreams } from "../../workers/dreams/service";
import { SOURCES } from "../../workers/dreams/sources";
import { EMOTIONS, SYMBOLS, THEMES } from "../../workers/dreams/vocabulary";
import { writeAnalysis, writePatterns, writeReflection } from "../../workers/dreams/writing";
import { computePatterns } from "../../workers/dreams/patterns";
import { screenText } from "../../workers/safety/screen";
import { crisisLinesFor } from "../../workers/shared/crisis-lines";
import { dreamMessages } from "../../workers/shared/dreams";
import { countRows, expireTrial, fakeModelConfig, memberOf, serviceContext, subscribe } from "./fixtures";
import { api, registerUser } from "./helpers";

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

async function logDream(token: string, values: Record<string, unknown>) {
  return api("/dreams", { method: "POST", token, json: values });
}

/** Many dreams at once, through the service (the API is exercised elsewhere; SELF slows down with volume). */
async function seedDreams(userId: string, dreams: Record<string, unknown>[]) {
  const member = await memberOf(userId);
  const ids: string[] = [];
  for (const dream of dreams) {
    ids.push((await createDream(serviceContext(), member, createDreamSchema.parse(dream), "UTC"))._id);
  }
  return ids;
}

const dreamCount = (userId: string) => countRows("dreams", "user_id = ?", userId);

function facts(overrides: Partial<DreamFacts> = {}): DreamFacts {
  return {
    title: null,
    content: "",
    tags: [],
    vividness: 5,
    lucidity: 1,
    emotionBeforeSleep: "neutral",
    emotionAfterWaking: "neutral",
    dreamType: "normal",
    crisis: false,
    crisisLines: crisisLinesFor("US"),
    recurring: null,
    ...overrides,
  };
}

const CHASE =
  "I was being chased through a dark forest by a shadow figure. I was terrified and couldn't scream. I kept running but my legs were so heavy.";

describe("logging a dream", () => {
  it("keeps the spec's defaults, answers 201 with the dream, and reads it back", async () => {
    const { token } = await registerUser();
    const created = await logDream(token, { content: "  I was walking on a quiet beach at sunrise.  " });
    expect(created.status).toBe(201);
    const dream = created.body.dream;
    expect(dream).toMatchObject({
      title: null,
      content: "I was walking on a quiet beach at sunrise.",
      dreamDate: today(),
      vividness: 5,
      lucidity: 1,
      emotionBeforeSleep: "neutral",
      emotionAfterWaking: "neutral",
      dreamType: "normal",
      tags: [],
      isRecurring: false,
      recurringPattern: null,
      reflectionPrompts: [],
      showCrisisResources: false,
    });
    expect(dream.aiAnalysis).toMatchObject({ overallMood: null, lastInsightUpdate: null, aiReflection: null, aiReflectionGeneratedAt: null });
    expect(dream.logTime).toBe(dream.updatedAt);

    const read = await api(`/dreams/${dream._id}`, { token });
    expect(read.status).toBe(200);
    expect(read.body.dream).toEqual(dream);
    const list = await api("/dreams", { token });
    expect(list.body.dreams.map((item: { _id: string }) => item._id)).toEqual([dream._id]);
    expect(list.body.pagination).toEqual({ page: 1, limit: 20, total: 1, pages: 1 });
  });

  it("stores every field the spec's client sends, with tags trimmed and numbers from sliders as text", async () => {
    const { token } = await registerUser();
    const created = await logDream(token, {
      title: "The glass house",
      content: "My sister and I found a hidden room full of light.",
      dreamDate: "2026-01-15T00:00:00.000Z",
      vividness: "8",
      lucidity: 3,
      emotionBeforeSleep: "calm",
      emotionAfterWaking: "refreshed",
      dreamType: "lucid",
      tags: [" family ", "", "Light", "light", "house"],
    });
    expect(created.status).toBe(201);
    expect(created.body.dream).toMatchObject({
      title: "The glass house",
      dreamDate: "2026-01-15",
      vividness: 8,
      lucidity: 3,
      emotionBeforeSleep: "calm",
      emotionAfterWaking: "refreshed",
      dreamType: "lucid",
      tags: ["family", "Light", "house"],
    });
    const typed = await logDream(token, { content: "A short one.", tags: "water, , boats ,water", dreamType: "recurring" });
    expect(typed.body.dream.tags).toEqual(["water", "boats"]);
    expect(typed.body.dream.isRecurring).toBe(true);
  });

  it("refuses each invalid field with its message, at the limits, and stores nothing", async () => {
    const { token, user } = await registerUser();
    const cases: [Record<string, unknown>, string][] = [
      [{}, dreamMessages.contentRequired],
      [{ content: "   \n  " }, dreamMessages.contentRequired],
      [{ content: 42 }, dreamMessages.contentRequired],
      [{ content: "x".repeat(10_001) }, dreamMessages.contentTooLong],
      [{ content: "ok", title: "t".repeat(201) }, dreamMessages.titleTooLong],
      [{ content: "ok", vividness: 0 }, dreamMessages.vividness],
      [{ content: "ok", vividness: 11 }, dreamMessages.vividness],
      [{ content: "ok", vividness: 5.5 }, dreamMessages.vividness],
      [{ content: "ok", vividness: "vivid" }, dreamMessages.vividness],
      [{ content: "ok", lucidity: 0 }, dreamMessages.lucidity],
      [{ content: "ok", lucidity: 12 }, dreamMessages.lucidity],
      [{ content: "ok", emotionBeforeSleep: "confused" }, dreamMessages.emotionBeforeSleep],
      [{ content: "ok", emotionAfterWaking: "bored" }, dreamMessages.emotionAfterWaking],
      [{ content: "ok", dreamType: "scary" }, dreamMessages.dreamType],
      [{ content: "ok", dreamDate: "2026-02-30" }, dreamMessages.dreamDate],
      [{ content: "ok", dreamDate: "yesterday" }, dreamMessages.dreamDate],
      [{ content: "ok", dreamDate: "2999-01-01" }, dreamMessages.dreamDateFuture],
      [{ content: "ok", tags: Array.from({ length: 21 }, (_, index) => `tag${index}`) }, dreamMessages.tooManyTags],
      [{ content: "ok", tags: ["t".repeat(41)] }, dreamMessages.tagTooLong],
      [{ content: "ok", tags: [7] }, dreamMessages.tagsInvalid],
    ];
    for (const [values, message] of cases) {
      const result = await logDream(token, values);
      expect(result.status, JSON.stringify(values).slice(0, 80)).toBe(400);
      expect(result.body).toEqual({ error: message, code: "VALIDATION_ERROR" });
    }
    const notJson = await api("/dreams", { method: "POST", token, body: "{not json", headers: { "Content-Type": "application/json" } });
    expect(notJson.status).toBe(400);
    expect(await dreamCount(user.id)).toBe(0);

    expect((await logDream(token, { content: "x".repeat(10_000), title: "t".repeat(200), tags: Array.from({ length: 20 }, (_, i) => `t${i}`) })).status).toBe(201);
    expect(await dreamCount(user.id)).toBe(1);
  });

  it("is for the trial and both plans: 402 once the trial has ended, open again with a plan", async () => {
    const { token, user } = await registerUser();
    await expireTrial(user.id);
    for (const [path, init] of [
      ["/dreams", {}],
      ["/dreams", { method: "POST", json: { content: "A dream" } }],
      ["/dreams/stats/overview", {}],
      ["/dreams/insights/patterns", {}],
    ] as const) {
      const refused = await api(path, { token, ...init });
      expect(refused.status, path).toBe(402);
      expect(refused.body.code).toBe("PLAN_REQUIRED");
    }
    expect(await dreamCount(user.id)).toBe(0);
    await subscribe(user.id, "base", { preferredTherapist: "th_grief" });
    expect((await logDream(token, { content: "A dream" })).status).toBe(201);
  });
});

describe("editing, deleting and ownership", () => {
  it("saves an edit validated like a new dream, keeps fields left out, and moves updatedAt", async () => {
    const { token } = await registerUser();
    const dream = (await logDream(token, { title: "Sea", content: "Waves at night.", vividness: 7, tags: ["sea"], dreamDate: daysAgo(2) })).body.dream;

    const refused = await api(`/dreams/${dream._id}`, { method: "PUT", token, json: { content: "  " } });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(dreamMessages.contentRequired);
    expect((await api(`/dreams/${dream._id}`, { method: "PUT", token, json: { content: "ok", lucidity: 0 } })).body.error).toBe(dreamMessages.lucidity);
    expect((await api(`/dreams/${dream._id}`, { token })).body.dream.content).toBe("Waves at night.");

    await new Promise((resolve) => setTimeout(resolve, 5));
    const saved = await api(`/dreams/${dream._id}`, { method: "PUT", token, json: { content: "Huge waves at night, then calm.", dreamType: "nightmare", tags: ["sea", "storm"] } });
    expect(saved.status).toBe(200);
    expect(saved.body.dream).toMatchObject({ title: "Sea", vividness: 7, dreamDate: daysAgo(2), dreamType: "nightmare", tags: ["sea", "storm"] });
    expect(Date.parse(saved.body.dream.updatedAt)).toBeGreaterThan(Date.parse(dream.updatedAt));
    expect(saved.body.dream.logTime).toBe(dream.logTime);
    const cleared = await api(`/dreams/${dream._id}`, { method: "PUT", token, json: { content: "Huge waves.", title: "" } });
    expect(cleared.body.dream.title).toBeNull();
    expect((await api(`/dreams/${dream._id}`, { token })).body.dream.content).toBe("Huge waves.");
  });

  it("deletes with 200, after which the dream is gone", async () => {
    const { token, user } = await registerUser();
    const dream = (await logDream(token, { content: "Delete me" })).body.dream;
    const deleted = await api(`/dreams/${dream._id}`, { method: "DELETE", token });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true, message: dreamMessages.deleted });
    expect((await api(`/dreams/${dream._id}`, { token })).status).toBe(404);
    expect((await api(`/dreams/${dream._id}`, { method: "DELETE", token })).status).toBe(404);
    expect(await dreamCount(user.id)).toBe(0);
  });

  it("answers 404 for another person's dream on every route and leaves it untouched", async () => {
    const owner = await registerUser();
    const stranger = await registerUser();
    const dream = (await logDream(owner.token, { content: "My private dream about the lighthouse." })).body.dream;
    const promptId = (await api(`/dreams/${dream._id}/insights`, { method: "POST", token: owner.token, json: {} })).body.reflectionPrompts[0]._id;
    const attempts: [string, RequestInit & { json?: unknown }][] = [
      [`/dreams/${dream._id}`, {}],
      [`/dreams/${dream._id}`, { method: "PUT", json: { content: "Overwritten" } }],
      [`/dreams/${dream._id}`, { method: "DELETE" }],
      [`/dreams/${dream._id}/insights`, { method: "POST", json: { forceRegenerate: true } }],
      [`/dreams/${dream._id}/ai-reflection`, { method: "POST" }],
      [`/dreams/${dream._id}/reflection-prompts/${promptId}`, { method: "PUT", json: { answer: "Mine now" } }],
    ];
    for (const [path, init] of attempts) {
      const result = await api(path, { token: stranger.token, ...init });
      expect(result.status, `${init.method ?? "GET"} ${path}`).toBe(404);
      expect(JSON.stringify(result.body)).not.toContain("lighthouse");
    }
    expect((await api("/dreams", { token: stranger.token })).body.dreams).toEqual([]);
    const mine = (await api(`/dreams/${dream._id}`, { token: owner.token })).body.dream;
    expect(mine.content).toBe("My private dream about the lighthouse.");
    expect(mine.aiAnalysis.aiReflection).toBeNull();
    expect(mine.reflectionPrompts.every((prompt: { answered: boolean }) => !prompt.answered)).toBe(true);
  });

  it("encrypts what was written and everything computed from it", async () => {
    const { token } = await registerUser();
    const dream = (await logDream(token, { title: "Lighthouse keeper", content: CHASE, tags: ["forest"] })).body.dream;
    await api(`/dreams/${dream._id}/insights`, { method: "POST", token, json: {} });
    await api(`/dreams/${dream._id}/ai-reflection`, { method: "POST", token });
    await api("/dreams/insights/patterns", { token });
    const row = await env.DB.prepare("SELECT * FROM dreams WHERE id = ?").bind(dream._id).first<Record<string, unknown>>();
    const stored = JSON.stringify(row);
    for (const secret of ["Lighthouse", "forest", "shadow", "terrified", "Being chased", "imagery rehearsal", "Thank you"]) expect(stored).not.toContain(secret);
    for (const column of ["body_enc", "analysis_enc", "prompts_enc", "reflection_enc"]) expect(String(row![column])).toMatch(/^v2\./);
    const cache = await env.DB.prepare("SELECT patterns_enc FROM dream_patterns").all<{ patterns_enc: string }>();
    expect(cache.results.length).toBeGreaterThan(0);
    for (const entry of cache.results) expect(entry.patterns_enc).toMatch(/^v2\./);
  });

  it("removes the dreams and their patterns with the account, and exports them opened", async () => {
    const { token, user } = await registerUser();
    await logDream(token, { title: "Kept for export", content: "Flying over the harbour." });
    await api("/dreams/insights/patterns", { token });
    const exported = await exportDreams(serviceContext(), user.id);
    expect(exported).toHaveLength(1);
    expect(exported[0]).toMatchObject({ title: "Kept for export", content: "Flying over the harbour." });
    expect(await countRows("dream_patterns", "user_id = ?", user.id)).toBe(1);
    expect((await api("/user/account", { method: "DELETE", token })).status).toBe(200);
    expect(await dreamCount(user.id)).toBe(0);
    expect(await countRows("dream_patterns", "user_id = ?", user.id)).toBe(0);
  });
});

describe("the list: pages, type filter and search on the server", () => {
  it("pages newest first and filters by type in the database", async () => {
    const { token, user } = await registerUser();
    const ids = await seedDreams(
      user.id,
      Array.from({ length: 25 }, (_, index) => ({ content: `Dream number ${index}`, dreamType: index % 5 === 0 ? "nightmare" : "normal" })),
    );
    const first = await api("/dreams?limit=10", { token });
    expect(first.body.pagination).toEqual({ page: 1, limit: 10, total: 25, pages: 3 });
    expect(first.body.dreams[0]._id).toBe(ids[24]);
    const last = await api("/dreams?limit=10&page=3", { token });
    expect(last.body.dreams.map((dream: { _id: string }) => dream._id)).toEqual(ids.slice(0, 5).reverse());
    const nightmares = await api("/dreams?type=nightmare", { token });
    expect(nightmares.body.pagination.total).toBe(5);
    expect(nightmares.body.dreams.every((dream: { dreamType: string }) => dream.dreamType === "nightmare")).toBe(true);
    expect(nightmares.body.filters).toEqual({ search: "", type: "nightmare" });

    for (const [query, message] of [
      ["limit=51", dreamMessages.limit],
      ["limit=0", dreamMessages.limit],
      ["page=0", dreamMessages.page],
      ["type=scary", dreamMessages.filterType],
      [`search=${"q".repeat(101)}`, dreamMessages.searchTooLong],
    ]) {
      const refused = await api(`/dreams?${query}`, { token });
      expect(refused.status, query).toBe(400);
      expect(refused.body.error).toBe(message);
    }
  });

  it("searches titles, content and tags, ignoring case and accents, every word, with the type filter", async () => {
    const { token, user } = await registerUser();
    const [cafe, ocean, teeth, ocean2] = await seedDreams(user.id, [
      { title: "Le Café", content: "We sat in a small place and talked.", dreamType: "normal" },
      { content: "The OCEAN was glowing green and I could breathe under water.", tags: ["sea"], dreamType: "lucid" },
      { content: "My teeth crumbled at a dinner party.", tags: ["embarrassing"], dreamType: "nightmare" },
      { content: "A calm ocean at dawn.", dreamType: "normal" },
    ]);
    const ids = async (query: string) => (await api(`/dreams?${query}`, { token })).body.dreams.map((dream: { _id: string }) => dream._id);
    expect(await ids("search=cafe")).toEqual([cafe]);
    expect(await ids("search=ocean")).toEqual([ocean2, ocean]);
    expect(await ids("search=ocean%20green")).toEqual([ocean]);
    expect(await ids("search=EMBARRASSING")).toEqual([teeth]);
    expect(await ids("search=ocean&type=lucid")).toEqual([ocean]);
    expect(await ids("search=volcano")).toEqual([]);
    const result = await api("/dreams?search=ocean&limit=1&page=2", { token });
    expect(result.body.dreams.map((dream: { _id: string }) => dream._id)).toEqual([ocean]);
    expect(result.body.pagination).toEqual({ page: 2, limit: 1, total: 2, pages: 2 });
    expect(result.body.searchScope).toEqual({ scanned: 4, complete: true });
  });
});

describe("statistics", () => {
  it("counts types, feelings on waking, averages to one decimal, the last 30 days and the streak", async () => {
    const { token, user } = await registerUser();
    const empty = (await api("/dreams/stats/overview", { token })).body.stats;
    expect(empty).toMatchObject({ totalDreams: 0, averageVividness: null, averageLucidity: null, currentStreak: 0, lastDreamDate: null });
    await seedDreams(user.id, [
      { content: "a", dreamDate: today(), vividness: 8, lucidity: 2, dreamType: "nightmare", emotionAfterWaking: "anxious" },
      { content: "b", dreamDate: daysAgo(1), vividness: 5, lucidity: 9, dreamType: "lucid", emotionAfterWaking: "happy" },
      { content: "c", dreamDate: daysAgo(2), vividness: 6, lucidity: 1, dreamType: "recurring" },
      { content: "d", dreamDate: daysAgo(40), vividness: 2, lucidity: 1, dreamType: "nightmare", emotionAfterWaking: "anxious" },
    ]);
    const stats = (await api("/dreams/stats/overview", { token })).body.stats;
    expect(stats).toMatchObject({
      totalDreams: 4,
      last30Days: 3,
      averageVividness: 5.3,
      averageLucidity: 3.3,
      nightmares: 2,
      lucidDreams: 1,
      recurringDreams: 1,
      analyzedDreams: 0,
      currentStreak: 3,
      lastDreamDate: today(),
    });
    expect(stats.dreamTypes).toEqual({ normal: 0, nightmare: 2, lucid: 1, recurring: 1, prophetic: 0, daydream: 0, other: 0 });
    expect(stats.emotionsAfterWaking).toMatchObject({ anxious: 2, happy: 1, neutral: 1, calm: 0 });
  });
});

describe("the built-in analysis", () => {
  it("uses only sourced vocabulary, and phrases every meaning as a question, never a prediction", () => {
    for (const entry of SYMBOLS) {
      expect(entry.meaning, entry.key).toMatch(/\?$/);
      expect(entry.meaning, entry.key).not.toMatch(/\b(?:will|predicts?|foretells?|omen|means that)\b/i);
      expect(entry.sources.length, entry.key).toBeGreaterThan(0);
      for (const source of entry.sources) expect(SOURCES[source], `${entry.key}: ${source}`).toBeDefined();
    }
    for (const theme of Object.values(THEMES)) for (const source of theme.sources) expect(SOURCES[source]).toBeDefined();
    expect(new Set(SYMBOLS.map((entry) => entry.key)).size).toBe(SYMBOLS.length);
  });

  it("reads a chase nightmare as threat: symbols from the dream's words, fear, high stress and imagery rehearsal", () => {
    const { analysis, prompts, motif } = analyseDream(facts({ content: CHASE, dreamType: "nightmare", emotionAfterWaking: "anxious", vividness: 9 }));
    const symbols = analysis.symbols.map((symbol) => symbol.symbol);
    expect(symbols).toEqual(expect.arrayContaining(["Being chased", "A threatening figure", "Unable to move or scream", "Darkness", "A forest"]));
    const chased = analysis.symbols.find((symbol) => symbol.symbol === "Being chased")!;
    expect(chased.confidence).toBeGreaterThan(0.5);
    expect(chased.confidence).toBeLessThanOrEqual(1);
    expect(chased.personalContext).toBe('You wrote: "I was being chased through a dark forest by a shadow figure."');
    expect(analysis.emotions[0]).toMatchObject({ emotion: "fear", context: 'You wrote: "I was terrified and couldn\'t scream."' });
    expect(analysis.emotions[0]!.intensity).toBeGreaterThanOrEqual(3);
    for (const emotion of analysis.emotions) expect(emotion.intensity).toBeGreaterThanOrEqual(1);
    for (const emotion of analysis.emotions) expect(emotion.intensity).toBeLessThanOrEqual(5);
    expect(analysis.overallMood).toBe("fearful");
    expect(analysis.stressLevel).toBeGreaterThanOrEqual(8);
    expect(analysis.themes[0]).toMatchObject({ theme: "Threat and safety", significance: "high" });
    expect(analysis.insights.map((insight) => insight.category)).toEqual(expect.arrayContaining(["Nightmares", "Sleep"]));
    expect(prompts).toContain("If you could change how this dream ends, what would happen instead?");
    expect(motif).toBe("chased");
  });

  it("reads a pleasant flying dream as low stress, and leaves out feelings the dream denies", () => {
    const { analysis, prompts } = analyseDream(
      facts({
        content: "I was flying over the sea at sunrise. I wasn't scared at all, just so happy and free. My grandmother was there, laughing.",
        emotionAfterWaking: "refreshed",
      }),
    );
    expect(analysis.symbols[0]!.symbol).toBe("Flying");
    expect(analysis.emotions.map((emotion) => emotion.emotion)).not.toContain("fear");
    expect(analysis.emotions[0]).toMatchObject({ emotion: "joy" });
    expect(analysis.overallMood).toBe("joyful");
    expect(analysis.stressLevel).toBeLessThanOrEqual(1);
    expect(analysis.insights.map((insight) => insight.category)).toContain("Positive dream");
    expect(prompts).toContain("What from this dream would you like to carry into your day?");
    expect(prompts).toContain("Who in this dream mattered most to you, and what would you say to them if you could?");
  });

  it("finds nothing to invent in a dream without vocabulary, and still gives a way in", () => {
    const { analysis, prompts } = analyseDream(facts({ content: "Something vague happened, I can't recall it well." }));
    expect(analysis).toMatchObject({ overallMood: "neutral", symbols: [], emotions: [], themes: [] });
    expect(analysis.insights).toHaveLength(1);
    expect(prompts[0]).toBe("Which moment of this dream stays with you most, and why do you think that is?");
  });

  it("raises confidence for repeated mentions, the title and tags, but never to certainty", () => {
    const once = detectSymbols(facts({ content: "There was water." }))[0]!;
    const often = detectSymbols(facts({ title: "Water", content: "Water, water everywhere, and more water.", tags: ["water"] }))[0]!;
    expect(once.confidence).toBe(0.5);
    expect(often.confidence).toBe(0.9);
    expect(detectSymbols(facts({ content: "Nothing here.", tags: ["teeth"] }))[0]).toMatchObject({ confidence: 0.45, fromTags: true });
    expect(EMOTIONS.fear.valence).toBe("negative");
  });

  it("counts a motif's returns and how often they come", () => {
    expect(recurrenceOf(["2026-03-01"])).toEqual({ frequency: "first time", totalOccurrences: 1 });
    expect(recurrenceOf(["2026-03-01", "2026-03-05", "2026-03-12"])).toEqual({ frequency: "weekly", totalOccurrences: 3 });
    expect(recurrenceOf(["2026-01-01", "2026-01-25"])).toEqual({ frequency: "monthly", totalOccurrences: 2 });
    expect(recurrenceOf(["2026-01-01", "2026-02-20"])).toEqual({ frequency: "occasionally", totalOccurrences: 2 });
    expect(recurrenceOf(["2025-01-01", "2026-01-01"])).toEqual({ frequency: "occasionally", totalOccurrences: 2 });
  });
});

describe("per-dream insights and reflection", () => {
  it("generates the analysis once, serves it cached, regenerates on request and marks an edited dream", async () => {
    const { token } = await registerUser();
    const dream = (await logDream(token, { title: "Falling again", content: "I was falling from a tall building and woke with my heart racing.", emotionAfterWaking: "anxious" })).body
      .dream;
    const generated = await api(`/dreams/${dream._id}/insights`, { method: "POST", token, json: { forceRegenerate: false } });
    expect(generated.status).toBe(200);
    expect(generated.body.cached).toBe(false);
    const { insights } = generated.body;
    expect(insights.symbols[0]).toMatchObject({ symbol: "Falling" });
    expect(insights.symbols[0].meaning).toMatch(/\?$/);
    expect(insights.stressLevel).toBeGreaterThanOrEqual(0);
    expect(insights.stressLevel).toBeLessThanOrEqual(10);
    expect(insights.lastInsightUpdate).toEqual(expect.any(String));
    expect(generated.body.reflectionPrompts.length).toBeGreaterThanOrEqual(3);

    const again = await api(`/dreams/${dream._id}/insights`, { method: "POST", token });
    expect(again.body).toMatchObject({ cached: true, insights: { lastInsightUpdate: insights.lastInsightUpdate } });
    const forced = await api(`/dreams/${dream._id}/insights`, { method: "POST", token, json: { forceRegenerate: true } });
    expect(forced.body.cached).toBe(false);
    expect(Date.parse(forced.body.insights.lastInsightUpdate)).toBeGreaterThanOrEqual(Date.parse(insights.lastInsightUpdate));
    expect((await api(`/dreams/${dream._id}/insights`, { method: "POST", token, json: { forceRegenerate: "maybe" } })).status).toBe(400);

    await new Promise((resolve) => setTimeout(resolve, 5));
    const edited = (await api(`/dreams/${dream._id}`, { method: "PUT", token, json: { content: "I was falling into warm water." } })).body.dream;
    expect(Date.parse(edited.updatedAt)).toBeGreaterThan(Date.parse(edited.aiAnalysis.lastInsightUpdate));
    expect(edited.aiAnalysis.symbols[0].symbol).toBe("Falling");
  });

  it("writes a warm reflection from the dream and its analysis, and keeps answered prompts across a regenerate", async () => {
    const { token } = await registerUser();
    const dream = (await logDream(token, { title: "The exam", content: "I was late for an exam and had not studied at all. Everyone was watching.", vividness: 9, emotionAfterWaking: "anxious" }))
      .body.dream;
    const reflection = await api(`/dreams/${dream._id}/ai-reflection`, { method: "POST", token });
    expect(reflection.status).toBe(200);
    const text: string = reflection.body.aiReflection;
    expect(text).toContain('Thank you for writing down "The exam".');
    expect(text).toContain("very vivid");
    expect(text).toContain("You woke up feeling anxious.");
    expect(text).toMatch(/\?/);
    expect(text).toContain("Dreams don't predict what will happen");
    expect(Date.parse(reflection.body.aiReflectionGeneratedAt)).toBeGreaterThan(0);
    const read = (await api(`/dreams/${dream._id}`, { token })).body.dream;
    expect(read.aiAnalysis).toMatchObject({ aiReflection: text, aiReflectionGeneratedAt: reflection.body.aiReflectionGeneratedAt });

    const { reflectionPrompts } = (await api(`/dreams/${dream._id}/insights`, { method: "POST", token })).body;
    const prompt = reflectionPrompts[0];
    const tooLong = await api(`/dreams/${dream._id}/reflection-prompts/${prompt._id}`, { method: "PUT", token, json: { answer: "a".repeat(2001) } });
    expect(tooLong.body.error).toBe(dreamMessages.answerTooLong);
    expect((await api(`/dreams/${dream._id}/reflection-prompts/nope`, { method: "PUT", token, json: { answer: "x" } })).status).toBe(404);
    const answered = await api(`/dreams/${dream._id}/reflection-prompts/${prompt._id}`, { method: "PUT", token, json: { answer: " My driving test next week. " } });
    expect(answered.status).toBe(200);
    expect(answered.body.reflectionPrompts[0]).toMatchObject({ _id: prompt._id, answered: true, answer: "My driving test next week." });
    const regenerated = (await api(`/dreams/${dream._id}/insights`, { method: "POST", token, json: { forceRegenerate: true } })).body.reflectionPrompts;
    expect(regenerated[0]).toMatchObject({ _id: prompt._id, answer: "My driving test next week." });
    expect(regenerated.filter((item: { prompt: string }) => item.prompt === prompt.prompt)).toHaveLength(1);
    const clearedAnswer = await api(`/dreams/${dream._id}/reflection-prompts/${prompt._id}`, { method: "PUT", token, json: { answer: "" } });
    expect(clearedAnswer.body.reflectionPrompts[0]).toMatchObject({ answered: false, answer: null });
  });

  it("marks a dream recurring when its motif comes back in three dreams", async () => {
    const { token, user } = await registerUser();
    await seedDreams(user.id, [
      { content: "My teeth were falling out in the supermarket.", dreamDate: daysAgo(12) },
      { content: "Again my teeth crumbled while I was talking.", dreamDate: daysAgo(6) },
    ]);
    const third = (await logDream(token, { content: "I lost a tooth at work today, in front of my boss.", dreamDate: today() })).body.dream;
    const { body } = await api(`/dreams/${third._id}/insights`, { method: "POST", token });
    expect(body.recurringPattern).toEqual({ frequency: "weekly", totalOccurrences: 3 });
    expect(body.insights.themes.map((theme: { theme: string }) => theme.theme)).toContain("A returning dream");
    expect(body.insights.insights.map((insight: { category: string }) => insight.category)).toContain("Recurring dreams");
    const read = (await api(`/dreams/${third._id}`, { token })).body.dream;
    expect(read).toMatchObject({ isRecurring: true, recurringPattern: { frequency: "weekly", totalOccurrences: 3 } });
    expect((await api("/dreams/stats/overview", { token })).body.stats.recurringDreams).toBe(1);
  });
});

describe("pattern insights", () => {
  it("finds recurring symbols, moods and nightmare frequency, cached until a dream is logged, edited or deleted", async () => {
    const { token, user } = await registerUser();
    const empty = await api("/dreams/insights/patterns", { token });
    expect(empty.body).toMatchObject({ recurringSymbols: [], cached: false, dreamsAnalyzed: 0 });
    expect(empty.body.insights[0].category).toBe("getting started");

    const ids = await seedDreams(user.id, [
      { content: "I was being chased by a dog through the school. I was so scared.", dreamType: "nightmare", dreamDate: daysAgo(3) },
      { content: "Chased again, this time down the school corridors, terrified.", dreamType: "nightmare", dreamDate: daysAgo(2) },
      { content: "Flying over the sea, so happy.", dreamDate: daysAgo(1), emotionAfterWaking: "happy" },
    ]);
    const first = await api("/dreams/insights/patterns", { token });
    expect(first.status).toBe(200);
    expect(first.body.cached).toBe(false);
    expect(first.body.recurringSymbols.map((symbol: { symbol: string; count: number }) => [symbol.symbol, symbol.count])).toEqual(
      expect.arrayContaining([
        ["Being chased", 2],
        ["School", 2],
      ]),
    );
    expect(first.body.recurringSymbols[0].meaning).toMatch(/\?$/);
    expect(first.body.nightmareFrequency).toEqual({ nightmares: 2, total: 3, percent: 67, last30Days: 2 });
    expect(first.body.commonMoods[0]).toEqual({ mood: "fearful", count: 2 });
    expect(first.body.aiSummary).toContain("Across your 3 dreams, the mood that comes up most is fearful.");
    expect(first.body.aiSummary).toContain("not predictions");
    expect(first.body.insights.map((insight: { category: string }) => insight.category)).toEqual(expect.arrayContaining(["symbols", "moods", "nightmares"]));

    const cached = await api("/dreams/insights/patterns", { token });
    expect(cached.body.cached).toBe(true);
    expect(cached.body.generatedAt).toBe(first.body.generatedAt);
    expect((await api("/dreams/insights/patterns?forceRegenerate=true", { token })).body.cached).toBe(false);
    expect((await api("/dreams/insights/patterns", { token })).body.cached).toBe(true);

    await logDream(token, { content: "A quiet walk.", dreamDate: today() });
    const afterNew = await api("/dreams/insights/patterns", { token });
    expect(afterNew.body).toMatchObject({ cached: false, dreamsAnalyzed: 4 });

    await api(`/dreams/${ids[1]}`, { method: "PUT", token, json: { content: "A gentle garden." } });
    const afterEdit = await api("/dreams/insights/patterns", { token });
    expect(afterEdit.body.cached).toBe(false);
    expect(afterEdit.body.recurringSymbols.map((symbol: { symbol: string }) => symbol.symbol)).not.toContain("Being chased");

    await api(`/dreams/${ids[0]}`, { method: "DELETE", token });
    const afterDelete = await api("/dreams/insights/patterns", { token });
    expect(afterDelete.body).toMatchObject({ cached: false, dreamsAnalyzed: 3 });
    expect(afterDelete.body.nightmareFrequency.nightmares).toBe(1);
  });

  it("suggests seeing a doctor when nightmares come about weekly", () => {
    const computed = analyseDream(facts({ content: "Chased by a monster.", dreamType: "nightmare" }));
    const dreams = Array.from({ length: 5 }, (_, index) => ({ dreamDate: daysAgo(index * 5), dreamType: "nightmare" as const, emotionAfterWaking: "anxious", lucidity: 1, computed }));
    const patterns = computePatterns(dreams, 5, today(), new Date());
    const nightmares = patterns.insights.find((insight) => insight.category === "nightmares")!;
    expect(nightmares.description).toContain("worth mentioning to a doctor");
    expect(patterns.insights.find((insight) => insight.category === "emotions")!.title).toBe("You often wake up anxious");
  });
});

describe("crisis screening of dreams", () => {
  it("keeps a crisis dream, shows the resources beside it and records the grade, never the text", async () => {
    const { token, user } = await registerUser();
    const created = await logDream(token, { content: "I was floating in a grey sea. When the alarm went off I wish I hadn't woken up." });
    expect(created.status).toBe(201);
    const dream = created.body.dream;
    expect(dream.showCrisisResources).toBe(true);
    expect(await dreamCount(user.id)).toBe(1);
    const events = await env.DB.prepare("SELECT * FROM safety_events WHERE user_id = ?").bind(user.id).all<Record<string, unknown>>();
    expect(events.results).toHaveLength(1);
    expect(events.results[0]).toMatchObject({ surface: "dream", level: "crisis", ref: dream._id });
    expect(JSON.stringify(events.results)).not.toContain("grey sea");

    const reflection = (await api(`/dreams/${dream._id}/ai-reflection`, { method: "POST", token })).body.aiReflection;
    expect(reflection.startsWith(crisisPreface(crisisLinesFor("US")))).toBe(true);
    expect(reflection).toContain("call or text 988 (US) or text HOME to 741741, or open your Safety Plan");
    const insights = (await api(`/dreams/${dream._id}/insights`, { method: "POST", token })).body.insights;
    expect(insights.insights[0].category).toBe("Support");
    expect(insights.insights[0].insight).toContain("call or text 988 (US) or text HOME to 741741 to talk with someone now");
    expect(insights.stressLevel).toBeGreaterThanOrEqual(8);
    expect((await api("/dreams", { token })).body.dreams[0].showCrisisResources).toBe(true);
  });

  it("gives a person outside the US their own crisis lines in the support insight and reflection, as their country is now", async () => {
    const { token } = await registerUser();
    expect((await api("/safety/crisis-country", { method: "PUT", token, json: { country: "GB" } })).status).toBe(200);
    const dream = (await logDream(token, { content: "I was floating in a grey sea. When the alarm went off I wish I hadn't woken up." })).body.dream;
    const reflection: string = (await api(`/dreams/${dream._id}/ai-reflection`, { method: "POST", token })).body.aiReflection;
    expect(reflection.startsWith(crisisPreface(crisisLinesFor("GB")))).toBe(true);
    expect(reflection).toContain("please reach out now: call 116 123 (UK) or text SHOUT to 85258, or open your Safety Plan");
    const support = (await api(`/dreams/${dream._id}/insights`, { method: "POST", token })).body.insights.insights[0];
    expect(support).toMatchObject({ category: "Support", insight: expect.stringContaining("call 116 123 (UK) or text SHOUT to 85258 to talk with someone now") });
    expect(JSON.stringify([reflection, support])).not.toMatch(/988|741741/);

    // What is stored is shown with the lines of the country chosen since, the rest of the reflection unchanged.
    await api("/safety/crisis-country", { method: "PUT", token, json: { country: "IN" } });
    const shown = (await api(`/dreams/${dream._id}`, { token })).body.dream.aiAnalysis;
    expect(shown.aiReflection).toBe(reflection.replace(crisisPreface(crisisLinesFor("GB")), crisisPreface(crisisLinesFor("IN"))));
    expect(shown.aiReflection).toContain("call 14416 (India), or open your Safety Plan");
    expect(shown.insights[0].insight).toContain("call 14416 (India) to talk with someone now");
    const cached = (await api(`/dreams/${dream._id}/insights`, { method: "POST", token })).body;
    expect(cached.cached).toBe(true);
    expect(cached.insights.insights).toEqual(shown.insights);
    expect(JSON.stringify(shown)).not.toMatch(/988|116 123/);
  });

  it("screens edits and answers to reflection prompts too", async () => {
    const { token } = await registerUser();
    const dream = (await logDream(token, { content: "A bus ride through the hills." })).body.dream;
    expect(dream.showCrisisResources).toBe(false);
    const edited = (await api(`/dreams/${dream._id}`, { method: "PUT", token, json: { content: "A bus ride. I wish I hadn't woken up." } })).body.dream;
    expect(edited.showCrisisResources).toBe(true);
    const calm = (await api(`/dreams/${dream._id}`, { method: "PUT", token, json: { content: "A bus ride through green hills." } })).body.dream;
    expect(calm.showCrisisResources).toBe(false);
    const prompt = (await api(`/dreams/${dream._id}/insights`, { method: "POST", token })).body.reflectionPrompts[0];
    const answered = await api(`/dreams/${dream._id}/reflection-prompts/${prompt._id}`, { method: "PUT", token, json: { answer: "Honestly I want to die." } });
    expect(answered.body.showCrisisResources).toBe(true);
  });

  it('catches "I wish I hadn\'t woken up" as a crisis', async () => {
    const member = await memberOf((await registerUser()).user.id);
    expect((await screenText(serviceContext(), member, "I wish I hadn't woken up.", "dream")).level).toBe("crisis");
    expect((await screenText(serviceContext(), member, "I wish I hadn't woken up.", "dream")).response).toBe("with-resources");
  });

  it("does not treat a dream about someone's death as a crisis", async () => {
    const member = await memberOf((await registerUser()).user.id);
    const screening = await screenText(serviceContext(), member, "I dreamt my grandmother died and I was crying at her funeral.", "dream");
    expect(screening.level).toBe("none");
  });

  it('does not treat "I had a dream about death" as a crisis', async () => {
    const member = await memberOf((await registerUser()).user.id);
    const screening = await screenText(serviceContext(), member, "I had a dream about death. I was at a funeral and everyone was wearing black.", "dream");
    expect(screening.level).toBe("none");
  });
});

describe("wording by a configured model", () => {
  const config = fakeModelConfig();

  it("rewords the analysis item by item and keeps every computed number and symbol", async () => {
    const computed = analyseDream(facts({ content: CHASE, dreamType: "nightmare" }));
    const written = await writeAnalysis(config, computed, false);
    expect(written.analysis.aiGenerated).toBe(true);
    expect(written.analysis.symbols[0]!.meaning).toMatch(/^Fake fake-model: /);
    expect(written.analysis.symbols[0]!.symbol).toBe(computed.analysis.symbols[0]!.symbol);
    expect(written.analysis.symbols[0]!.confidence).toBe(computed.analysis.symbols[0]!.confidence);
    expect(written.analysis.symbols[1]).toEqual(computed.analysis.symbols[1]);
    expect(written.analysis.stressLevel).toBe(computed.analysis.stressLevel);
    expect(written.analysis.overallMood).toBe(computed.analysis.overallMood);
    expect(written.prompts[0]).toMatch(/^Fake fake-model: /);
  });

  it("keeps the fixed support insight and crisis preface whatever the model writes", async () => {
    const crisisFacts = facts({ content: "I wish I hadn't woken up.", crisis: true });
    const computed = analyseDream(crisisFacts);
    const written = await writeAnalysis(config, computed, true);
    expect(written.analysis.insights[0]!.category).toBe("Support");
    expect(written.analysis.insights[0]!.insight).toContain("988");
    const elsewhere = await writeAnalysis(config, analyseDream({ ...crisisFacts, crisisLines: crisisLinesFor("INTL") }), true);
    expect(elsewhere.analysis.insights[0]!.insight).toContain("find a free helpline at findahelpline.com");
    expect(elsewhere.analysis.insights[0]!.insight).not.toContain("988");
    const reflection = await writeReflection(config, crisisFacts, computed);
    expect(reflection.aiGenerated).toBe(true);
    expect(reflection.text.startsWith(`${crisisPreface(crisisLinesFor("US"))}\n\nFake fake-model: `)).toBe(true);
  });

  it("falls back to the computed text when the model fails or answers something invalid", async () => {
    for (const marker of ["[[fail500]]", "[[malformed]]", "[[empty]]"]) {
      const failing = fakeModelConfig(`fake-model ${marker}`);
      const dreamFacts = facts({ content: "Flying over the sea." });
      const computed = analyseDream(dreamFacts);
      expect(await writeAnalysis(failing, computed, false)).toEqual(computed);
      const reflection = await writeReflection(failing, dreamFacts, computed);
      expect(reflection.aiGenerated).toBe(false);
      expect(reflection.text).toContain("What stands out first: flying or soaring is a typical dream");
    }
  });

  it("rewords the pattern summary and insights, keeping the counts", async () => {
    const computed = analyseDream(facts({ content: "Chased by a monster.", dreamType: "nightmare" }));
    const dreams = Array.from({ length: 3 }, (_, index) => ({ dreamDate: daysAgo(index), dreamType: "nightmare" as const, emotionAfterWaking: "anxious", lucidity: 1, computed }));
    const patterns = computePatterns(dreams, 3, today(), new Date());
    const written = await writePatterns(config, patterns);
    expect(written.aiGenerated).toBe(true);
    expect(written.aiSummary).toMatch(/^Fake fake-model: /);
    expect(written.insights[0]!.title).toMatch(/^Fake fake-model: /);
    expect(written.insights[1]).toEqual(patterns.insights[1]);
    expect(written.recurringSymbols).toEqual(patterns.recurringSymbols);
    expect(written.nightmareFrequency).toEqual(patterns.nightmareFrequency);
  });
});
