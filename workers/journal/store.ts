import { and, desc, eq, inArray, lt, or } from "drizzle-orm";
import type { ServiceContext } from "../context";
import { openText, sealText } from "../crypto/person-text";
import { journalEntries, journalInsights, type JournalEntryRow, type JournalInsightsRow } from "../db/schema";
import type { CrisisLevel } from "../safety/crisis";
import type { JournalMood } from "../shared/journal";
import type { ComputedInsights } from "./insights";

/** Every journal query, scoped to the entry's owner. What the person wrote is sealed here and nowhere else. */

export interface StoredEntry {
  id: string;
  title: string;
  content: string;
  tags: string[];
  mood: JournalMood;
  isPrivate: boolean;
  crisisLevel: CrisisLevel;
  revision: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface StoredInsights {
  insights: ComputedInsights;
  entryRevision: number;
  generatedAt: Date;
}

/** A position in the newest-first order: the entry's time, then its id. */
export interface Cursor {
  createdAt: Date;
  id: string;
}

export const cursorOf = (entry: { createdAt: Date; id: string }) => `${entry.createdAt.getTime()}_${entry.id}`;

export function parseCursor(cursor: string): Cursor {
  const [time, id] = cursor.split("_") as [string, string];
  return { createdAt: new Date(Number(time)), id };
}

async function sealEntry(ctx: ServiceContext, userId: string, entry: StoredEntry) {
  const [titleEnc, contentEnc, tagsEnc] = await Promise.all([
    sealText(ctx, userId, entry.title),
    sealText(ctx, userId, entry.content),
    sealText(ctx, userId, JSON.stringify(entry.tags)),
  ]);
  return {
    titleEnc,
    contentEnc,
    tagsEnc,
    mood: entry.mood,
    isPrivate: entry.isPrivate,
    crisisLevel: entry.crisisLevel,
    revision: entry.revision,
    createdAt: entry.createdAt,
    updatedAt: entry.updatedAt,
  };
}

export async function openEntry(ctx: ServiceContext, userId: string, row: JournalEntryRow): Promise<StoredEntry> {
  const [title, content, tags] = await Promise.all([
    openText(ctx, userId, row.titleEnc),
    openText(ctx, userId, row.contentEnc),
    openText(ctx, userId, row.tagsEnc),
  ]);
  return {
    id: row.id,
    title,
    content,
    tags: JSON.parse(tags) as string[],
    mood: row.mood,
    isPrivate: row.isPrivate,
    crisisLevel: row.crisisLevel,
    revision: row.revision,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export async function openInsights(ctx: ServiceContext, userId: string, row: JournalInsightsRow): Promise<StoredInsights> {
  return {
    insights: JSON.parse(await openText(ctx, userId, row.insightsEnc)) as ComputedInsights,
    entryRevision: row.entryRevision,
    generatedAt: row.generatedAt,
  };
}

export async function insertEntry(ctx: ServiceContext, userId: string, entry: StoredEntry): Promise<void> {
  await ctx.db.insert(journalEntries).values({ id: entry.id, userId, ...(await sealEntry(ctx, userId, entry)) });
}

export async function replaceEntry(ctx: ServiceContext, userId: string, entry: StoredEntry): Promise<void> {
  const { createdAt: _createdAt, ...fields } = await sealEntry(ctx, userId, entry);
  await ctx.db
    .update(journalEntries)
    .set(fields)
    .where(and(eq(journalEntries.id, entry.id), eq(journalEntries.userId, userId)));
}

/** Deletes the entry (its insights go with it); false when the person has no such entry. */
export async function deleteEntry(ctx: ServiceContext, userId: string, entryId: string): Promise<boolean> {
  const deleted = await ctx.db
    .delete(journalEntries)
    .where(and(eq(journalEntries.id, entryId), eq(journalEntries.userId, userId)))
    .returning({ id: journalEntries.id });
  return deleted.length > 0;
}

/** The entry with its insights, in one query; null when the person has no such entry. */
export async function findEntry(ctx: ServiceContext, userId: string, entryId: string) {
  const [row] = await ctx.db
    .select({ entry: journalEntries, insights: journalInsights })
    .from(journalEntries)
    .leftJoin(journalInsights, and(eq(journalInsights.entryId, journalEntries.id), eq(journalInsights.userId, userId)))
    .where(and(eq(journalEntries.id, entryId), eq(journalEntries.userId, userId)))
    .limit(1);
  return row ?? null;
}

function olderThan(cursor: Cursor | undefined) {
  if (!cursor) return undefined;
  return or(lt(journalEntries.createdAt, cursor.createdAt), and(eq(journalEntries.createdAt, cursor.createdAt), lt(journalEntries.id, cursor.id)));
}

/** A page of entries with their insights, newest first, after the cursor. */
export function listRows(ctx: ServiceContext, userId: string, after: Cursor | undefined, limit: number) {
  return ctx.db
    .select({ entry: journalEntries, insights: journalInsights })
    .from(journalEntries)
    .leftJoin(journalInsights, and(eq(journalInsights.entryId, journalEntries.id), eq(journalInsights.userId, userId)))
    .where(and(eq(journalEntries.userId, userId), olderThan(after)))
    .orderBy(desc(journalEntries.createdAt), desc(journalEntries.id))
    .limit(limit);
}

/** Entries without their insights, newest first, after the cursor: what a search reads. */
export function entryRows(ctx: ServiceContext, userId: string, after: Cursor | undefined, limit: number) {
  return ctx.db
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.userId, userId), olderThan(after)))
    .orderBy(desc(journalEntries.createdAt), desc(journalEntries.id))
    .limit(limit);
}

export async function insightRows(ctx: ServiceContext, userId: string, entryIds: string[]) {
  if (entryIds.length === 0) return [];
  return ctx.db
    .select()
    .from(journalInsights)
    .where(and(eq(journalInsights.userId, userId), inArray(journalInsights.entryId, entryIds)));
}

export async function saveInsights(ctx: ServiceContext, userId: string, entryId: string, stored: StoredInsights): Promise<void> {
  const values = {
    insightsEnc: await sealText(ctx, userId, JSON.stringify(stored.insights)),
    entryRevision: stored.entryRevision,
    generatedAt: stored.generatedAt,
  };
  await ctx.db
    .insert(journalInsights)
    .values({ entryId, userId, ...values })
    .onConflictDoUpdate({ target: journalInsights.entryId, set: values });
}
