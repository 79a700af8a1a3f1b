import type { Member } from "../accounts/member";
import { consumeRateLimit } from "../auth/rate-limit";
import type { ServiceContext } from "../context";
import type { ContestRoundRow } from "../db/schema";
import { Conflict, NotFound, Unavailable } from "../errors";
import {
  contestMessages,
  isRoundOpenAt,
  LEADERBOARD_SIZE,
  METRICS_REFRESH_MINUTES,
  postScore,
  PRIZE_SHARES_PERCENT,
  roundIdAt,
  roundWindow,
  timeRemaining,
} from "../shared/contest";
import { requireFeature } from "../subscriptions/access";
import type { EntryState, RoundSnapshot } from "./round-object";
import type { SubmissionInput } from "./schemas";
import { readWalletBalance, SolanaRpcError } from "./solana";
import {
  configuredPrizePool,
  dueRoundIds,
  entriesOf,
  finalBoard,
  findRound,
  namesForEntries,
  openRoundIdsOf,
  recentClosedRounds,
  recordRound,
  winnersOf,
  withdrawUnpaidPrizes,
  type OwnEntryRow,
  type PrizePool,
  type WinnerRow,
} from "./store";
import type {
  ContestPageData,
  CreatorRewardsBalance,
  LeaderboardView,
  OwnSubmissionView,
  PastRoundView,
  RoundView,
  SubmissionView,
  WinnerView,
} from "./types";

/** Entries one person may send in a rate-limit window (RATE_LIMIT_WINDOW_SECONDS), on top of the per-round cap. */
const SUBMISSIONS_PER_WINDOW = 20;
const OWN_ENTRIES_SHOWN = 50;
const PAST_ROUNDS_SHOWN = 7;
/** The page polls every 30 s; many open pages share one read of the chain per isolate for this long. */
const BALANCE_CACHE_MS = 20_000;
const SOLANA_TIMEOUT_MS = 8_000;

function roundObject(ctx: ServiceContext, roundId: string) {
  return ctx.env.CONTEST_ROUND.get(ctx.env.CONTEST_ROUND.idFromName(roundId));
}

// ---------------------------------------------------------------- views

interface RoundState {
  closedAt: number | null;
  entryCount: number;
  metricsAt: number | null;
  prize: PrizePool | null;
}

function recordedPrize(row: ContestRoundRow): PrizePool | null {
  return row.prizeAmount && row.prizeCurrency ? { amount: row.prizeAmount, currency: row.prizeCurrency } : null;
}

function roundView(ctx: ServiceContext, roundId: string, state: RoundState): RoundView {
  const now = ctx.now().getTime();
  const window = roundWindow(roundId);
  const isActive = state.closedAt === null && isRoundOpenAt(roundId, now);
  return {
    id: roundId,
    isActive,
    startTime: new Date(window.startTime).toISOString(),
    endTime: new Date(window.endTime).toISOString(),
    submissionCount: state.entryCount,
    timeRemaining: timeRemaining(window.endTime, isActive ? now : window.endTime),
    nextRoundStartTime: new Date(window.nextStartTime).toISOString(),
    closedAt: state.closedAt === null ? null : new Date(state.closedAt).toISOString(),
    prizePool: state.prize ? { ...state.prize, sharesPercent: [...PRIZE_SHARES_PERCENT] } : null,
    metrics: {
      connected: Boolean(ctx.config.X_BEARER_TOKEN),
      updatedAt: state.metricsAt === null ? null : new Date(state.metricsAt).toISOString(),
      refreshMinutes: METRICS_REFRESH_MINUTES,
    },
  };
}

function closedState(row: ContestRoundRow): RoundState {
  return {
    closedAt: row.closedAt!.getTime(),
    entryCount: row.finalEntryCount ?? 0,
    metricsAt: row.metricsUpdatedAt?.getTime() ?? null,
    prize: recordedPrize(row),
  };
}

function liveState(ctx: ServiceContext, row: ContestRoundRow | null, snapshot: RoundSnapshot): RoundState {
  return {
    closedAt: snapshot.closedAt,
    entryCount: snapshot.entryCount,
    metricsAt: snapshot.metricsAt,
    prize: row ? recordedPrize(row) : configuredPrizePool(ctx),
  };
}

