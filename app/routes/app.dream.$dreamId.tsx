import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useNavigate } from "@remix-run/react";
import { useEffect, useId, useState, type ReactNode } from "react";
import { DreamForm, type DreamFormValues } from "~/components/dreams/dream-form";
import { SupportResources } from "~/components/dreams/support-resources";
import { postDreamAction } from "~/lib/dream-actions";
import type { AiAnalysisView, DreamView, RecurringPattern, ReflectionPrompt } from "../../workers/dreams/types";
import {
  capitalise,
  DEFAULT_SYMBOL_CONFIDENCE,
  DREAM_TYPE_LABELS,
  dreamMessages,
  REFLECTION_ANSWER_MAX_LENGTH,
} from "../../workers/shared/dreams";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.dream ? `${data.dream.title ?? "Dream"} | Haven` : "Dream not found | Haven" },
];

export async function loader({ context, params }: LoaderFunctionArgs) {
  const me = await context.auth.requireAppAccess();
  const today = context.dreams.today();
  try {
    return json({ today, dream: await context.dreams.get(me, params.dreamId ?? "") });
  } catch (error) {
    const { status } = context.formError(error);
    return json({ today, dream: null }, { status });
  }
}

const TABS = ["AI Analysis", "Reflection", "Insights", "Details"] as const;
type Tab = (typeof TABS)[number];
const FAILED = {
  save: "Failed to save your changes. Please try again.",
  delete: "Failed to delete the dream. Please try again.",
  analysis: "Failed to analyze your dream. Please try again.",
  reflection: "Failed to write the reflection. Please try again.",
  answer: "Failed to save your answer. Please try again.",
};

const formatDay = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" });
const formatTime = (iso: string) => new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });
const later = (a: string, b: string | null) => b !== null && Date.parse(a) > Date.parse(b);

export default function DreamDetailPage() {
  const data = useLoaderData<typeof loader>();
  if (!data.dream) {
    return (
      <div className="mx-auto max-w-md">
        <section className="card text-center">
          <h1 className="text-xl font-semibold text-slate-900">{dreamMessages.notFound}</h1>
          <p className="mt-2 text-slate-600">It may have been deleted, or the link is not quite right.</p>
          <Link to="/app/dream" className="btn-primary mt-6">
            Back to Dreams
          </Link>
        </section>
      </div>
    );
  }
  return <DreamDetail key={data.dream._id} initial={data.dream} today={data.today} />;
}

