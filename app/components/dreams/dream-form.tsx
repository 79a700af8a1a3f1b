import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from "react";
import { useDictation } from "~/lib/dictation";
import {
  capitalise,
  DREAM_CONTENT_MAX_LENGTH,
  DREAM_DEFAULTS,
  DREAM_TAG_MAX_LENGTH,
  DREAM_TAGS_MAX,
  DREAM_TITLE_MAX_LENGTH,
  DREAM_TYPE_LABELS,
  DREAM_TYPES,
  dreamMessages,
  EMOTIONS_AFTER_WAKING,
  EMOTIONS_BEFORE_SLEEP,
  formatTimer,
  SCALE_MAX,
  SCALE_MIN,
  splitTags,
  uniqueTags,
  type DreamType,
  type EmotionAfterWaking,
  type EmotionBeforeSleep,
} from "../../../workers/shared/dreams";

export interface DreamFormValues {
  title: string;
  content: string;
  dreamDate: string;
  vividness: number;
  lucidity: number;
  emotionBeforeSleep: EmotionBeforeSleep;
  emotionAfterWaking: EmotionAfterWaking;
  dreamType: DreamType;
  tags: string[];
}

export function emptyDream(today: string): DreamFormValues {
  return { title: "", content: "", dreamDate: today, tags: [], ...DREAM_DEFAULTS };
}

function readDraft(key: string): DreamFormValues | null {
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(key) ?? "null") as DreamFormValues | null;
    return saved && typeof saved.content === "string" && Array.isArray(saved.tags) ? saved : null;
  } catch {
    return null;
  }
}

interface DreamFormProps {
  /** What the form starts with (a new dream's defaults, or the dream being edited). */
  initial: DreamFormValues;
  /** Where the draft is kept in this tab, so a reload or a failed save never loses what was written. */
  draftKey: string;
  today: string;
  submitLabel: string;
  busyLabel: string;
  /** Saves; resolves true when saved (the form then resets and forgets its draft). */
  onSubmit: (values: DreamFormValues) => Promise<boolean>;
  onCancel?: () => void;
}

