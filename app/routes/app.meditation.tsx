import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useFetcher, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { CrisisSupportBox } from "~/components/crisis-lines";
import { SessionPlayer } from "~/components/meditation/session-player";
import { prepareChime, type Chime } from "~/lib/chime";
import { networkSafeAction } from "~/lib/network-action";
import {
  fallbackSession,
  findPreset,
  MEDITATION_PRESETS,
  MIN_RECORDED_SECONDS,
  type MeditationPreset,
  type MeditationSession,
} from "../../workers/shared/meditation";
import type { MeditationStats } from "../../workers/meditation/types";

export const meta: MetaFunction = () => [{ title: "Meditation | Haven" }];

export async function loader({ context }: LoaderFunctionArgs) {
  const me = await context.auth.requireAppAccess();
  return json(await context.meditation.stats(me));
}

type ActionResult =
  | { ok: true; session: MeditationSession; showCrisisResources: boolean }
  | { ok: true; meditationStats: MeditationStats }
  | { ok: false; error: string; networkFailure?: true };

export async function action({ context }: ActionFunctionArgs) {
  const me = await context.auth.requireAppAccess();
  const body = (await context.input.json()) as { intent?: unknown; presetId?: unknown };
  const preset = typeof body?.presetId === "string" ? findPreset(body.presetId) : undefined;
  if (!preset) return json<ActionResult>({ ok: false, error: "Meditation session not found." }, { status: 404 });
  try {
    if (body.intent === "generate") {
      const generated = await context.meditation.generate(me, { prompt: preset.prompt, duration: preset.minutes, category: preset.category });
      return json<ActionResult>({ ok: true, ...generated });
    }
    if (body.intent === "complete") {
      return json<ActionResult>({ ok: true, meditationStats: (await context.meditation.complete(me, body)).meditationStats });
    }
    return json<ActionResult>({ ok: false, error: "Unknown meditation action." }, { status: 400 });
  } catch (error) {
    const { message, status } = context.formError(error);
    return json<ActionResult>({ ok: false, error: message }, { status });
  }
}

/**
 * A request that never reached the server answers `{ ok: false, error, networkFailure }`: the page falls back to the
 * built-in session, or offers to record a finished one again, instead of breaking.
 */
export const clientAction = networkSafeAction;

