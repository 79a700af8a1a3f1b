import type { Member } from "../accounts/member";
import type { ServiceContext } from "../context";
import { Invalid, NotFound } from "../errors";
import { localDay } from "../progress/calendar";
import { screenText, SURFACE_POLICY } from "../safety/screen";
import { crisisLinesFor, type CountryCrisisLines } from "../shared/crisis-lines";
import { DREAM_TYPES, dreamMessages, EMOTIONS_AFTER_WAKING } from "../shared/dreams";
import { requireFeature } from "../subscriptions/access";
import type { DreamRow } from "../db/schema";
import { analyseDream, detectSymbols, recurrenceOf, supportInsight, SUPPORT_CATEGORY, type ComputedAnalysis, type DreamFacts } from "./analysis";
import { withCrisisPreface } from "./reflection";
import { computePatterns, type PatternDream } from "./patterns";
import type { CreateDreamInput, ListDreamsInput, UpdateDreamInput } from "./schemas";
import {
  allDreams,
  deleteDreamRow,
  findDream,
  insertDream,
  listPage,
  openBody,
  openJson,
  readCompanion,
  readPatternsCache,
  readStats,
  recentDreams,
  saveComputed,
  sealBody,
  sealJson,
  updateDreamRow,
  writePatternsCache,
  type DreamBody,
  type DreamSummaryRow,
  type StatsRows,
} from "./store";
import type {
  AiAnalysisView,
  DreamAnalysis,
  DreamList,
  DreamPatterns,
  DreamStats,
  DreamSummary,
  DreamView,
  PatternsView,
  RecurringPattern,
  ReflectionPrompt,
} from "./types";
import { writeAnalysis, writePatterns, writeReflection } from "./writing";

/**
 * A search opens the person's most recent dreams on the server, up to this many, because what they wrote is sealed
 * at rest and cannot be searched in the database (decision record 0025).
 */
export const SEARCH_SCAN_LIMIT = 1_000;
/** Patterns and recurrence are read from the most recent dreams, up to this many. */
export const PATTERN_WINDOW = 200;
const DAY_MS = 24 * 60 * 60 * 1000;
/** UTC+14 is the earliest time zone: no dream anywhere can be dated after its calendar day. */
const EARLIEST_ZONE_OFFSET_MS = 14 * 60 * 60 * 1000;

function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function requireNotFuture(ctx: ServiceContext, dreamDate: string) {
  const latest = new Date(ctx.now().getTime() + EARLIEST_ZONE_OFFSET_MS).toISOString().slice(0, 10);
  if (dreamDate > latest) throw new Invalid(dreamMessages.dreamDateFuture, "dreamDate");
}

async function requireDream(ctx: ServiceContext, member: Member, dreamId: string): Promise<DreamRow> {
  const row = await findDream(ctx, member.id, dreamId);
  if (!row) throw new NotFound(dreamMessages.notFound, "DREAM_NOT_FOUND");
  return row;
}

/** What the crisis detector reads: everything the person wrote on the dream. */
const writtenText = (body: DreamBody) => [body.title, body.content, body.tags.join(", ")].filter(Boolean).join("\n");

const recurrenceOfRow = (row: Pick<DreamRow, "recurringFrequency" | "recurringOccurrences">): RecurringPattern | null =>
  row.recurringFrequency && row.recurringOccurrences ? { frequency: row.recurringFrequency, totalOccurrences: row.recurringOccurrences } : null;

/** The person's crisis lines now: what is written for them, and what is stored is shown with (`analysisView`). */
const linesOf = (member: Member) => crisisLinesFor(member.account.crisisCountry);

function factsOf(row: DreamSummaryRow, body: DreamBody, crisisLines: CountryCrisisLines): DreamFacts {
  return {
    ...body,
    vividness: row.vividness,
    lucidity: row.lucidity,
    emotionBeforeSleep: row.emotionBeforeSleep,
    emotionAfterWaking: row.emotionAfterWaking,
    dreamType: row.dreamType,
    crisis: row.crisisLevel === "crisis",
    crisisLines,
    recurring: recurrenceOfRow(row),
  };
}

