import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useFetcher, useLoaderData, useLocation, useNavigate, type ShouldRevalidateFunction } from "@remix-run/react";
import { useEffect, useState } from "react";
import { canDrawWeek, MoodChart, MoodSnapshot, SessionChart } from "~/components/progress-charts";
import { closeOnCancel, useModalDialog } from "~/components/modal";
import { formatDateTime } from "~/lib/dates";
import { networkSafeAction, skipRevalidationAfterNetworkFailure } from "~/lib/network-action";
import { browserTimeZone, rememberTimeZone } from "~/lib/time-zone";
import type { InsightsView } from "../../workers/progress/types";
import { MIN_ENTRIES_FOR_TREND } from "../../workers/shared/progress";

export const meta: MetaFunction = () => [{ title: "Progress | Haven" }];

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
const LOAD_FAILED = "Failed to load progress data. Please try refreshing the page.";
const REFRESH_FAILED = "Failed to refresh insights. Please try again.";
const DEFAULT_MOOD = { mood: 5, anxiety: 5, stress: 5 };
const ADD_MOOD_ID = "add-mood-entry";

export async function loader({ context }: LoaderFunctionArgs) {
  const me = await context.auth.requireAppAccess();
  const timeZone = context.progress.timeZone();
  try {
    const dashboard = await context.progress.dashboard(me, timeZone);
    return json({ timeZone, now: context.now().toISOString(), alert: null, dashboard });
  } catch (error) {
    const { status, message } = context.formError(error);
    const alert = status === 401 ? "Please log in to view your progress data." : status === 403 ? message : LOAD_FAILED;
    return json({ timeZone, now: context.now().toISOString(), alert, dashboard: null }, { status });
  }
}

type ActionResult = { ok: true; refreshed?: InsightsView } | { ok: false; error: string };

/**
 * A refresh answers with the new insights itself; reloading the page's data would only read them back as cached.
 * After a submission that never reached the server, reloading would fail the same way.
 */
export const shouldRevalidate: ShouldRevalidateFunction = (args) =>
  args.formData?.get("intent") === "refresh" ? false : skipRevalidationAfterNetworkFailure(args);

export async function action({ context }: ActionFunctionArgs) {
  const me = await context.auth.requireAppAccess();
  const form = await context.input.form();
  const intent = form.get("intent");
  try {
    if (intent === "mood") {
      await context.progress.addMood(me, {
        therapistId: "general",
        mood: Number(form.get("mood")),
        anxiety: Number(form.get("anxiety")),
        stress: Number(form.get("stress")),
      });
      return json<ActionResult>({ ok: true });
    }
    if (intent === "refresh") {
      return json<ActionResult>({ ok: true, refreshed: await context.progress.refreshInsights(me, context.progress.timeZone()) });
    }
    return json<ActionResult>({ ok: false, error: "Operation failed. Please try again." }, { status: 400 });
  } catch (error) {
    const { message, status } = context.formError(error);
    const failure = intent === "mood" ? `Failed to save mood entry: ${message}` : REFRESH_FAILED;
    return json<ActionResult>({ ok: false, error: failure }, { status });
  }
}

/** A save that cannot reach the server keeps the dialog and its values, and says so (app/lib/network.ts). */
export const clientAction = networkSafeAction;

const TREND_STYLE = {
  improving: { icon: "↗", label: "Improving", className: "text-emerald-700 bg-emerald-50" },
  declining: { icon: "↘", label: "Declining", className: "text-rose-700 bg-rose-50" },
  stable: { icon: "→", label: "Stable", className: "text-sky-700 bg-sky-50" },
} as const;
/** Shown instead of a trend while there are too few entries to have one. */
const NO_TREND = { icon: "…", label: "Not enough data yet", className: "text-slate-700 bg-slate-100" } as const;


