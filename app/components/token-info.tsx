import { Link } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { Icon, type IconName } from "./public-layout";

/** Where to look the token up and trade it; built only from a configured address. */
export function explorerUrl(address: string): string {
  return `https://solscan.io/token/${encodeURIComponent(address)}`;
}

export function swapUrl(address: string): string {
  return `https://jup.ag/swap/SOL-${encodeURIComponent(address)}`;
}

const BENEFITS: { icon: IconName; title: string; body: string }[] = [
  {
    icon: "gift",
    title: "Rewards for showing up",
    body: "Prizes in the daily community contest are paid in SOL or the community token, so people who help Haven grow share in it.",
  },
  {
    icon: "vote",
    title: "A voice in what comes next",
    body: "Holders will be able to weigh in on community decisions, such as which features and causes we prioritise.",
  },
  {
    icon: "sparkle",
    title: "More impact with a plan",
    body: "Base subscribers get enhanced token rewards and Advanced subscribers get the maximum token impact.",
  },
  {
    icon: "eye",
    title: "Open by design",
    body: "Every reward payment is recorded on the public Solana ledger, where anyone can check it.",
  },
];

export interface TokenInfoProps {
  /** The token's mint address, or null until it is configured (nothing to copy or look up yet). */
  tokenAddress: string | null;
  /** Show the explorer and swap links (the Crypto Vision page). */
  showMarketLinks?: boolean;
  /** Where "Learn more" points; null hides it (on the Crypto Vision page itself). */
  learnMoreHref?: string | null;
  /** The id of the section heading, unique on the page. */
  headingId?: string;
  /** A Copy button needs JavaScript; pages served without it (the landing page) select the address on tap instead. */
  copyButton?: boolean;
}

/** The community token: network, copyable address, purpose, utility and four benefits. */
export function TokenInfo({
  tokenAddress,
  showMarketLinks = false,
  learnMoreHref = "/crypto-powered",
  headingId = "token-info-title",
  copyButton = true,
}: TokenInfoProps) {
  return (
    <section aria-labelledby={headingId} className="card overflow-hidden p-0">
      <div className="bg-gradient-to-br from-brand-700 to-brand-900 px-5 py-6 text-white sm:px-8">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-200">Community token</p>
        <h2 id={headingId} className="mt-1 text-2xl font-bold">
          The Haven community token
        </h2>
        <p className="mt-2 max-w-2xl text-brand-100">
          An optional way to reward the people who make Haven a kinder place. You never need it to use Haven, and
          nothing here is financial advice.
        </p>
      </div>
      <div className="space-y-6 px-5 py-6 sm:px-8">
        <dl className="grid gap-4 sm:grid-cols-3">
          <Fact term="Network" detail="Solana" />
          <Fact term="Purpose" detail="Community rewards" />
          <Fact term="Utility" detail="Governance and rewards" />
        </dl>
        <TokenAddress tokenAddress={tokenAddress} copyButton={copyButton} />
        {showMarketLinks ? <MarketLinks tokenAddress={tokenAddress} /> : null}
        <div>
          <h3 className="font-semibold text-slate-900">What the token is for</h3>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {BENEFITS.map((benefit) => (
              <li key={benefit.title} className="flex gap-3 rounded-xl bg-brand-50/60 p-4">
                <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-white text-brand-700 shadow-sm">
                  <Icon name={benefit.icon} />
                </span>
                <div>
                  <p className="font-medium text-slate-900">{benefit.title}</p>
                  <p className="mt-1 text-sm leading-relaxed text-slate-600">{benefit.body}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        {learnMoreHref ? (
          <Link to={learnMoreHref} className="btn-secondary">
            Explore Crypto Vision
            <Icon name="arrowRight" className="h-4 w-4" />
          </Link>
        ) : null}
      </div>
    </section>
  );
}

function Fact({ term, detail }: { term: string; detail: string }) {
  return (
    <div className="rounded-xl border border-slate-200 px-4 py-3">
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{term}</dt>
      <dd className="mt-1 font-semibold text-slate-900">{detail}</dd>
    </div>
  );
}

type CopyState = "idle" | "copied" | "failed";

function TokenAddress({ tokenAddress, copyButton }: { tokenAddress: string | null; copyButton: boolean }) {
  const labelId = useId();
  const [state, setState] = useState<CopyState>("idle");
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);

  if (!tokenAddress) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-3">
        <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">Token address</p>
        <p className="mt-1 text-slate-700">Token address will be announced here at launch.</p>
      </div>
    );
  }

  async function copy() {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(tokenAddress!);
      setState("copied");
    } catch {
      setState("failed");
    }
    timer.current = setTimeout(() => setState("idle"), 2500);
  }

  return (
    <div className="rounded-xl border border-slate-200 px-4 py-3">
      <p id={labelId} className="text-xs font-semibold uppercase tracking-wide text-slate-600">
        Token address
      </p>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-center">
        <code
          className="min-w-0 flex-1 select-all break-all rounded-lg bg-slate-100 px-3 py-2 font-mono text-sm text-slate-800"
          aria-labelledby={labelId}
        >
          {tokenAddress}
        </code>
        {copyButton ? (
          <button type="button" onClick={copy} className="btn-secondary shrink-0" aria-describedby={labelId}>
            <Icon name={state === "copied" ? "check" : "copy"} className="h-4 w-4" />
            {state === "copied" ? "Copied" : "Copy"}
          </button>
        ) : null}
      </div>
      <p role="status" aria-live="polite" className="mt-1 min-h-[1.25rem] text-sm text-slate-600">
        {state === "copied"
          ? "Token address copied to your clipboard."
          : state === "failed"
            ? "Your browser blocked copying. Select the address and copy it by hand."
            : ""}
      </p>
    </div>
  );
}

function MarketLinks({ tokenAddress }: { tokenAddress: string | null }) {
  const links = [
    { label: "View on Solscan", href: tokenAddress ? explorerUrl(tokenAddress) : null, icon: "globe" as const },
    { label: "Swap on Jupiter", href: tokenAddress ? swapUrl(tokenAddress) : null, icon: "swap" as const },
  ];
  return (
    <div>
      <div className="flex flex-col gap-2 sm:flex-row">
        {links.map((link) =>
          link.href ? (
            <a key={link.label} href={link.href} target="_blank" rel="noopener noreferrer" className="btn-secondary">
              <Icon name={link.icon} className="h-4 w-4" />
              {link.label}
              <Icon name="external" className="h-4 w-4 text-slate-400" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : (
            <span
              key={link.label}
              role="link"
              aria-disabled="true"
              className="btn-secondary cursor-not-allowed opacity-60"
            >
              <Icon name={link.icon} className="h-4 w-4" />
              {link.label}
            </span>
          ),
        )}
      </div>
      {tokenAddress ? (
        <p className="mt-2 text-xs text-slate-600">
          Solscan and Jupiter are independent services. Crypto assets are volatile: only ever use money you can afford
          to lose.
        </p>
      ) : (
        <p className="mt-2 text-xs text-slate-600">Explorer and swap links will open here once the token launches.</p>
      )}
    </div>
  );
}
