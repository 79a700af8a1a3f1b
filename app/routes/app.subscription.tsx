import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { PLANS } from "../../workers/shared/plans";

export const meta: MetaFunction = () => [{ title: "Plans and subscription | Haven" }];

/** Open without a running trial or plan: this is where an expired trial lands. */
export async function loader({ context }: LoaderFunctionArgs) {
  const { access } = await context.auth.requireUser();
  return json({ level: access.level, trialInfo: access.trialInfo, subscription: access.subscription });
}

export default function Subscription() {
  const { level, trialInfo, subscription } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="page-title">Plans and subscription</h1>
        {level === "none" ? (
          <p role="status" className="mt-3 rounded-xl border border-orange-200 bg-orange-50 p-3 text-orange-900">
            Your free trial has ended. Your conversations and entries are safe; choose a plan to continue.
          </p>
        ) : trialInfo.isOnTrial ? (
          <p className="mt-1 text-slate-600">
            You are on the free trial, with {trialInfo.trialDaysRemaining} day{trialInfo.trialDaysRemaining === 1 ? "" : "s"} left.
          </p>
        ) : subscription ? (
          <p className="mt-1 text-slate-600">You are on the {subscription.plan === "advanced" ? "Advanced" : "Base"} plan.</p>
        ) : null}
      </div>
      <ul className="grid gap-4 md:grid-cols-3">
        {PLANS.map((plan) => (
          <li key={plan.type} className={`card relative flex flex-col ${plan.popular ? "border-brand-400 ring-1 ring-brand-300" : ""}`}>
            {plan.popular ? (
              <span className="absolute -top-3 left-5 rounded-full bg-brand-600 px-3 py-0.5 text-xs font-semibold text-white">
                Most Popular
              </span>
            ) : null}
            <h2 className="text-lg font-semibold text-slate-900">{plan.name}</h2>
            <p className="mt-1 text-3xl font-bold text-slate-900">
              {plan.price} <span className="text-sm font-normal text-slate-500">{plan.period}</span>
            </p>
            <p className="mt-2 text-sm text-slate-600">{plan.description}</p>
            <ul className="mt-4 space-y-1 text-sm text-slate-700">
              {plan.features.map((feature) => (
                <li key={feature}>✓ {feature}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <section className="card" aria-label="Being built">
        <h2 className="font-semibold text-slate-900">Online checkout is being built</h2>
        <p className="mt-1 text-sm text-slate-600">
          Subscribing, upgrading and cancelling from this page are not ready yet. Nothing will be charged until they are,
          and your trial and data stay as they are.
        </p>
        <Link to="/help-center" className="btn-secondary mt-3">
          Questions? Visit the Help Center
        </Link>
      </section>
    </div>
  );
}
