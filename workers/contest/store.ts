import { and, desc, eq, inArray, isNotNull, isNull, lte } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { ServiceContext } from "../context";
import { contestRounds, contestSubmissions, contestWinners, users, type ContestRoundRow } from "../db/schema";
import { roundWindow } from "../shared/contest";
import type { MetricsStatus } from "./scoring";

/**
 * Every contest query of D1, the record. Entries are public posts and wallet addresses, not private writing, so
 * nothing here is sealed; a person's entries and wallet are only ever returned to that person.
 */

/** D1 binds at most 100 values per statement: lists of ids go in chunks below that. */
const IDS_PER_STATEMENT = 90;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

type Statements = [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]];

export interface PrizePool {
  amount: string;
  currency: string;
}

/** The pool configured now: what a round opened now is worth. */
export function configuredPrizePool(ctx: ServiceContext): PrizePool | null {
  return ctx.config.CONTEST_PRIZE_POOL ? { amount: ctx.config.CONTEST_PRIZE_POOL, currency: ctx.config.CONTEST_PRIZE_CURRENCY } : null;
}

/** The insert that records a round (once), with the prize pool as configured now. */
function insertRound(ctx: ServiceContext, roundId: string) {
  const { startTime, endTime } = roundWindow(roundId);
  const prize = configuredPrizePool(ctx);
  return ctx.db
    .insert(contestRounds)
    .values({
      id: roundId,
      startsAt: new Date(startTime),
      endsAt: new Date(endTime),
      prizeAmount: prize?.amount ?? null,
      prizeCurrency: prize?.currency ?? null,
    })
    .onConflictDoNothing();
}

export async function recordRound(ctx: ServiceContext, roundId: string): Promise<void> {
  await insertRound(ctx, roundId);
}

export async function findRound(ctx: ServiceContext, roundId: string): Promise<ContestRoundRow | null> {
  const [row] = await ctx.db.select().from(contestRounds).where(eq(contestRounds.id, roundId)).limit(1);
  return row ?? null;
}

/** Rounds past their end that nobody has closed yet (normally just today's, at 23:59). */
export async function dueRoundIds(ctx: ServiceContext, now: number): Promise<string[]> {
  const rows = await ctx.db
    .select({ id: contestRounds.id })
    .from(contestRounds)
    .where(and(isNull(contestRounds.closedAt), lte(contestRounds.endsAt, new Date(now))));
  return rows.map((row) => row.id);
}

export interface NewEntryRecord {
  id: string;
  roundId: string;
  userId: string;
  postId: string;
  postUrl: string;
  authorUsername: string | null;
  walletAddress: string;
  seq: number;
  submittedAt: number;
}

/** Writes an entry through (and its round, the first time), in one round trip. */
export async function insertEntry(ctx: ServiceContext, entry: NewEntryRecord): Promise<void> {
  await ctx.db.batch([
    insertRound(ctx, entry.roundId),
    ctx.db.insert(contestSubmissions).values({ ...entry, submittedAt: new Date(entry.submittedAt) }),
  ]);
}

export interface MetricsUpdate {
  postId: string;
  likes: number | null;
  retweets: number | null;
  metricsStatus: MetricsStatus;
  authorUsername: string | null;
}

/** Writes a refresh's metrics through, in batches. */
export async function updateMetrics(ctx: ServiceContext, roundId: string, updates: readonly MetricsUpdate[], at: number): Promise<void> {
  const metricsAt = new Date(at);
  const statements = updates.map((update) =>
    ctx.db
      .update(contestSubmissions)
      .set({
        likes: update.likes,
        retweets: update.retweets,
        metricsStatus: update.metricsStatus,
        metricsAt,
        ...(update.authorUsername ? { authorUsername: update.authorUsername } : {}),
      })
      .where(and(eq(contestSubmissions.roundId, roundId), eq(contestSubmissions.postId, update.postId))),
  );
  const roundUpdate = ctx.db.update(contestRounds).set({ metricsUpdatedAt: metricsAt }).where(eq(contestRounds.id, roundId));
  const batches = chunks<BatchItem<"sqlite">>(statements, 50);
  batches.push([...(batches.pop() ?? []), roundUpdate]);
  for (const batch of batches) await ctx.db.batch(batch as Statements);
}

