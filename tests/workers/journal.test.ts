import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { computeEntryInsights, crisisRecommendation, readMood, writeEntryInsights, type EntryFacts } from "../../workers/journal/insights";
import { SEARCH_SCAN_LIMIT } from "../../workers/journal/service";
import { insertEntry } from "../../workers/journal/store";
import { crisisLinesFor } from "../../workers/shared/crisis-lines";
import { countRows, expireTrial, fakeModelConfig, serviceContext, subscribe } from "./fixtures";
import { api, ORIGIN, registerUser } from "./helpers";

const entries = "/journal/entries";

function create(token: string, body: Record<string, unknown>) {
  return api(entries, { method: "POST", token, json: body });
}

const entryCount = (userId: string) => countRows("journal_entries", "user_id = ?", userId);

function facts(overrides: Partial<EntryFacts> = {}): EntryFacts {
  return { title: "A day", content: "It was a day.", tags: [], mood: "neutral", crisisLevel: "none", crisisLines: crisisLinesFor("US"), ...overrides };
}

describe("journal entries", () => {
  it("creates an entry with the spec's defaults and lists it, newest first", async () => {
    const { token } = await registerUser();
    const created = await create(token, { title: "  First entry  ", content: "Today I went for a walk." });
    expect(created.status).toBe(201);
    expect(created.body.entry).toMatchObject({
      _id: expect.any(String),
      title: "First entry",
      content: "Today I went for a walk.",
      mood: "neutral",
      tags: [],
      isPrivate: true,
      createdAt: expect.any(String),
      showCrisisResources: false,
      insights: null,
    });
    const second = await create(token, { title: "Second", content: "Later", mood: "good", tags: ["walks", " evening ", "", "walks"], isPrivate: false });
    expect(second.body.entry).toMatchObject({ mood: "good", tags: ["walks", "evening"], isPrivate: false });
    const commaTags = await create(token, { title: "Third", content: "Text", tags: "work, , sleep ,work" });
    expect(commaTags.body.entry.tags).toEqual(["work", "sleep"]);

    const list = await api(entries, { token });
    expect(list.status).toBe(200);
    expect(list.body.entries.map((entry: { title: string }) => entry.title)).toEqual(["Third", "Second", "First entry"]);
    expect(list.body).toMatchObject({ nextCursor: null, search: null });
  });

  it("answers each mistake with the spec's message and a 400, at the limits' edges, storing nothing", async () => {
    const { token, user } = await registerUser();
    const cases: [Record<string, unknown>, string][] = [
      [{ content: "Body" }, "Title is required"],
      [{ title: "   ", content: "Body" }, "Title is required"],
      [{ title: "x".repeat(201), content: "Body" }, "Title must be less than 200 characters"],
      [{ title: "Title" }, "Content is required"],
      [{ title: "Title", content: " \n " }, "Content is required"],
      [{ title: "Title", content: "y".repeat(10_001) }, "Content must be less than 10,000 characters"],
      [{ title: "Title", content: "Body", mood: "meh" }, "Mood must be one of very-low, low, neutral, good or excellent."],
      [{ title: "Title", content: "Body", tags: [1, 2] }, "Tags must be a list of text (or text separated by commas)."],
      [{ title: "Title", content: "Body", tags: ["t".repeat(51)] }, "Each tag can be up to 50 characters."],
      [{ title: "Title", content: "Body", tags: Array.from({ length: 21 }, (_, index) => `tag${index}`) }, "An entry can have up to 20 tags."],
      [{ title: "Title", content: "Body", isPrivate: "yes" }, "isPrivate must be true or false."],
    ];
    for (const [body, message] of cases) {
      const result = await create(token, body);
      expect(result.status, message).toBe(400);
      expect(result.body.error).toBe(message);
    }
    const notJson = await api(entries, { method: "POST", token, body: "{", headers: { "Content-Type": "application/json" } });
    expect(notJson.status).toBe(400);
    expect(await entryCount(user.id)).toBe(0);

    const atTheLimits = await create(token, { title: "x".repeat(200), content: "y".repeat(10_000) });
    expect(atTheLimits.status).toBe(201);
    expect(atTheLimits.body.entry.title).toHaveLength(200);
    expect(atTheLimits.body.entry.content).toHaveLength(10_000);
    expect(await entryCount(user.id)).toBe(1);
  });

  it("keeps the title, content and tags encrypted at rest", async () => {
    const { token } = await registerUser();
    const { body } = await create(token, { title: "Secret title", content: "My private thoughts about Lisbon", tags: ["holiday"], mood: "good" });
    const row = await env.DB.prepare("SELECT * FROM journal_entries WHERE id = ?").bind(body.entry._id).first<Record<string, string>>();
    for (const column of ["title_enc", "content_enc", "tags_enc"]) {
      expect(row![column]).toMatch(/^v2\./);
    }
    const raw = JSON.stringify(row);
    for (const secret of ["Secret", "Lisbon", "holiday"]) expect(raw).not.toContain(secret);
    expect(row!.mood).toBe("good");

    await api(`${entries}/${body.entry._id}/insights`, { method: "POST", token });
    const insights = await env.DB.prepare("SELECT insights_enc FROM journal_insights WHERE entry_id = ?").bind(body.entry._id).first<{ insights_enc: string }>();
    expect(insights!.insights_enc).toMatch(/^v2\./);
    expect(insights!.insights_enc).not.toContain("holiday");
  });

  it("pages through a long journal newest first with a cursor, and refuses a bad cursor or limit", async () => {
    const { token } = await registerUser();
    for (let index = 1; index <= 5; index++) expect((await create(token, { title: `Entry ${index}`, content: "..." })).status).toBe(201);
    const first = await api(`${entries}?limit=2`, { token });
    expect(first.body.entries.map((entry: { title: string }) => entry.title)).toEqual(["Entry 5", "Entry 4"]);
    const second = await api(`${entries}?limit=2&cursor=${first.body.nextCursor}`, { token });
    expect(second.body.entries.map((entry: { title: string }) => entry.title)).toEqual(["Entry 3", "Entry 2"]);
    const third = await api(`${entries}?limit=2&cursor=${second.body.nextCursor}`, { token });
    expect(third.body.entries.map((entry: { title: string }) => entry.title)).toEqual(["Entry 1"]);
    expect(third.body.nextCursor).toBeNull();

    expect((await api(`${entries}?cursor=not-a-cursor`, { token })).body.error).toBe("cursor must be the nextCursor of a previous page.");
    for (const limit of ["0", "51", "two"]) {
      const result = await api(`${entries}?limit=${limit}`, { token });
      expect(result.status).toBe(400);
      expect(result.body.error).toBe("limit must be a whole number from 1 to 50.");
    }
  });

  it("updates only the fields given, and leaves the entry untouched when the edit is refused", async () => {
    const { token } = await registerUser();
    const { body } = await create(token, { title: "Before", content: "Original text", tags: ["a"], mood: "low" });
    const id = body.entry._id;
    const updated = await api(`${entries}/${id}`, { method: "PUT", token, json: { content: "Edited text", isPrivate: false } });
    expect(updated.status).toBe(200);
    expect(updated.body.entry).toMatchObject({ _id: id, title: "Before", content: "Edited text", tags: ["a"], mood: "low", isPrivate: false, createdAt: body.entry.createdAt });

    const refused = await api(`${entries}/${id}`, { method: "PUT", token, json: { title: "", content: "Lost?" } });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe("Title is required");
    const [entry] = (await api(entries, { token })).body.entries;
    expect(entry).toMatchObject({ title: "Before", content: "Edited text" });
  });

  it("deletes an entry with its insights; a second delete is a 404", async () => {
    const { token, user } = await registerUser();
    const { body } = await create(token, { title: "To delete", content: "Gone soon" });
    await api(`${entries}/${body.entry._id}/insights`, { method: "POST", token });
    const deleted = await api(`${entries}/${body.entry._id}`, { method: "DELETE", token });
    expect(deleted.status).toBe(200);
    expect(await entryCount(user.id)).toBe(0);
    expect(await countRows("journal_insights", "user_id = ?", user.id)).toBe(0);
    const again = await api(`${entries}/${body.entry._id}`, { method: "DELETE", token });
    expect(again.status).toBe(404);
    expect(again.body.error).toBe("Journal entry not found.");
  });

  it("answers another person's entry with 404 for every call, never touching it", async () => {
    const owner = await registerUser();
    const stranger = await registerUser();
    const { body } = await create(owner.token, { title: "Mine", content: "Only mine" });
    const path = `${entries}/${body.entry._id}`;
    const calls = [
      api(path, { method: "PUT", token: stranger.token, json: { title: "Taken" } }),
      api(path, { method: "DELETE", token: stranger.token }),
      api(`${path}/insights`, { method: "POST", token: stranger.token }),
      api(`${path}/insights`, { token: stranger.token }),
    ];
    for (const result of await Promise.all(calls)) {
      expect(result.status).toBe(404);
      expect(JSON.stringify(result.body)).not.toContain("Only mine");
    }
    expect((await api(entries, { token: stranger.token })).body.entries).toEqual([]);
    expect((await api(entries, { token: owner.token })).body.entries[0]).toMatchObject({ title: "Mine", insights: null });
    expect((await api(`${entries}/no-such-entry/insights`, { token: owner.token })).status).toBe(404);
  });

  it("is open on the trial and both plans, and answers 402 once the trial has ended", async () => {
    const trial = await registerUser();
    expect((await create(trial.token, { title: "Trial", content: "Writing" })).status).toBe(201);
    const base = await registerUser();
    await expireTrial(base.user.id);
    await subscribe(base.user.id, "base", { preferredTherapist: "th_grief" });
    expect((await create(base.token, { title: "Base", content: "Writing" })).status).toBe(201);

    await expireTrial(trial.user.id);
    const refused = await create(trial.token, { title: "After", content: "Writing" });
    expect(refused.status).toBe(402);
    expect(refused.body).toEqual({ error: "Your free trial has ended. Choose a plan to keep writing in your journal.", code: "PLAN_REQUIRED" });
    expect((await api(entries, { token: trial.token })).status).toBe(402);
    expect(await entryCount(trial.user.id)).toBe(1);
  });
});

