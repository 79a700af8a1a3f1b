import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import {
  CONTENT_MAX_LENGTH,
  entryDraftError,
  JOURNAL_MOODS,
  journalMessages,
  MOOD_DISPLAY,
  parseTags,
  TITLE_MAX_LENGTH,
} from "../../../workers/shared/journal";
import type { JournalEntry } from "../../../workers/journal/types";
import { clearDraft, writeDraft, type JournalDraft } from "~/lib/journal-draft";
import { failureText, JOURNAL_ACTION, type JournalActionResult } from "./types";

type Field = "title" | "content" | "tags";

/**
 * The create and edit form. Every change is kept as a draft in this browser, so a reload or a failed save loses
 * nothing; the draft is dropped once the server has saved the entry, or when the person cancels.
 */
export function EntryForm({
  accountKey,
  initial,
  restored,
  onSaved,
  onCancel,
}: {
  accountKey: string;
  initial: JournalDraft;
  restored: boolean;
  onSaved: (entry: JournalEntry) => void;
  onCancel: () => void;
}) {
  const saver = useFetcher<JournalActionResult>();
  const [draft, setDraft] = useState(initial);
  const [fieldError, setFieldError] = useState<{ field: Field; message: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const titleInput = useRef<HTMLInputElement>(null);
  const contentInput = useRef<HTMLTextAreaElement>(null);
  const tagsInput = useRef<HTMLInputElement>(null);
  const saving = saver.state !== "idle";
  const editing = draft.entryId !== null;

  useEffect(() => {
    titleInput.current?.focus();
  }, []);

  useEffect(() => {
    if (saver.state !== "idle" || !saver.data) return;
    const result = saver.data;
    if (result.ok && "entry" in result) {
      clearDraft(accountKey);
      onSaved(result.entry);
      return;
    }
    if (!result.ok) {
      const field = result.field as Field | undefined;
      if (field === "title" || field === "content" || field === "tags") {
        setFieldError({ field, message: result.error ?? journalMessages.saveFailed });
        setFailure(null);
      } else {
        setFailure(failureText(result, journalMessages.saveFailed));
      }
    }
  }, [saver.state, saver.data, accountKey, onSaved]);

  const update = (change: Partial<JournalDraft>) => {
    setDraft((current) => {
      const next = { ...current, ...change };
      writeDraft(accountKey, next);
      return next;
    });
    setFieldError(null);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const mistake = entryDraftError({ title: draft.title, content: draft.content, tags: parseTags(draft.tagsText) });
    if (mistake) {
      setFieldError(mistake);
      ({ title: titleInput, content: contentInput, tags: tagsInput })[mistake.field].current?.focus();
      return;
    }
    setFailure(null);
    saver.submit(
      {
        intent: "save",
        id: draft.entryId ?? "",
        title: draft.title,
        content: draft.content,
        mood: draft.mood,
        tags: draft.tagsText,
        isPrivate: String(draft.isPrivate),
      },
      { method: "post", action: JOURNAL_ACTION },
    );
  };

  const errorFor = (field: Field) =>
    fieldError?.field === field ? (
      <p id={`journal-${field}-error`} className="mt-1 text-sm text-rose-700">
        {fieldError.message}
      </p>
    ) : null;
  const describedBy = (field: Field, hint: string) => (fieldError?.field === field ? `${hint} journal-${field}-error` : hint);

  return (
    <form onSubmit={submit} noValidate className="card space-y-4" aria-labelledby="journal-form-title">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="journal-form-title" className="text-lg font-semibold text-slate-900">
          {editing ? "Edit Entry" : "New Entry"}
        </h2>
        {restored ? <p className="text-sm text-slate-600">Restored the draft you had not saved yet.</p> : null}
      </div>
      {failure ? (
        <p role="alert" className="rounded-xl border border-rose-200 bg-rose-50 px-3 py-2 text-sm text-rose-900">
          {failure} Your text is still here.
        </p>
      ) : null}

      <div>
        <div className="flex items-baseline justify-between">
          <label htmlFor="journal-title" className="label">
            Title
          </label>
          <span id="journal-title-count" className="text-xs text-slate-600">
            {draft.title.length}/{TITLE_MAX_LENGTH}
          </span>
        </div>
        <input
          ref={titleInput}
          id="journal-title"
          className="input"
          value={draft.title}
          maxLength={TITLE_MAX_LENGTH}
          aria-invalid={fieldError?.field === "title" || undefined}
          aria-describedby={describedBy("title", "journal-title-count")}
          onChange={(event) => update({ title: event.target.value })}
        />
        {errorFor("title")}
      </div>

      <div>
        <div className="flex items-baseline justify-between">
          <label htmlFor="journal-content" className="label">
            Entry
          </label>
          <span id="journal-content-count" className="text-xs text-slate-600">
            {draft.content.length.toLocaleString("en-US")}/{CONTENT_MAX_LENGTH.toLocaleString("en-US")}
          </span>
        </div>
        <textarea
          ref={contentInput}
          id="journal-content"
          className="input min-h-[180px] resize-y leading-relaxed"
          value={draft.content}
          maxLength={CONTENT_MAX_LENGTH}
          placeholder="What's on your mind today?"
          aria-invalid={fieldError?.field === "content" || undefined}
          aria-describedby={describedBy("content", "journal-content-count")}
          onChange={(event) => update({ content: event.target.value })}
        />
        {errorFor("content")}
      </div>

      <fieldset>
        <legend className="label">Mood</legend>
        <div className="grid grid-cols-5 gap-1.5">
          {JOURNAL_MOODS.map((mood) => (
            <label
              key={mood}
              className={`flex cursor-pointer flex-col items-center gap-0.5 rounded-xl border px-1 py-2 text-center text-xs font-medium has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500 ${
                draft.mood === mood ? "border-brand-600 bg-brand-50 text-brand-900" : "border-slate-200 text-slate-600 hover:border-brand-300"
              }`}
            >
              <input type="radio" name="mood" value={mood} checked={draft.mood === mood} onChange={() => update({ mood })} className="sr-only" />
              <span className="text-xl" aria-hidden="true">
                {MOOD_DISPLAY[mood].emoji}
              </span>
              {MOOD_DISPLAY[mood].label}
            </label>
          ))}
        </div>
      </fieldset>

      <div>
        <label htmlFor="journal-tags" className="label">
          Tags
        </label>
        <input
          ref={tagsInput}
          id="journal-tags"
          className="input"
          value={draft.tagsText}
          placeholder="work, family, gratitude"
          aria-invalid={fieldError?.field === "tags" || undefined}
          aria-describedby={describedBy("tags", "journal-tags-hint")}
          onChange={(event) => update({ tagsText: event.target.value })}
        />
        <p id="journal-tags-hint" className="mt-1 text-xs text-slate-600">
          Separate tags with commas.
        </p>
        {errorFor("tags")}
      </div>

      <div className="flex items-start gap-3">
        <input
          id="journal-private"
          type="checkbox"
          className="mt-1 h-5 w-5 accent-brand-600"
          checked={draft.isPrivate}
          onChange={(event) => update({ isPrivate: event.target.checked })}
          aria-describedby="journal-private-hint"
        />
        <div>
          <label htmlFor="journal-private" className="font-medium text-slate-800">
            Private
          </label>
          <p id="journal-private-hint" className="text-xs text-slate-600">
            Only you can read your journal, whichever you choose. Untick to mark an entry Public: one you would be comfortable
            sharing, for example with a therapist.
          </p>
        </div>
      </div>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn-secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
        <button type="submit" className="btn-primary" disabled={saving}>
          {saving ? "Saving..." : editing ? "Update Entry" : "Save Entry"}
        </button>
      </div>
    </form>
  );
}