/** The ids of a round's entries still on record (an entrant who deleted their account took theirs along). */
export async function entryIdsOnRecord(ctx: ServiceContext, roundId: string): Promise<Set<string>> {
  const rows = await ctx.db.select({ id: contestSubmissions.id }).from(contestSubmissions).where(eq(contestSubmissions.roundId, roundId));
  return new Set(rows.map((row) => row.id));
}

export interface WinnerRecord {
  rank: number;
  userId: string;
  submissionId: string;
  score: number;
  sharePercent: number;
  amount: string | null;
  currency: string | null;
  walletAddress: string;
}

/**
 * Closes a round in one atomic batch: the round's close, each person's final rank and the winners with what they are
 * owed. The close only applies while the round is open, and a winner's place can be written once, so a repeated
 * close changes nothing.
 */
export async function recordClose(
  ctx: ServiceContext,
  close: { roundId: string; by: "cron" | "alarm"; at: number; entryCount: number; ranks: { id: string; rank: number }[]; winners: WinnerRecord[] },
): Promise<void> {
  const closedAt = new Date(close.at);
  const statements: Statements = [
    insertRound(ctx, close.roundId),
    ctx.db
      .update(contestRounds)
      .set({ closedAt, closedBy: close.by, finalEntryCount: close.entryCount })
      .where(and(eq(contestRounds.id, close.roundId), isNull(contestRounds.closedAt))),
    ...close.ranks.map((rank) =>
      ctx.db.update(contestSubmissions).set({ finalRank: rank.rank }).where(and(eq(contestSubmissions.id, rank.id), eq(contestSubmissions.roundId, close.roundId))),
    ),
    ...close.winners.map((winner) =>
      ctx.db
        .insert(contestWinners)
        .values({
          id: crypto.randomUUID(),
          roundId: close.roundId,
          ...winner,
          payoutStatus: winner.amount ? ("due" as const) : null,
          createdAt: closedAt,
        })
        .onConflictDoNothing(),
    ),
  ];
  await ctx.db.batch(statements);
}

export interface BoardPerson {
  submissionId: string;
  firstName: string;
  lastName: string;
}

/** The names behind a live board's entries; an entry whose person deleted their account is simply absent. */
export async function namesForEntries(ctx: ServiceContext, roundId: string, submissionIds: readonly string[]): Promise<Map<string, BoardPerson>> {
  if (submissionIds.length === 0) return new Map();
  const queries = chunks(submissionIds, IDS_PER_STATEMENT).map((ids) =>
    ctx.db
      .select({ submissionId: contestSubmissions.id, firstName: users.firstName, lastName: users.lastName })
      .from(contestSubmissions)
      .innerJoin(users, eq(users.id, contestSubmissions.userId))
      .where(and(eq(contestSubmissions.roundId, roundId), inArray(contestSubmissions.id, ids))),
  );
  const results = await ctx.db.batch(queries as unknown as [(typeof queries)[number], ...typeof queries]);
  return new Map(results.flat().map((row) => [row.submissionId, row]));
}

const boardColumns = {
  id: contestSubmissions.id,
  roundId: contestSubmissions.roundId,
  postUrl: contestSubmissions.postUrl,
  authorUsername: contestSubmissions.authorUsername,
  submittedAt: contestSubmissions.submittedAt,
  likes: contestSubmissions.likes,
  retweets: contestSubmissions.retweets,
  metricsStatus: contestSubmissions.metricsStatus,
  finalRank: contestSubmissions.finalRank,
  firstName: users.firstName,
  lastName: users.lastName,
};

