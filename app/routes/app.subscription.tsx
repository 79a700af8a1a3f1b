import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { CancelSubscriptionForm, PlanGrid } from "~/components/plan-grid";
import { TrialBanner } from "~/components/trial-banner";
import { COMPARISON, SUBSCRIPTION_FAQ, TRUST_BADGES } from "~/content/subscription";
import { PLANS } from "../../workers/shared/plans";
import { formatDate } from "~/lib/dates";
import { networkSafeAction, skipRevalidationAfterNetworkFailure } from "~/lib/network-action";

export const meta: MetaFunction = () => [{ title: "Plans and subscription | Haven" }];

/** Open without a running trial or plan: this is where an expired trial lands. */
export async function loader({ context }: LoaderFunctionArgs) {
  const me = await context.auth.requireUser();
  const therapists = await context.therapists.listFor(me);
  const timeZone = context.progress.timeZone();
  const subscription = me.access.subscription;
  return json({
    level: me.access.level,
    periodEnd: subscription ? formatDate(subscription.currentPeriodEnd, timeZone) : null,
    trialInfo: me.access.trialInfo,
    subscription: me.access.subscription,
    cancellationInfo: me.access.cancellationInfo,
    therapists: therapists.map(({ id, name, specialty }) => ({ id, name, specialty })),
    serverNow: context.now().toISOString(),
    comparison: COMPARISON,
    badges: TRUST_BADGES,
    faq: SUBSCRIPTION_FAQ,
  });
}

const FAILURES = {
  subscribe: "Failed to create subscription",
  cancel: "Failed to cancel subscription",
  upgrade: "Failed to update subscription",
} as const;

export async function action({ context }: ActionFunctionArgs) {
  const me = await context.auth.requireUser();
  const form = await context.input.form();
  const intent = String(form.get("intent")) as keyof typeof FAILURES;
  try {
    if (intent === "subscribe") {
      const { checkoutUrl } = await context.billing.start(me, {
        planType: form.get("planType"),
        preferredTherapist: form.get("preferredTherapist") ?? undefined,
      });
      return redirect(checkoutUrl);
    }
    if (intent === "cancel") await context.billing.cancel(me);
    else if (intent === "upgrade") await context.billing.upgrade(me);
    else return json({ error: "Operation failed. Please try again." }, { status: 400 });
    // Home says what happened (its `notice`).
    return redirect(`/app?notice=${intent === "cancel" ? "cancelled" : "upgraded"}`);
  } catch (error) {
    const { message, status } = context.formError(error);
    return json({ error: message || FAILURES[intent] || "Operation failed. Please try again." }, { status });
  }
}

/** A submission that cannot reach the server keeps the page and what was typed, and says so (app/lib/network.ts). */
export const clientAction = networkSafeAction;
export const shouldRevalidate = skipRevalidationAfterNetworkFailure;

export default function Subscription() {
  const { level, periodEnd, trialInfo, subscription, cancellationInfo, therapists, serverNow, comparison, badges, faq } =
    useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const current = subscription?.plan ?? null;

  return (
    <div className="space-y-6">
      <h1 className="page-title">Plans and subscription</h1>
      {trialInfo.isOnTrial ? <TrialBanner trialEnd={trialInfo.trialEnd} serverNow={serverNow} /> : null}
      {level === "none" ? (
        <p role="status" className="rounded-xl border border-orange-200 bg-orange-50 p-3 text-orange-900">
          Your free trial has ended. Your conversations and entries are safe; choose a plan to continue.
        </p>
      ) : null}
      {result?.error ? (
        <p role="alert" className="rounded-xl border border-rose-200 bg-rose-50 p-3 text-rose-900">
          {result.error}
        </p>
      ) : null}

      {subscription ? (
        <section className="card" aria-labelledby="current-subscription">
          <h2 id="current-subscription" className="font-semibold text-slate-900">
            Your subscription
          </h2>
          <p className="mt-1 text-slate-700">
            {subscription.plan === "advanced" ? "Advanced" : "Base"} plan ·{" "}
            {cancellationInfo
              ? `ends on ${periodEnd} (in ${cancellationInfo.daysRemaining} day${cancellationInfo.daysRemaining === 1 ? "" : "s"})`
              : `renews on ${periodEnd}`}
          </p>
          {!subscription.cancelAtPeriodEnd ? <CancelSubscriptionForm busy={busy} className="mt-3" /> : null}
        </section>
      ) : null}

      <PlanGrid current={current} onTrial={trialInfo.isOnTrial} therapists={therapists} busy={busy} />
      <section aria-labelledby="compare-title" className="card overflow-x-auto p-0">
        <h2 id="compare-title" className="px-5 pt-5 text-lg font-semibold text-slate-900">
          Compare plans
        </h2>
        <table className="mt-3 w-full text-left text-xs sm:text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="px-3 py-2 font-medium sm:px-5">
                Feature
              </th>
              {PLANS.map((plan) => (
                <th key={plan.type} scope="col" className="px-2 py-2 text-center font-medium">
                  {plan.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {comparison.map((row) => (
              <tr key={row.feature} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="px-3 py-2 font-normal text-slate-700 sm:px-5">
                  {row.feature}
                </th>
                {[row.free, row.base, row.advanced].map((included, index) => (
                  <td key={index} className={`px-2 py-2 text-center ${included ? "text-brand-700" : "text-slate-600"}`}>
                    {included ? "✓" : "—"}
                    <span className="sr-only">{included ? "Included" : "Not included"}</span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label="Our promises">
        {badges.map((badge) => (
          <li key={badge.title} className="rounded-2xl border border-brand-100 bg-brand-50 p-4">
            <p className="font-semibold text-brand-900">{badge.title}</p>
            <p className="mt-1 text-sm text-slate-600">{badge.body}</p>
          </li>
        ))}
      </ul>

      <section aria-labelledby="plan-faq" className="space-y-2">
        <h2 id="plan-faq" className="text-lg font-semibold text-slate-900">
          Questions about plans
        </h2>
        {faq.map((entry) => (
          <details key={entry.q} className="card p-0">
            <summary className="min-h-[44px] cursor-pointer px-5 py-3 font-medium text-slate-900">{entry.q}</summary>
            <p className="px-5 pb-4 text-sm text-slate-600">{entry.a}</p>
          </details>
        ))}
      </section>

      <p className="text-sm text-slate-600">Billed monthly. Prices include all features listed; taxes may apply where you live.</p>
    </div>
  );
}
