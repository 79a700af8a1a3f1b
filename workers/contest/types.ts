/** What the contest's API and page read (field names from spec 001, sections 3 and 7). */

export type MetricsStatusView = "unknown" | "live" | "unavailable";

export interface RoundView {
  /** The round's UTC date, e.g. "2026-11-25". */
  id: string;
  isActive: boolean;
  startTime: string;
  endTime: string;
  submissionCount: number;
  timeRemaining: { hours: number; minutes: number; total: number };
  nextRoundStartTime: string;
  closedAt: string | null;
  /** The round's pool as configured when it opened; null when none is configured (winners are then owed nothing). */
  prizePool: { amount: string; currency: string; sharesPercent: number[] } | null;
  metrics: {
    /** Whether post metrics come from the X API here; without it likes and retweets stay unknown. */
    connected: boolean;
    updatedAt: string | null;
    refreshMinutes: number;
  };
}

export interface SubmissionView {
  id: string;
  roundId: string;
  tweetUrl: string;
  submittedAt: string;
  /** likes + 2 x retweets, counting only what is known. */
  score: number;
  likes: number | null;
  retweets: number | null;
  metricsStatus: MetricsStatusView;
  /** The person's place in the round, on the entry that counts for them; null on their other entries. */
  rank: number | null;
  author: { username: string | null };
  /** On the public board the last name is shortened to its initial (decision record 0037). */
  user: { firstName: string; lastName: string };
}

export interface OwnSubmissionView extends SubmissionView {
  walletAddress: string;
  roundClosed: boolean;
}

export interface WinnerView {
  rank: number;
  score: number;
  sharePercent: number;
  amount: string | null;
  currency: string | null;
  payoutStatus: "due" | "paid" | "withdrawn" | null;
  tweetUrl: string | null;
  author: { username: string | null };
  /** Null when the winner has since deleted their account. */
  user: { firstName: string; lastName: string } | null;
}

export interface LeaderboardView {
  roundId: string;
  leaderboard: SubmissionView[];
  /** A closed round's winners (empty when nobody's metrics could be read); null while the round is open. */
  winners: WinnerView[] | null;
}

export interface PastRoundView {
  round: RoundView;
  winners: WinnerView[];
}

export interface CreatorRewardsBalance {
  solBalance: number;
  tokenBalance: number | null;
  tokenMint: string | null;
  totalUsd: number | null;
  lastUpdated: string;
  walletAddress: string;
  /** What could not be read while the rest could, or null. */
  error: string | null;
}

/** Everything the contest page shows, read in one go. */
export interface ContestPageData {
  round: RoundView;
  leaderboard: SubmissionView[];
  mySubmissions: OwnSubmissionView[];
  pastRounds: PastRoundView[];
  /** The wallet of the person's latest entry, to fill the form in again. */
  lastWalletAddress: string | null;
}
