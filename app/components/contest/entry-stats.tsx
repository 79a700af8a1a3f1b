import type { SubmissionView } from "../../../workers/contest/types";

/** Likes, retweets and score, saying honestly when they are not known. */
export function EntryStats({ entry }: { entry: SubmissionView }) {
  if (entry.metricsStatus === "unavailable") {
    return <p className="mt-1 text-sm text-amber-800">Not available on X (deleted or protected): it cannot score.</p>;
  }
  const known = entry.metricsStatus === "live";
  return (
    <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
      <span>
        Likes <strong className="tabular-nums text-slate-900">{known ? entry.likes : "unknown"}</strong>
      </span>
      <span>
        Retweets <strong className="tabular-nums text-slate-900">{known ? entry.retweets : "unknown"}</strong>
      </span>
      <span>
        Score <strong className="tabular-nums text-slate-900">{known ? entry.score : "–"}</strong>
      </span>
    </p>
  );
}
