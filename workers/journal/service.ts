import type { Member } from "../accounts/member";
import type { ServiceContext } from "../context";
import type { JournalEntryRow, JournalInsightsRow } from "../db/schema";
import { NotFound } from "../errors";
import { screenText, SURFACE_POLICY } from "../safety/screen";
import { crisisLinesFor, type CountryCrisisLines } from "../shared/crisis-lines";
import { journalMessages } from "../shared/journal";
import { requireFeature } from "../subscriptions/access";
import { withCrisisLines, writeEntryInsights } from "./insights";
import type { CreateEntryInput, ListQuery, UpdateEntryInput } from "./schemas";
import {
  cursorOf,
  deleteEntry,
  entryRows,
  findEntry,
  insertEntry,
  insightRows,
  listRows,
  openEntry,
  openInsights,
  parseCursor,
  replaceEntry,
  saveInsights,
  type Cursor,
  type StoredEntry,
  type StoredInsights,
} from "./store";
import type { JournalEntry, JournalInsights, JournalPage } from "./types";

/**
 * Entries are encrypted at rest, so a search decrypts them here, newest first, and looks at no more than this many
 * per request; the answer says how far it got, and its cursor carries on from there (decision 0020).
 */
export const SEARCH_SCAN_LIMIT = 500;
const SEARCH_CHUNK = 100;

/** The person's crisis lines now: stored insights are shown with them, whichever country they were written for. */
const linesOf = (member: Member) => crisisLinesFor(member.account.crisisCountry);

function insightsView(stored: StoredInsights, entry: Pick<StoredEntry, "revision">, lines: CountryCrisisLines): JournalInsights {
  return { ...withCrisisLines(stored.insights, lines), generatedAt: stored.generatedAt.toISOString(), stale: stored.entryRevision < entry.revision };
}

function entryView(entry: StoredEntry, insights: StoredInsights | null, lines: CountryCrisisLines): JournalEntry {
  return {
    _id: entry.id,
    title: entry.title,
    content: entry.content,
    mood: entry.mood,
    tags: entry.tags,
    isPrivate: entry.isPrivate,
    createdAt: entry.createdAt.toISOString(),
    updatedAt: entry.updatedAt.toISOString(),
    showCrisisResources: SURFACE_POLICY.journal[entry.crisisLevel] === "with-resources",
    insights: insights ? insightsView(insights, entry, lines) : null,
  };
}

async function openRow(ctx: ServiceContext, userId: string, row: { entry: JournalEntryRow; insights: JournalInsightsRow | null }) {
  const [entry, insights] = await Promise.all([openEntry(ctx, userId, row.entry), row.insights ? openInsights(ctx, userId, row.insights) : null]);
  return { entry, insights };
}

async function requireEntry(ctx: ServiceContext, member: Member, entryId: string) {
  const row = await findEntry(ctx, member.id, entryId);
  if (!row) throw new NotFound(journalMessages.notFound, "JOURNAL_ENTRY_NOT_FOUND");
  return openRow(ctx, member.id, row);
}

/** What the crisis detector reads of an entry: everything the person wrote in it. */
const writtenText = (entry: Pick<StoredEntry, "title" | "content">) => `${entry.title}\n\n${entry.content}`;

/** Case and accents folded, so "Cafe" finds "café". */
function foldForSearch(text: string): string {
  return text.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
}

