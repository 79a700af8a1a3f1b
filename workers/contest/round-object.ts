import { DurableObject } from "cloudflare:workers";
import { createServiceContext, type ServiceContext } from "../context";
import { readConfig } from "../env";
import { isRoundOpenAt, LEADERBOARD_SIZE, MAX_ENTRIES_PER_PERSON_PER_ROUND, METRICS_REFRESH_MINUTES, PRIZE_SHARES_PERCENT, roundWindow } from "../shared/contest";
import { finalStandings, rankPeople, splitPrize, type MetricsStatus } from "./scoring";
import { configuredPrizePool, entryIdsOnRecord, findRound, insertEntry, recordClose, updateMetrics, type MetricsUpdate, type WinnerRecord } from "./store";
import { lookupPosts, XApiError, type PostLookup, type XApiSettings } from "./x-api";

/** The alarm closes a round this long after its end if the 23:59 cron has not (a backstop, not a race). */
export const CLOSE_BACKSTOP_MS = 5 * 60_000;
/** A new entry gets its first metrics within a minute; after that they follow the regular schedule. */
export const FIRST_METRICS_DELAY_MS = 60_000;
const METRICS_REFRESH_MS = METRICS_REFRESH_MINUTES * 60_000;
const X_TIMEOUT_MS = 10_000;

export interface NewEntry {
  roundId: string;
  userId: string;
  postId: string;
  postUrl: string;
  authorUsername: string | null;
  walletAddress: string;
  submittedAt: number;
}

export interface EntryState {
  id: string;
  userId: string;
  seq: number;
  postUrl: string;
  authorUsername: string | null;
  submittedAt: number;
  likes: number | null;
  retweets: number | null;
  metricsStatus: MetricsStatus;
}

export type SubmitOutcome =
  | { ok: true; entry: EntryState; entryCount: number }
  | { ok: false; reason: "closed" | "duplicate" | "limit" };

export interface RoundStanding {
  rank: number;
  score: number;
  entry: EntryState;
}

export interface RoundSnapshot {
  entryCount: number;
  metricsAt: number | null;
  closedAt: number | null;
  board: RoundStanding[];
  /** The asking person's place and the entry that counts for them. */
  mine: { rank: number; entryId: string } | null;
}

export type CloseOutcome =
  | { status: "closed"; entryCount: number; winners: number }
  | { status: "already-closed"; closedAt: number }
  | { status: "not-due" };

interface RoundRow extends Record<string, SqlStorageValue> {
  id: string;
  starts_at: number;
  ends_at: number;
  closed_at: number | null;
  metrics_at: number | null;
}

interface EntryRow extends Record<string, SqlStorageValue> {
  seq: number;
  id: string;
  user_id: string;
  post_id: string;
  post_url: string;
  author_username: string | null;
  wallet_address: string;
  submitted_at: number;
  likes: number | null;
  retweets: number | null;
  metrics_status: MetricsStatus;
}

function toEntry(row: EntryRow): EntryState & { postId: string; walletAddress: string } {
  return {
    id: row.id,
    userId: row.user_id,
    seq: row.seq,
    postId: row.post_id,
    postUrl: row.post_url,
    authorUsername: row.author_username,
    walletAddress: row.wallet_address,
    submittedAt: row.submitted_at,
    likes: row.likes,
    retweets: row.retweets,
    metricsStatus: row.metrics_status,
  };
}

function publicEntry({ postId: _postId, walletAddress: _wallet, ...entry }: ReturnType<typeof toEntry>): EntryState {
  return entry;
}

/**
 * One contest round (one UTC day). Submissions are serialised here: each is checked and stored in this object's
 * SQLite storage synchronously (no await between the duplicate check and the insert, so 100 at once stay exact;
 * STACK.md), then written through to D1, the record, before the person gets an answer; a failed write-through is
 * undone here. The object also keeps the live board, refreshes the posts' metrics from X on its alarm, and closes
 * the round: the 23:59 UTC cron asks it to, and its alarm does it a few minutes later if the cron did not come.
 * Once closed, the round lives in D1 only and this object forgets its entries.
 */