/** Completing a session answers with the new stats itself. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod?.toUpperCase() === "POST" ? false : defaultShouldRevalidate;

type View =
  | { step: "list" }
  | { step: "preparing"; preset: MeditationPreset }
  | { step: "ready"; preset: MeditationPreset; session: MeditationSession; showCrisisResources: boolean }
  | { step: "running"; preset: MeditationPreset; session: MeditationSession; showCrisisResources: boolean; runId: string };

export default function Meditation() {
  const loaded = useLoaderData<typeof loader>();
  const generator = useFetcher<ActionResult>();
  const recorder = useFetcher<ActionResult>();
  const [view, setView] = useState<View>({ step: "list" });
  const [stats, setStats] = useState(loaded.meditationStats);
  const [status, setStatus] = useState<string | null>(null);
  const [unsaved, setUnsaved] = useState<{ presetId: string; practisedSeconds: number; clientSessionId: string } | null>(null);
  const chime = useRef<Chime | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (generator.state !== "idle" || !generator.data || view.step !== "preparing") return;
    const result = generator.data;
    // When the session cannot be written, the spec's fallback session stands in.
    const session = result.ok && "session" in result ? result.session : fallbackSession(view.preset.title, view.preset.minutes);
    const showCrisisResources = result.ok && "session" in result ? result.showCrisisResources : false;
    setView({ step: "ready", preset: view.preset, session, showCrisisResources });
  }, [generator.state, generator.data, view]);

  useEffect(() => {
    if (recorder.state !== "idle" || !recorder.data) return;
    const result = recorder.data;
    if (result.ok && "meditationStats" in result) {
      setStats(result.meditationStats);
      setUnsaved(null);
      setStatus(`Session recorded. You have meditated ${result.meditationStats.totalMinutes} minutes in all.`);
    } else if (!result.ok) {
      setStatus(result.networkFailure ? result.error : "We could not record this session. Please try again.");
    }
  }, [recorder.state, recorder.data]);

  useEffect(() => {
    heading.current?.focus();
  }, [view.step]);

  useEffect(() => () => chime.current?.close(), []);

  const choose = (preset: MeditationPreset) => {
    setStatus(null);
    setView({ step: "preparing", preset });
    generator.submit({ intent: "generate", presetId: preset.id }, { method: "post", encType: "application/json" });
  };

  const record = (completion: { presetId: string; practisedSeconds: number; clientSessionId: string }) => {
    setUnsaved(completion);
    recorder.submit({ intent: "complete", ...completion }, { method: "post", encType: "application/json" });
  };

  if (view.step === "list") {
    return (
      <div className="space-y-6">
        <header>
          <h1 ref={heading} tabIndex={-1} className="page-title outline-none">
            Meditation
          </h1>
          <p className="mt-1 text-slate-600">Six guided sessions. Choose one, read the instructions, and begin when you are ready.</p>
          <p className="mt-3 flex flex-wrap gap-2 text-sm" aria-label="Your meditation">
            <span className="rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-800">{stats.totalMinutes} minutes meditated</span>
            <span className="rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-800">
              {stats.currentStreakDays === 0 ? "No streak yet" : `${stats.currentStreakDays}-day streak`}
            </span>
          </p>
        </header>
        {status ? (
          <div role="status" className="flex flex-wrap items-center gap-3 rounded-xl bg-slate-100 px-4 py-3 text-slate-800">
            <span>{status}</span>
            {unsaved && recorder.state === "idle" ? (
              <button type="button" className="btn-secondary min-h-[36px] px-3 text-sm" onClick={() => record(unsaved)}>
                Try again
              </button>
            ) : null}
          </div>
        ) : null}
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {MEDITATION_PRESETS.map((preset) => (
            <li key={preset.id} className="card flex flex-col gap-3">
              <div className="flex items-start justify-between gap-2">
                <div>
                  <h2 className="text-lg font-semibold text-slate-900">{preset.title}</h2>
                  <p className="text-sm text-slate-600">{preset.subtitle}</p>
                </div>
                <span className="shrink-0 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">{preset.duration}</span>
              </div>
              <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{preset.category}</p>
              <p className="flex-1 text-sm text-slate-700">{preset.description}</p>
              <button type="button" className="btn-primary" onClick={() => choose(preset)} aria-label={`Start ${preset.title}`}>
                Start
              </button>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  const { preset } = view;
  return (
    <div className="mx-auto max-w-2xl space-y-5">
      <header>
        <p className="text-sm font-medium text-brand-700">
          {preset.category} · {preset.duration}
        </p>
        <h1 ref={heading} tabIndex={-1} className="page-title outline-none">
          {preset.title}
        </h1>
        <p className="mt-1 text-slate-600">{preset.subtitle}</p>
      </header>

      {view.step === "preparing" ? (
        <p role="status" className="card flex items-center gap-3 text-slate-600">
          <span className="h-4 w-4 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" aria-hidden="true" />
          Preparing your session...
        </p>
      ) : null}

      {view.step !== "preparing" && view.showCrisisResources ? (
        <CrisisSupportBox id="meditation-support" tone="indigo" title="You don't have to carry this alone.">
          <p>If you are thinking about suicide or feel unsafe, please reach out now:</p>
        </CrisisSupportBox>
      ) : null}

      {view.step === "ready" ? (
        <>
          <section className="card space-y-3" aria-labelledby="about-title">
            <h2 id="about-title" className="text-lg font-semibold text-slate-900">
              About this session
            </h2>
            <p className="text-slate-700">{preset.description}</p>
            <ul className="list-disc space-y-1 pl-5 text-slate-700" aria-label="Benefits">
              {preset.benefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
          </section>
          <section className="card" aria-labelledby="instructions-title">
            <h2 id="instructions-title" className="text-lg font-semibold text-slate-900">
              Session Instructions
            </h2>
            <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-slate-700">
              {view.session.instructions.map((instruction) => (
                <li key={instruction}>{instruction}</li>
              ))}
            </ol>
            <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <button type="button" className="btn-secondary" onClick={() => setView({ step: "list" })}>
                Not Now
              </button>
              <button
                type="button"
                className="btn-primary"
                onClick={() => {
                  chime.current ??= prepareChime();
                  setView({ ...view, step: "running", runId: crypto.randomUUID() });
                }}
              >
                Begin Your Journey
              </button>
            </div>
          </section>
        </>
      ) : null}

      {view.step === "running" ? (
        <SessionPlayer
          session={view.session}
          chime={chime.current}
          onComplete={(practisedSeconds) => {
            setView({ step: "list" });
            if (practisedSeconds >= MIN_RECORDED_SECONDS) {
              record({ presetId: preset.id, practisedSeconds, clientSessionId: view.runId });
            } else {
              setStatus("Sessions of at least a minute count toward your progress.");
            }
          }}
        />
      ) : null}
    </div>
  );
}