/** The dream form of Log Dream and of Edit: the fields of spec 001 section 5, with voice dictation. */
export function DreamForm({ initial, draftKey, today, submitLabel, busyLabel, onSubmit, onCancel }: DreamFormProps) {
  const id = useId();
  const [values, setValues] = useState(initial);
  const [tagText, setTagText] = useState("");
  const [busy, setBusy] = useState(false);
  // Saving starts only once the draft has been read back, so the empty form never overwrites a kept draft.
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    const draft = readDraft(draftKey);
    if (draft) setValues(draft);
    setRestored(true);
  }, [draftKey]);
  useEffect(() => {
    if (restored) window.sessionStorage.setItem(draftKey, JSON.stringify(values));
  }, [draftKey, values, restored]);

  const set = <K extends keyof DreamFormValues>(key: K, value: DreamFormValues[K]) => setValues((current) => ({ ...current, [key]: value }));
  const dictation = useDictation((text) =>
    setValues((current) => ({ ...current, content: (current.content ? `${current.content.trimEnd()} ${text}` : text).slice(0, DREAM_CONTENT_MAX_LENGTH) })),
  );

  const addTags = (raw: string) => {
    const added = splitTags(raw).map((tag) => tag.slice(0, DREAM_TAG_MAX_LENGTH));
    if (added.length) setValues((current) => ({ ...current, tags: uniqueTags([...current.tags, ...added]).slice(0, DREAM_TAGS_MAX) }));
    setTagText("");
  };
  const onTagKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    addTags(tagText);
  };

  const blank = !values.content.trim();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blank) {
      window.alert(dreamMessages.contentRequired);
      return;
    }
    if (dictation.recording) dictation.stop();
    // A tag still being typed is part of what the person meant to save.
    const tags = tagText.trim() ? uniqueTags([...values.tags, ...splitTags(tagText)]).slice(0, DREAM_TAGS_MAX) : values.tags;
    setBusy(true);
    const saved = await onSubmit({ ...values, tags });
    setBusy(false);
    if (saved) {
      window.sessionStorage.removeItem(draftKey);
      setValues(initial);
      setTagText("");
    }
  };
  const cancel = () => {
    window.sessionStorage.removeItem(draftKey);
    setValues(initial);
    onCancel?.();
  };

  return (
    <form className="space-y-5" onSubmit={submit} noValidate>
      <div>
        <label className="label" htmlFor={`${id}-title`}>
          Title <span className="font-normal text-slate-600">(optional)</span>
        </label>
        <input
          id={`${id}-title`}
          className="input"
          value={values.title}
          maxLength={DREAM_TITLE_MAX_LENGTH}
          onChange={(event) => set("title", event.target.value)}
          placeholder="Give your dream a name"
        />
        <p className="mt-1 text-right text-xs text-slate-600">
          {values.title.length}/{DREAM_TITLE_MAX_LENGTH}
        </p>
      </div>

      <div>
        <div className="mb-1 flex flex-wrap items-center justify-between gap-2">
          <label className="label mb-0" htmlFor={`${id}-content`}>
            What did you dream?
          </label>
          <div className="flex items-center gap-2">
            {dictation.recording ? (
              <span className="flex items-center gap-1.5 text-sm font-medium text-rose-700" role="timer" aria-label="Recording time">
                <span className="h-2 w-2 animate-pulse rounded-full bg-rose-600" aria-hidden="true" />
                {formatTimer(dictation.elapsedSeconds)}
              </span>
            ) : null}
            <button
              type="button"
              className={dictation.recording ? "btn-danger min-h-[40px] px-3" : "btn-secondary min-h-[40px] px-3"}
              onClick={dictation.recording ? dictation.stop : dictation.start}
              aria-pressed={dictation.recording}
            >
              <MicIcon />
              {dictation.recording ? "Stop Recording" : "Dictate"}
            </button>
          </div>
        </div>
        <textarea
          id={`${id}-content`}
          className="input min-h-[180px] resize-y leading-relaxed"
          value={values.content}
          maxLength={DREAM_CONTENT_MAX_LENGTH}
          onChange={(event) => set("content", event.target.value)}
          placeholder="Describe your dream in as much detail as you remember: places, people, feelings..."
          required
        />
        <div className="mt-1 flex justify-between gap-2 text-xs text-slate-600">
          <span aria-live="polite">{dictation.interim ? `Hearing: ${dictation.interim}` : ""}</span>
          <span>
            {values.content.length.toLocaleString("en-US")}/{DREAM_CONTENT_MAX_LENGTH.toLocaleString("en-US")}
          </span>
        </div>
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label className="label" htmlFor={`${id}-date`}>
            Dream date
          </label>
          <input id={`${id}-date`} type="date" className="input" value={values.dreamDate} max={today} onChange={(event) => set("dreamDate", event.target.value)} />
        </div>
        <div>
          <label className="label" htmlFor={`${id}-type`}>
            Dream type
          </label>
          <select id={`${id}-type`} className="input" value={values.dreamType} onChange={(event) => set("dreamType", event.target.value as DreamType)}>
            {DREAM_TYPES.map((type) => (
              <option key={type} value={type}>
                {DREAM_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </div>
        <Slider id={`${id}-vividness`} label="Vividness" value={values.vividness} onChange={(value) => set("vividness", value)} low="Faint" high="Very vivid" />
        <Slider id={`${id}-lucidity`} label="Lucidity" value={values.lucidity} onChange={(value) => set("lucidity", value)} low="Not aware" high="Fully aware" />
        <div>
          <label className="label" htmlFor={`${id}-before`}>
            Emotion before sleep
          </label>
          <select
            id={`${id}-before`}
            className="input"
            value={values.emotionBeforeSleep}
            onChange={(event) => set("emotionBeforeSleep", event.target.value as EmotionBeforeSleep)}
          >
            {EMOTIONS_BEFORE_SLEEP.map((emotion) => (
              <option key={emotion} value={emotion}>
                {capitalise(emotion)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label className="label" htmlFor={`${id}-after`}>
            Emotion after waking
          </label>
          <select
            id={`${id}-after`}
            className="input"
            value={values.emotionAfterWaking}
            onChange={(event) => set("emotionAfterWaking", event.target.value as EmotionAfterWaking)}
          >
            {EMOTIONS_AFTER_WAKING.map((emotion) => (
              <option key={emotion} value={emotion}>
                {capitalise(emotion)}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div>
        <label className="label" htmlFor={`${id}-tags`}>
          Tags
        </label>
        <input
          id={`${id}-tags`}
          className="input"
          value={tagText}
          onChange={(event) => setTagText(event.target.value)}
          onKeyDown={onTagKey}
          placeholder="Type a tag and press Enter (commas separate several)"
          disabled={values.tags.length >= DREAM_TAGS_MAX}
        />
        {values.tags.length ? (
          <ul className="mt-2 flex flex-wrap gap-2" aria-label="Tags">
            {values.tags.map((tag) => (
              <li key={tag} className="flex items-center gap-1 rounded-full bg-indigo-50 py-1 pl-3 pr-1 text-sm text-indigo-800">
                {tag}
                <button
                  type="button"
                  className="flex h-6 w-6 items-center justify-center rounded-full hover:bg-indigo-100"
                  aria-label={`Remove tag ${tag}`}
                  onClick={() => set("tags", values.tags.filter((existing) => existing !== tag))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>

      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={blank || busy}>
          {busy ? busyLabel : submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="btn-secondary" onClick={cancel} disabled={busy}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}

function Slider({ id, label, value, onChange, low, high }: { id: string; label: string; value: number; onChange: (value: number) => void; low: string; high: string }) {
  return (
    <div>
      <label className="label flex justify-between" htmlFor={id}>
        <span>{label}</span>
        <span className="font-semibold text-indigo-700">
          {value}/{SCALE_MAX}
        </span>
      </label>
      <input
        id={id}
        type="range"
        min={SCALE_MIN}
        max={SCALE_MAX}
        step={1}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-11 w-full accent-indigo-600"
      />
      <div className="flex justify-between text-xs text-slate-600" aria-hidden="true">
        <span>{low}</span>
        <span>{high}</span>
      </div>
    </div>
  );
}

function MicIcon() {
  return (
    <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M5 11a7 7 0 0 0 14 0M12 18v3" strokeLinecap="round" />
    </svg>
  );
}