function toSummary(row: DreamSummaryRow, body: DreamBody): DreamSummary {
  return {
    _id: row.id,
    title: body.title,
    content: body.content,
    dreamDate: row.dreamDate,
    logTime: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    vividness: row.vividness,
    lucidity: row.lucidity,
    emotionBeforeSleep: row.emotionBeforeSleep,
    emotionAfterWaking: row.emotionAfterWaking,
    dreamType: row.dreamType,
    tags: body.tags,
    isRecurring: row.isRecurring,
    recurringPattern: recurrenceOfRow(row),
    hasAnalysis: row.lastInsightUpdate !== null,
    hasReflection: row.reflectionGeneratedAt !== null,
    showCrisisResources: showsResources(row.crisisLevel),
  };
}

/** The dream surface's safety policy decides when the support resources sit beside a dream. */
const showsResources = (level: DreamRow["crisisLevel"]) => SURFACE_POLICY.dream[level] === "with-resources";

/** The dream as shown; with `lines`, its stored crisis support names the lines of the person's country now. */
async function toView(ctx: ServiceContext, userId: string, lines: CountryCrisisLines | null, row: DreamRow, body?: DreamBody): Promise<DreamView> {
  const [opened, analysis, prompts, reflection] = await Promise.all([
    body ?? openBody(ctx, userId, row.bodyEnc),
    openJson<DreamAnalysis>(ctx, userId, row.analysisEnc),
    openJson<ReflectionPrompt[]>(ctx, userId, row.promptsEnc),
    openJson<string>(ctx, userId, row.reflectionEnc),
  ]);
  const { hasAnalysis: _hasAnalysis, hasReflection: _hasReflection, ...summary } = toSummary(row, opened);
  return { ...summary, reflectionPrompts: prompts ?? [], aiAnalysis: analysisView(row, analysis, reflection, lines) };
}

function analysisView(row: DreamRow, stored: DreamAnalysis | null, storedReflection: string | null, lines: CountryCrisisLines | null): AiAnalysisView {
  // A crisis dream's support insight comes first and its reflection opens with the crisis preface (see writing.ts).
  const analysis =
    lines && stored?.insights[0]?.category === SUPPORT_CATEGORY ? { ...stored, insights: [supportInsight(lines), ...stored.insights.slice(1)] } : stored;
  const reflection = lines && storedReflection ? withCrisisPreface(storedReflection, lines) : storedReflection;
  return {
    overallMood: analysis?.overallMood ?? null,
    stressLevel: analysis?.stressLevel ?? null,
    symbols: analysis?.symbols ?? [],
    emotions: analysis?.emotions ?? [],
    themes: analysis?.themes ?? [],
    insights: analysis?.insights ?? [],
    aiGenerated: analysis?.aiGenerated ?? false,
    lastInsightUpdate: row.lastInsightUpdate?.toISOString() ?? null,
    aiReflection: reflection,
    aiReflectionGeneratedAt: row.reflectionGeneratedAt?.toISOString() ?? null,
  };
}

/** Accents and case set aside, so "cafe" finds "Café". */
function searchable(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLocaleLowerCase("en-US");
}

/** Every word of the search appears in the title, the content or the tags. */
function matches(body: DreamBody, words: string[]): boolean {
  const haystack = searchable([body.title ?? "", body.content, body.tags.join(" ")].join("\n"));
  return words.every((word) => haystack.includes(word));
}

async function openAll(ctx: ServiceContext, userId: string, rows: DreamSummaryRow[]) {
  return Promise.all(rows.map(async (row) => ({ row, body: await openBody(ctx, userId, row.bodyEnc) })));
}

const pagination = (page: number, limit: number, total: number) => ({ page, limit, total, pages: Math.max(1, Math.ceil(total / limit)) });

