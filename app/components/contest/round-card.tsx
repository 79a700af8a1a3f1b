import { useEffect, useRef } from "react";
import { COUNTDOWN_TICK_MS, contestMessages, formatCountdown, ROUND_LENGTH_MS, timeAgo } from "../../../workers/shared/contest";
import type { RoundView } from "../../../workers/contest/types";
import { useNow } from "./use-now";

const utcDate = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { weekday: "long", month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

/**
 * Today's round: a countdown ticking every second, a 24-hour progress bar, entries, the pool and where the metrics
 * come from. When the countdown reaches zero (and again when the next round opens) it asks the page to refresh.
 */
export function RoundCard({ round, renderedAt, onBoundary }: { round: RoundView; renderedAt: number; onBoundary: () => void }) {
  const now = useNow(COUNTDOWN_TICK_MS, renderedAt);
  const start = Date.parse(round.startTime);
  const end = Date.parse(round.endTime);
  const nextStart = Date.parse(round.nextRoundStartTime);
  const ended = !round.isActive || now >= end;

  // One refresh per boundary crossed while the page is open: the end of this round, then the start of the next.
  const crossed = (time: number) => (time >= nextStart ? nextStart : time >= end ? end : null);
  const refreshedFor = useRef(crossed(renderedAt));
  const boundary = crossed(now);
  useEffect(() => {
    if (boundary !== null && refreshedFor.current !== boundary) {
      refreshedFor.current = boundary;
      onBoundary();
    }
  }, [boundary, onBoundary]);

  const progress = Math.min(100, Math.max(0, ((Math.min(now, end) - start) / ROUND_LENGTH_MS) * 100));
  const metricsNote = round.metrics.connected
    ? `Likes and retweets are read from X every ${round.metrics.refreshMinutes} minutes${
        round.metrics.updatedAt ? ` (last read ${timeAgo(Date.parse(round.metrics.updatedAt), now)})` : ", starting within a minute of the first entry"
      }.`
    : "Likes and retweets are not connected to X on this server yet, so they show as unknown and scores count only what is known.";

  return (
    <section className="card flex flex-col gap-4" aria-labelledby="round-title">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id="round-title" className="text-lg font-semibold text-slate-900">
            {ended ? contestMessages.roundEnded : "Today's Round"}
          </h2>
          <p className="text-sm text-slate-600">{utcDate(round.startTime)} · ends 11:59 PM UTC</p>
        </div>
        <span
          className={`rounded-full px-2.5 py-1 text-xs font-semibold ${ended ? "bg-slate-100 text-slate-700" : "bg-emerald-50 text-emerald-800"}`}
        >
          {ended ? "Ended" : "Active"}
        </span>
      </div>

      {ended ? (
        <div className="rounded-xl bg-slate-50 px-4 py-3">
          <p className="font-medium text-slate-900">The next round starts tomorrow at 00:00 UTC.</p>
          <p className="mt-1 text-sm text-slate-600">
            Opens in <span className="font-mono tabular-nums">{formatCountdown(nextStart - now)}</span>. Winners of this round
            are recorded once it closes.
          </p>
        </div>
      ) : (
        <div>
          <p className="text-sm text-slate-600" id="countdown-label">
            Time remaining
          </p>
          <p role="timer" aria-labelledby="countdown-label" className="font-mono text-4xl font-bold tabular-nums text-slate-900">
            {formatCountdown(end - now)}
          </p>
        </div>
      )}

      <div>
        <div
          role="progressbar"
          aria-label="Round progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress)}
          className="h-2.5 overflow-hidden rounded-full bg-slate-100"
        >
          <div className="h-full rounded-full bg-brand-600 transition-[width] duration-1000" style={{ width: `${progress}%` }} />
        </div>
        <p className="mt-1 text-xs text-slate-600">{Math.floor(progress)}% of the day's round has passed</p>
      </div>

      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div className="rounded-xl border border-slate-100 p-3">
          <dt className="text-slate-600">Entries</dt>
          <dd className="text-xl font-semibold text-slate-900">{round.submissionCount}</dd>
        </div>
        <div className="rounded-xl border border-slate-100 p-3">
          <dt className="text-slate-600">Prize pool</dt>
          <dd className="text-xl font-semibold text-slate-900">
            {round.prizePool ? `${round.prizePool.amount} ${round.prizePool.currency}` : "Not set"}
          </dd>
          <dd className="text-xs text-slate-600">{round.prizePool ? "Top 3 share 50% / 30% / 20%" : "No payouts are recorded without a pool"}</dd>
        </div>
      </dl>
      <p className="text-sm text-slate-600">{metricsNote}</p>
    </section>
  );
}