export default function ProgressDashboard() {
  const { timeZone, now, alert, dashboard } = useLoaderData<typeof loader>();
  // After a failed load the page still renders, with zeroed stats and empty lists.
  const data = {
    timeZone,
    alert,
    moodData: dashboard?.moodData ?? [],
    recentMoods: dashboard?.recentMoods ?? [],
    sessionStats: dashboard?.sessionStats ?? null,
    meditationStats: dashboard?.meditationStats ?? null,
    insights: dashboard?.insights ?? null,
    // Mood entries in the insights' 30 days: a trend needs MIN_ENTRIES_FOR_TREND of them.
    entriesForTrend: dashboard?.summary.moodEntries ?? 0,
  };
  const [saved, setSaved] = useState(false);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [moodOpen, setMoodOpen] = useState(false);

  // The first visit may have counted days in UTC; once the browser's zone is known, count again in it.
  useEffect(() => {
    if (rememberTimeZone() || data.timeZone !== browserTimeZone()) navigate(pathname, { replace: true, preventScrollReset: true });
  }, []);

  const stats = data.sessionStats;
  const trendReady = data.entriesForTrend >= MIN_ENTRIES_FOR_TREND;
  const trend = trendReady ? TREND_STYLE[data.insights?.insights.moodTrend ?? "stable"] : NO_TREND;
  const entriesMissing = MIN_ENTRIES_FOR_TREND - data.entriesForTrend;
  const daily = WEEKDAYS.map((day) => stats?.dailySessions[day] ?? 0);

  return (
    <>
      <div className="space-y-6">
        <header className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h1 className="page-title">Your Progress</h1>
            <p className="mt-1 text-slate-600">Mood, sessions and insights from the last 30 days, counted in your time zone.</p>
          </div>
          <button type="button" id={ADD_MOOD_ID} className="btn-primary" onClick={() => setMoodOpen(true)}>
            Add Mood Entry
          </button>
        </header>

        {saved ? (
          <p role="status" className="flex items-center justify-between gap-3 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900">
            <span>Mood entry saved. Your charts and insights now include it.</span>
            <button type="button" className="btn-ghost min-h-[44px] px-3 text-emerald-900" onClick={() => setSaved(false)}>
              Dismiss
            </button>
          </p>
        ) : null}

        {data.alert ? (
          <p role="alert" className="rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-rose-900">
            {data.alert}
          </p>
        ) : null}

        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-6" aria-label="Statistics">
          <StatCard label="Total Sessions" value={String(stats?.totalSessions ?? 0)} />
          <StatCard label="This Week" value={String(stats?.thisWeek ?? 0)} />
          {stats && stats.totalSessions > 0 ? (
            <StatCard
              label="Avg Session"
              value={stats.averageSessionLength > 0 ? `${stats.averageSessionLength} min` : "< 1 min"}
            />
          ) : (
            <StatCard label="Avg Session" value="—" note="No sessions yet" />
          )}
          <li className="card p-4">
            <p className="text-sm text-slate-600">Mood Trend</p>
            <p className={`mt-2 inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-lg font-semibold ${trend.className}`}>
              <span aria-hidden="true">{trend.icon}</span>
              {trend.label}
            </p>
            {trendReady ? null : (
              <p className="mt-1 text-xs text-slate-600">
                Add {entriesMissing} more mood {entriesMissing === 1 ? "entry" : "entries"} to see it
              </p>
            )}
          </li>
          <li className="card col-span-2 p-4 lg:col-span-1">
            <p className="text-sm text-slate-600">Favorite Therapist</p>
            <p className="mt-2 text-lg font-semibold text-slate-900">{stats?.favoriteTherapist ?? "None"}</p>
            {stats?.favoriteTherapist ? <p className="text-xs text-slate-600">AI therapist</p> : null}
          </li>
          <li className="card p-4">
            <p className="text-sm text-slate-600">Meditation</p>
            <p className="mt-2 text-2xl font-bold text-slate-900">{data.meditationStats?.totalMinutes ?? 0} min</p>
            <p className="text-xs text-slate-600">
              {data.meditationStats?.currentStreakDays ? `${data.meditationStats.currentStreakDays}-day streak` : "No streak yet"}
            </p>
          </li>
        </ul>

        <div className="grid gap-4 lg:grid-cols-2">
          <section className="card" aria-labelledby="mood-chart-title">
            <h2 id="mood-chart-title" className="text-lg font-semibold text-slate-900">
              Happiness &amp; Wellness Tracking
            </h2>
            <p className="text-sm text-slate-600">Last 7 days, 0 to 10. Wellness combines happiness with calm and low stress.</p>
            {data.moodData.length ? (
              <>
                {canDrawWeek(data.moodData, data.timeZone) ? (
                  <MoodChart points={data.moodData} now={now} timeZone={data.timeZone} />
                ) : (
                  <div aria-hidden="true">
                    <MoodSnapshot points={data.moodData} timeZone={data.timeZone} />
                  </div>
                )}
                <div className="sr-only">
                  <table>
                    <caption>Mood entries in the last 7 days</caption>
                    <thead>
                      <tr>
                        <th scope="col">When</th>
                        <th scope="col">Happiness</th>
                        <th scope="col">Anxiety</th>
                        <th scope="col">Stress</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.moodData.map((point) => (
                        <tr key={point.date}>
                          <th scope="row">{formatDateTime(point.date, data.timeZone)}</th>
                          <td>{point.mood}</td>
                          <td>{point.anxiety}</td>
                          <td>{point.stress}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </>
            ) : (
              <p className="mt-6 rounded-xl bg-slate-50 p-6 text-center text-slate-600">No mood entries in the last 7 days yet.</p>
            )}
          </section>

          <section className="card" aria-labelledby="session-chart-title">
            <h2 id="session-chart-title" className="text-lg font-semibold text-slate-900">
              Weekly Session Activity
            </h2>
            <p className="text-sm text-slate-600">Chat sessions this week, Monday to Sunday.</p>
            {stats && stats.thisWeek > 0 ? (
              <>
                <SessionChart weekdays={WEEKDAYS} daily={daily} />
                <ul className="sr-only" aria-label="Sessions per day this week">
                  {WEEKDAYS.map((day, index) => (
                    <li key={day}>
                      {day}: {daily[index]}
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <div className="mt-6 rounded-xl bg-slate-50 p-6 text-center">
                <p className="text-slate-600">No sessions this week yet.</p>
                <Link to="/app/chat" className="btn-primary mt-3">
                  Start Session
                </Link>
              </div>
            )}
          </section>
        </div>

        <section aria-labelledby="recent-moods-title" className="space-y-3">
          <h2 id="recent-moods-title" className="text-lg font-semibold text-slate-900">
            Recent Mood Entries
          </h2>
          {data.recentMoods.length ? (
            <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {data.recentMoods.map((entry) => (
                <li key={entry._id} className="card p-4">
                  <p className="text-sm text-slate-600">{formatDateTime(entry.date, data.timeZone)}</p>
                  <dl className="mt-2 grid grid-cols-3 gap-2 text-center">
                    <MoodValue label="Happiness" value={entry.mood} />
                    <MoodValue label="Anxiety" value={entry.anxiety} />
                    <MoodValue label="Stress" value={entry.stress} />
                  </dl>
                </li>
              ))}
            </ul>
          ) : (
            <div className="card text-center">
              <p className="text-slate-600">No mood entries yet. A quick check-in takes a few seconds.</p>
              <button type="button" className="btn-primary mt-3" onClick={() => setMoodOpen(true)}>
                Add Your First Entry
              </button>
            </div>
          )}
        </section>

        {data.insights ? <InsightsPanel view={data.insights} timeZone={data.timeZone} trendReady={trendReady} /> : null}
      </div>
      {/* Outside the space-y container, whose margin would pin the dialog to the top of the screen. */}
      {moodOpen ? (
        <MoodDialog
          onClose={() => setMoodOpen(false)}
          onSaved={() => {
            setSaved(true);
            setMoodOpen(false);
          }}
        />
      ) : null}
    </>
  );
}

function StatCard({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <li className="card p-4">
      <p className="text-sm text-slate-600">{label}</p>
      <p className="mt-2 text-2xl font-bold text-slate-900">{value}</p>
      {note ? <p className="mt-1 text-xs text-slate-600">{note}</p> : null}
    </li>
  );
}

function MoodValue({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg bg-slate-50 py-2">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-lg font-semibold text-slate-900">{value}/10</dd>
    </div>
  );
}

function InsightsPanel({ view, timeZone, trendReady }: { view: InsightsView; timeZone: string; trendReady: boolean }) {
  const refresher = useFetcher<typeof action>();
  const refreshing = refresher.state !== "idle";
  const shown = refresher.data?.ok && refresher.data.refreshed ? refresher.data.refreshed : view;
  const { insights } = shown;
  const trend = trendReady ? TREND_STYLE[insights.moodTrend] : NO_TREND;
  return (
    <section className="card space-y-5" aria-labelledby="insights-title">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="insights-title" className="mr-auto text-lg font-semibold text-slate-900">
          AI Insights
        </h2>
        <span className="rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-semibold text-indigo-800">
          {insights.aiGenerated ? "AI Generated" : "Computed from your data"}
        </span>
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">{shown.fromCache ? "Cached" : "Fresh"}</span>
        <span className="text-xs text-slate-600">Updated {formatDateTime(shown.lastUpdated, timeZone)}</span>
        <refresher.Form method="post">
          <input type="hidden" name="intent" value="refresh" />
          <button type="submit" className="btn-secondary min-h-[36px] px-3 text-sm" disabled={refreshing}>
            {refreshing ? "Refreshing..." : "Refresh insights"}
          </button>
        </refresher.Form>
      </div>
      {refresher.data && !refresher.data.ok ? (
        <p role="alert" className="rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-rose-900">
          {refresher.data.error}
        </p>
      ) : null}

      <div>
        <h3 className="font-semibold text-slate-900">Mood Trend Analysis</h3>
        <p className={`mt-2 inline-flex items-center gap-1.5 rounded-lg px-2 py-1 font-semibold ${trend.className}`}>
          <span aria-hidden="true">{trend.icon}</span>
          {trend.label}
        </p>
        <p className="mt-2 text-slate-700">{insights.moodTrendExplanation}</p>
      </div>

      <div>
        <h3 className="font-semibold text-slate-900">Recommendations</h3>
        <ul className="mt-2 grid gap-3 sm:grid-cols-2">
          {insights.recommendations.map((recommendation) => (
            <li key={recommendation.title} className="rounded-xl bg-brand-50 p-4">
              <p className="font-semibold text-brand-900">{recommendation.title}</p>
              <p className="mt-1 text-sm text-slate-700">{recommendation.description}</p>
            </li>
          ))}
        </ul>
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <h3 className="font-semibold text-slate-900">Behavioral Patterns</h3>
          {insights.patterns.length ? (
            <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
              {insights.patterns.map((pattern) => (
                <li key={pattern}>{pattern}</li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-slate-600">No patterns yet: they appear after a few check-ins.</p>
          )}
        </div>
        <div>
          <h3 className="font-semibold text-slate-900">Risk Factors</h3>
          {insights.riskFactors.length ? (
            <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
              {insights.riskFactors.map((risk) => (
                <li key={risk}>{risk}</li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-slate-600">None found in the last 30 days.</p>
          )}
        </div>
      </div>

      <details className="rounded-xl bg-slate-50 p-4">
        <summary className="cursor-pointer font-semibold text-slate-900">Why These Recommendations</summary>
        <div className="mt-2 space-y-2 text-sm text-slate-700">
          <p>{insights.recommendationsExplanation}</p>
          <p>{insights.patternsExplanation}</p>
          <p>{insights.riskFactorsExplanation}</p>
        </div>
      </details>
    </section>
  );
}

/**
 * A native modal dialog: the browser moves focus to the first slider, keeps Tab inside, makes the page behind it inert
 * and closes it on Escape. Closing returns focus to the button that opened it, or to Add Mood Entry when that button
 * is gone (Add Your First Entry, once there is an entry).
 */
function MoodDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const saver = useFetcher<typeof action>();
  const dialog = useModalDialog(ADD_MOOD_ID);
  const [values, setValues] = useState(DEFAULT_MOOD);
  const saving = saver.state !== "idle";

  useEffect(() => {
    if (saver.state === "idle" && saver.data?.ok) {
      setValues(DEFAULT_MOOD);
      onSaved();
    }
  }, [saver.state, saver.data, onSaved]);

  const slider = (name: keyof typeof DEFAULT_MOOD, label: string, low: string, high: string) => (
    <div>
      <div className="flex items-baseline justify-between">
        <label htmlFor={`mood-${name}`} className="font-medium text-slate-800">
          {label}
        </label>
        <span className="text-lg font-semibold text-brand-700" aria-hidden="true">
          {values[name]}
        </span>
      </div>
      <input
        id={`mood-${name}`}
        type="range"
        name={name}
        min={1}
        max={10}
        step={1}
        value={values[name]}
        onChange={(event) => setValues((current) => ({ ...current, [name]: Number(event.target.value) }))}
        className="mt-2 w-full accent-brand-600"
      />
      <div className="flex justify-between text-xs text-slate-600">
        <span>{low}</span>
        <span>{high}</span>
      </div>
    </div>
  );

  return (
    <dialog
      ref={dialog}
      aria-labelledby="mood-title"
      onCancel={closeOnCancel(onClose)}
      onClose={onClose}
      className="m-0 mt-auto w-full max-w-none rounded-t-3xl bg-white p-6 shadow-xl backdrop:bg-slate-900/50 sm:m-auto sm:max-w-md sm:rounded-3xl"
    >
      <h2 id="mood-title" className="text-lg font-semibold text-slate-900">
        How are you feeling?
      </h2>
      <saver.Form method="post" className="mt-4 space-y-5">
        <input type="hidden" name="intent" value="mood" />
        {slider("mood", "Happiness", "1 Very low", "10 Very happy")}
        {slider("anxiety", "Anxiety", "1 Calm", "10 Very anxious")}
        {slider("stress", "Stress", "1 Relaxed", "10 Very stressed")}
        {saver.data && !saver.data.ok ? (
          <p role="alert" className="rounded-xl border border-rose-200 bg-rose-50 px-3 py-2 text-sm text-rose-900">
            {saver.data.error}
          </p>
        ) : null}
        <div className="flex gap-2 pt-1">
          <button type="button" className="btn-secondary flex-1" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn-primary flex-1" disabled={saving}>
            {saving ? "Saving..." : "Save Entry"}
          </button>
        </div>
      </saver.Form>
    </dialog>
  );
}