/** Newest first, a page at a time; with `q`, only the entries whose title, content or tags contain every word of it. */
export async function listJournal(ctx: ServiceContext, member: Member, query: ListQuery): Promise<JournalPage> {
  requireFeature(member, "journal");
  const after = query.cursor ? parseCursor(query.cursor) : undefined;
  if (query.q) return searchJournal(ctx, member, query.q, after, query.limit);
  const rows = await listRows(ctx, member.id, after, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const opened = await Promise.all(page.map((row) => openRow(ctx, member.id, row)));
  return {
    entries: opened.map(({ entry, insights }) => entryView(entry, insights, linesOf(member))),
    nextCursor: rows.length > query.limit ? cursorOf(page.at(-1)!.entry) : null,
    search: null,
  };
}

async function searchJournal(ctx: ServiceContext, member: Member, query: string, after: Cursor | undefined, limit: number): Promise<JournalPage> {
  const userId = member.id;
  const words = foldForSearch(query).split(/\s+/).filter(Boolean);
  const matches: StoredEntry[] = [];
  let position = after;
  let scanned = 0;
  let reachedEnd = false;
  while (scanned < SEARCH_SCAN_LIMIT && matches.length < limit && !reachedEnd) {
    const wanted = Math.min(SEARCH_CHUNK, SEARCH_SCAN_LIMIT - scanned);
    const rows = await entryRows(ctx, userId, position, wanted);
    const entries = await Promise.all(rows.map((row) => openEntry(ctx, userId, row)));
    let examined = 0;
    for (const entry of entries) {
      examined++;
      position = entry;
      const haystack = foldForSearch(`${entry.title}\n${entry.content}\n${entry.tags.join("\n")}`);
      if (words.every((word) => haystack.includes(word))) matches.push(entry);
      if (matches.length === limit) break;
    }
    scanned += examined;
    reachedEnd = rows.length < wanted && examined === rows.length;
  }
  const insights = new Map(
    await Promise.all(
      (await insightRows(ctx, userId, matches.map((entry) => entry.id))).map(async (row) => [row.entryId, await openInsights(ctx, userId, row)] as const),
    ),
  );
  return {
    entries: matches.map((entry) => entryView(entry, insights.get(entry.id) ?? null, linesOf(member))),
    nextCursor: reachedEnd || !position ? null : cursorOf(position),
    search: { query, scanned, complete: reachedEnd },
  };
}

export async function createJournalEntry(ctx: ServiceContext, member: Member, input: CreateEntryInput) {
  requireFeature(member, "journal");
  const now = ctx.now();
  const entry: StoredEntry = { id: crypto.randomUUID(), ...input, crisisLevel: "none", revision: 1, createdAt: now, updatedAt: now };
  // Screened before it is stored, and stored whatever the grade: a crisis entry is kept and answered with resources.
  const screening = await screenText(ctx, member, writtenText(entry), "journal", { ref: entry.id });
  entry.crisisLevel = screening.level;
  await insertEntry(ctx, member.id, entry);
  return { entry: entryView(entry, null, linesOf(member)) };
}

export async function updateJournalEntry(ctx: ServiceContext, member: Member, entryId: string, input: UpdateEntryInput) {
  requireFeature(member, "journal");
  const { entry: current, insights } = await requireEntry(ctx, member, entryId);
  const next: StoredEntry = { ...current, ...definedFields(input), updatedAt: ctx.now() };
  const textChanged = next.title !== current.title || next.content !== current.content;
  const readChanged = textChanged || next.mood !== current.mood || next.tags.join("\n") !== current.tags.join("\n");
  if (textChanged) {
    // An edit is a new text to grade; its own ref, so a concern that became a crisis is recorded too.
    const screening = await screenText(ctx, member, writtenText(next), "journal", { ref: `${entryId}@${next.updatedAt.getTime()}` });
    next.crisisLevel = screening.level;
  }
  if (readChanged) next.revision = current.revision + 1;
  await replaceEntry(ctx, member.id, next);
  return { entry: entryView(next, insights, linesOf(member)) };
}

function definedFields<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) as Partial<T>;
}

export async function deleteJournalEntry(ctx: ServiceContext, member: Member, entryId: string) {
  requireFeature(member, "journal");
  if (!(await deleteEntry(ctx, member.id, entryId))) throw new NotFound(journalMessages.notFound, "JOURNAL_ENTRY_NOT_FOUND");
  return { message: "Journal entry deleted." };
}

/** Computes (and, with a model, rewords) the insights of an entry, replacing any earlier ones. */
export async function generateJournalInsights(ctx: ServiceContext, member: Member, entryId: string) {
  requireFeature(member, "journal");
  const { entry } = await requireEntry(ctx, member, entryId);
  const lines = linesOf(member);
  const insights = await writeEntryInsights(ctx.config, { ...entry, crisisLines: lines });
  const stored: StoredInsights = { insights, entryRevision: entry.revision, generatedAt: ctx.now() };
  await saveInsights(ctx, member.id, entry.id, stored);
  return { insights: insightsView(stored, entry, lines) };
}

/** The entry's insights, or null when none were generated yet. */
export async function getJournalInsights(ctx: ServiceContext, member: Member, entryId: string) {
  requireFeature(member, "journal");
  const { entry, insights } = await requireEntry(ctx, member, entryId);
  return { insights: insights ? insightsView(insights, entry, linesOf(member)) : null };
}
