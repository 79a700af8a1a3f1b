import { Link } from "@remix-run/react";
import { PLANS } from "../../workers/shared/plans";
import { Icon } from "./public-layout";
import { TokenInfo } from "./token-info";

export interface CryptoVisionProps {
  /** Signed-in users see Back to App and View Subscription; visitors see Join and Learn More. */
  signedIn: boolean;
  /** The community token's mint address, or null until it is configured. */
  tokenAddress: string | null;
}

const PRINCIPLES = [
  {
    title: "Care comes first",
    body: "The token never gates support. Every feature of Haven works without a wallet, and no one is ever asked to buy anything to get help.",
  },
  {
    title: "Rewards for real contribution",
    body: "Rewards go to people who help others find Haven and who make the community kinder, not to whoever trades the most.",
  },
  {
    title: "Open and checkable",
    body: "Rewards run on Solana's public ledger, so payments can be verified by anyone rather than taken on trust.",
  },
];

/**
 * The Crypto Vision content, shared by the public /crypto-powered page and /app/crypto-powered inside the shell.
 * It renders no page navigation of its own.
 */
export function CryptoVision({ signedIn, tokenAddress }: CryptoVisionProps) {
  return (
    <div className="space-y-12 sm:space-y-16">
      <section aria-labelledby="crypto-hero-title" className="text-center">
        <p className="inline-flex items-center gap-2 rounded-full bg-brand-100 px-3 py-1 text-sm font-medium text-brand-800">
          <Icon name="sparkle" className="h-4 w-4" />
          Crypto Vision
        </p>
        <h1 id="crypto-hero-title" className="mx-auto mt-4 max-w-3xl text-3xl font-bold tracking-tight text-slate-900 sm:text-5xl">
          A community that shares in the good it does
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-slate-600">
          Haven&apos;s community token on Solana rewards the people who spread the word about mental-health support and
          who help make our community a safer place. It is optional, and it never stands between you and care.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {signedIn ? (
            <>
              <Link to="/app" className="btn-primary px-6">
                <Icon name="arrowLeft" className="h-4 w-4" />
                Back to App
              </Link>
              <Link to="/app/subscription" className="btn-secondary px-6">
                View Subscription
              </Link>
            </>
          ) : (
            <>
              <Link to="/register" className="btn-primary px-6">
                Join
              </Link>
              <Link to="/about" className="btn-secondary px-6">
                Learn More
              </Link>
            </>
          )}
        </div>
      </section>

      <section aria-labelledby="crypto-principles-title">
        <h2 id="crypto-principles-title" className="sr-only">
          Our principles
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {PRINCIPLES.map((principle) => (
            <li key={principle.title} className="card">
              <h3 className="font-semibold text-slate-900">{principle.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{principle.body}</p>
            </li>
          ))}
        </ul>
      </section>

      <TokenInfo tokenAddress={tokenAddress} showMarketLinks learnMoreHref={null} headingId="crypto-token-title" />

      <section aria-labelledby="crypto-plans-title">
        <div className="text-center">
          <h2 id="crypto-plans-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            Plans and token rewards
          </h2>
          <p className="mx-auto mt-2 max-w-2xl text-slate-600">
            Every account starts with a 7-day free trial of every feature. Paid plans add to your token rewards.
          </p>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {PLANS.map((plan) => (
            <li
              key={plan.type}
              className={`card relative flex flex-col p-6 ${plan.popular ? "border-brand-400 ring-2 ring-brand-300" : ""}`}
            >
              {plan.popular ? (
                <span className="absolute -top-3 left-1/2 -translate-x-1/2 whitespace-nowrap rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold text-white">
                  Most Popular
                </span>
              ) : null}
              <h3 className="text-lg font-semibold text-slate-900">{plan.name}</h3>
              <p className="mt-2 flex items-baseline gap-1">
                <span className="text-3xl font-bold text-slate-900">{plan.price}</span>
                <span className="text-sm text-slate-600">{plan.period}</span>
              </p>
              <p className="mt-2 text-sm text-slate-600">{plan.description}</p>
              <ul className="mt-5 flex-1 space-y-2 text-sm text-slate-700">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Icon name="check" className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" />
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>
              <PlanAction signedIn={signedIn} planName={plan.name} free={plan.type === "free"} popular={plan.popular} />
            </li>
          ))}
        </ul>
        <p className="mt-6 text-center text-sm text-slate-600">
          Billed monthly in advance. Cancel any time and keep access until the end of the period you have paid for.
        </p>
      </section>
    </div>
  );
}

function PlanAction({
  signedIn,
  planName,
  free,
  popular,
}: {
  signedIn: boolean;
  planName: string;
  free: boolean;
  popular: boolean;
}) {
  const className = `${popular ? "btn-primary" : "btn-secondary"} mt-6 w-full`;
  if (signedIn) {
    return (
      <Link to="/app/subscription" className={className}>
        {free ? "View plans" : `Choose ${planName}`}
      </Link>
    );
  }
  return (
    <Link to="/register" className={className}>
      {free ? "Create a free account" : "Start free trial"}
      <span className="sr-only"> ({planName} plan)</span>
    </Link>
  );
}
