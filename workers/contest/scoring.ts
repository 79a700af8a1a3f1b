import { postScore, PRIZE_SHARES_PERCENT } from "../shared/contest";

/** The ranking rules of the spec, in one place: the live board and the close both use them. */

export type MetricsStatus = "unknown" | "live" | "unavailable";

export interface RankableEntry {
  id: string;
  userId: string;
  /** Order of arrival in the round. */
  seq: number;
  likes: number | null;
  retweets: number | null;
  metricsStatus: MetricsStatus;
}

export interface Standing<E extends RankableEntry> {
  rank: number;
  score: number;
  /** The person's best entry, the one that counts. */
  entry: E;
}

/** Better first: a higher score, then (a tie) the earlier entry. */
function compare(a: { score: number; seq: number }, b: { score: number; seq: number }): number {
  return b.score - a.score || a.seq - b.seq;
}

/** Ranks people by their best entry (score = likes + 2 x retweets); a tie goes to the earlier entry. */
export function rankPeople<E extends RankableEntry>(entries: readonly E[]): Standing<E>[] {
  const best = new Map<string, { score: number; seq: number; entry: E }>();
  for (const entry of entries) {
    const candidate = { score: postScore(entry.likes, entry.retweets), seq: entry.seq, entry };
    const current = best.get(entry.userId);
    if (!current || compare(candidate, current) < 0) best.set(entry.userId, candidate);
  }
  return [...best.values()].sort(compare).map((standing, index) => ({ rank: index + 1, score: standing.score, entry: standing.entry }));
}

/**
 * The final ranking when a round closes: only entries whose metrics were read from X count. A post that is deleted or
 * protected, or that X could not be asked about, cannot be scored, so it cannot win (decision record 0035).
 */
export function finalStandings<E extends RankableEntry>(entries: readonly E[]): Standing<E>[] {
  return rankPeople(entries.filter((entry) => entry.metricsStatus === "live"));
}

const AMOUNT = /^(\d{1,15})(?:\.(\d{1,9}))?$/;
const SCALE_DIGITS = 9;

/** A prize pool amount as configured: a positive decimal with at most 9 places (SOL's lamports). */
export function isPrizeAmount(text: string): boolean {
  const match = AMOUNT.exec(text);
  return match !== null && toUnits(match) > 0n;
}

function toUnits(match: RegExpExecArray): bigint {
  return BigInt(match[1]! + (match[2] ?? "").padEnd(SCALE_DIGITS, "0"));
}

/**
 * Splits a decimal amount 50/30/20 exactly, in billionths (rounding each share down, so the shares never add up to
 * more than the pool).
 */
export function splitPrize(amount: string, shares: readonly number[] = PRIZE_SHARES_PERCENT): string[] {
  const match = AMOUNT.exec(amount);
  if (!match) throw new Error(`Not a prize amount: ${amount}`);
  const units = toUnits(match);
  return shares.map((percent) => {
    const share = (units * BigInt(percent)) / 100n;
    const whole = share / 10n ** BigInt(SCALE_DIGITS);
    const fraction = (share % 10n ** BigInt(SCALE_DIGITS)).toString().padStart(SCALE_DIGITS, "0").replace(/0+$/, "");
    return fraction ? `${whole}.${fraction}` : `${whole}`;
  });
}