/** On the public board a person is their first name and last initial; in their own list, their full name. */
function displayName(person: { firstName: string; lastName: string }, full: boolean) {
  return { firstName: person.firstName, lastName: full || !person.lastName ? person.lastName : `${person.lastName.charAt(0)}.` };
}

function liveSubmissionView(roundId: string, entry: EntryState, rank: number | null, person: { firstName: string; lastName: string }): SubmissionView {
  return {
    id: entry.id,
    roundId,
    tweetUrl: entry.postUrl,
    submittedAt: new Date(entry.submittedAt).toISOString(),
    score: postScore(entry.likes, entry.retweets),
    likes: entry.likes,
    retweets: entry.retweets,
    metricsStatus: entry.metricsStatus,
    rank,
    author: { username: entry.authorUsername },
    user: displayName(person, false),
  };
}

type StoredEntry = Awaited<ReturnType<typeof finalBoard>>[number];

function storedSubmissionView(row: StoredEntry, rank: number | null, full: boolean): SubmissionView {
  return {
    id: row.id,
    roundId: row.roundId,
    tweetUrl: row.postUrl,
    submittedAt: row.submittedAt.toISOString(),
    score: postScore(row.likes, row.retweets),
    likes: row.likes,
    retweets: row.retweets,
    metricsStatus: row.metricsStatus,
    rank,
    author: { username: row.authorUsername },
    user: displayName(row, full),
  };
}

function winnerView(row: WinnerRow): WinnerView {
  return {
    rank: row.rank,
    score: row.score,
    sharePercent: row.sharePercent,
    amount: row.amount,
    currency: row.currency,
    payoutStatus: row.payoutStatus,
    tweetUrl: row.postUrl,
    author: { username: row.authorUsername },
    user: row.firstName === null ? null : displayName({ firstName: row.firstName, lastName: row.lastName ?? "" }, false),
  };
}

/** The live board of an open round, with names from D1 (an entry whose person has just gone is left out). */
async function liveBoard(ctx: ServiceContext, roundId: string, snapshot: RoundSnapshot): Promise<SubmissionView[]> {
  const names = await namesForEntries(ctx, roundId, snapshot.board.map((standing) => standing.entry.id));
  return snapshot.board.flatMap((standing) => {
    const person = names.get(standing.entry.id);
    return person ? [liveSubmissionView(roundId, standing.entry, standing.rank, person)] : [];
  });
}

// ---------------------------------------------------------------- submitting

export async function submitEntry(ctx: ServiceContext, member: Member, input: SubmissionInput) {
  requireFeature(member, "contest");
  const now = ctx.now().getTime();
  const roundId = roundIdAt(now);
  if (!isRoundOpenAt(roundId, now)) throw new Conflict(contestMessages.roundClosed, "ROUND_ENDED");
  await consumeRateLimit(ctx, [{ name: "contest-submit", parts: [member.id], max: SUBMISSIONS_PER_WINDOW, person: member.account.email }], contestMessages.rateLimited);
  let outcome;
  try {
    outcome = await roundObject(ctx, roundId).submit({
      roundId,
      userId: member.id,
      postId: input.tweetUrl.postId,
      postUrl: input.tweetUrl.url,
      authorUsername: input.tweetUrl.username,
      walletAddress: input.walletAddress,
      submittedAt: now,
    });
  } catch (error) {
    console.warn(`Contest entry not saved: ${String(error)}`);
    throw new Unavailable(contestMessages.saveFailed, "SAVE_FAILED");
  }
  if (!outcome.ok) {
    if (outcome.reason === "duplicate") throw new Conflict(contestMessages.duplicate, "ALREADY_ENTERED");
    if (outcome.reason === "limit") throw new Conflict(contestMessages.tooManyEntries, "ENTRY_LIMIT");
    throw new Conflict(contestMessages.roundClosed, "ROUND_ENDED");
  }
  const submission: OwnSubmissionView = {
    ...liveSubmissionView(roundId, outcome.entry, null, member.account),
    user: displayName(member.account, true),
    walletAddress: input.walletAddress,
    roundClosed: false,
  };
  return { success: true as const, message: contestMessages.submitted, submission, submissionCount: outcome.entryCount };
}

