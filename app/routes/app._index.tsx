import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useNavigate } from "@remix-run/react";
import { NoTherapists, TherapistCard } from "~/components/therapist-card";
import { TrialBanner } from "~/components/trial-banner";
import { SparkleIcon } from "~/components/icons";
import { RecentSessions } from "~/components/recent-sessions";
import { planBadgeLabel } from "../../workers/shared/plans";
import { networkSafeAction, skipRevalidationAfterNetworkFailure } from "~/lib/network";

export const meta: MetaFunction = () => [{ title: "Home | Haven" }];

const NO_ACCESS_ALERT = "You need an Advanced Plan to access this therapist. Please upgrade your subscription.";

export async function loader({ context }: LoaderFunctionArgs) {
  const me = await context.auth.requireAppAccess();
  const { user, access } = me;
  const [therapists, sessions] = await Promise.all([context.therapists.listFor(me), context.chat.recent(me)]);
  return json({
    user: { firstName: user.firstName, lastName: user.lastName },
    plan: access.subscription?.plan ?? null,
    trialInfo: access.trialInfo,
    hasSubscription: access.subscription !== null,
    therapists,
    sessions,
    serverNow: context.now().toISOString(),
  });
}

/** End or delete a recent session (each after the user confirmed it). */
export async function action({ context }: ActionFunctionArgs) {
  const me = await context.auth.requireAppAccess();
  const form = await context.input.form();
  const intent = form.get("intent") === "end" ? "end" : "delete";
  const sessionId = String(form.get("sessionId") ?? "");
  try {
    await (intent === "end" ? context.chat.end(me, sessionId) : context.chat.delete(me, sessionId));
    return json({ ok: true, intent });
  } catch (error) {
    const { status } = context.formError(error);
    return json({ ok: false, intent }, { status });
  }
}

/** A submission that cannot reach the server keeps the page and what was typed, and says so (app/lib/network.ts). */
export const clientAction = networkSafeAction;
export const shouldRevalidate = skipRevalidationAfterNetworkFailure;

export default function Home() {
  const { user, plan, trialInfo, hasSubscription, therapists, sessions, serverNow } = useLoaderData<typeof loader>();
  const navigate = useNavigate();

  return (
    <div className="space-y-8">
      <section className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-medium text-brand-700">Good to see you</p>
          <h1 className="page-title">
            Welcome back, {user.firstName} {user.lastName}
          </h1>
          <p className="mt-1 text-slate-600">Take a breath. Choose who you would like to talk to today.</p>
        </div>
        <p className="inline-flex items-center gap-2 self-start rounded-full border border-brand-200 bg-white px-3 py-1 text-sm font-semibold text-brand-800 sm:self-auto">
          <span aria-hidden className="h-2 w-2 rounded-full bg-emerald-500" />
          {planBadgeLabel(plan)} · Active
        </p>
      </section>

      {trialInfo.isOnTrial ? <TrialBanner trialEnd={trialInfo.trialEnd} serverNow={serverNow} /> : null}

      {!hasSubscription ? (
        <section className="card flex flex-col gap-3 border-brand-200 bg-gradient-to-r from-brand-50 to-white sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-start gap-3">
            <SparkleIcon className="mt-0.5 h-6 w-6 shrink-0 text-brand-600" />
            <div>
              <h2 className="font-semibold text-slate-900">Choose Your Plan</h2>
              <p className="text-sm text-slate-600">
                Keep your therapists, history and tools after your trial. Base is $9.99 and Advanced $19.99 a month.
              </p>
            </div>
          </div>
          <Link to="/app/subscription" className="btn-primary">
            See plans
          </Link>
        </section>
      ) : null}

      <section aria-labelledby="therapists-heading">
        <h2 id="therapists-heading" className="text-xl font-semibold text-slate-900">
          Available Therapists
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Every therapist here is an AI, trained on a different specialty. They are here to listen, not to replace
          professional care.
        </p>
        {therapists.length === 0 ? (
          <NoTherapists />
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {therapists.map((therapist) => (
              <li key={therapist.id}>
                <TherapistCard
                  therapist={therapist}
                  locked={!therapist.canAccess}
                  onSelect={() =>
                    therapist.canAccess ? navigate(`/app/chat/${therapist.id}`) : window.alert(NO_ACCESS_ALERT)
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="sessions-heading">
        <h2 id="sessions-heading" className="text-xl font-semibold text-slate-900">
          Recent Sessions
        </h2>
        <RecentSessions sessions={sessions} />
      </section>
    </div>
  );
}
