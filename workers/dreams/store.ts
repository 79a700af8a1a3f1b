import { and, count, desc, eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import type { ServiceContext } from "../context";
import { openText, sealText } from "../crypto/person-text";
import { dreamPatterns, dreams, type DreamRow } from "../db/schema";
import type { DreamType } from "../shared/dreams";

/**
 * Every dream query, scoped to its owner (`user_id` in every WHERE). What the person wrote and everything computed
 * from it is sealed and opened here and nowhere else. Any change to a person's dreams drops their cached patterns in
 * the same batch, so the patterns never show a dream that was edited away or deleted.
 */

export interface DreamBody {
  title: string | null;
  content: string;
  tags: string[];
}

/** A dream's row without the sealed analysis, prompts and reflection: what lists and searches read. */
const { analysisEnc: _analysis, promptsEnc: _prompts, reflectionEnc: _reflection, ...summaryColumns } = getTableColumns(dreams);
export type DreamSummaryRow = Omit<DreamRow, "analysisEnc" | "promptsEnc" | "reflectionEnc">;

export function sealBody(ctx: ServiceContext, userId: string, body: DreamBody): Promise<string> {
  return sealText(ctx, userId, JSON.stringify(body));
}

export async function openBody(ctx: ServiceContext, userId: string, stored: string): Promise<DreamBody> {
  return JSON.parse(await openText(ctx, userId, stored)) as DreamBody;
}

export async function sealJson(ctx: ServiceContext, userId: string, value: unknown): Promise<string> {
  return sealText(ctx, userId, JSON.stringify(value));
}

export async function openJson<T>(ctx: ServiceContext, userId: string, stored: string | null): Promise<T | null> {
  return stored ? (JSON.parse(await openText(ctx, userId, stored)) as T) : null;
}

const owned = (userId: string, id: string) => and(eq(dreams.id, id), eq(dreams.userId, userId));
const dropPatterns = (ctx: ServiceContext, userId: string) => ctx.db.delete(dreamPatterns).where(eq(dreamPatterns.userId, userId));
const ofType = (userId: string, type: DreamType | "all"): SQL =>
  type === "all" ? eq(dreams.userId, userId) : and(eq(dreams.userId, userId), eq(dreams.dreamType, type))!;

export async function insertDream(ctx: ServiceContext, row: DreamRow): Promise<void> {
  await ctx.db.batch([ctx.db.insert(dreams).values(row), dropPatterns(ctx, row.userId)]);
}

export async function findDream(ctx: ServiceContext, userId: string, id: string): Promise<DreamRow | null> {
  const [row] = await ctx.db.select().from(dreams).where(owned(userId, id)).limit(1);
  return row ?? null;
}

/** An edit by the person: the row changes and the cached patterns go. */
export async function updateDreamRow(ctx: ServiceContext, userId: string, id: string, set: Partial<DreamRow>): Promise<void> {
  await ctx.db.batch([ctx.db.update(dreams).set(set).where(owned(userId, id)), dropPatterns(ctx, userId)]);
}

/** What the server computed for a dream (analysis, prompts, reflection): the patterns stay valid. */
export async function saveComputed(ctx: ServiceContext, userId: string, id: string, set: Partial<DreamRow>): Promise<void> {
  await ctx.db.update(dreams).set(set).where(owned(userId, id));
}

export async function deleteDreamRow(ctx: ServiceContext, userId: string, id: string): Promise<boolean> {
  const [deleted] = await ctx.db.batch([ctx.db.delete(dreams).where(owned(userId, id)).returning({ id: dreams.id }), dropPatterns(ctx, userId)]);
  return deleted.length > 0;
}

const newestFirst = [desc(dreams.createdAt), desc(dreams.id)];

function pageQuery(ctx: ServiceContext, userId: string, type: DreamType | "all", offset: number, limit: number) {
  return ctx.db.select(summaryColumns).from(dreams).where(ofType(userId, type)).orderBy(...newestFirst).limit(limit).offset(offset);
}

function countQuery(ctx: ServiceContext, userId: string, type: DreamType | "all") {
  return ctx.db.select({ total: count() }).from(dreams).where(ofType(userId, type));
}

/** One page of dreams, newest logged first, with how many there are. */
export async function listPage(ctx: ServiceContext, userId: string, type: DreamType | "all", offset: number, limit: number) {
  const [rows, [counted]] = await ctx.db.batch([pageQuery(ctx, userId, type, offset, limit), countQuery(ctx, userId, type)]);
  return { rows, total: counted?.total ?? 0 };
}

/** The most recent dreams (of a type), newest first, up to `limit`, with how many there are in all. */
export async function recentDreams(ctx: ServiceContext, userId: string, type: DreamType | "all", limit: number) {
  const [rows, [counted]] = await ctx.db.batch([pageQuery(ctx, userId, type, 0, limit), countQuery(ctx, userId, type)]);
  return { rows, total: counted?.total ?? 0 };
}

function statsQueries(ctx: ServiceContext, userId: string, since: string) {
  const mine = eq(dreams.userId, userId);
  return [
    ctx.db
      .select({
        total: count(),
        averageVividness: sql<number | null>`avg(${dreams.vividness})`,
        averageLucidity: sql<number | null>`avg(${dreams.lucidity})`,
        recurring: sql<number>`coalesce(sum(${dreams.isRecurring}), 0)`,
        analyzed: sql<number>`count(${dreams.lastInsightUpdate})`,
        recent: sql<number>`coalesce(sum(${dreams.dreamDate} >= ${since}), 0)`,
        lastDreamDate: sql<string | null>`max(${dreams.dreamDate})`,
      })
      .from(dreams)
      .where(mine),
    ctx.db
      .select({ dreamType: dreams.dreamType, emotionAfterWaking: dreams.emotionAfterWaking, n: count() })
      .from(dreams)
      .where(mine)
      .groupBy(dreams.dreamType, dreams.emotionAfterWaking),
    ctx.db.selectDistinct({ dreamDate: dreams.dreamDate }).from(dreams).where(mine).orderBy(desc(dreams.dreamDate)).limit(STREAK_DAYS_READ),
  ] as const;
}

/** Enough distinct days to count any streak a person is likely to have. */
const STREAK_DAYS_READ = 400;

export type StatsRows = Awaited<ReturnType<typeof readStats>>;

export async function readStats(ctx: ServiceContext, userId: string, since: string) {
  const [totals, groups, days] = await ctx.db.batch(statsQueries(ctx, userId, since));
  return { totals: totals[0]!, groups, days: days.map((day) => day.dreamDate) };
}

/** The companion page's data in one round trip: a page of the list, its count, the statistics and the cached patterns. */
export async function readCompanion(ctx: ServiceContext, userId: string, page: { type: DreamType | "all"; offset: number; limit: number }, since: string) {
  const [rows, [counted], totals, groups, days, cached] = await ctx.db.batch([
    pageQuery(ctx, userId, page.type, page.offset, page.limit),
    countQuery(ctx, userId, page.type),
    ...statsQueries(ctx, userId, since),
    ctx.db.select().from(dreamPatterns).where(eq(dreamPatterns.userId, userId)),
  ]);
  return {
    list: { rows, total: counted?.total ?? 0 },
    stats: { totals: totals[0]!, groups, days: days.map((day) => day.dreamDate) },
    cachedPatterns: cached[0] ?? null,
  };
}

export async function readPatternsCache(ctx: ServiceContext, userId: string) {
  const [row] = await ctx.db.select().from(dreamPatterns).where(eq(dreamPatterns.userId, userId));
  return row ?? null;
}

export async function writePatternsCache(ctx: ServiceContext, userId: string, patternsEnc: string, computedAt: Date): Promise<void> {
  await ctx.db
    .insert(dreamPatterns)
    .values({ userId, patternsEnc, computedAt })
    .onConflictDoUpdate({ target: dreamPatterns.userId, set: { patternsEnc, computedAt } });
}

/** Every dream row of a person, oldest first, for the data export. */
export async function allDreams(ctx: ServiceContext, userId: string): Promise<DreamRow[]> {
  return ctx.db.select().from(dreams).where(eq(dreams.userId, userId)).orderBy(dreams.createdAt);
}