describe("crisis screening of entries", () => {
  it("always saves a crisis entry, records the grade (not the text) and shows the crisis resources beside it", async () => {
    const { token, user } = await registerUser();
    const created = await create(token, { title: "Tonight", content: "I want to kill myself tonight. I have the pills ready.", mood: "very-low" });
    expect(created.status).toBe(201);
    expect(created.body.entry.showCrisisResources).toBe(true);
    const event = await env.DB.prepare("SELECT surface, level, ref, signals FROM safety_events WHERE user_id = ?")
      .bind(user.id)
      .first<{ surface: string; level: string; ref: string; signals: string }>();
    expect(event).toMatchObject({ surface: "journal", level: "crisis", ref: created.body.entry._id });
    expect(event!.signals).not.toContain("pills");

    const { insights } = (await api(`${entries}/${created.body.entry._id}/insights`, { method: "POST", token })).body;
    expect(insights.analysis.riskLevel).toBe("high");
    expect(insights.analysis.recommendations[0]).toBe(crisisRecommendation(crisisLinesFor("US")));
    expect(insights.analysis.recommendations[0]).toContain("call or text 988 (US) or text HOME to 741741");

    const concern = await create(token, { title: "Heavy", content: "I can't do this anymore. Everything feels hopeless." });
    expect(concern.body.entry.showCrisisResources).toBe(true);
    const concernInsights = (await api(`${entries}/${concern.body.entry._id}/insights`, { method: "POST", token })).body.insights;
    expect(concernInsights.analysis.riskLevel).toBe("medium");

    const calm = await create(token, { title: "Gardening", content: "I killed it at the quiz tonight and the tomatoes are finally red." });
    expect(calm.body.entry.showCrisisResources).toBe(false);
  });

  it("gives a person outside the US their own crisis lines in a crisis entry's insights, as their country is now", async () => {
    const { token } = await registerUser();
    expect((await api("/safety/crisis-country", { method: "PUT", token, json: { country: "GB" } })).status).toBe(200);
    const created = await create(token, { title: "Tonight", content: "I want to kill myself tonight. I have the pills ready.", mood: "very-low" });
    const path = `${entries}/${created.body.entry._id}/insights`;
    const british = (await api(path, { method: "POST", token })).body.insights.analysis.recommendations[0];
    expect(british).toBe("Please reach out now: call 116 123 (UK) or text SHOUT to 85258. If you are in immediate danger, call 999. Your Safety Plan can help you through the next few hours.");
    expect(british).not.toMatch(/988|741741|911/);

    // Stored insights are shown with the lines of the country chosen since, in every view of the entry.
    await api("/safety/crisis-country", { method: "PUT", token, json: { country: "INTL" } });
    const shown = [(await api(path, { token })).body.insights, (await api(entries, { token })).body.entries[0].insights];
    for (const insights of shown) {
      expect(insights.analysis.recommendations[0]).toContain("find a free helpline at findahelpline.com");
      expect(insights.analysis.recommendations[0]).toContain("call your local emergency number");
      expect(JSON.stringify(insights.analysis)).not.toMatch(/988|116 123|999/);
    }
    const india = computeEntryInsights(facts({ content: "I want to die", crisisLevel: "crisis", crisisLines: crisisLinesFor("IN") }));
    expect(india.analysis.recommendations[0]).toContain("call 14416 (India)");
    expect(india.analysis.recommendations[0]).not.toContain("988");
  });

  it("grades an edit again: a calm entry edited into a crisis shows the resources", async () => {
    const { token, user } = await registerUser();
    const { body } = await create(token, { title: "Evening", content: "A quiet evening." });
    const edited = await api(`${entries}/${body.entry._id}`, { method: "PUT", token, json: { content: "I don't want to live anymore. I am going to end my life." } });
    expect(edited.body.entry.showCrisisResources).toBe(true);
    expect(await countRows("safety_events", "user_id = ? AND surface = 'journal' AND level = 'crisis'", user.id)).toBe(1);
    const calmAgain = await api(`${entries}/${body.entry._id}`, { method: "PUT", token, json: { content: "A quiet evening after all." } });
    expect(calmAgain.body.entry.showCrisisResources).toBe(false);
  });
});

