import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { BalanceCard } from "~/components/contest/balance-card";
import { LeaderboardPanel } from "~/components/contest/leaderboard-panel";
import { RoundCard } from "~/components/contest/round-card";
import { RulesBox } from "~/components/contest/rules-box";
import { SubmitPanel } from "~/components/contest/submit-panel";
import { contestMessages } from "../../workers/shared/contest";
import type { ContestPageData } from "../../workers/contest/types";

export const meta: MetaFunction = () => [{ title: "Shiller Contest | Haven" }];

/**
 * Open to any signed-in person, whatever their plan (the route table's trial-expiry redirect still applies); a
 * visitor without a session sees 'Login Required' here instead of being sent away.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  if (!(await context.auth.optionalUser())) return json({ signedIn: false as const });
  const me = await context.auth.requireAppAccess();
  return json({ signedIn: true as const, page: await context.contest.page(me), renderedAt: context.now().getTime() });
}

export default function ShillerContest() {
  const data = useLoaderData<typeof loader>();
  return data.signedIn ? <Contest initial={data.page} renderedAt={data.renderedAt} /> : <LoginRequired />;
}

function LoginRequired() {
  return (
    <div className="mx-auto max-w-lg">
      <h1 className="page-title">Shiller Contest</h1>
      <section className="card mt-6 flex flex-col items-start gap-3" aria-labelledby="login-required">
        <h2 id="login-required" className="text-lg font-semibold text-slate-900">
          {contestMessages.loginRequired}
        </h2>
        <p className="text-slate-600">Log in to enter today's round, see the leaderboard and follow your submissions.</p>
        <Link to="/login" className="btn-primary">
          Log in
        </Link>
      </section>
    </div>
  );
}

const TABS = [
  { id: "submit", label: "Submit Tweet" },
  { id: "leaderboard", label: "Leaderboard" },
] as const;
type TabId = (typeof TABS)[number]["id"];

function Contest({ initial, renderedAt }: { initial: ContestPageData; renderedAt: number }) {
  const [page, setPage] = useState(initial);
  const [tab, setTab] = useState<TabId>("submit");
  const [refreshFailed, setRefreshFailed] = useState(false);
  const tabRefs = useRef<Record<TabId, HTMLButtonElement | null>>({ submit: null, leaderboard: null });

  useEffect(() => setPage(initial), [initial]);

  // The form closes when the countdown reaches zero, before the refresh it triggers has answered.
  const [endedByClock, setEndedByClock] = useState(false);
  useEffect(() => {
    const end = Date.parse(page.round.endTime);
    const update = () => setEndedByClock(Date.now() >= end);
    update();
    const timer = setTimeout(update, Math.max(0, end - Date.now()) + 50);
    return () => clearTimeout(timer);
  }, [page.round.endTime]);

  const refresh = useCallback(async () => {
    try {
      const response = await fetch("/app/shiller/live", { headers: { Accept: "application/json" } });
      const result = (await response.json()) as { ok: true; page: ContestPageData } | { ok: false; error: string };
      if (!result.ok) throw new Error(result.error);
      setPage(result.page);
      setRefreshFailed(false);
    } catch {
      setRefreshFailed(true);
    }
  }, []);

  function choose(next: TabId) {
    setTab(next);
    if (next === "leaderboard") void refresh();
  }

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft" && event.key !== "Home" && event.key !== "End") return;
    event.preventDefault();
    const index = TABS.findIndex((candidate) => candidate.id === tab);
    const nextIndex =
      event.key === "Home" ? 0 : event.key === "End" ? TABS.length - 1 : (index + (event.key === "ArrowRight" ? 1 : TABS.length - 1)) % TABS.length;
    const next = TABS[nextIndex]!.id;
    choose(next);
    tabRefs.current[next]?.focus();
  }

  return (
    <div className="space-y-6">
      <header>
        <h1 className="page-title">Shiller Contest</h1>
        <p className="mt-1 max-w-3xl text-slate-600">
          Share Haven on X, enter your post, and climb today's leaderboard. The top three each day share the community rewards.
        </p>
      </header>

      <div className="grid gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <RoundCard round={page.round} renderedAt={renderedAt} onBoundary={refresh} />
        </div>
        <BalanceCard renderedAt={renderedAt} />
      </div>

      {refreshFailed ? (
        <p role="alert" className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {contestMessages.networkError}
        </p>
      ) : null}

      <div>
        <div role="tablist" aria-label="Contest" className="flex gap-1 rounded-xl bg-slate-100 p-1 sm:inline-flex">
          {TABS.map((candidate) => (
            <button
              key={candidate.id}
              ref={(element) => {
                tabRefs.current[candidate.id] = element;
              }}
              type="button"
              role="tab"
              id={`tab-${candidate.id}`}
              aria-selected={tab === candidate.id}
              aria-controls={`panel-${candidate.id}`}
              tabIndex={tab === candidate.id ? 0 : -1}
              onClick={() => choose(candidate.id)}
              onKeyDown={onTabKey}
              className={`min-h-[44px] flex-1 rounded-lg px-4 text-sm font-semibold transition-colors sm:flex-none ${
                tab === candidate.id ? "bg-white text-brand-800 shadow-sm" : "text-slate-600 hover:text-slate-900"
              }`}
            >
              {candidate.label}
            </button>
          ))}
        </div>
        <div className="mt-4" role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
          {tab === "submit" ? (
            <SubmitPanel
              roundOpen={page.round.isActive && !endedByClock}
              submissions={page.mySubmissions}
              lastWalletAddress={page.lastWalletAddress}
              onSubmitted={refresh}
            />
          ) : (
            <LeaderboardPanel entries={page.leaderboard} pastRounds={page.pastRounds} metricsConnected={page.round.metrics.connected} />
          )}
        </div>
      </div>

      <RulesBox />
    </div>
  );
}