// ---------------------------------------------------------------- reading

/** Today's round (the one that ended at 23:59 until the next starts at 00:00), or a past one by its date. */
async function resolveRound(ctx: ServiceContext, roundId: string | undefined, userId: string | null) {
  const today = roundIdAt(ctx.now().getTime());
  const id = roundId ?? today;
  if (id > today) throw new NotFound(contestMessages.unknownRound, "ROUND_NOT_FOUND");
  const row = await findRound(ctx, id);
  if (row?.closedAt) return { id, row, snapshot: null };
  if (!row && id !== today) throw new NotFound(contestMessages.unknownRound, "ROUND_NOT_FOUND");
  const snapshot = await roundObject(ctx, id).snapshot({ roundId: id, userId, limit: LEADERBOARD_SIZE });
  return { id, row, snapshot };
}

export async function roundInfo(ctx: ServiceContext, roundId?: string): Promise<{ success: true; round: RoundView }> {
  const { id, row, snapshot } = await resolveRound(ctx, roundId, null);
  return { success: true, round: roundView(ctx, id, snapshot ? liveState(ctx, row, snapshot) : closedState(row!)) };
}

async function closedBoard(ctx: ServiceContext, roundId: string) {
  const [board, winners] = await Promise.all([finalBoard(ctx, roundId, LEADERBOARD_SIZE), winnersOf(ctx, roundId)]);
  return { leaderboard: board.map((row) => storedSubmissionView(row, row.finalRank, false)), winners: winners.map(winnerView) };
}

export async function leaderboard(ctx: ServiceContext, roundId?: string): Promise<{ success: true } & LeaderboardView> {
  const { id, snapshot } = await resolveRound(ctx, roundId, null);
  if (!snapshot) return { success: true, roundId: id, ...(await closedBoard(ctx, id)) };
  return { success: true, roundId: id, leaderboard: await liveBoard(ctx, id, snapshot), winners: null };
}

/** A person's own entries, newest first; ranks of open rounds come from their live boards. */
async function ownEntries(ctx: ServiceContext, member: Member, rows: OwnEntryRow[], snapshots: Map<string, RoundSnapshot>): Promise<OwnSubmissionView[]> {
  for (const roundId of new Set(rows.filter((row) => row.roundClosedAt === null).map((row) => row.roundId))) {
    if (!snapshots.has(roundId)) snapshots.set(roundId, await roundObject(ctx, roundId).snapshot({ roundId, userId: member.id, limit: 0 }));
  }
  return rows.map((row) => {
    const mine = snapshots.get(row.roundId)?.mine;
    const rank = row.roundClosedAt !== null ? row.finalRank : mine?.entryId === row.id ? mine.rank : null;
    return { ...storedSubmissionView(row, rank, true), walletAddress: row.walletAddress, roundClosed: row.roundClosedAt !== null };
  });
}

export async function mySubmissions(ctx: ServiceContext, member: Member) {
  requireFeature(member, "contest");
  const rows = await entriesOf(ctx, member.id, OWN_ENTRIES_SHOWN);
  return { success: true as const, submissions: await ownEntries(ctx, member, rows, new Map()) };
}

function pastRoundView(ctx: ServiceContext, past: Awaited<ReturnType<typeof recentClosedRounds>>[number]): PastRoundView {
  return { round: roundView(ctx, past.round.id, closedState(past.round)), winners: past.winners.map(winnerView) };
}

/** Everything the contest page shows. */
export async function contestPage(ctx: ServiceContext, member: Member): Promise<ContestPageData> {
  requireFeature(member, "contest");
  const [current, rows, past] = await Promise.all([
    resolveRound(ctx, undefined, member.id),
    entriesOf(ctx, member.id, OWN_ENTRIES_SHOWN),
    recentClosedRounds(ctx, PAST_ROUNDS_SHOWN),
  ]);
  const snapshots = new Map<string, RoundSnapshot>(current.snapshot ? [[current.id, current.snapshot]] : []);
  const [board, mine] = await Promise.all([
    current.snapshot ? liveBoard(ctx, current.id, current.snapshot) : closedBoard(ctx, current.id).then((closed) => closed.leaderboard),
    ownEntries(ctx, member, rows, snapshots),
  ]);
  return {
    round: roundView(ctx, current.id, current.snapshot ? liveState(ctx, current.row, current.snapshot) : closedState(current.row!)),
    leaderboard: board,
    mySubmissions: mine,
    pastRounds: past.filter((entry) => entry.round.id !== current.id || current.snapshot === null).map((entry) => pastRoundView(ctx, entry)),
    lastWalletAddress: rows[0]?.walletAddress ?? null,
  };
}