describe("journal insights", () => {
  it("reads themes, mood and risk from the entry itself, with recommendations that fit it", () => {
    const insights = computeEntryInsights(
      facts({
        title: "Deadlines",
        content: "Work deadlines kept me awake until 3am again. My boss moved the meeting and I'm exhausted and anxious about tomorrow.",
        mood: "neutral",
      }),
    );
    expect(insights.analysis.themes.slice(0, 3)).toEqual(expect.arrayContaining(["Work", "Sleep and rest", "Worry and anxiety"]));
    expect(insights.analysis.mood).toBe("low");
    expect(insights.analysis.riskLevel).toBe("low");
    expect(insights.content).toContain("You marked your mood as Neutral, but your words sound heavier than that");
    expect(insights.analysis.recommendations.some((text) => text.includes("closes the workday"))).toBe(true);
    expect(insights.analysis.recommendations.some((text) => text.includes("wake-up time"))).toBe(true);
    expect(insights.aiGenerated).toBe(false);

    const grateful = computeEntryInsights(facts({ title: "A good day", content: "I'm so grateful for my sister. We laughed all afternoon and I felt calm and happy.", mood: "good" }));
    expect(grateful.analysis.themes).toEqual(expect.arrayContaining(["Gratitude and good moments", "Family"]));
    expect(grateful.analysis.mood).toBe("excellent");
    expect(grateful.analysis.recommendations).toContain("Note what helped today, so you can come back to it on a harder day.");

    const plain = computeEntryInsights(facts({ title: "List", content: "Buy tomatoes, call the plumber." }));
    expect(plain.analysis.themes).toEqual([]);
    expect(plain.analysis.mood).toBe("neutral");
    expect(plain.content).toContain("No single theme stood out");
  });

  it("turns a feeling word around after a negation", () => {
    expect(readMood("I am not happy and not calm").mood).toBe("low");
    expect(readMood("I wasn't sad at all today, I felt good").positive).toEqual(["not sad", "good"]);
  });

  it("generates, reads back, goes stale on an edit of what it read, and regenerates", async () => {
    const { token } = await registerUser();
    const { body } = await create(token, { title: "Exam week", content: "Studying for my exams all week. So stressed.", tags: ["school"] });
    const path = `${entries}/${body.entry._id}/insights`;
    expect((await api(path, { token })).body).toEqual({ insights: null });

    const generated = await api(path, { method: "POST", token });
    expect(generated.status).toBe(200);
    expect(Object.keys(generated.body.insights).sort()).toEqual(["aiGenerated", "analysis", "content", "generatedAt", "stale"]);
    expect(Object.keys(generated.body.insights.analysis).sort()).toEqual(["mood", "recommendations", "riskLevel", "themes"]);
    expect(generated.body.insights.analysis.themes).toContain("School and studies");
    expect(generated.body.insights.stale).toBe(false);
    expect((await api(path, { token })).body).toEqual(generated.body);
    expect((await api(entries, { token })).body.entries[0].insights).toEqual(generated.body.insights);

    await api(`${entries}/${body.entry._id}`, { method: "PUT", token, json: { isPrivate: false } });
    expect((await api(path, { token })).body.insights.stale).toBe(false);
    await api(`${entries}/${body.entry._id}`, { method: "PUT", token, json: { content: "Exams are over and I'm relieved and happy." } });
    const stale = (await api(path, { token })).body.insights;
    expect(stale.stale).toBe(true);
    expect(stale.analysis).toEqual(generated.body.insights.analysis);

    const regenerated = (await api(path, { method: "POST", token })).body.insights;
    expect(regenerated.stale).toBe(false);
    expect(regenerated.analysis.mood).toBe("good");
  });

  it("lets a configured model reword the analysis and recommendations, never the themes, mood or risk level", async () => {
    const crisis = facts({ title: "Tonight", content: "Work is too much and I want to die", crisisLevel: "crisis" });
    const worded = await writeEntryInsights(fakeModelConfig(), crisis);
    const computed = computeEntryInsights(crisis);
    expect(worded.aiGenerated).toBe(true);
    expect(worded.content).toMatch(/^Fake fake-model: /);
    expect(worded.analysis.recommendations[0]).toBe(crisisRecommendation(crisisLinesFor("US")));
    expect(worded.analysis.recommendations[1]).toMatch(/^Fake fake-model: /);
    expect({ ...worded.analysis, recommendations: [] }).toEqual({ ...computed.analysis, recommendations: [] });
  });

  it("keeps the computed insights when the model fails or answers out of shape", async () => {
    const entry = facts({ content: "Tired after work" });
    expect(await writeEntryInsights(fakeModelConfig("fake-model [[malformed]]"), entry)).toEqual(computeEntryInsights(entry));
    expect(await writeEntryInsights(fakeModelConfig("fake-model [[fail500]]"), entry)).toEqual(computeEntryInsights(entry));
  });
});

