import { useFetcher } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { journalMessages, MOOD_DISPLAY, previewOf } from "../../../workers/shared/journal";
import type { JournalEntry, JournalInsights } from "../../../workers/journal/types";
import { CrisisSupportBox } from "~/components/crisis-lines";
import { failureText, JOURNAL_ACTION, type JournalActionResult } from "./types";

const RISK_STYLE = {
  low: "bg-emerald-50 text-emerald-800",
  medium: "bg-amber-50 text-amber-900",
  high: "bg-rose-50 text-rose-800",
} as const;

const capitalised = (text: string) => text[0]!.toUpperCase() + text.slice(1);

export function EntryCard({
  entry,
  timeZone,
  onEdit,
  onChanged,
  onDeleted,
}: {
  entry: JournalEntry;
  timeZone: string;
  onEdit: (entry: JournalEntry) => void;
  onChanged: (entry: JournalEntry) => void;
  onDeleted: (entryId: string) => void;
}) {
  const titleId = useId();
  const [expanded, setExpanded] = useState(false);
  const preview = previewOf(entry.content);
  const mood = MOOD_DISPLAY[entry.mood];
  const date = new Date(entry.createdAt).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone });

  return (
    <article aria-labelledby={titleId} className="card space-y-3">
      <header className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="break-words text-lg font-semibold text-slate-900">
            {entry.title}
          </h2>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
            <time dateTime={entry.createdAt}>{date}</time>
            <span>
              <span aria-hidden="true">{mood.emoji}</span> {mood.label}
            </span>
            <span>{entry.tags.length === 1 ? "1 tag" : `${entry.tags.length} tags`}</span>
            <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${entry.isPrivate ? "bg-slate-100 text-slate-700" : "bg-sky-50 text-sky-800"}`}>
              {entry.isPrivate ? "Private" : "Public"}
            </span>
          </p>
        </div>
        <button type="button" className="btn-ghost min-h-[40px] px-3 text-sm" onClick={() => onEdit(entry)} aria-label={`Edit ${entry.title}`}>
          Edit
        </button>
        <DeleteButton entry={entry} onDeleted={onDeleted} />
      </header>

      <p id={`${titleId}-content`} className="whitespace-pre-line break-words text-slate-700">
        {expanded ? entry.content : preview.text}
      </p>
      {preview.truncated ? (
        <button
          type="button"
          className="text-sm font-semibold text-brand-700 hover:underline"
          aria-expanded={expanded}
          aria-controls={`${titleId}-content`}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? "Show less" : "Read more"}
        </button>
      ) : null}

      {entry.tags.length ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
          {entry.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800">
              #{tag}
            </li>
          ))}
        </ul>
      ) : null}

      {entry.showCrisisResources ? (
        <CrisisSupportBox id={`${titleId}-support`} level={3} tone="indigo" title="You don't have to carry this alone.">
          <p>What you wrote is saved. If you are thinking about suicide or feel unsafe, please reach out now:</p>
        </CrisisSupportBox>
      ) : null}

      <InsightsPanel entry={entry} onChanged={onChanged} />
    </article>
  );
}

function InsightsPanel({ entry, onChanged }: { entry: JournalEntry; onChanged: (entry: JournalEntry) => void }) {
  const generator = useFetcher<JournalActionResult>();
  const generating = generator.state !== "idle";
  const [failure, setFailure] = useState<string | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (generator.state !== "idle" || !generator.data) return;
    if (generator.data.ok && "insights" in generator.data) {
      setFailure(null);
      setOpen(true);
      onChanged({ ...entry, insights: generator.data.insights });
    } else if (!generator.data.ok) {
      setFailure(failureText(generator.data, journalMessages.insightsFailed));
    }
    // Runs for a new answer from the server only: the entry it patches is the one shown when the answer came.
  }, [generator.state, generator.data]);

  const generate = () => generator.submit({ intent: "insights", id: entry._id }, { method: "post", action: JOURNAL_ACTION });
  const insights = entry.insights;

  return (
    <section aria-label="AI Insights" className="rounded-xl bg-slate-50 p-3">
      {failure ? (
        <p role="alert" className="mb-2 text-sm text-rose-800">
          {failure}
        </p>
      ) : null}
      {generating ? (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <span className="h-3 w-3 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" aria-hidden="true" />
          Generating AI insights...
        </p>
      ) : insights ? (
        <InsightsDetails insights={insights} open={open} onToggle={setOpen} onRegenerate={generate} />
      ) : (
        <button type="button" className="btn-secondary min-h-[40px] w-full text-sm sm:w-auto" onClick={generate}>
          Generate Insights
        </button>
      )}
    </section>
  );
}

function InsightsDetails({
  insights,
  open,
  onToggle,
  onRegenerate,
}: {
  insights: JournalInsights;
  open: boolean;
  onToggle: (open: boolean) => void;
  onRegenerate: () => void;
}) {
  const { analysis } = insights;
  const themes = analysis.themes.length;
  const mood = MOOD_DISPLAY[analysis.mood];
  return (
    <details open={open} onToggle={(event) => onToggle(event.currentTarget.open)}>
      <summary className="cursor-pointer list-inside font-semibold text-slate-900">
        AI Insights: {themes === 1 ? "1 theme" : `${themes} themes`} found
        {insights.stale ? <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">Out of date</span> : null}
      </summary>
      <div className="mt-3 space-y-3 text-sm text-slate-700">
        {insights.stale ? (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900">You edited this entry after these insights were made. Regenerate them to read the new version.</p>
        ) : null}
        <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{insights.aiGenerated ? "AI Generated" : "Computed from your entry"}</p>
        <p className="leading-relaxed">{insights.content}</p>
        <dl className="flex flex-wrap gap-x-6 gap-y-2">
          <div>
            <dt className="text-xs text-slate-600">Mood</dt>
            <dd className="font-semibold text-slate-900">
              <span aria-hidden="true">{mood.emoji}</span> {mood.label}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-slate-600">Risk Level</dt>
            <dd>
              <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${RISK_STYLE[analysis.riskLevel]}`}>{capitalised(analysis.riskLevel)}</span>
            </dd>
          </div>
        </dl>
        <div>
          <h3 className="font-semibold text-slate-900">Key Themes</h3>
          {themes ? (
            <ul className="mt-1 flex flex-wrap gap-1.5">
              {analysis.themes.map((theme) => (
                <li key={theme} className="rounded-full bg-white px-2.5 py-0.5 text-xs font-medium text-slate-700 ring-1 ring-slate-200">
                  {theme}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1">No single theme stood out.</p>
          )}
        </div>
        <div>
          <h3 className="font-semibold text-slate-900">Recommendations</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {analysis.recommendations.map((recommendation) => (
              <li key={recommendation}>{recommendation}</li>
            ))}
          </ul>
        </div>
        <button type="button" className="btn-secondary min-h-[40px] text-sm" onClick={onRegenerate}>
          Regenerate Insights
        </button>
      </div>
    </details>
  );
}

/** Delete, after a confirmation in a native modal dialog (focus kept inside, Escape closes it). */
function DeleteButton({ entry, onDeleted }: { entry: JournalEntry; onDeleted: (entryId: string) => void }) {
  const deleter = useFetcher<JournalActionResult>();
  const dialog = useRef<HTMLDialogElement>(null);
  const dialogTitle = useId();
  const deleting = deleter.state !== "idle";
  const failure = deleter.state === "idle" && deleter.data && !deleter.data.ok ? failureText(deleter.data, journalMessages.deleteFailed) : null;

  useEffect(() => {
    if (deleter.state === "idle" && deleter.data?.ok && "deleted" in deleter.data) {
      dialog.current?.close();
      onDeleted(entry._id);
    }
  }, [deleter.state, deleter.data, entry._id, onDeleted]);

  return (
    <>
      <button type="button" className="btn-ghost min-h-[40px] px-3 text-sm text-rose-700" onClick={() => dialog.current?.showModal()} aria-label={`Delete ${entry.title}`}>
        Delete
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={dialogTitle}
        className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-6 shadow-xl backdrop:bg-slate-900/50"
      >
        <h2 id={dialogTitle} className="text-lg font-semibold text-slate-900">
          Delete this entry?
        </h2>
        <p className="mt-2 break-words text-slate-600">
          "{entry.title}" and its insights will be deleted for good. This cannot be undone.
        </p>
        {failure ? (
          <p role="alert" className="mt-3 rounded-xl border border-rose-200 bg-rose-50 px-3 py-2 text-sm text-rose-900">
            {failure}
          </p>
        ) : null}
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn-secondary" onClick={() => dialog.current?.close()} disabled={deleting}>
            Cancel
          </button>
          <button
            type="button"
            className="btn-danger"
            disabled={deleting}
            onClick={() => deleter.submit({ intent: "delete", id: entry._id }, { method: "post", action: JOURNAL_ACTION })}
          >
            {deleting ? "Deleting..." : "Delete"}
          </button>
        </div>
      </dialog>
    </>
  );
}