// ---------------------------------------------------------------- the creator-rewards wallet

const balanceCache = new Map<string, { expiresAt: number; balance: Promise<CreatorRewardsBalance> }>();

/** The wallet's balance, or null when no wallet is configured (the page then says so). Cached briefly per isolate. */
export async function creatorRewardsBalance(ctx: ServiceContext): Promise<CreatorRewardsBalance | null> {
  const { config } = ctx;
  if (!config.CREATOR_WALLET_ADDRESS) return null;
  const settings = {
    rpcUrl: config.SOLANA_RPC_URL,
    walletAddress: config.CREATOR_WALLET_ADDRESS,
    tokenMint: config.TOKEN_ADDRESS || null,
    priceUrl: config.PRICE_API_URL || null,
    timeoutMs: SOLANA_TIMEOUT_MS,
  };
  const key = JSON.stringify(settings);
  const now = ctx.now().getTime();
  const cached = balanceCache.get(key);
  if (cached && cached.expiresAt > now) return cached.balance;

  const balance = readWalletBalance(settings).then((read) => ({
    solBalance: read.sol,
    tokenBalance: read.token,
    tokenMint: settings.tokenMint,
    totalUsd: read.totalUsd,
    lastUpdated: new Date(now).toISOString(),
    walletAddress: settings.walletAddress,
    error: read.partialError,
  }));
  balanceCache.set(key, { expiresAt: now + BALANCE_CACHE_MS, balance });
  try {
    return await balance;
  } catch (error) {
    balanceCache.delete(key);
    if (!(error instanceof SolanaRpcError)) throw error;
    console.warn(`Creator rewards balance not read: ${error.message}`);
    throw new Unavailable(contestMessages.balanceUnavailable, "BALANCE_UNAVAILABLE");
  }
}

// ---------------------------------------------------------------- the nightly close and account deletion

/**
 * The 23:59 UTC task: closes every round that has ended and is still open (today's, and any a missed night left),
 * then opens the next round, which sets its backstop alarm. `ctx.now()` is the cron's scheduled time.
 */
export async function closeDueRounds(ctx: ServiceContext): Promise<void> {
  const now = ctx.now().getTime();
  const today = roundIdAt(now);
  const todayEnded = roundWindow(today).endTime <= now;
  const due = new Set(await dueRoundIds(ctx, now));
  if (todayEnded) due.add(today);
  const closes = await Promise.allSettled([...due].map((roundId) => roundObject(ctx, roundId).close({ roundId, by: "cron", at: now })));
  const next = todayEnded ? roundIdAt(roundWindow(today).nextStartTime) : today;
  await recordRound(ctx, next);
  await roundObject(ctx, next).open(next);
  const failed = closes.flatMap((result, index) => (result.status === "rejected" ? [`${[...due][index]}: ${String(result.reason)}`] : []));
  if (failed.length > 0) throw new Error(`Contest rounds not closed: ${failed.join("; ")}`);
}

/**
 * Account deletion's part in the contest (decision record 0036): before the user row goes, find the open rounds
 * they are in; the batch withdraws their unpaid prizes; afterwards those rounds' objects drop them from the live
 * board. Their entries themselves go with the user row.
 */
export async function contestErasure(ctx: ServiceContext, userId: string) {
  const openRoundIds = await openRoundIdsOf(ctx, userId);
  return {
    withdrawUnpaidPrizes: withdrawUnpaidPrizes(ctx, userId),
    forgetLiveEntries: async () => {
      await Promise.all(openRoundIds.map((roundId) => roundObject(ctx, roundId).forget(userId)));
    },
  };
}