describe("journal search", () => {
  it("finds one's own entries by title, content and tags, ignoring case and accents, every word required", async () => {
    const me = await registerUser();
    const other = await registerUser();
    await create(me.token, { title: "Café morning", content: "Coffee with Sam before work.", tags: ["friends"] });
    await create(me.token, { title: "Run", content: "A long run by the river.", tags: ["exercise"] });
    await create(me.token, { title: "Evening", content: "Called Sam about the river trip." });
    await create(other.token, { title: "River", content: "Someone else's river." });
    const search = async (q: string) => (await api(`${entries}?q=${encodeURIComponent(q)}`, { token: me.token })).body;
    const titles = (page: { entries: { title: string }[] }) => page.entries.map((entry) => entry.title);
    expect(titles(await search("river"))).toEqual(["Evening", "Run"]);
    expect(titles(await search("CAFE"))).toEqual(["Café morning"]);
    expect(titles(await search("exercise"))).toEqual(["Run"]);
    expect(titles(await search("sam river"))).toEqual(["Evening"]);
    expect(await search("nothing like this")).toMatchObject({ entries: [], nextCursor: null, search: { query: "nothing like this", scanned: 3, complete: true } });
    const tooLong = await api(`${entries}?q=${"a".repeat(101)}`, { token: me.token });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error).toBe("Search for up to 100 characters.");
  });

  it("looks at a bounded number of entries per request and carries on from its cursor", async () => {
    const { token, user } = await registerUser();
    const ctx = serviceContext();
    const start = Date.parse("2026-01-01T00:00:00Z");
    const seed = (index: number, content: string) =>
      insertEntry(ctx, user.id, {
        id: crypto.randomUUID(),
        title: `Day ${index}`,
        content,
        tags: [],
        mood: "neutral",
        isPrivate: true,
        crisisLevel: "none",
        revision: 1,
        createdAt: new Date(start + index * 60_000),
        updatedAt: new Date(start + index * 60_000),
      });
    await seed(0, "The oldest entry mentions a lighthouse.");
    for (let batch = 0; batch < SEARCH_SCAN_LIMIT / 100; batch++) {
      await Promise.all(Array.from({ length: 100 }, (_, index) => seed(1 + batch * 100 + index, "An ordinary day.")));
    }
    const first = (await api(`${entries}?q=lighthouse`, { token })).body;
    expect(first).toMatchObject({ entries: [], search: { scanned: SEARCH_SCAN_LIMIT, complete: false } });
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await api(`${entries}?q=lighthouse&cursor=${first.nextCursor}`, { token })).body;
    expect(second.entries.map((entry: { title: string }) => entry.title)).toEqual(["Day 0"]);
    expect(second).toMatchObject({ nextCursor: null, search: { scanned: 1, complete: true } });
  }, 30_000);
});