function DreamDetail({ initial, today }: { initial: DreamView; today: string }) {
  const navigate = useNavigate();
  const [dream, setDream] = useState(initial);
  const [tab, setTab] = useState<Tab>("AI Analysis");
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setDream(initial), [initial]);

  async function act<T>(key: keyof typeof FAILED, intent: string, body: unknown, apply: (data: T) => void) {
    setBusy(key);
    setError(null);
    const outcome = await postDreamAction<T>(`/app/dream/${dream._id}/${intent}`, body, FAILED[key]);
    setBusy(null);
    if (outcome.ok) apply(outcome.data);
    else setError(outcome.error);
    return outcome.ok;
  }

  const analyse = (forceRegenerate: boolean) =>
    act<{ insights: AiAnalysisView; reflectionPrompts: ReflectionPrompt[]; isRecurring: boolean; recurringPattern: RecurringPattern | null }>(
      "analysis",
      "insights",
      { forceRegenerate },
      ({ insights, reflectionPrompts, isRecurring, recurringPattern }) =>
        setDream((current) => ({ ...current, aiAnalysis: insights, reflectionPrompts, isRecurring, recurringPattern })),
    );
  const reflect = () =>
    act<{ aiReflection: string; aiReflectionGeneratedAt: string }>("reflection", "reflection", {}, (written) =>
      setDream((current) => ({ ...current, aiAnalysis: { ...current.aiAnalysis, ...written } })),
    );
  const answer = (promptId: string, text: string) =>
    act<{ reflectionPrompts: ReflectionPrompt[]; showCrisisResources: boolean }>("answer", "answer", { promptId, answer: text }, (saved) =>
      setDream((current) => ({ ...current, ...saved })),
    );
  const save = (values: DreamFormValues) =>
    act<{ dream: DreamView }>("save", "save", values, (saved) => {
      setDream(saved.dream);
      setEditing(false);
    });
  const remove = async () => {
    if (!window.confirm(dreamMessages.deleteConfirm)) return;
    if (await act("delete", "delete", {}, () => undefined)) navigate("/app/dream");
  };

  const analysis = dream.aiAnalysis;
  const hasAnalysis = analysis.lastInsightUpdate !== null;
  const updatedSinceAnalysis = hasAnalysis && later(dream.updatedAt, analysis.lastInsightUpdate);
  const generateButton = (
    <button type="button" className={hasAnalysis ? "btn-secondary" : "btn-primary"} onClick={() => analyse(hasAnalysis)} disabled={busy !== null}>
      {busy === "analysis" ? "Analyzing your dream..." : hasAnalysis ? "Regenerate Analysis" : "Generate Analysis"}
    </button>
  );

  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <Link to="/app/dream?tab=journal" className="inline-flex min-h-[44px] items-center text-sm font-semibold text-indigo-700 hover:underline">
        ← Back to Dreams
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="page-title">{dream.title ?? "Untitled dream"}</h1>
          <p className="mt-1 text-sm text-slate-600">
            {formatDay(dream.dreamDate)} · {DREAM_TYPE_LABELS[dream.dreamType]}
            {dream.isRecurring && dream.dreamType !== "recurring" ? " · Recurring" : ""}
          </p>
        </div>
        <div className="flex gap-2">
          <button type="button" className="btn-secondary" onClick={() => setEditing((open) => !open)} aria-expanded={editing} disabled={busy !== null}>
            {editing ? "Close Edit" : "Edit"}
          </button>
          <button type="button" className="btn-danger" onClick={remove} disabled={busy !== null}>
            {busy === "delete" ? "Deleting..." : "Delete"}
          </button>
        </div>
      </header>

      {dream.showCrisisResources ? <SupportResources /> : null}
      {error ? (
        <p role="alert" className="rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-rose-900">
          {error}
        </p>
      ) : null}

      {editing ? (
        <section className="card" aria-labelledby="edit-dream-title">
          <h2 id="edit-dream-title" className="mb-4 text-lg font-semibold text-slate-900">
            Edit dream
          </h2>
          <DreamForm
            initial={{
              title: dream.title ?? "",
              content: dream.content,
              dreamDate: dream.dreamDate,
              vividness: dream.vividness,
              lucidity: dream.lucidity,
              emotionBeforeSleep: dream.emotionBeforeSleep,
              emotionAfterWaking: dream.emotionAfterWaking,
              dreamType: dream.dreamType,
              tags: dream.tags,
            }}
            draftKey={`haven:dream-edit:${dream._id}`}
            today={today > dream.dreamDate ? today : dream.dreamDate}
            submitLabel="Save Changes"
            busyLabel="Saving..."
            onSubmit={save}
            onCancel={() => setEditing(false)}
          />
        </section>
      ) : null}

      <div role="tablist" aria-label="Dream" className="grid grid-cols-2 gap-1 rounded-2xl bg-slate-100 p-1 sm:grid-cols-4">
        {TABS.map((candidate) => (
          <button
            key={candidate}
            type="button"
            role="tab"
            aria-selected={tab === candidate}
            onClick={() => setTab(candidate)}
            className={`min-h-[44px] rounded-xl px-3 text-sm font-semibold transition-colors ${
              tab === candidate ? "bg-white text-indigo-800 shadow-sm" : "text-slate-600 hover:text-slate-900"
            }`}
          >
            {candidate}
          </button>
        ))}
      </div>

      <div role="tabpanel" aria-label={tab}>
        {tab === "AI Analysis" ? (
          <AnalysisPanel analysis={analysis} hasAnalysis={hasAnalysis} updated={updatedSinceAnalysis} action={generateButton} />
        ) : null}
        {tab === "Reflection" ? (
          <ReflectionPanel dream={dream} busy={busy} onReflect={reflect} onAnswer={answer} onAnalyse={() => analyse(false)} />
        ) : null}
        {tab === "Insights" ? <InsightsPanel analysis={analysis} hasAnalysis={hasAnalysis} updated={updatedSinceAnalysis} action={generateButton} /> : null}
        {tab === "Details" ? <DetailsPanel dream={dream} /> : null}
      </div>
    </div>
  );
}

