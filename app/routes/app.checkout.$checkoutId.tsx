import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { BaseEndsTrialWarning } from "~/components/plan-grid";
import { planDefinition } from "../../workers/shared/plans";
import { networkSafeAction, skipRevalidationAfterNetworkFailure } from "~/lib/network-action";

export const meta: MetaFunction = () => [{ title: "Checkout | Haven" }];

/** The local checkout used when no payment provider is configured: nothing is charged. */
export async function loader({ context, params }: LoaderFunctionArgs) {
  const me = await context.auth.requireUser();
  try {
    const checkout = await context.billing.openCheckout(me, params.checkoutId ?? "");
    return json({
      checkout: { id: checkout.id, plan: planDefinition(checkout.plan) },
      endsTrial: checkout.plan === "base" && me.access.trialInfo.isOnTrial,
    });
  } catch (error) {
    throw new Response(context.formError(error).message, { status: 404 });
  }
}

export async function action({ context, params }: ActionFunctionArgs) {
  const me = await context.auth.requireUser();
  try {
    await context.billing.completeCheckout(me, params.checkoutId ?? "");
  } catch (error) {
    throw new Response(context.formError(error).message, { status: 404 });
  }
  // Home says the plan is active and that no card was charged (never "Payment successful!": nothing was paid).
  return redirect("/app?notice=subscribed");
}

/** A submission that cannot reach the server keeps the page and what was typed, and says so (app/lib/network.ts). */
export const clientAction = networkSafeAction;
export const shouldRevalidate = skipRevalidationAfterNetworkFailure;

export default function Checkout() {
  const { checkout, endsTrial } = useLoaderData<typeof loader>();
  const busy = useNavigation().state !== "idle";
  const failure = useActionData<{ error?: string }>();
  return (
    <div className="mx-auto max-w-md">
      <div className="card">
        <h1 className="text-xl font-semibold text-slate-900">Confirm your {checkout.plan.name} plan</h1>
        <p className="mt-2 text-3xl font-bold text-slate-900">
          {checkout.plan.price} <span className="text-sm font-normal text-slate-600">{checkout.plan.period}</span>
        </p>
        <p role="note" className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          This is a local checkout for development: no payment provider is configured, so no card is charged.
        </p>
        {endsTrial ? (
          <div className="mt-3">
            <BaseEndsTrialWarning />
          </div>
        ) : null}
        {failure?.error ? (
          <p role="alert" className="mt-4 rounded-xl border border-rose-200 bg-rose-50 p-3 text-sm text-rose-900">
            {failure.error}
          </p>
        ) : null}
        <Form method="post" className="mt-6 flex gap-2">
          <button type="submit" className="btn-primary flex-1" disabled={busy}>
            {busy ? "Activating..." : "Confirm"}
          </button>
          <Link to="/app/subscription" className="btn-secondary flex-1">
            Back
          </Link>
        </Form>
      </div>
    </div>
  );
}