describe("the journal page", () => {
  function post(token: string, fields: Record<string, string>, contentType = "application/x-www-form-urlencoded") {
    return SELF.fetch(`${ORIGIN}/app/journal?_data=routes%2Fapp.journal`, {
      method: "POST",
      headers: { Cookie: `haven_session=${token}`, Origin: ORIGIN, "Content-Type": contentType },
      body: contentType === "application/json" ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
    });
  }

  it("saves, edits, generates insights and deletes through its action, with the spec's messages", async () => {
    const { token, user } = await registerUser();
    const refused = await post(token, { intent: "save", title: "", content: "Text", mood: "neutral", tags: "", isPrivate: "true" });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ ok: false, error: "Title is required", field: "title" });
    expect(await entryCount(user.id)).toBe(0);

    const saved = await post(token, { intent: "save", title: "From the page", content: "Written in the form", mood: "good", tags: "a, b", isPrivate: "false" });
    expect(saved.status).toBe(200);
    const { entry } = (await saved.json()) as { entry: { _id: string; tags: string[]; isPrivate: boolean } };
    expect(entry).toMatchObject({ tags: ["a", "b"], isPrivate: false });

    const edited = await post(token, { intent: "save", id: entry._id, title: "Edited on the page", content: "Written in the form", mood: "good", tags: "a", isPrivate: "true" });
    expect(((await edited.json()) as { entry: { title: string } }).entry.title).toBe("Edited on the page");
    const insights = await post(token, { intent: "insights", id: entry._id });
    expect(((await insights.json()) as { insights: { stale: boolean } }).insights.stale).toBe(false);
    const deleted = await post(token, { intent: "delete", id: entry._id });
    expect(deleted.status).toBe(200);
    expect(await entryCount(user.id)).toBe(0);

    expect((await post(token, { intent: "delete", id: entry._id })).status).toBe(404);
    expect((await post(token, { intent: "save", title: "x", content: "y" }, "application/json")).status).toBe(400);
  });

  it("loads the first page, and searches, in two D1 round trips", async () => {
    const { token } = await registerUser();
    for (let index = 0; index < 3; index++) await create(token, { title: `Entry ${index}`, content: "Text" });
    const load = async (query = "") => {
      const response = await SELF.fetch(`${ORIGIN}/app/journal?_data=routes%2Fapp.journal${query}`, { headers: { Cookie: `haven_session=${token}` } });
      const timing = /d1;desc="(\d+) round trips/.exec(response.headers.get("Server-Timing") ?? "");
      return { status: response.status, body: (await response.json()) as { page: { entries: unknown[] } }, roundTrips: Number(timing![1]) };
    };
    const first = await load();
    expect(first.status).toBe(200);
    expect(first.body.page.entries).toHaveLength(3);
    expect(first.roundTrips).toBe(2);
    const search = await load("&q=Entry%201");
    expect(search.body.page.entries).toHaveLength(1);
  });
});