/** The list, newest logged first, with the type filter in the database and the search on opened dreams. */
export async function listDreams(ctx: ServiceContext, member: Member, input: ListDreamsInput): Promise<DreamList> {
  requireFeature(member, "dreams");
  const offset = (input.page - 1) * input.limit;
  const filters = { search: input.search, type: input.type };
  if (!input.search) {
    const { rows, total } = await listPage(ctx, member.id, input.type, offset, input.limit);
    const opened = await openAll(ctx, member.id, rows);
    return { dreams: opened.map(({ row, body }) => toSummary(row, body)), pagination: pagination(input.page, input.limit, total), filters, searchScope: null };
  }
  const words = searchable(input.search).split(/\s+/).filter(Boolean);
  const { rows, total: stored } = await recentDreams(ctx, member.id, input.type, SEARCH_SCAN_LIMIT);
  const found = (await openAll(ctx, member.id, rows)).filter(({ body }) => matches(body, words));
  return {
    dreams: found.slice(offset, offset + input.limit).map(({ row, body }) => toSummary(row, body)),
    pagination: pagination(input.page, input.limit, found.length),
    filters,
    searchScope: { scanned: rows.length, complete: rows.length >= stored },
  };
}

export async function createDream(ctx: ServiceContext, member: Member, input: CreateDreamInput, timeZone: string): Promise<DreamView> {
  requireFeature(member, "dreams");
  const dreamDate = input.dreamDate ?? localDay(ctx.now(), timeZone).date;
  requireNotFuture(ctx, dreamDate);
  const id = crypto.randomUUID();
  const body: DreamBody = { title: input.title, content: input.content, tags: input.tags };
  // A dream is always kept, whatever the grade: a crisis shows the support resources beside it.
  const screening = await screenText(ctx, member, writtenText(body), "dream", { ref: id });
  const now = ctx.now();
  const row: DreamRow = {
    id,
    userId: member.id,
    bodyEnc: await sealBody(ctx, member.id, body),
    dreamDate,
    vividness: input.vividness,
    lucidity: input.lucidity,
    emotionBeforeSleep: input.emotionBeforeSleep,
    emotionAfterWaking: input.emotionAfterWaking,
    dreamType: input.dreamType,
    crisisLevel: screening.level,
    isRecurring: input.dreamType === "recurring",
    recurringFrequency: null,
    recurringOccurrences: null,
    analysisEnc: null,
    lastInsightUpdate: null,
    promptsEnc: null,
    reflectionEnc: null,
    reflectionGeneratedAt: null,
    createdAt: now,
    updatedAt: now,
  };
  await insertDream(ctx, row);
  return toView(ctx, member.id, linesOf(member), row, body);
}

export async function getDream(ctx: ServiceContext, member: Member, dreamId: string): Promise<DreamView> {
  requireFeature(member, "dreams");
  return toView(ctx, member.id, linesOf(member), await requireDream(ctx, member, dreamId));
}

/** Saves an edit; the analysis stays, shown as older than the dream ("Dream Updated") until it is regenerated. */
export async function updateDream(ctx: ServiceContext, member: Member, dreamId: string, input: UpdateDreamInput): Promise<DreamView> {
  requireFeature(member, "dreams");
  const existing = await requireDream(ctx, member, dreamId);
  const before = await openBody(ctx, member.id, existing.bodyEnc);
  const body: DreamBody = {
    title: input.title === undefined ? before.title : input.title,
    content: input.content,
    tags: input.tags ?? before.tags,
  };
  const dreamDate = input.dreamDate ?? existing.dreamDate;
  requireNotFuture(ctx, dreamDate);
  const now = ctx.now();
  const screening = await screenText(ctx, member, writtenText(body), "dream", { ref: `${dreamId}:edit:${now.getTime()}` });
  const dreamType = input.dreamType ?? existing.dreamType;
  const set = {
    bodyEnc: await sealBody(ctx, member.id, body),
    dreamDate,
    vividness: input.vividness ?? existing.vividness,
    lucidity: input.lucidity ?? existing.lucidity,
    emotionBeforeSleep: input.emotionBeforeSleep ?? existing.emotionBeforeSleep,
    emotionAfterWaking: input.emotionAfterWaking ?? existing.emotionAfterWaking,
    dreamType,
    crisisLevel: screening.level,
    isRecurring: dreamType === "recurring" || (existing.recurringOccurrences ?? 0) >= 3,
    updatedAt: now,
  } satisfies Partial<DreamRow>;
  await updateDreamRow(ctx, member.id, dreamId, set);
  return toView(ctx, member.id, linesOf(member), { ...existing, ...set }, body);
}

