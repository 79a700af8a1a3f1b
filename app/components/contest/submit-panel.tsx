import { useRef, useState, type FormEvent } from "react";
import { contestMessages, isSolanaAddress, parsePostUrl, POST_URL_MAX_LENGTH } from "../../../workers/shared/contest";
import type { OwnSubmissionView } from "../../../workers/contest/types";
import { fetchWithTimeout, NETWORK_TIMEOUT, networkFailureMessage } from "~/lib/network";
import type { SubmitResult } from "~/routes/app.shiller.submit";
import { EntryStats } from "./entry-stats";

type Field = "tweetUrl" | "walletAddress";
type Notice = { kind: "success" | "error"; text: string } | null;

/** The same checks and messages as the server's (workers/shared/contest.ts), before anything is sent. */
function checkForm(tweetUrl: string, walletAddress: string): { field: Field; message: string } | null {
  if (!tweetUrl.trim()) return { field: "tweetUrl", message: contestMessages.postUrlRequired };
  if (!parsePostUrl(tweetUrl)) return { field: "tweetUrl", message: contestMessages.postUrlInvalid };
  if (!walletAddress.trim()) return { field: "walletAddress", message: contestMessages.walletRequired };
  if (!isSolanaAddress(walletAddress.trim())) return { field: "walletAddress", message: contestMessages.walletInvalid };
  return null;
}

/** In UTC, like the rounds themselves (and the same on the server's render and in the browser). */
const when = (iso: string) =>
  `${new Date(iso).toLocaleString("en-US", { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "UTC" })} UTC`;

export function SubmitPanel({
  roundOpen,
  submissions,
  lastWalletAddress,
  onSubmitted,
}: {
  roundOpen: boolean;
  submissions: OwnSubmissionView[];
  lastWalletAddress: string | null;
  onSubmitted: () => void;
}) {
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [fieldError, setFieldError] = useState<{ field: Field; message: string } | null>(null);
  const urlInput = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const tweetUrl = String(form.get("tweetUrl") ?? "");
    const walletAddress = String(form.get("walletAddress") ?? "");
    setNotice(null);
    const problem = checkForm(tweetUrl, walletAddress);
    setFieldError(problem);
    if (problem) {
      document.getElementById(problem.field)?.focus();
      return;
    }
    setPending(true);
    try {
      const response = await fetchWithTimeout("/app/shiller/submit", { method: "POST", body: new URLSearchParams({ tweetUrl, walletAddress }) });
      const result = (await response.json().catch(() => null)) as SubmitResult | null;
      if (result?.ok) {
        setNotice({ kind: "success", text: contestMessages.submitted });
        if (urlInput.current) urlInput.current.value = "";
        onSubmitted();
      } else {
        const field = result && !result.ok && (result.field === "tweetUrl" || result.field === "walletAddress") ? result.field : null;
        const message = (result && !result.ok && result.error) || contestMessages.submitFailed;
        if (field) setFieldError({ field, message });
        setNotice({ kind: "error", text: message });
      }
    } catch (error) {
      // What was typed stays in the form, to send again. The contest's spec words its own network error.
      setNotice({ kind: "error", text: networkFailureMessage(error) === NETWORK_TIMEOUT ? NETWORK_TIMEOUT : contestMessages.networkError });
    } finally {
      setPending(false);
    }
  }

  const describedBy = (field: Field) => (fieldError?.field === field ? `${field}-error` : `${field}-hint`);

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section className="card" aria-labelledby="submit-title">
        <h2 id="submit-title" className="text-lg font-semibold text-slate-900">
          Submit Tweet
        </h2>
        {roundOpen ? (
          <form className="mt-3 space-y-4" noValidate onSubmit={submit}>
            <div>
              <label htmlFor="tweetUrl" className="label">
                Tweet URL
              </label>
              <input
                ref={urlInput}
                id="tweetUrl"
                name="tweetUrl"
                type="url"
                inputMode="url"
                required
                maxLength={POST_URL_MAX_LENGTH}
                autoComplete="off"
                placeholder="https://x.com/yourname/status/1234567890"
                className="input"
                aria-invalid={fieldError?.field === "tweetUrl"}
                aria-describedby={describedBy("tweetUrl")}
              />
              {fieldError?.field === "tweetUrl" ? (
                <p id="tweetUrl-error" className="mt-1 text-sm text-rose-700">
                  {fieldError.message}
                </p>
              ) : (
                <p id="tweetUrl-hint" className="mt-1 text-xs text-slate-600">
                  A public post of yours on X (x.com or twitter.com).
                </p>
              )}
            </div>
            <div>
              <label htmlFor="walletAddress" className="label">
                Solana Wallet Address
              </label>
              <input
                id="walletAddress"
                name="walletAddress"
                type="text"
                required
                maxLength={44}
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                defaultValue={lastWalletAddress ?? ""}
                placeholder="e.g. 9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM"
                className="input font-mono text-sm"
                aria-invalid={fieldError?.field === "walletAddress"}
                aria-describedby={describedBy("walletAddress")}
              />
              {fieldError?.field === "walletAddress" ? (
                <p id="walletAddress-error" className="mt-1 text-sm text-rose-700">
                  {fieldError.message}
                </p>
              ) : (
                <p id="walletAddress-hint" className="mt-1 text-xs text-slate-600">
                  Where a prize is sent if you win. Only you and the team see it.
                </p>
              )}
            </div>
            <button type="submit" className="btn-primary w-full sm:w-auto" disabled={pending}>
              {pending ? "Submitting..." : "Submit Tweet"}
            </button>
            {notice ? (
              <p
                role={notice.kind === "error" ? "alert" : "status"}
                className={`rounded-xl px-4 py-3 text-sm ${notice.kind === "error" ? "bg-rose-50 text-rose-900" : "bg-emerald-50 text-emerald-900"}`}
              >
                {notice.text}
              </p>
            ) : null}
          </form>
        ) : (
          <p className="mt-3 rounded-xl bg-slate-50 px-4 py-3 text-slate-700">
            {contestMessages.roundEnded}. Entries open again when the next round starts tomorrow at 00:00 UTC.
          </p>
        )}
      </section>

      <section className="card" aria-labelledby="mine-title">
        <h2 id="mine-title" className="text-lg font-semibold text-slate-900">
          My Submissions
        </h2>
        {submissions.length === 0 ? (
          <p className="mt-3 text-slate-600">You have not entered a post yet. Share Haven on X, then paste the link here.</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-100">
            {submissions.map((entry) => (
              <li key={entry.id} className="py-3">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                  <a href={entry.tweetUrl} target="_blank" rel="noopener noreferrer" className="min-w-0 break-all font-medium text-brand-700 underline-offset-2 hover:underline">
                    {entry.author.username ? `@${entry.author.username}` : "Post"} · {entry.tweetUrl.split("/").pop()}
                  </a>
                  <span className="text-sm font-semibold text-slate-900">
                    {entry.rank ? `Rank #${entry.rank}` : entry.roundClosed ? "Not ranked" : "Another of your posts counts"}
                  </span>
                </div>
                <p className="mt-1 text-xs text-slate-600">
                  {entry.roundClosed ? `Round of ${entry.roundId} (closed)` : "Today's round"} · entered {when(entry.submittedAt)}
                </p>
                <EntryStats entry={entry} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
