import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useLocation, useNavigate, useSearchParams, useSubmit, type ShouldRevalidateFunction } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { DreamForm, emptyDream, type DreamFormValues } from "~/components/dreams/dream-form";
import { SupportResources } from "~/components/dreams/support-resources";
import { postDreamAction } from "~/lib/dream-actions";
import type { DreamList, DreamStats, DreamSummary, DreamView, PatternsView } from "../../workers/dreams/types";
import {
  capitalise,
  DREAM_SEARCH_MAX_LENGTH,
  DREAM_TYPE_LABELS,
  DREAM_TYPES,
  dreamMessages,
  EMOTIONS_AFTER_WAKING,
  formatAverage,
  RECURRING_SYMBOLS_SHOWN,
  SUCCESS_BANNER_MS,
  type DreamType,
} from "../../workers/shared/dreams";

export const meta: MetaFunction = () => [{ title: "Dream Companion | Haven" }];

const TABS = [
  { id: "log", label: "Log Dream" },
  { id: "insights", label: "Insights" },
  { id: "dashboard", label: "Dashboard" },
  { id: "journal", label: "Dream Journal" },
] as const;
type TabId = (typeof TABS)[number]["id"];
const LOAD_FAILED = "Failed to load your dreams. Please try refreshing the page.";
const REGENERATE_FAILED = "Failed to regenerate insights. Please try again.";
const DRAFT_KEY = "haven:dream-draft";

export async function loader({ context, request }: LoaderFunctionArgs) {
  const me = await context.auth.requireAppAccess();
  const url = new URL(request.url);
  // The URL is the person's to edit: anything unexpected falls back to the first page of all dreams.
  const type = url.searchParams.get("type") ?? "all";
  const page = Number(url.searchParams.get("page") ?? "1");
  const query = {
    search: (url.searchParams.get("q") ?? "").slice(0, DREAM_SEARCH_MAX_LENGTH),
    type: (DREAM_TYPES as readonly string[]).includes(type) ? type : "all",
    page: String(Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1),
  };
  const today = context.dreams.today();
  try {
    return json({ today, error: null, ...(await context.dreams.companion(me, query)) });
  } catch (error) {
    const { status } = context.formError(error);
    return json({ today, error: LOAD_FAILED, list: null, stats: null, patterns: null }, { status });
  }
}

