import { and, asc, desc, eq, gte, inArray, ne, sql } from "drizzle-orm";
import { latestAssessmentRisks } from "../assessments/service";
import type { Member } from "../accounts/member";
import type { ServiceContext } from "../context";
import { openText, sealText } from "../crypto/person-text";
import { chatMessages, chatSessions, moodEntries, progressInsights, therapists } from "../db/schema";
import { crisisLinesFor, type CountryCrisisLines } from "../shared/crisis-lines";
import { meditationStatsFrom } from "../meditation/stats";
import { statsStatements as meditationStatsStatements } from "../meditation/store";
import { localDay, weekOf, WEEKDAYS, type Weekday } from "./calendar";
import { writeProgressInsights, type InsightFacts } from "./insights";
import type { InsightsView, MoodPoint, ProgressInsights } from "./types";
import { wellnessIndex } from "../shared/progress";
import { requireFeature } from "../subscriptions/access";
import type { MoodInput } from "./schemas";

export const SUMMARY_PERIOD_DAYS = 30;
export const MOOD_TRACKING_DAYS = 7;
export const RECENT_MOODS_LIMIT = 10;
/** Cached insights are served for at most this long; a new mood entry or a refresh recomputes them sooner. */
export const INSIGHTS_MAX_AGE_MS = 6 * 60 * 60 * 1000;
/** Enough of what was written recently to find recurring themes without decrypting a whole history. */
const MESSAGES_FOR_THEMES = 200;
const DAY_MS = 24 * 60 * 60 * 1000;

export async function addMoodEntry(ctx: ServiceContext, member: Member, input: MoodInput) {
  requireFeature(member, "progress");
  const entry = {
    id: crypto.randomUUID(),
    userId: member.id,
    therapistId: input.therapistId ?? "general",
    mood: input.mood,
    anxiety: input.anxiety,
    stress: input.stress,
    createdAt: ctx.now(),
  };
  // A new entry changes the picture, so the cached insights go with it.
  await ctx.db.batch([ctx.db.insert(moodEntries).values(entry), ctx.db.delete(progressInsights).where(eq(progressInsights.userId, member.id))]);
  return { moodEntry: toMoodView(entry) };
}

function toMoodView(entry: { id: string; therapistId: string; mood: number; anxiety: number; stress: number; createdAt: Date }) {
  return {
    _id: entry.id,
    therapistId: entry.therapistId,
    mood: entry.mood,
    anxiety: entry.anxiety,
    stress: entry.stress,
    wellness: Math.round(wellnessIndex(entry) * 10) / 10,
    date: entry.createdAt.toISOString(),
  };
}

/** Everything the dashboard shows, read in one round trip to D1. */
async function readProgress(ctx: ServiceContext, userId: string) {
  const now = ctx.now();
  const periodStart = new Date(now.getTime() - SUMMARY_PERIOD_DAYS * DAY_MS);
  const withMessages = and(eq(chatSessions.userId, userId), ne(chatSessions.messageCount, 0));
  const [meditationTotals, meditationRecent] = meditationStatsStatements(ctx, userId, now);
  const [moods, recent, perTherapist, sessions, cached, flagged, ...meditation] = await ctx.db.batch([
    ctx.db
      .select()
      .from(moodEntries)
      .where(and(eq(moodEntries.userId, userId), gte(moodEntries.createdAt, periodStart)))
      .orderBy(asc(moodEntries.createdAt)),
    ctx.db.select().from(moodEntries).where(eq(moodEntries.userId, userId)).orderBy(desc(moodEntries.createdAt)).limit(RECENT_MOODS_LIMIT),
    ctx.db
      .select({
        therapistName: therapists.name,
        sessions: sql<number>`count(*)`,
        totalMs: sql<number>`sum(coalesce(${chatSessions.endedAt}, ${chatSessions.updatedAt}) - ${chatSessions.createdAt})`,
      })
      .from(chatSessions)
      .innerJoin(therapists, eq(therapists.id, chatSessions.therapistId))
      .where(withMessages)
      .groupBy(chatSessions.therapistId),
    ctx.db
      .select({ createdAt: chatSessions.createdAt })
      .from(chatSessions)
      .where(and(withMessages, gte(chatSessions.createdAt, periodStart))),
    ctx.db.select().from(progressInsights).where(eq(progressInsights.userId, userId)),
    ctx.db
      .select({ level: chatMessages.crisisLevel, count: sql<number>`count(*)` })
      .from(chatMessages)
      .where(and(eq(chatMessages.userId, userId), eq(chatMessages.role, "user"), gte(chatMessages.createdAt, periodStart), inArray(chatMessages.crisisLevel, ["concern", "crisis"])))
      .groupBy(chatMessages.crisisLevel),
    meditationTotals,
    meditationRecent,
  ]);
  return { now, periodStart, moods, recent, perTherapist, sessions, cached: cached[0] ?? null, flagged, meditation };
}