/** A closed round's final board, best first. */
export async function finalBoard(ctx: ServiceContext, roundId: string, limit: number) {
  return ctx.db
    .select(boardColumns)
    .from(contestSubmissions)
    .innerJoin(users, eq(users.id, contestSubmissions.userId))
    .where(and(eq(contestSubmissions.roundId, roundId), isNotNull(contestSubmissions.finalRank)))
    .orderBy(contestSubmissions.finalRank)
    .limit(limit);
}

/** A round's winners with the entry and the person behind each (both null once the person deleted their account). */
function winnersQuery(ctx: ServiceContext, roundIds: string[]) {
  return ctx.db
    .select({
      roundId: contestWinners.roundId,
      rank: contestWinners.rank,
      score: contestWinners.score,
      sharePercent: contestWinners.sharePercent,
      amount: contestWinners.amount,
      currency: contestWinners.currency,
      payoutStatus: contestWinners.payoutStatus,
      postUrl: contestSubmissions.postUrl,
      authorUsername: contestSubmissions.authorUsername,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(contestWinners)
    .leftJoin(contestSubmissions, eq(contestSubmissions.id, contestWinners.submissionId))
    .leftJoin(users, eq(users.id, contestWinners.userId))
    .where(inArray(contestWinners.roundId, roundIds))
    .orderBy(desc(contestWinners.roundId), contestWinners.rank);
}

export type WinnerRow = Awaited<ReturnType<typeof winnersQuery>>[number];

export async function winnersOf(ctx: ServiceContext, roundId: string): Promise<WinnerRow[]> {
  return winnersQuery(ctx, [roundId]);
}

/** The most recent closed rounds and their winners. */
export async function recentClosedRounds(ctx: ServiceContext, limit: number) {
  const rounds = await ctx.db
    .select()
    .from(contestRounds)
    .where(isNotNull(contestRounds.closedAt))
    .orderBy(desc(contestRounds.id))
    .limit(limit);
  const winners = rounds.length ? await winnersQuery(ctx, rounds.map((round) => round.id)) : [];
  return rounds.map((round) => ({ round, winners: winners.filter((winner) => winner.roundId === round.id) }));
}

/** A person's own entries, newest first, with whether their round is closed. */
export async function entriesOf(ctx: ServiceContext, userId: string, limit: number) {
  return ctx.db
    .select({ ...boardColumns, walletAddress: contestSubmissions.walletAddress, seq: contestSubmissions.seq, roundClosedAt: contestRounds.closedAt })
    .from(contestSubmissions)
    .innerJoin(users, eq(users.id, contestSubmissions.userId))
    .innerJoin(contestRounds, eq(contestRounds.id, contestSubmissions.roundId))
    .where(eq(contestSubmissions.userId, userId))
    .orderBy(desc(contestSubmissions.submittedAt), desc(contestSubmissions.seq))
    .limit(limit);
}

export type OwnEntryRow = Awaited<ReturnType<typeof entriesOf>>[number];

/**
 * For account deletion, batched with the user's delete: a prize not yet paid is withdrawn and its wallet erased;
 * the person's entries go with the user row (cascade), and their winner rows lose the link to them (set null).
 * See decision record 0036.
 */
export function withdrawUnpaidPrizes(ctx: ServiceContext, userId: string) {
  return ctx.db
    .update(contestWinners)
    .set({ payoutStatus: "withdrawn", walletAddress: null })
    .where(and(eq(contestWinners.userId, userId), eq(contestWinners.payoutStatus, "due")));
}

/** The rounds, still open, that a person has entries in. */
export async function openRoundIdsOf(ctx: ServiceContext, userId: string): Promise<string[]> {
  const rows = await ctx.db
    .selectDistinct({ roundId: contestSubmissions.roundId })
    .from(contestSubmissions)
    .innerJoin(contestRounds, eq(contestRounds.id, contestSubmissions.roundId))
    .where(and(eq(contestSubmissions.userId, userId), isNull(contestRounds.closedAt)));
  return rows.map((row) => row.roundId);
}