/** Switching tabs only changes the URL's `tab`: the data on the page is already the right data. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) => {
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete("tab");
    return `${url.pathname}?${params.toString()}`;
  };
  return strip(currentUrl) === strip(nextUrl) ? false : defaultShouldRevalidate;
};

const formatDay = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", { dateStyle: "medium", timeZone: "UTC" });

export default function DreamCompanion() {
  const data = useLoaderData<typeof loader>();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get("tab");
  const tab: TabId = TABS.some((candidate) => candidate.id === requested) ? (requested as TabId) : "log";
  const selectTab = (next: TabId) =>
    setSearchParams(
      (params) => {
        params.set("tab", next);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});
  const onTabKey = (event: React.KeyboardEvent, index: number) => {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    const next = TABS[(index + step + TABS.length) % TABS.length]!.id;
    selectTab(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="mx-auto max-w-4xl space-y-5">
      <header>
        <h1 className="page-title">Dream Companion</h1>
        <p className="mt-1 text-slate-600">Log your dreams, typed or dictated, and explore their symbols, moods and patterns.</p>
      </header>

      {data.error ? (
        <p role="alert" className="rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-rose-900">
          {data.error}
        </p>
      ) : null}

      <div role="tablist" aria-label="Dream Companion" className="grid grid-cols-2 gap-1 rounded-2xl bg-slate-100 p-1 sm:grid-cols-4">
        {TABS.map((candidate, index) => (
          <button
            key={candidate.id}
            ref={(element) => {
              tabRefs.current[candidate.id] = element;
            }}
            type="button"
            role="tab"
            id={`dream-tab-${candidate.id}`}
            aria-selected={tab === candidate.id}
            aria-controls={`dream-panel-${candidate.id}`}
            tabIndex={tab === candidate.id ? 0 : -1}
            onClick={() => selectTab(candidate.id)}
            onKeyDown={(event) => onTabKey(event, index)}
            className={`min-h-[44px] rounded-xl px-3 text-sm font-semibold transition-colors ${
              tab === candidate.id ? "bg-white text-indigo-800 shadow-sm" : "text-slate-600 hover:text-slate-900"
            }`}
          >
            {candidate.label}
          </button>
        ))}
      </div>

      <div role="tabpanel" id={`dream-panel-${tab}`} aria-labelledby={`dream-tab-${tab}`}>
        {tab === "log" ? <LogTab today={data.today} /> : null}
        {tab === "insights" ? <InsightsTab key={data.patterns?.generatedAt} patterns={data.patterns} /> : null}
        {tab === "dashboard" ? <DashboardTab stats={data.stats} /> : null}
        {tab === "journal" ? <JournalTab list={data.list} onLogFirst={() => selectTab("log")} /> : null}
      </div>
    </div>
  );
}

function LogTab({ today }: { today: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [logged, setLogged] = useState<DreamView | null>(null);
  const [bannerOpen, setBannerOpen] = useState(false);

  useEffect(() => {
    if (!bannerOpen) return;
    const timer = setTimeout(() => setBannerOpen(false), SUCCESS_BANNER_MS);
    return () => clearTimeout(timer);
  }, [bannerOpen, logged]);

  const save = async (values: DreamFormValues) => {
    const outcome = await postDreamAction<{ dream: DreamView }>("/app/dream/log", values, dreamMessages.logFailed);
    if (!outcome.ok) {
      window.alert(outcome.error);
      return false;
    }
    setLogged(outcome.data.dream);
    setBannerOpen(true);
    // The same address again: the loader reads the list, statistics and patterns with the new dream.
    navigate(`${location.pathname}${location.search}`, { replace: true, preventScrollReset: true });
    return true;
  };

  return (
    <div className="space-y-4">
      {logged && bannerOpen ? (
        <div role="status" className="flex items-start justify-between gap-3 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900">
          <p>
            {dreamMessages.logged}{" "}
            <Link to={`/app/dream/${logged._id}`} className="font-semibold underline">
              View dream
            </Link>
          </p>
          <button type="button" className="-m-1 rounded-lg p-1 hover:bg-emerald-100" aria-label="Close" onClick={() => setBannerOpen(false)}>
            ×
          </button>
        </div>
      ) : null}
      {logged?.showCrisisResources ? <SupportResources /> : null}
      <section className="card" aria-labelledby="log-dream-title">
        <h2 id="log-dream-title" className="mb-4 text-lg font-semibold text-slate-900">
          Log a dream
        </h2>
        <DreamForm initial={emptyDream(today)} draftKey={DRAFT_KEY} today={today} submitLabel="Log Dream" busyLabel="Logging..." onSubmit={save} />
      </section>
    </div>
  );
}

function InsightsTab({ patterns: loaded }: { patterns: PatternsView | null }) {
  const [regenerated, setRegenerated] = useState<PatternsView | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const patterns = regenerated ?? loaded;
  if (!patterns) return null;
  const regenerate = async () => {
    setBusy(true);
    setError(null);
    const outcome = await postDreamAction<{ patterns: PatternsView }>("/app/dream/patterns", {}, REGENERATE_FAILED);
    setBusy(false);
    if (outcome.ok) setRegenerated(outcome.data.patterns);
    else setError(outcome.error);
  };
  const generated = new Date(patterns.generatedAt).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });

  return (
    <div className="space-y-4">
      <section className="card" aria-labelledby="dream-summary-title">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="dream-summary-title" className="text-lg font-semibold text-slate-900">
            Your dream patterns
          </h2>
          <div className="flex flex-wrap items-center gap-2 text-xs">
            <span className="rounded-full bg-slate-100 px-2.5 py-0.5 font-semibold text-slate-600">
              {patterns.aiGenerated ? "AI Generated" : "Computed from your dreams"}
            </span>
            <span className="rounded-full bg-indigo-50 px-2.5 py-0.5 font-semibold text-indigo-700">{patterns.cached ? "Cached" : "Fresh"}</span>
          </div>
        </div>
        <p className="mt-3 leading-relaxed text-slate-700">{patterns.aiSummary}</p>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <button type="button" className="btn-secondary" onClick={regenerate} disabled={busy}>
            {busy ? "Regenerating..." : "Regenerate Insights"}
          </button>
          <span className="text-xs text-slate-600">Updated {generated}</span>
        </div>
        {error ? (
          <p role="alert" className="mt-3 text-sm text-rose-700">
            {error}
          </p>
        ) : null}
      </section>

      {patterns.insights.length ? (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label="Pattern insights">
          {patterns.insights.map((insight) => (
            <li key={insight.title} className="card p-4">
              <p className="text-xs font-semibold uppercase tracking-wide text-indigo-700">{insight.category}</p>
              <h3 className="mt-1 font-semibold text-slate-900">{insight.title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-slate-700">{insight.description}</p>
            </li>
          ))}
        </ul>
      ) : null}

      <section className="card" aria-labelledby="recurring-title">
        <h2 id="recurring-title" className="text-lg font-semibold text-slate-900">
          Recurring symbols
        </h2>
        {patterns.recurringSymbols.length ? (
          <ul className="mt-3 space-y-3">
            {patterns.recurringSymbols.slice(0, RECURRING_SYMBOLS_SHOWN).map((symbol) => (
              <li key={symbol.symbol} className="rounded-xl bg-indigo-50/60 p-3">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="font-semibold text-indigo-900">{symbol.symbol}</h3>
                  <span className="text-sm text-indigo-800">
                    {symbol.count} dreams · last {formatDay(symbol.lastSeen)}
                  </span>
                </div>
                <p className="mt-1 text-sm leading-relaxed text-slate-700">{symbol.meaning}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-slate-600">No symbol has come back yet. Symbols that appear in two or more dreams show up here.</p>
        )}
      </section>
      <p className="text-xs text-slate-600">
        {patterns.dreamsAnalyzed < patterns.totalDreams
          ? `Read from your ${patterns.dreamsAnalyzed} most recent dreams. `
          : `Read from every dream you have logged. `}
        Meanings come from dream research and are questions for you, not predictions.
      </p>
    </div>
  );
}

function StatCard({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <li className="card p-4">
      <p className="text-sm text-slate-600">{label}</p>
      <p className="mt-1 text-2xl font-semibold text-slate-900">{value}</p>
      {hint ? <p className="text-xs text-slate-600">{hint}</p> : null}
    </li>
  );
}

function Bars({ title, rows }: { title: string; rows: { label: string; count: number }[] }) {
  const max = Math.max(1, ...rows.map((row) => row.count));
  return (
    <section className="card" aria-label={title}>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <ul className="mt-3 space-y-2">
        {rows.map((row) => (
          <li key={row.label} className="grid grid-cols-[7.5rem_1fr_2rem] items-center gap-2 text-sm">
            <span className="text-slate-700">{row.label}</span>
            <span className="h-2.5 rounded-full bg-slate-100" aria-hidden="true">
              <span className="block h-2.5 rounded-full bg-indigo-500" style={{ width: `${(row.count / max) * 100}%` }} />
            </span>
            <span className="text-right font-medium text-slate-900">{row.count}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function DashboardTab({ stats }: { stats: DreamStats | null }) {
  if (!stats) return null;
  return (
    <div className="space-y-4">
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Dream statistics">
        <StatCard label="Total Dreams" value={String(stats.totalDreams)} />
        <StatCard label="Last 30 Days" value={String(stats.last30Days)} />
        <StatCard label="Avg Vividness" value={`${formatAverage(stats.averageVividness)}${stats.averageVividness === null ? "" : "/10"}`} />
        <StatCard label="Avg Lucidity" value={`${formatAverage(stats.averageLucidity)}${stats.averageLucidity === null ? "" : "/10"}`} />
        <StatCard label="Nightmares" value={String(stats.nightmares)} />
        <StatCard label="Lucid Dreams" value={String(stats.lucidDreams)} />
        <StatCard label="Recurring" value={String(stats.recurringDreams)} />
        <StatCard label="Day Streak" value={String(stats.currentStreak)} hint={stats.lastDreamDate ? `Last dream ${formatDay(stats.lastDreamDate)}` : undefined} />
      </ul>
      <div className="grid gap-4 md:grid-cols-2">
        <Bars title="Dream types" rows={DREAM_TYPES.map((type) => ({ label: DREAM_TYPE_LABELS[type], count: stats.dreamTypes[type] }))} />
        <Bars title="Feelings on waking" rows={EMOTIONS_AFTER_WAKING.map((emotion) => ({ label: capitalise(emotion), count: stats.emotionsAfterWaking[emotion] }))} />
      </div>
      <p className="text-xs text-slate-600">
        {stats.analyzedDreams} of {stats.totalDreams} dreams analyzed. Days are counted in your time zone.
      </p>
    </div>
  );
}

function JournalTab({ list, onLogFirst }: { list: DreamList | null; onLogFirst: () => void }) {
  const submit = useSubmit();
  const [searchParams] = useSearchParams();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  if (!list) return null;
  const { search, type } = list.filters;
  const filtered = Boolean(search) || type !== "all";
  const pageLink = (page: number) => {
    const params = new URLSearchParams(searchParams);
    params.set("tab", "journal");
    params.set("page", String(page));
    return `?${params.toString()}`;
  };
  const submitSoon = (form: HTMLFormElement, delay: number) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => submit(form, { replace: true, preventScrollReset: true }), delay);
  };

  return (
    <div className="space-y-4">
      <Form method="get" role="search" className="grid gap-3 sm:grid-cols-[1fr_12rem]" onChange={(event) => submitSoon(event.currentTarget, 350)}>
        <input type="hidden" name="tab" value="journal" />
        <label className="sr-only" htmlFor="dream-search">
          Search dreams
        </label>
        <input
          id="dream-search"
          name="q"
          type="search"
          className="input"
          defaultValue={search}
          maxLength={DREAM_SEARCH_MAX_LENGTH}
          placeholder="Search your dreams..."
        />
        <label className="sr-only" htmlFor="dream-type-filter">
          Filter by type
        </label>
        <select id="dream-type-filter" name="type" className="input" defaultValue={type}>
          <option value="all">All types</option>
          {DREAM_TYPES.map((option) => (
            <option key={option} value={option}>
              {DREAM_TYPE_LABELS[option as DreamType]}
            </option>
          ))}
        </select>
      </Form>

      {list.searchScope && !list.searchScope.complete ? (
        <p className="text-sm text-slate-600">Searched your {list.searchScope.scanned.toLocaleString("en-US")} most recent dreams.</p>
      ) : null}

      {list.dreams.length === 0 ? (
        filtered ? (
          <div className="card text-center">
            <h2 className="text-lg font-semibold text-slate-900">No dreams match</h2>
            <p className="mt-1 text-slate-600">Try another word or dream type.</p>
          </div>
        ) : (
          <div className="card flex flex-col items-center gap-3 text-center">
            <h2 className="text-lg font-semibold text-slate-900">No dreams yet</h2>
            <p className="text-slate-600">Your dream journal fills up as you log your dreams.</p>
            <button type="button" className="btn-primary" onClick={onLogFirst}>
              Log Your First Dream
            </button>
          </div>
        )
      ) : (
        <ul className="space-y-3" aria-label="Your dreams">
          {list.dreams.map((dream) => (
            <DreamCard key={dream._id} dream={dream} />
          ))}
        </ul>
      )}

      {list.pagination.pages > 1 ? (
        <nav className="flex items-center justify-between gap-2" aria-label="Pages">
          {list.pagination.page > 1 ? (
            <Link to={pageLink(list.pagination.page - 1)} className="btn-secondary" preventScrollReset>
              Previous
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-slate-600">
            Page {list.pagination.page} of {list.pagination.pages} · {list.pagination.total} dreams
          </span>
          {list.pagination.page < list.pagination.pages ? (
            <Link to={pageLink(list.pagination.page + 1)} className="btn-secondary" preventScrollReset>
              Next
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}

const TYPE_STYLES: Record<string, string> = {
  nightmare: "bg-rose-100 text-rose-800",
  lucid: "bg-sky-100 text-sky-800",
  recurring: "bg-amber-100 text-amber-900",
};

function Chip({ children, className = "bg-slate-100 text-slate-700" }: { children: ReactNode; className?: string }) {
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${className}`}>{children}</span>;
}

function DreamCard({ dream }: { dream: DreamSummary }) {
  return (
    <li>
      <Link to={`/app/dream/${dream._id}`} className="card block p-4 transition-shadow hover:shadow-md">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="font-semibold text-slate-900">{dream.title ?? "Untitled dream"}</h3>
          <span className="text-sm text-slate-600">{formatDay(dream.dreamDate)}</span>
        </div>
        <p className="mt-2 line-clamp-3 whitespace-pre-line text-slate-700">{dream.content}</p>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <Chip className={TYPE_STYLES[dream.dreamType] ?? undefined}>{DREAM_TYPE_LABELS[dream.dreamType]}</Chip>
          <Chip>Woke up {dream.emotionAfterWaking}</Chip>
          <Chip>Vividness {dream.vividness}/10</Chip>
          {dream.isRecurring && dream.dreamType !== "recurring" ? <Chip className="bg-amber-100 text-amber-900">Recurring</Chip> : null}
          {dream.hasAnalysis ? <Chip className="bg-indigo-50 text-indigo-700">Analyzed</Chip> : null}
          {dream.tags.slice(0, 4).map((tag) => (
            <Chip key={tag} className="bg-indigo-50 text-indigo-800">
              #{tag}
            </Chip>
          ))}
        </div>
      </Link>
    </li>
  );
}