type ProgressRows = Awaited<ReturnType<typeof readProgress>>;

function sessionStats(rows: ProgressRows, timeZone: string) {
  const totalSessions = rows.perTherapist.reduce((sum, row) => sum + Number(row.sessions), 0);
  const totalMs = rows.perTherapist.reduce((sum, row) => sum + Number(row.totalMs ?? 0), 0);
  const favourite = [...rows.perTherapist].sort((a, b) => Number(b.sessions) - Number(a.sessions))[0];
  const week = weekOf(rows.now, timeZone);
  const dailySessions = Object.fromEntries(WEEKDAYS.map((day) => [day, 0])) as Record<Weekday, number>;
  let thisWeek = 0;
  for (const session of rows.sessions) {
    const day = localDay(session.createdAt, timeZone);
    if (day.date < week.start || day.date > week.end) continue;
    thisWeek++;
    dailySessions[day.weekday]++;
  }
  return {
    totalSessions,
    thisWeek,
    averageSessionLength: totalSessions ? Math.round(totalMs / totalSessions / 60_000) : 0,
    favoriteTherapist: favourite?.therapistName ?? null,
    dailySessions,
  };
}

function summary(rows: ProgressRows) {
  const average = (pick: (entry: MoodPoint) => number) =>
    rows.moods.length ? Math.round((rows.moods.reduce((sum, entry) => sum + pick(entry), 0) / rows.moods.length) * 10) / 10 : null;
  return {
    periodDays: SUMMARY_PERIOD_DAYS,
    totalSessions: rows.sessions.length,
    moodEntries: rows.moods.length,
    averageMood: average((entry) => entry.mood),
    averageAnxiety: average((entry) => entry.anxiety),
    averageStress: average((entry) => entry.stress),
    averageWellness: average(wellnessIndex),
  };
}

function moodTracking(rows: ProgressRows) {
  const since = rows.now.getTime() - MOOD_TRACKING_DAYS * DAY_MS;
  return rows.moods
    .filter((entry) => entry.createdAt.getTime() >= since)
    .map((entry) => ({ date: entry.createdAt.toISOString(), mood: entry.mood, anxiety: entry.anxiety, stress: entry.stress }));
}

/** The recent words of the person to their therapists, decrypted here only to look for recurring themes. */
async function recentUserMessages(ctx: ServiceContext, userId: string, since: Date): Promise<string[]> {
  const rows = await ctx.db
    .select({ contentEnc: chatMessages.contentEnc })
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), eq(chatMessages.role, "user"), gte(chatMessages.createdAt, since)))
    .orderBy(desc(chatMessages.createdAt))
    .limit(MESSAGES_FOR_THEMES);
  return Promise.all(rows.map((row) => openText(ctx, userId, row.contentEnc)));
}

/** What is cached: the insights and the country whose crisis lines they give. */
type CachedInsights = ProgressInsights & { crisisCountry?: string };

