import { Form } from "@remix-run/react";
import { useId } from "react";
import { PLANS, type PaidPlanType, type PlanDefinition } from "../../workers/shared/plans";

interface TherapistChoice {
  id: string;
  name: string;
  specialty: string;
}

/**
 * The plan cards with their actions, on the subscription page and in the profile's plans dialog. Forms post to
 * the page they are on, whose action handles the `subscribe` and `upgrade` intents.
 */
export function PlanGrid({
  current,
  onTrial,
  therapists,
  busy,
  compact = false,
}: {
  current: PaidPlanType | null;
  /** Base ends the trial and its all-therapist access: the Base card says so before anyone confirms. */
  onTrial: boolean;
  therapists: TherapistChoice[];
  busy: boolean;
  compact?: boolean;
}) {
  const plans = compact ? PLANS.filter((plan) => plan.type !== "free") : PLANS;
  return (
    <ul className={`grid gap-4 ${compact ? "sm:grid-cols-2" : "md:grid-cols-3"}`}>
      {plans.map((plan) => (
        <li
          key={plan.type}
          id={`plan-${plan.type}`}
          className={`card relative flex flex-col scroll-mt-24 ${plan.popular ? "border-brand-400 ring-1 ring-brand-300" : ""}`}>
          {plan.popular ? (
            <span className="absolute -top-3 left-5 rounded-full bg-brand-600 px-3 py-0.5 text-xs font-semibold text-white">
              Most Popular
            </span>
          ) : null}
          <h3 className="text-lg font-semibold text-slate-900">{plan.name}</h3>
          <p className="mt-1 text-3xl font-bold text-slate-900">
            {plan.price} <span className="text-sm font-normal text-slate-600">{plan.period}</span>
          </p>
          <p className="mt-2 text-sm text-slate-600">{plan.description}</p>
          <ul className="mt-4 flex-1 space-y-1 text-sm text-slate-700">
            {plan.features.map((feature) => (
              <li key={feature}>✓ {feature}</li>
            ))}
          </ul>
          <PlanAction plan={plan} current={current} onTrial={onTrial} therapists={therapists} busy={busy} />
        </li>
      ))}
    </ul>
  );
}

function PlanAction({
  plan,
  current,
  onTrial,
  therapists,
  busy,
}: {
  plan: PlanDefinition;
  current: PaidPlanType | null;
  onTrial: boolean;
  therapists: TherapistChoice[];
  busy: boolean;
}) {
  const selectId = useId();
  if (plan.type === "free") return null;
  if (plan.type === current) {
    return (
      <button type="button" className="btn-secondary mt-4 w-full" disabled>
        Current Plan
      </button>
    );
  }
  // Moving down from Advanced goes through support (see the plans FAQ).
  if (current === "advanced") return null;
  const upgrade = current === "base" && plan.type === "advanced";
  return (
    <Form method="post" className="mt-4 space-y-2">
      <input type="hidden" name="intent" value={upgrade ? "upgrade" : "subscribe"} />
      <input type="hidden" name="planType" value={plan.type} />
      {plan.type === "base" ? (
        <>
          <label htmlFor={selectId} className="label">
            Your therapist
          </label>
          <select id={selectId} name="preferredTherapist" className="input" defaultValue="">
            <option value="">Choose after subscribing</option>
            {therapists.map((therapist) => (
              <option key={therapist.id} value={therapist.id}>
                {therapist.name} ({therapist.specialty})
              </option>
            ))}
          </select>
          {onTrial ? <BaseEndsTrialWarning /> : null}
        </>
      ) : null}
      <button type="submit" className="btn-primary w-full" disabled={busy}>
        {upgrade ? "Upgrade" : "Subscribe"}
      </button>
      {upgrade ? <p className="text-center text-xs text-slate-600">Switches your Base plan to Advanced right away.</p> : null}
    </Form>
  );
}

/** Cancel at the end of the period, after a confirmation; the page's action handles the `cancel` intent. */
export function CancelSubscriptionForm({ busy, className }: { busy: boolean; className?: string }) {
  return (
    <Form
      method="post"
      className={className}
      onSubmit={(event) => {
        if (!window.confirm("Cancel your subscription? You keep access until the end of the current period.")) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value="cancel" />
      <button type="submit" className="btn-secondary" disabled={busy}>
        Cancel subscription
      </button>
    </Form>
  );
}

/** Said on the Base card and again on the checkout page, before anyone confirms Base during the trial. */
export function BaseEndsTrialWarning() {
  return (
    <p role="note" className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
      Subscribing to Base ends your free trial now. Base includes one therapist, so the other nine close (your
      conversations with them stay saved), along with voice and peer support.
    </p>
  );
}