export class ContestRound extends DurableObject<Env> {
  private readonly sql: SqlStorage;
  /** The close in progress: a second close (the alarm racing the cron, a repeated cron) waits for the same one. */
  private closing: Promise<CloseOutcome> | null = null;
  /** Write-throughs still on their way to D1; a close waits for them, so D1 has every entry it ranks. */
  private readonly writesInFlight = new Set<Promise<unknown>>();
  /** Metric refreshes run one at a time. */
  private metricsQueue: Promise<unknown> = Promise.resolve();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.sql = ctx.storage.sql;
    this.sql.exec(
      "CREATE TABLE IF NOT EXISTS round (id TEXT PRIMARY KEY, starts_at INTEGER NOT NULL, ends_at INTEGER NOT NULL, closed_at INTEGER, metrics_at INTEGER)",
    );
    this.sql.exec(`CREATE TABLE IF NOT EXISTS entries (
      seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, user_id TEXT NOT NULL, post_id TEXT NOT NULL UNIQUE,
      post_url TEXT NOT NULL, author_username TEXT, wallet_address TEXT NOT NULL, submitted_at INTEGER NOT NULL,
      likes INTEGER, retweets INTEGER, metrics_status TEXT NOT NULL DEFAULT 'unknown')`);
    this.sql.exec("CREATE INDEX IF NOT EXISTS entries_user_idx ON entries (user_id)");
  }

  /** Makes sure the round exists and its backstop alarm is set (the cron opens each day's round this way). */
  async open(roundId: string): Promise<void> {
    const round = this.round(roundId);
    if (round.closed_at === null) await this.armAlarm(round, null);
  }

  async submit(input: NewEntry): Promise<SubmitOutcome> {
    const round = this.round(input.roundId);
    // Everything from here to the insert is synchronous: no other request can run in between.
    if (round.closed_at !== null || this.closing || !isRoundOpenAt(round.id, input.submittedAt)) return { ok: false, reason: "closed" };
    if (this.sql.exec("SELECT 1 FROM entries WHERE post_id = ?", input.postId).toArray().length > 0) return { ok: false, reason: "duplicate" };
    const { count } = this.sql.exec<{ count: number }>("SELECT COUNT(*) AS count FROM entries WHERE user_id = ?", input.userId).one();
    if (count >= MAX_ENTRIES_PER_PERSON_PER_ROUND) return { ok: false, reason: "limit" };
    const id = crypto.randomUUID();
    const row = this.sql
      .exec<EntryRow>(
        `INSERT INTO entries (id, user_id, post_id, post_url, author_username, wallet_address, submitted_at)
         VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING *`,
        id,
        input.userId,
        input.postId,
        input.postUrl,
        input.authorUsername,
        input.walletAddress,
        input.submittedAt,
      )
      .one();
    const entry = toEntry(row);

    const write = insertEntry(this.services(), { ...entry, roundId: round.id });
    const done = () => this.writesInFlight.delete(write);
    this.writesInFlight.add(write);
    write.then(done, done);
    try {
      await write;
    } catch (error) {
      this.sql.exec("DELETE FROM entries WHERE id = ?", id);
      if (/UNIQUE constraint failed/.test(String(error))) return { ok: false, reason: "duplicate" };
      throw error;
    }
    await this.armAlarm(round, FIRST_METRICS_DELAY_MS);
    return { ok: true, entry: publicEntry(entry), entryCount: this.entryCount() };
  }

  /** The live board (best entry per person, ranked), and the asking person's place. */
  snapshot(request: { roundId: string; userId?: string | null; limit?: number }): RoundSnapshot {
    const round = this.round(request.roundId);
    const standings = rankPeople(this.entries());
    const mine = request.userId ? standings.find((standing) => standing.entry.userId === request.userId) : undefined;
    return {
      entryCount: this.entryCount(),
      metricsAt: round.metrics_at,
      closedAt: round.closed_at,
      board: standings.slice(0, request.limit ?? LEADERBOARD_SIZE).map((standing) => ({ ...standing, entry: publicEntry(standing.entry) })),
      mine: mine ? { rank: mine.rank, entryId: mine.entry.id } : null,
    };
  }

  /** After an account is deleted: its entries leave the live board at once (D1 already dropped them). */
  forget(userId: string): number {
    return this.sql.exec("DELETE FROM entries WHERE user_id = ?", userId).rowsWritten;
  }

  /**
   * Closes the round once: reads the final metrics, ranks people by their best entry, records the top three and
   * their shares of the pool, and writes it all to D1 in one batch. A repeated or late call changes nothing.
   */
  async close(request: { roundId: string; by: "cron" | "alarm"; at: number }): Promise<CloseOutcome> {
    const round = this.round(request.roundId);
    if (round.closed_at !== null) return { status: "already-closed", closedAt: round.closed_at };
    if (request.at < round.ends_at) return { status: "not-due" };
    this.closing ??= this.finish(round, request).catch((error: unknown) => {
      this.closing = null;
      throw error;
    });
    return this.closing;
  }

  async alarm(): Promise<void> {
    const round = this.existingRound();
    if (!round || round.closed_at !== null) return;
    const now = Date.now();
    if (now >= round.ends_at + CLOSE_BACKSTOP_MS) {
      console.warn(`Contest round ${round.id} was not closed by the cron; its alarm closes it now.`);
      await this.close({ roundId: round.id, by: "alarm", at: now });
      return;
    }
    const nextRefresh = now < round.ends_at ? await this.refreshMetrics(now) : null;
    await this.armAlarm(this.round(round.id), nextRefresh);
  }

  private async finish(round: RoundRow, request: { by: "cron" | "alarm"; at: number }): Promise<CloseOutcome> {
    const ctx = this.services(request.at);
    const recorded = await findRound(ctx, round.id);
    if (recorded?.closedAt) {
      await this.markClosed(recorded.closedAt.getTime());
      return { status: "already-closed", closedAt: recorded.closedAt.getTime() };
    }
    await Promise.allSettled([...this.writesInFlight]);
    await this.refreshMetrics(request.at);
    const onRecord = await entryIdsOnRecord(ctx, round.id);
    const entries = this.entries().filter((entry) => onRecord.has(entry.id));
    const standings = finalStandings(entries);
    const prize = recorded ? (recorded.prizeAmount && recorded.prizeCurrency ? { amount: recorded.prizeAmount, currency: recorded.prizeCurrency } : null) : configuredPrizePool(ctx);
    const amounts = prize ? splitPrize(prize.amount) : [];
    const winners: WinnerRecord[] = standings.slice(0, PRIZE_SHARES_PERCENT.length).map((standing, index) => ({
      rank: standing.rank,
      userId: standing.entry.userId,
      submissionId: standing.entry.id,
      score: standing.score,
      sharePercent: PRIZE_SHARES_PERCENT[index]!,
      amount: amounts[index] ?? null,
      currency: prize?.currency ?? null,
      walletAddress: standing.entry.walletAddress,
    }));
    await recordClose(ctx, {
      roundId: round.id,
      by: request.by,
      at: request.at,
      entryCount: entries.length,
      ranks: standings.map((standing) => ({ id: standing.entry.id, rank: standing.rank })),
      winners,
    });
    await this.markClosed(request.at);
    return { status: "closed", entryCount: entries.length, winners: winners.length };
  }

  /** D1 has the round now: this object keeps only the fact that it closed, and no one's entries or wallets. */
  private async markClosed(closedAt: number) {
    this.sql.exec("UPDATE round SET closed_at = ?", closedAt);
    this.sql.exec("DELETE FROM entries");
    await this.ctx.storage.deleteAlarm();
  }

  /** Reads every entry's metrics from X (100 ids a request) and writes them through; returns when to read again. */
  private refreshMetrics(now: number): Promise<number> {
    const run = this.metricsQueue.then(() => this.readMetrics(now));
    this.metricsQueue = run.catch(() => {});
    return run;
  }

  private async readMetrics(now: number): Promise<number> {
    const settings = xApiSettings(this.env);
    const round = this.existingRound();
    const postIds = this.sql.exec<{ post_id: string }>("SELECT post_id FROM entries").toArray().map((row) => row.post_id);
    if (!settings || !round || postIds.length === 0) return METRICS_REFRESH_MS;

    let lookup: PostLookup;
    let next = METRICS_REFRESH_MS;
    try {
      lookup = await lookupPosts(settings, postIds, () => now);
    } catch (error) {
      if (!(error instanceof XApiError)) throw error;
      // X being down or out of quota must not stop the round; what was read is kept and the next read is scheduled.
      console.warn(`Contest round ${round.id}: post metrics not refreshed (${error.kind}): ${error.message}`);
      lookup = error.partial;
      if (error.retryAt) next = Math.max(error.retryAt - now, 1_000);
    }

    const updates: MetricsUpdate[] = [];
    for (const postId of postIds) {
      const found = lookup.found.get(postId);
      const update: MetricsUpdate | null = found
        ? { postId, likes: found.likes, retweets: found.retweets, metricsStatus: "live", authorUsername: found.authorUsername }
        : lookup.unavailable.has(postId)
          ? { postId, likes: null, retweets: null, metricsStatus: "unavailable", authorUsername: null }
          : null;
      if (!update) continue;
      const changed = this.sql.exec(
        `UPDATE entries SET likes = ?, retweets = ?, metrics_status = ?, author_username = COALESCE(?, author_username) WHERE post_id = ?`,
        update.likes,
        update.retweets,
        update.metricsStatus,
        update.authorUsername,
        postId,
      ).rowsWritten;
      if (changed > 0) updates.push(update);
    }
    if (updates.length === 0) return next;
    this.sql.exec("UPDATE round SET metrics_at = ?", now);
    try {
      await updateMetrics(this.services(now), round.id, updates, now);
    } catch (error) {
      // This object has the metrics; the next refresh writes them through again.
      console.warn(`Contest round ${round.id}: metrics not written to D1: ${String(error)}`);
    }
    return next;
  }

  /**
   * One alarm serves two purposes: the next metrics refresh (while X is configured and the round is open) and the
   * close backstop. It is only ever moved earlier, so a later request cannot push a due refresh away.
   */
  private async armAlarm(round: RoundRow, refreshIn: number | null) {
    const backstop = round.ends_at + CLOSE_BACKSTOP_MS;
    const refreshAt = refreshIn !== null && xApiSettings(this.env) && Date.now() < round.ends_at ? Date.now() + refreshIn : null;
    const wanted = refreshAt === null ? backstop : Math.min(refreshAt, backstop);
    const current = await this.ctx.storage.getAlarm();
    if (current === null || wanted < current) await this.ctx.storage.setAlarm(wanted);
  }

  private services(at?: number): ServiceContext {
    return createServiceContext(this.env, at === undefined ? undefined : () => new Date(at));
  }

  private existingRound(): RoundRow | null {
    return this.sql.exec<RoundRow>("SELECT * FROM round").toArray()[0] ?? null;
  }

  /** This object's round, created on first use; an object is only ever asked about its own day. */
  private round(roundId: string): RoundRow {
    const existing = this.existingRound();
    if (existing) {
      if (existing.id !== roundId) throw new Error(`This object holds round ${existing.id}, not ${roundId}`);
      return existing;
    }
    const { startTime, endTime } = roundWindow(roundId);
    this.sql.exec("INSERT INTO round (id, starts_at, ends_at) VALUES (?, ?, ?)", roundId, startTime, endTime);
    return { id: roundId, starts_at: startTime, ends_at: endTime, closed_at: null, metrics_at: null };
  }

  private entries() {
    return this.sql.exec<EntryRow>("SELECT * FROM entries ORDER BY seq").toArray().map(toEntry);
  }

  private entryCount(): number {
    return this.sql.exec<{ count: number }>("SELECT COUNT(*) AS count FROM entries").one().count;
  }
}

/** The X API as configured, or null when no bearer token is set (metrics then stay unknown). */
function xApiSettings(env: Env): XApiSettings | null {
  const config = readConfig(env);
  return config.X_BEARER_TOKEN ? { baseUrl: config.X_API_URL, bearerToken: config.X_BEARER_TOKEN, timeoutMs: X_TIMEOUT_MS } : null;
}
