import { MAX_ENTRIES_PER_PERSON_PER_ROUND, METRICS_REFRESH_MINUTES } from "../../../workers/shared/contest";

export function RulesBox() {
  return (
    <section className="card" aria-labelledby="rules-title">
      <h2 id="rules-title" className="text-lg font-semibold text-slate-900">
        Contest Rules
      </h2>
      <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-slate-700">
        <li>One round a day. Each round ends at 11:59 PM UTC; the next starts at 00:00 UTC.</li>
        <li>Enter a link to your own public post on X about Haven, and the Solana wallet a prize should go to.</li>
        <li>Score = likes + 2 × retweets. Your best post counts; if two people tie, the earlier entry ranks higher.</li>
        <li>The top 3 share the day's prize pool 50% / 30% / 20%, paid in SOL or the community token to the wallet given with the winning post.</li>
        <li>
          Paid promotion must be disclosed, for example with <strong>#ad</strong>. Undisclosed paid posts are disqualified.
        </li>
        <li>
          Each post can be entered once per round, by one person; you can enter up to {MAX_ENTRIES_PER_PERSON_PER_ROUND} posts a round.
        </li>
        <li>
          Likes and retweets are read from X every {METRICS_REFRESH_MINUTES} minutes and once more when the round closes. A deleted or
          protected post cannot score or win.
        </li>
        <li>Keep it kind and keep yourself safe: never share your health details or your conversations here in a public post.</li>
      </ul>
    </section>
  );
}