export async function deleteDream(ctx: ServiceContext, member: Member, dreamId: string): Promise<void> {
  requireFeature(member, "dreams");
  if (!(await deleteDreamRow(ctx, member.id, dreamId))) throw new NotFound(dreamMessages.notFound, "DREAM_NOT_FOUND");
}

const oneDecimal = (value: number | null) => (value === null ? null : Math.round(Number(value) * 10) / 10);

/** Consecutive days with a dream, ending today or yesterday (a dream is usually logged the morning after). */
function streakOf(daysNewestFirst: string[], today: string): number {
  const days = new Set(daysNewestFirst);
  let day = days.has(today) ? today : shiftDay(today, -1);
  let streak = 0;
  while (days.has(day)) {
    streak++;
    day = shiftDay(day, -1);
  }
  return streak;
}

function statsOf(rows: StatsRows, today: string): DreamStats {
  const dreamTypes = Object.fromEntries(DREAM_TYPES.map((type) => [type, 0])) as DreamStats["dreamTypes"];
  const emotionsAfterWaking = Object.fromEntries(EMOTIONS_AFTER_WAKING.map((emotion) => [emotion, 0])) as DreamStats["emotionsAfterWaking"];
  for (const group of rows.groups) {
    dreamTypes[group.dreamType] += Number(group.n);
    emotionsAfterWaking[group.emotionAfterWaking] += Number(group.n);
  }
  return {
    totalDreams: Number(rows.totals.total),
    last30Days: Number(rows.totals.recent),
    averageVividness: oneDecimal(rows.totals.averageVividness),
    averageLucidity: oneDecimal(rows.totals.averageLucidity),
    nightmares: dreamTypes.nightmare,
    lucidDreams: dreamTypes.lucid,
    recurringDreams: Number(rows.totals.recurring),
    analyzedDreams: Number(rows.totals.analyzed),
    currentStreak: streakOf(rows.days, today),
    lastDreamDate: rows.totals.lastDreamDate,
    dreamTypes,
    emotionsAfterWaking,
  };
}

export async function dreamStats(ctx: ServiceContext, member: Member, timeZone: string): Promise<DreamStats> {
  requireFeature(member, "dreams");
  const today = localDay(ctx.now(), timeZone).date;
  return statsOf(await readStats(ctx, member.id, shiftDay(today, -29)), today);
}

async function computeAndCachePatterns(ctx: ServiceContext, member: Member, timeZone: string): Promise<DreamPatterns> {
  const { rows, total } = await recentDreams(ctx, member.id, "all", PATTERN_WINDOW);
  const dreams: PatternDream[] = (await openAll(ctx, member.id, rows)).map(({ row, body }) => ({
    dreamDate: row.dreamDate,
    dreamType: row.dreamType,
    emotionAfterWaking: row.emotionAfterWaking,
    lucidity: row.lucidity,
    computed: analyseDream(factsOf(row, body, linesOf(member))),
  }));
  const now = ctx.now();
  const patterns = await writePatterns(ctx.config, computePatterns(dreams, total, localDay(now, timeZone).date, now));
  await writePatternsCache(ctx, member.id, await sealJson(ctx, member.id, patterns), now);
  return patterns;
}

