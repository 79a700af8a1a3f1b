import { env, SELF } from "cloudflare:test";
import { describe, expect, inject, it } from "vitest";
import { HANDOVER_MESSAGE_LIMIT } from "../../workers/chat/export";
import { runNightly } from "../../workers/cron";
import { openBytes, sealText } from "../../workers/crypto/person-text";
import { chatMessages, chatSessions } from "../../workers/db/schema";
import { allowConsoleError } from "./console-guard";
import { serviceContext } from "./fixtures";
import { api, ORIGIN, registerUser } from "./helpers";

interface ReadPdf {
  pages: number;
  text: string;
}

/** Text and page count of a PDF, read by poppler in the PDF reader next to the tests (save: kept in .cache/pdf/). */
async function readPdf(bytes: ArrayBuffer, save?: string): Promise<ReadPdf> {
  const response = await fetch(`${inject("pdfReaderUrl")}/read${save ? `?save=${save}` : ""}`, { method: "POST", body: bytes });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

async function downloadPdf(token: string, timeZone = "UTC") {
  const response = await SELF.fetch(`${ORIGIN}/api/user/export-pdf`, { headers: { Authorization: `Bearer ${token}`, "X-Time-Zone": timeZone } });
  return { response, bytes: await response.arrayBuffer() };
}

async function chat(token: string, therapistId: string, messages: string[]) {
  const sessionId = (await api(`/chat/start/${therapistId}`, { method: "POST", token })).body.sessionId as string;
  for (const message of messages) {
    expect((await api(`/chat/message/${sessionId}`, { method: "POST", token, json: { message, therapistId } })).status).toBe(200);
  }
  return sessionId;
}

async function takeGad7(token: string) {
  const gad = await api("/assessments/onboarding-anxiety", { token });
  const answers = gad.body.assessment.questions.map((question: { options: string[] }) => question.options[2]);
  expect((await api("/assessments/onboarding-anxiety/submit", { method: "POST", token, json: { responses: answers.map((answer: string) => ({ answer })), duration: 3 } })).status).toBe(201);
}

const UNICODE_MESSAGES = [
  "Café crème with my naïve abuela, and then 😊🎉 we laughed",
  "שלום, אני מרגיש טוב היום",
  "مرحبا بك في عالمي",
  "Mixed English עברית text 123",
  "Привет, Ελλάδα, and “quotes” — dashes",
];

describe("GET /api/user/export-pdf", () => {
  it("carries the person's Safety Plan on the summary page, and their journal and dream log", async () => {
    const { token } = await registerUser({ firstName: "Iris", lastName: "Moss" });
    const plan = { warningSigns: ["Skipping meals"], helpers: ["My brother Teo"], reasonsForLiving: ["My garden"] };
    expect((await api("/safety/plan", { method: "PUT", token, json: plan })).status).toBe(200);
    expect((await api("/journal/entries", { method: "POST", token, json: { title: "A quiet Sunday", content: "Repotted the basil and called my aunt." } })).status).toBe(201);
    expect((await api("/dreams", { method: "POST", token, json: { title: "The blue train", content: "I rode a blue train along the coast with my cousin." } })).status).toBe(201);

    const { response, bytes } = await downloadPdf(token);
    expect(response.status).toBe(200);
    const text = (await readPdf(bytes)).text.replace(/\s+/g, " ");
    for (const expected of [
      "Safety Plan",
      "1. Warning signs: Skipping meals",
      "4. People I can ask for help: My brother Teo",
      "Journal entries",
      "A quiet Sunday",
      "Repotted the basil and called my aunt.",
      "Dream log",
      "The blue train",
      "I rode a blue train along the coast with my cousin.",
    ]) {
      expect(text).toContain(expected);
    }
  }, 30_000);

  it("answers the person's handover PDF: summary, transcripts, assessments and moods, in any script, and no one else's", async () => {
    const { token, user } = await registerUser({ firstName: "Zoë", lastName: "Ångström" });
    const other = await registerUser({ firstName: "Otto", lastName: "Nobody" });
    await chat(other.token, "th_anxiety", ["Otto's secret worry about the lighthouse"]);
    await chat(token, "th_grief", UNICODE_MESSAGES);
    await chat(token, "th_anxiety", ["Exams again, my chest feels tight"]);
    await takeGad7(token);
    for (const [mood, anxiety, stress] of [
      [3, 8, 8],
      [5, 6, 6],
      [7, 3, 4],
    ]) {
      expect((await api("/progress/mood", { method: "POST", token, json: { mood, anxiety, stress } })).status).toBe(201);
    }

    const { response, bytes } = await downloadPdf(token, "America/New_York");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());
    expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="Haven-${day}.pdf"`);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");

    const pdf = await readPdf(bytes, "handover-unicode");
    expect(pdf.pages).toBeGreaterThanOrEqual(3);
    const text = pdf.text.replace(/\s+/g, " ");
    for (const expected of [
      "Therapy data summary",
      "Zoë Ångström",
      "About this document",
      "Therapists talked to",
      "Samuel Hart",
      "Claire Dubois",
      "Assessment results",
      "GAD-7",
      "Mood trend",
      "Chat transcripts",
      "Café crème with my naïve abuela, and then [emoji][emoji] we laughed",
      "Exams again, my chest feels tight",
      "Привет, Ελλάδα, and “quotes” — dashes",
      "Assessment answers",
      "Mood entries",
      "Happiness 3 · Anxiety 8 · Stress 8",
      `Page 1 of ${pdf.pages}`,
      `Page ${pdf.pages} of ${pdf.pages}`,
      "988",
    ]) {
      expect(text).toContain(expected);
    }
    // Right-to-left words come out of the text layer whole, in reading order (poppler reads them logically).
    for (const word of ["שלום", "מרגיש", "היום", "עברית"]) expect(text).toContain(word);
    expect(text).not.toContain("😊");
    expect(text).not.toContain("Otto");
    expect(text).not.toContain("lighthouse");

    // A copy is kept for a day under the person, sealed under their data key (not a readable PDF at rest).
    const stored = await env.FILES.list({ prefix: `exports/${user.id}/` });
    expect(stored.objects).toHaveLength(1);
    const sealed = await (await env.FILES.get(stored.objects[0]!.key))!.text();
    expect(sealed).toMatch(/^v2\./);
    expect(new Uint8Array(await openBytes(serviceContext(), user.id, sealed))).toEqual(new Uint8Array(bytes));
  }, 30_000);

  it("makes a sensible PDF for a new person with nothing yet", async () => {
    const { token } = await registerUser({ firstName: "Newcomer", lastName: "" });
    const { response, bytes } = await downloadPdf(token);
    expect(response.status).toBe(200);
    const pdf = await readPdf(bytes, "handover-empty");
    expect(pdf.pages).toBe(1);
    const text = pdf.text.replace(/\s+/g, " ");
    for (const expected of ["Newcomer", "No conversations yet.", "No assessments taken yet.", "No mood entries yet.", "Page 1 of 1"]) {
      expect(text).toContain(expected);
    }
  });

  it("refuses without a session, and is open whatever the plan (an expired trial still exports)", async () => {
    expect((await SELF.fetch(`${ORIGIN}/api/user/export-pdf`)).status).toBe(401);
    const { token, user } = await registerUser();
    await env.DB.prepare("UPDATE users SET trial_ends_at = ? WHERE id = ?").bind(Date.now() - 1000, user.id).run();
    expect((await downloadPdf(token)).response.status).toBe(200);
  });

  it("keeps a 2,000-message history within a Worker's limits", async () => {
    const ctx = serviceContext();
    const { token, user } = await registerUser({ firstName: "Long", lastName: "History" });
    const sessionId = await chat(token, "th_depression", ["The first thing I ever wrote here"]);
    // Seed 2,000 more messages straight into D1, sealed as the app seals them, in batched multi-row inserts.
    const start = Date.now() - 2_000 * 60_000;
    const sentences = [
      "Today was heavy again, but I managed to get outside for a short walk before lunch.",
      "I noticed the thought 'I always fail' and tried to look for the evidence against it, like you suggested.",
      "Sleep was better: about seven hours, and I didn't check my phone after eleven.",
    ];
    const rows = await Promise.all(
      Array.from({ length: 2_000 }, async (_, index) => ({
        id: crypto.randomUUID(),
        sessionId,
        userId: user.id,
        seq: 1_000 + index,
        role: index % 2 === 0 ? ("user" as const) : ("assistant" as const),
        contentEnc: await sealText(ctx, user.id, `${index + 1}. ${sentences[index % 3]} ${index % 7 === 0 ? sentences[(index + 1) % 3] : ""}`),
        crisisLevel: "none" as const,
        createdAt: new Date(start + index * 60_000),
      })),
    );
    const inserts = [];
    for (let index = 0; index < rows.length; index += 10) inserts.push(ctx.db.insert(chatMessages).values(rows.slice(index, index + 10)));
    for (let index = 0; index < inserts.length; index += 50) await ctx.db.batch(inserts.slice(index, index + 50) as [(typeof inserts)[0]]);
    await env.DB.prepare("UPDATE chat_sessions SET message_count = ? WHERE id = ?").bind(2_002, sessionId).run();
    expect(chatSessions).toBeDefined();

    const began = performance.now();
    const { response, bytes } = await downloadPdf(token);
    const elapsedMs = performance.now() - began;
    expect(response.status).toBe(200);
    const pdf = await readPdf(bytes, "handover-2000");
    console.log(`PDF of 2,002 messages: ${elapsedMs.toFixed(0)} ms in workerd, ${(bytes.byteLength / 1024).toFixed(0)} KiB, ${pdf.pages} pages`);
    expect(2_002).toBeLessThanOrEqual(HANDOVER_MESSAGE_LIMIT);
    expect(pdf.text).toContain("2000. I noticed the thought");
    expect(pdf.text).toContain("The first thing I ever wrote here");
    expect(pdf.pages).toBeGreaterThan(100);
    // A Worker's paid-plan limits: 30 s of CPU by default and 128 MB of memory; the file itself stays small.
    expect(elapsedMs).toBeLessThan(20_000);
    expect(bytes.byteLength).toBeLessThan(3 * 1024 * 1024);
  }, 60_000);

  it("answers 500 with the error logged when the PDF cannot be made, and keeps nothing", async () => {
    const { token, user } = await registerUser();
    const ctx = serviceContext();
    // A message whose ciphertext was damaged cannot be opened: the export fails whole rather than leaving text out.
    const sessionId = await chat(token, "th_grief", ["A message that will be damaged"]);
    await env.DB.prepare("UPDATE chat_messages SET content_enc = 'v2.AAAA.AAAA' WHERE session_id = ? AND role = 'user'").bind(sessionId).run();
    allowConsoleError(/Unhandled API error/);
    const { response } = await downloadPdf(token);
    expect(response.status).toBe(500);
    expect((await env.FILES.list({ prefix: `exports/${user.id}/` })).objects).toHaveLength(0);
    expect(ctx).toBeDefined();
  });
});

describe("stored exports", () => {
  it("are deleted by the nightly cron after a day, and with the account", async () => {
    const first = await registerUser();
    const second = await registerUser();
    await downloadPdf(first.token);
    await downloadPdf(second.token);
    expect((await env.FILES.list({ prefix: `exports/${first.user.id}/` })).objects).toHaveLength(1);

    await runNightly(env, new Date(Date.now() + 60 * 60 * 1000));
    expect((await env.FILES.list({ prefix: `exports/${first.user.id}/` })).objects).toHaveLength(1);
    await runNightly(env, new Date(Date.now() + 25 * 60 * 60 * 1000));
    expect((await env.FILES.list({ prefix: `exports/${first.user.id}/` })).objects).toHaveLength(0);
    expect((await env.FILES.list({ prefix: `exports/${second.user.id}/` })).objects).toHaveLength(0);

    await downloadPdf(second.token);
    expect((await api("/user/account", { method: "DELETE", token: second.token })).status).toBe(200);
    expect((await env.FILES.list({ prefix: `exports/${second.user.id}/` })).objects).toHaveLength(0);
  });
});

describe("GET /api/user/export (JSON)", () => {
  it("holds every table with a person's id, read from the database itself, decrypted, and nobody else's rows", async () => {
    const { token, user, email } = await registerUser({ firstName: "Jo", lastName: "Export" });
    const other = await registerUser();
    await chat(other.token, "th_grief", ["Someone else's words"]);
    const sessionId = await chat(token, "th_grief", ["I want to take my data with me ☀"]);
    await takeGad7(token);
    expect((await api("/progress/mood", { method: "POST", token, json: { mood: 6, anxiety: 4, stress: 5 } })).status).toBe(201);
    expect((await api("/progress/insights", { token })).status).toBe(200);

    const response = await SELF.fetch(`${ORIGIN}/api/user/export`, { headers: { Authorization: `Bearer ${token}`, "X-Time-Zone": "Asia/Tokyo" } });
    expect(response.status).toBe(200);
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Tokyo" }).format(new Date());
    expect(response.headers.get("Content-Disposition")).toBe(`attachment; filename="Haven-${day}.json"`);
    const exported = (await response.json()) as { account: Record<string, unknown>; tables: Record<string, Record<string, unknown>[]> };

    // Every table in D1 that has a user_id column is in the export: a table added by any area is covered.
    const owned = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE '%`user_id`%'").all<{ name: string }>();
    expect(owned.results.length).toBeGreaterThanOrEqual(10);
    expect(Object.keys(exported.tables).sort()).toEqual(owned.results.map((row) => row.name).sort());

    expect(exported.account).toMatchObject({ id: user.id, email, first_name: "Jo" });
    expect(exported.account).not.toHaveProperty("password_hash");
    const messages = exported.tables.chat_messages!;
    expect(messages.map((message) => message.content)).toContain("I want to take my data with me ☀");
    expect(messages.every((message) => message.user_id === user.id && message.session_id === sessionId)).toBe(true);
    expect(messages[0]).not.toHaveProperty("content_enc");
    expect(String(exported.tables.assessment_responses![0]!.answers)).toContain("[");
    expect(exported.tables.mood_entries).toEqual([expect.objectContaining({ mood: 6, anxiety: 4, stress: 5, created_at: expect.stringMatching(/^\d{4}-/) })]);
    expect(exported.tables.progress_insights).toHaveLength(1);
    expect(exported.tables.sessions!.length).toBeGreaterThan(0);
    const dump = JSON.stringify(exported);
    expect(dump).not.toContain("Someone else's words");
    expect(dump).not.toContain(other.user.id);
    expect(dump).not.toMatch(/"v[12]\./);

    expect((await SELF.fetch(`${ORIGIN}/api/user/export`)).status).toBe(401);
  });
});
