import { useCallback, useEffect, useState } from "react";
import { BALANCE_POLL_MS, contestMessages, formatSol, formatUsd, timeAgo } from "../../../workers/shared/contest";
import type { BalanceResult } from "~/routes/app.shiller.balance";
import type { CreatorRewardsBalance } from "../../../workers/contest/types";
import { useNow } from "./use-now";

type State =
  | { status: "loading" }
  | { status: "ready"; balance: CreatorRewardsBalance }
  | { status: "missing" }
  | { status: "failed"; message: string };

const shortAddress = (address: string) => `${address.slice(0, 4)}…${address.slice(-4)}`;

/** The creator-rewards wallet, asked for every 30 seconds while the page is visible. */
export function BalanceCard({ renderedAt }: { renderedAt: number }) {
  const [state, setState] = useState<State>({ status: "loading" });
  const now = useNow(15_000, renderedAt);

  const load = useCallback(async () => {
    try {
      const response = await fetch("/app/shiller/balance", { headers: { Accept: "application/json" } });
      const result = (await response.json().catch(() => null)) as BalanceResult | null;
      if (!result) setState({ status: "failed", message: contestMessages.balanceFailed });
      else if (!result.ok) setState({ status: "failed", message: result.error || contestMessages.balanceFailed });
      else setState(result.balance ? { status: "ready", balance: result.balance } : { status: "missing" });
    } catch {
      setState({ status: "failed", message: contestMessages.networkError });
    }
  }, []);

  useEffect(() => {
    void load();
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") void load();
    }, BALANCE_POLL_MS);
    return () => clearInterval(timer);
  }, [load]);

  return (
    <section className="card flex flex-col gap-3 lg:self-start" aria-labelledby="rewards-title" aria-busy={state.status === "loading"}>
      <h2 id="rewards-title" className="text-lg font-semibold text-slate-900">
        Creator Rewards
      </h2>
      {state.status === "loading" ? (
        <div className="space-y-2" aria-label="Loading balance">
          <div className="h-8 w-32 animate-pulse rounded-lg bg-slate-100" />
          <div className="h-4 w-24 animate-pulse rounded bg-slate-100" />
        </div>
      ) : state.status === "missing" ? (
        <p className="text-slate-600">{contestMessages.walletNotConfigured}</p>
      ) : state.status === "failed" ? (
        <div className="flex flex-col items-start gap-2">
          <p role="alert" className="text-rose-800">
            {state.message}
          </p>
          <button type="button" className="btn-secondary" onClick={() => void load()}>
            Try Again
          </button>
        </div>
      ) : (
        <>
          <div>
            <p className="text-3xl font-bold tabular-nums text-slate-900">{formatSol(state.balance.solBalance)} SOL</p>
            {state.balance.tokenBalance !== null ? (
              <p className="tabular-nums text-slate-700">
                {state.balance.tokenBalance.toLocaleString("en-US", { maximumFractionDigits: 4 })} community tokens
              </p>
            ) : null}
            {state.balance.totalUsd !== null ? <p className="text-sm text-slate-600">≈ {formatUsd(state.balance.totalUsd)}</p> : null}
          </div>
          {state.balance.error ? <p className="text-sm text-amber-800">{state.balance.error}</p> : null}
          <p className="text-xs text-slate-600">
            Wallet <span className="font-mono">{shortAddress(state.balance.walletAddress)}</span> · Updated{" "}
            {timeAgo(Date.parse(state.balance.lastUpdated), now)}
          </p>
        </>
      )}
    </section>
  );
}