async function computeAndStore(ctx: ServiceContext, userId: string, rows: ProgressRows, timeZone: string, lines: CountryCrisisLines): Promise<InsightsView> {
  const [userMessages, risks] = await Promise.all([recentUserMessages(ctx, userId, rows.periodStart), latestAssessmentRisks(ctx, userId)]);
  const countOf = (level: "concern" | "crisis") => Number(rows.flagged.find((row) => row.level === level)?.count ?? 0);
  const facts: InsightFacts = {
    timeZone,
    periodDays: SUMMARY_PERIOD_DAYS,
    moods: rows.moods,
    sessions: rows.sessions,
    userMessages,
    crisisMessages: countOf("crisis"),
    concernMessages: countOf("concern"),
    assessmentRisks: risks,
    crisisLines: lines,
  };
  const insights = await writeProgressInsights(ctx.config, facts);
  const computedAt = ctx.now();
  const insightsEnc = await sealText(ctx, userId, JSON.stringify({ ...insights, crisisCountry: lines.code } satisfies CachedInsights));
  await ctx.db
    .insert(progressInsights)
    .values({ userId, periodDays: SUMMARY_PERIOD_DAYS, timeZone, insightsEnc, computedAt })
    .onConflictDoUpdate({ target: progressInsights.userId, set: { periodDays: SUMMARY_PERIOD_DAYS, timeZone, insightsEnc, computedAt } });
  return { insights, fromCache: false, lastUpdated: computedAt.toISOString() };
}

/** The cached insights serve a request for the same period, counted in the same zone (they name weekdays), while fresh. */
function usableCache(rows: ProgressRows, timeZone: string) {
  const cached = rows.cached;
  if (!cached || cached.periodDays !== SUMMARY_PERIOD_DAYS || cached.timeZone !== timeZone) return null;
  return rows.now.getTime() - cached.computedAt.getTime() < INSIGHTS_MAX_AGE_MS ? cached : null;
}

/**
 * The cached insights while usable and written for the person's crisis country now (a crisis gives its lines),
 * else freshly computed ones.
 */
async function insightsFrom(ctx: ServiceContext, member: Member, rows: ProgressRows, timeZone: string, refresh: boolean): Promise<InsightsView> {
  const lines = crisisLinesFor(member.account.crisisCountry);
  const cached = refresh ? null : usableCache(rows, timeZone);
  if (cached) {
    const { crisisCountry, ...insights } = JSON.parse(await openText(ctx, member.id, cached.insightsEnc)) as CachedInsights;
    if (crisisCountry === lines.code) return { insights, fromCache: true, lastUpdated: cached.computedAt.toISOString() };
  }
  return computeAndStore(ctx, member.id, rows, timeZone, lines);
}

/** The whole dashboard for the page's loader. */
export async function progressDashboard(ctx: ServiceContext, member: Member, timeZone: string) {
  requireFeature(member, "progress");
  const rows = await readProgress(ctx, member.id);
  return {
    summary: summary(rows),
    moodData: moodTracking(rows),
    recentMoods: rows.recent.map(toMoodView),
    sessionStats: sessionStats(rows, timeZone),
    meditationStats: meditationStatsFrom(rows.meditation, rows.now, timeZone),
    insights: await insightsFrom(ctx, member, rows, timeZone, false),
  };
}

export async function progressSummary(ctx: ServiceContext, member: Member) {
  requireFeature(member, "progress");
  return { summary: summary(await readProgress(ctx, member.id)) };
}

export async function progressMoodTracking(ctx: ServiceContext, member: Member) {
  requireFeature(member, "progress");
  return { moodData: moodTracking(await readProgress(ctx, member.id)) };
}

export async function progressRecentMoods(ctx: ServiceContext, member: Member) {
  requireFeature(member, "progress");
  return { recentMoods: (await readProgress(ctx, member.id)).recent.map(toMoodView) };
}

export async function progressSessionStats(ctx: ServiceContext, member: Member, timeZone: string) {
  requireFeature(member, "progress");
  const rows = await readProgress(ctx, member.id);
  return { sessionStats: sessionStats(rows, timeZone), meditationStats: meditationStatsFrom(rows.meditation, rows.now, timeZone) };
}

export async function progressInsightsFor(ctx: ServiceContext, member: Member, timeZone: string, options: { refresh: boolean }) {
  requireFeature(member, "progress");
  return insightsFrom(ctx, member, await readProgress(ctx, member.id), timeZone, options.refresh);
}