/** Patterns across dreams, kept until a dream is logged, edited or deleted, or the person asks to regenerate. */
export async function dreamPatterns(ctx: ServiceContext, member: Member, options: { forceRegenerate: boolean }, timeZone: string): Promise<PatternsView> {
  requireFeature(member, "dreams");
  if (!options.forceRegenerate) {
    const cached = await openJson<DreamPatterns>(ctx, member.id, (await readPatternsCache(ctx, member.id))?.patternsEnc ?? null);
    if (cached) return { ...cached, cached: true };
  }
  return { ...(await computeAndCachePatterns(ctx, member, timeZone)), cached: false };
}

/** The companion page in one round trip to D1 (two when the patterns must be computed first). */
export async function dreamCompanion(ctx: ServiceContext, member: Member, input: ListDreamsInput, timeZone: string) {
  requireFeature(member, "dreams");
  const today = localDay(ctx.now(), timeZone).date;
  if (input.search) {
    const [list, stats, patterns] = await Promise.all([
      listDreams(ctx, member, input),
      dreamStats(ctx, member, timeZone),
      dreamPatterns(ctx, member, { forceRegenerate: false }, timeZone),
    ]);
    return { list, stats, patterns };
  }
  const offset = (input.page - 1) * input.limit;
  const read = await readCompanion(ctx, member.id, { type: input.type, offset, limit: input.limit }, shiftDay(today, -29));
  const opened = await openAll(ctx, member.id, read.list.rows);
  const cached = await openJson<DreamPatterns>(ctx, member.id, read.cachedPatterns?.patternsEnc ?? null);
  const patterns: PatternsView = cached ? { ...cached, cached: true } : { ...(await computeAndCachePatterns(ctx, member, timeZone)), cached: false };
  const list: DreamList = {
    dreams: opened.map(({ row, body }) => toSummary(row, body)),
    pagination: pagination(input.page, input.limit, read.list.total),
    filters: { search: "", type: input.type },
    searchScope: null,
  };
  return { list, stats: statsOf(read.stats, today), patterns };
}

/**
 * How often this dream's motif (its strongest distinctive symbol) comes back among the person's recent dreams. A
 * dream is recurring when the person says so or when its motif has come back in three dreams or more.
 */
async function recurrenceFor(ctx: ServiceContext, member: Member, row: DreamRow, motif: string | null): Promise<RecurringPattern | null> {
  if (!motif) return row.dreamType === "recurring" ? { frequency: "first time", totalOccurrences: 1 } : null;
  const { rows } = await recentDreams(ctx, member.id, "all", PATTERN_WINDOW);
  const others = (await openAll(ctx, member.id, rows.filter((other) => other.id !== row.id))).filter(({ row: other, body }) =>
    detectSymbols({ ...body, dreamType: other.dreamType, emotionAfterWaking: other.emotionAfterWaking }).some((symbol) => symbol.entry.key === motif),
  );
  return recurrenceOf([row.dreamDate, ...others.map(({ row: other }) => other.dreamDate)]);
}

/** Answered prompts are the person's writing and stay; unanswered ones are replaced by the new analysis's. */
function mergePrompts(existing: ReflectionPrompt[], computed: string[]): ReflectionPrompt[] {
  const answered = existing.filter((prompt) => prompt.answered);
  const kept = new Set(answered.map((prompt) => prompt.prompt));
  return [
    ...answered,
    ...computed.filter((prompt) => !kept.has(prompt)).map((prompt) => ({ _id: crypto.randomUUID(), prompt, answered: false, answer: null })),
  ];
}

