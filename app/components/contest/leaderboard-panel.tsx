import { PRIZE_SHARES_PERCENT } from "../../../workers/shared/contest";
import type { PastRoundView, SubmissionView, WinnerView } from "../../../workers/contest/types";
import { EntryStats } from "./entry-stats";

const MEDALS = ["bg-amber-100 text-amber-900", "bg-slate-200 text-slate-800", "bg-orange-100 text-orange-900"];

function RankBadge({ rank }: { rank: number }) {
  return (
    <span
      className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-sm font-bold ${MEDALS[rank - 1] ?? "bg-slate-50 text-slate-600"}`}
      aria-label={`Rank ${rank}`}
    >
      {rank}
    </span>
  );
}

const personName = (user: { firstName: string; lastName: string }) => [user.firstName, user.lastName].filter(Boolean).join(" ");

function payoutText(winner: WinnerView) {
  if (!winner.amount) return "No prize pool was set";
  const amount = `${winner.amount} ${winner.currency}`;
  if (winner.payoutStatus === "paid") return `${amount} · paid`;
  if (winner.payoutStatus === "withdrawn") return `${amount} · withdrawn`;
  return `${amount} · payout due`;
}

export function LeaderboardPanel({ entries, pastRounds, metricsConnected }: { entries: SubmissionView[]; pastRounds: PastRoundView[]; metricsConnected: boolean }) {
  return (
    <div className="space-y-4">
      <section className="card" aria-labelledby="board-title">
        <h2 id="board-title" className="text-lg font-semibold text-slate-900">
          Today's Leaderboard
        </h2>
        <p className="text-sm text-slate-600">
          {metricsConnected
            ? "Each person's best post counts: likes + 2 × retweets. A tie goes to the earlier entry."
            : "Scores are unknown until likes and retweets are connected, so entries are listed in the order they arrived."}
        </p>
        {entries.length === 0 ? (
          <p className="mt-4 rounded-xl bg-slate-50 px-4 py-6 text-center text-slate-600">No entries yet today. Be the first to share Haven!</p>
        ) : (
          <ol className="mt-3 divide-y divide-slate-100" aria-label="Ranking">
            {entries.map((entry) => (
              <li key={entry.id} className="flex gap-3 py-3">
                <RankBadge rank={entry.rank ?? 0} />
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                    <p className="font-medium text-slate-900">{personName(entry.user)}</p>
                    {entry.rank && entry.rank <= PRIZE_SHARES_PERCENT.length ? (
                      <span className="text-xs font-semibold text-brand-700">{PRIZE_SHARES_PERCENT[entry.rank - 1]}% of the pool</span>
                    ) : null}
                  </div>
                  <a href={entry.tweetUrl} target="_blank" rel="noopener noreferrer" className="break-all text-sm text-brand-700 underline-offset-2 hover:underline">
                    {entry.author.username ? `@${entry.author.username}` : "View post"}
                  </a>
                  <EntryStats entry={entry} />
                </div>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section className="card" aria-labelledby="past-title">
        <h2 id="past-title" className="text-lg font-semibold text-slate-900">
          Past Rounds
        </h2>
        {pastRounds.length === 0 ? (
          <p className="mt-3 text-slate-600">No round has closed yet.</p>
        ) : (
          <ul className="mt-3 space-y-2">
            {pastRounds.map(({ round, winners }) => (
              <li key={round.id}>
                <details className="rounded-xl border border-slate-100 px-4 py-3">
                  <summary className="cursor-pointer font-medium text-slate-900">
                    {new Date(round.startTime).toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" })} ·{" "}
                    {round.submissionCount} {round.submissionCount === 1 ? "entry" : "entries"}
                  </summary>
                  {winners.length === 0 ? (
                    <p className="mt-2 text-sm text-slate-600">No winners: no entry's likes and retweets could be read from X.</p>
                  ) : (
                    <ol className="mt-2 space-y-2">
                      {winners.map((winner) => (
                        <li key={winner.rank} className="flex items-center gap-3 text-sm">
                          <RankBadge rank={winner.rank} />
                          <div className="min-w-0">
                            <p className="font-medium text-slate-900">
                              {winner.user ? personName(winner.user) : "Former member"}
                              {winner.author.username ? <span className="font-normal text-slate-600"> · @{winner.author.username}</span> : null}
                            </p>
                            <p className="text-slate-600">
                              Score {winner.score} · {winner.sharePercent}% · {payoutText(winner)}
                            </p>
                          </div>
                        </li>
                      ))}
                    </ol>
                  )}
                </details>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