function UpdatedBadge() {
  return <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">Dream Updated</span>;
}

function PanelHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="flex flex-wrap items-center gap-2">{children}</div>
    </div>
  );
}

function NotYet({ text, action }: { text: string; action: ReactNode }) {
  return (
    <section className="card flex flex-col items-start gap-3">
      <p className="text-slate-600">{text}</p>
      {action}
    </section>
  );
}

function AnalysisPanel({ analysis, hasAnalysis, updated, action }: { analysis: AiAnalysisView; hasAnalysis: boolean; updated: boolean; action: ReactNode }) {
  if (!hasAnalysis) {
    return <NotYet text="See the symbols, emotions and themes in this dream, read from your own words with what dream research has found." action={action} />;
  }
  return (
    <div className="space-y-4">
      <section className="card space-y-4">
        <PanelHeader title="AI Analysis">
          {updated ? <UpdatedBadge /> : null}
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-600">
            {analysis.aiGenerated ? "AI Generated" : "Computed from your words"}
          </span>
        </PanelHeader>
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="rounded-xl bg-indigo-50/70 p-4">
            <p className="text-sm text-slate-600">Overall mood</p>
            <p className="mt-1 text-xl font-semibold capitalize text-indigo-900">{analysis.overallMood}</p>
          </div>
          <div className="rounded-xl bg-indigo-50/70 p-4">
            <p className="text-sm text-slate-600">Stress level</p>
            <p className="mt-1 text-xl font-semibold text-indigo-900">{analysis.stressLevel}/10</p>
            <div className="mt-2 h-2 rounded-full bg-white" aria-hidden="true">
              <div className="h-2 rounded-full bg-indigo-500" style={{ width: `${((analysis.stressLevel ?? 0) / 10) * 100}%` }} />
            </div>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {action}
          <span className="text-xs text-slate-600">Updated {formatTime(analysis.lastInsightUpdate!)}</span>
        </div>
      </section>

      <section className="card" aria-labelledby="symbols-title">
        <h3 id="symbols-title" className="font-semibold text-slate-900">
          Symbols
        </h3>
        {analysis.symbols.length ? (
          <ul className="mt-3 space-y-3">
            {analysis.symbols.map((symbol) => (
              <li key={symbol.symbol} className="rounded-xl border border-slate-200 p-3">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h4 className="font-semibold text-indigo-900">{symbol.symbol}</h4>
                  <span className="text-xs font-semibold text-slate-600">{Math.round((symbol.confidence ?? DEFAULT_SYMBOL_CONFIDENCE) * 100)}% confidence</span>
                </div>
                <p className="mt-1 text-sm leading-relaxed text-slate-700">{symbol.meaning}</p>
                <p className="mt-2 text-sm italic text-slate-600">{symbol.personalContext}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-600">No symbols from our vocabulary appear in this dream. The reflection prompts can still help you explore it.</p>
        )}
      </section>

      <div className="grid gap-4 md:grid-cols-2">
        <section className="card" aria-labelledby="emotions-title">
          <h3 id="emotions-title" className="font-semibold text-slate-900">
            Emotions
          </h3>
          {analysis.emotions.length ? (
            <ul className="mt-3 space-y-3">
              {analysis.emotions.map((emotion) => (
                <li key={emotion.emotion}>
                  <div className="flex items-center justify-between gap-2">
                    <span className="font-medium capitalize text-slate-900">{emotion.emotion}</span>
                    <span className="text-sm text-slate-600" aria-label={`Intensity ${emotion.intensity} of 5`}>
                      {emotion.intensity}/5
                    </span>
                  </div>
                  <div className="mt-1 flex gap-1" aria-hidden="true">
                    {[1, 2, 3, 4, 5].map((step) => (
                      <span key={step} className={`h-1.5 flex-1 rounded-full ${step <= emotion.intensity ? "bg-indigo-500" : "bg-slate-200"}`} />
                    ))}
                  </div>
                  <p className="mt-1 text-xs text-slate-600">{emotion.context}</p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-slate-600">No feelings are named in this dream.</p>
          )}
        </section>
        <section className="card" aria-labelledby="themes-title">
          <h3 id="themes-title" className="font-semibold text-slate-900">
            Themes
          </h3>
          {analysis.themes.length ? (
            <ul className="mt-3 space-y-3">
              {analysis.themes.map((theme) => (
                <li key={theme.theme}>
                  <div className="flex items-center justify-between gap-2">
                    <span className="font-medium text-slate-900">{theme.theme}</span>
                    <span className="text-xs font-semibold uppercase text-slate-600">{theme.significance}</span>
                  </div>
                  <p className="mt-1 text-sm leading-relaxed text-slate-700">{theme.description}</p>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-slate-600">No themes stand out yet.</p>
          )}
        </section>
      </div>
      <p className="text-xs text-slate-600">
        Meanings come from dream research and are questions for you, not predictions or a diagnosis.
      </p>
    </div>
  );
}

function InsightsPanel({ analysis, hasAnalysis, updated, action }: { analysis: AiAnalysisView; hasAnalysis: boolean; updated: boolean; action: ReactNode }) {
  if (!hasAnalysis) return <NotYet text="Insights suggest small, practical steps that fit this dream." action={action} />;
  return (
    <section className="card space-y-4">
      <PanelHeader title="Insights">{updated ? <UpdatedBadge /> : null}</PanelHeader>
      <ul className="space-y-3">
        {analysis.insights.map((insight) => (
          <li key={insight.insight} className={`rounded-xl p-4 ${insight.category === "Support" ? "bg-rose-50" : "bg-indigo-50/60"}`}>
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-xs font-semibold uppercase tracking-wide text-indigo-700">{insight.category}</span>
              {insight.actionable ? <span className="rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-emerald-700">Try this</span> : null}
            </div>
            <p className="mt-1 leading-relaxed text-slate-800">{insight.insight}</p>
          </li>
        ))}
      </ul>
      {action}
    </section>
  );
}

function ReflectionPanel({
  dream,
  busy,
  onReflect,
  onAnswer,
  onAnalyse,
}: {
  dream: DreamView;
  busy: string | null;
  onReflect: () => Promise<boolean>;
  onAnswer: (promptId: string, answer: string) => Promise<boolean>;
  onAnalyse: () => Promise<boolean>;
}) {
  const { aiReflection, aiReflectionGeneratedAt } = dream.aiAnalysis;
  const stale = aiReflection !== null && later(dream.updatedAt, aiReflectionGeneratedAt);
  return (
    <div className="space-y-4">
      <section className="card space-y-3">
        <PanelHeader title="Reflection">{stale ? <UpdatedBadge /> : null}</PanelHeader>
        {aiReflection ? (
          <>
            <div className="space-y-3 leading-relaxed text-slate-800">
              {aiReflection.split("\n\n").map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <p className="text-xs text-slate-600">Written {formatTime(aiReflectionGeneratedAt!)}</p>
            {stale ? (
              <button type="button" className="btn-secondary" onClick={onReflect} disabled={busy !== null}>
                {busy === "reflection" ? "Writing your reflection..." : "Write a New Reflection"}
              </button>
            ) : null}
          </>
        ) : (
          <>
            <p className="text-slate-600">A gentle written reflection on this dream: what stands out, how you woke up, and a question to sit with.</p>
            <button type="button" className="btn-primary self-start" onClick={onReflect} disabled={busy !== null}>
              {busy === "reflection" ? "Writing your reflection..." : "Generate Reflection"}
            </button>
          </>
        )}
      </section>

      <section className="card space-y-3" aria-labelledby="prompts-title">
        <h2 id="prompts-title" className="text-lg font-semibold text-slate-900">
          Reflection prompts
        </h2>
        {dream.reflectionPrompts.length ? (
          <ul className="space-y-4">
            {dream.reflectionPrompts.map((prompt) => (
              <PromptAnswer key={prompt._id} prompt={prompt} busy={busy !== null} onAnswer={onAnswer} />
            ))}
          </ul>
        ) : (
          <>
            <p className="text-slate-600">Questions to explore this dream come with its analysis.</p>
            <button type="button" className="btn-secondary self-start" onClick={onAnalyse} disabled={busy !== null}>
              {busy === "analysis" ? "Analyzing your dream..." : "Generate Analysis"}
            </button>
          </>
        )}
      </section>
    </div>
  );
}

function PromptAnswer({ prompt, busy, onAnswer }: { prompt: ReflectionPrompt; busy: boolean; onAnswer: (promptId: string, answer: string) => Promise<boolean> }) {
  const id = useId();
  const [text, setText] = useState(prompt.answer ?? "");
  const [saved, setSaved] = useState(false);
  const changed = text.trim() !== (prompt.answer ?? "");
  return (
    <li>
      <label htmlFor={id} className="block font-medium text-slate-900">
        {prompt.prompt}
      </label>
      <textarea
        id={id}
        className="input mt-2 min-h-[88px]"
        value={text}
        maxLength={REFLECTION_ANSWER_MAX_LENGTH}
        onChange={(event) => {
          setText(event.target.value);
          setSaved(false);
        }}
        placeholder="Write as much or as little as you like..."
      />
      <div className="mt-2 flex items-center gap-3">
        <button
          type="button"
          className="btn-secondary min-h-[40px]"
          disabled={busy || !changed}
          onClick={async () => setSaved(await onAnswer(prompt._id, text))}
        >
          Save Answer
        </button>
        {saved || (prompt.answered && !changed) ? <span className="text-sm text-emerald-700">Saved</span> : null}
      </div>
    </li>
  );
}

function DetailsPanel({ dream }: { dream: DreamView }) {
  const rows: [string, string][] = [
    ["Dream date", formatDay(dream.dreamDate)],
    ["Logged", formatTime(dream.logTime)],
    ["Vividness", `${dream.vividness}/10`],
    ["Lucidity", `${dream.lucidity}/10`],
    ["Emotion before sleep", capitalise(dream.emotionBeforeSleep)],
    ["Emotion after waking", capitalise(dream.emotionAfterWaking)],
    ["Dream type", DREAM_TYPE_LABELS[dream.dreamType]],
  ];
  const pattern = dream.recurringPattern;
  if (pattern && pattern.totalOccurrences >= 2) rows.push(["Its main symbol", `In ${pattern.totalOccurrences} of your dreams (${pattern.frequency})`]);
  else if (dream.isRecurring) rows.push(["Recurring", "The first time you have logged it"]);
  if (dream.updatedAt !== dream.logTime) rows.push(["Last edited", formatTime(dream.updatedAt)]);
  return (
    <div className="space-y-4">
      <section className="card">
        <h2 className="text-lg font-semibold text-slate-900">Your dream</h2>
        <p className="mt-2 whitespace-pre-wrap break-words leading-relaxed text-slate-800">{dream.content}</p>
        {dream.tags.length ? (
          <ul className="mt-3 flex flex-wrap gap-2" aria-label="Tags">
            {dream.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-semibold text-indigo-800">
                #{tag}
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      <section className="card">
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-slate-600">{label}</dt>
              <dd className="font-medium text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