/** The dream's analysis: the stored one unless none exists or the person asks to regenerate. */
export async function dreamInsights(ctx: ServiceContext, member: Member, dreamId: string, options: { forceRegenerate: boolean }) {
  requireFeature(member, "dreams");
  const row = await requireDream(ctx, member, dreamId);
  if (row.analysisEnc && !options.forceRegenerate) {
    const view = await toView(ctx, member.id, linesOf(member), row);
    return { insights: view.aiAnalysis, reflectionPrompts: view.reflectionPrompts, isRecurring: view.isRecurring, recurringPattern: view.recurringPattern, cached: true };
  }
  const body = await openBody(ctx, member.id, row.bodyEnc);
  const facts = factsOf(row, body, linesOf(member));
  const first = analyseDream(facts);
  const recurring = await recurrenceFor(ctx, member, row, first.motif);
  const computed: ComputedAnalysis = analyseDream({ ...facts, recurring });
  const written = await writeAnalysis(ctx.config, computed, row.crisisLevel === "crisis");
  const prompts = mergePrompts((await openJson<ReflectionPrompt[]>(ctx, member.id, row.promptsEnc)) ?? [], written.prompts);
  const set = {
    analysisEnc: await sealJson(ctx, member.id, written.analysis),
    promptsEnc: await sealJson(ctx, member.id, prompts),
    lastInsightUpdate: ctx.now(),
    isRecurring: row.dreamType === "recurring" || (recurring?.totalOccurrences ?? 0) >= 3,
    recurringFrequency: recurring?.frequency ?? null,
    recurringOccurrences: recurring?.totalOccurrences ?? null,
  } satisfies Partial<DreamRow>;
  await saveComputed(ctx, member.id, dreamId, set);
  const view = await toView(ctx, member.id, linesOf(member), { ...row, ...set }, body);
  return { insights: view.aiAnalysis, reflectionPrompts: view.reflectionPrompts, isRecurring: view.isRecurring, recurringPattern: view.recurringPattern, cached: false };
}

/** A warm written reflection on the dream as it is now, from the dream and its computed analysis. */
export async function dreamReflection(ctx: ServiceContext, member: Member, dreamId: string) {
  requireFeature(member, "dreams");
  const row = await requireDream(ctx, member, dreamId);
  const facts = factsOf(row, await openBody(ctx, member.id, row.bodyEnc), linesOf(member));
  const { text } = await writeReflection(ctx.config, facts, analyseDream(facts));
  const generatedAt = ctx.now();
  await saveComputed(ctx, member.id, dreamId, { reflectionEnc: await sealJson(ctx, member.id, text), reflectionGeneratedAt: generatedAt });
  return { aiReflection: text, aiReflectionGeneratedAt: generatedAt.toISOString() };
}

/** Saves the person's answer to a reflection prompt (an empty answer clears it); it is screened like the dream. */
export async function answerReflectionPrompt(ctx: ServiceContext, member: Member, dreamId: string, promptId: string, answer: string) {
  requireFeature(member, "dreams");
  const row = await requireDream(ctx, member, dreamId);
  const prompts = (await openJson<ReflectionPrompt[]>(ctx, member.id, row.promptsEnc)) ?? [];
  const prompt = prompts.find((candidate) => candidate._id === promptId);
  if (!prompt) throw new NotFound(dreamMessages.promptNotFound, "PROMPT_NOT_FOUND");
  let crisisLevel = row.crisisLevel;
  if (answer) {
    const screening = await screenText(ctx, member, answer, "dream", { ref: `${dreamId}:prompt:${promptId}` });
    if (screening.level === "crisis") crisisLevel = "crisis";
  }
  const updated = prompts.map((candidate) => (candidate._id === promptId ? { ...candidate, answered: Boolean(answer), answer: answer || null } : candidate));
  await saveComputed(ctx, member.id, dreamId, { promptsEnc: await sealJson(ctx, member.id, updated), crisisLevel });
  return { reflectionPrompts: updated, showCrisisResources: showsResources(crisisLevel) };
}

/** Everything of a person's dreams, opened as stored: the dream companion's part of a data export. */
export async function exportDreams(ctx: ServiceContext, userId: string): Promise<DreamView[]> {
  const rows = await allDreams(ctx, userId);
  return Promise.all(rows.map((row) => toView(ctx, userId, null, row)));
}
