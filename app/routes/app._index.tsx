import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useNavigate, useSearchParams } from "@remix-run/react";
import { useEffect, useState } from "react";
import { NoTherapists, TherapistCard } from "~/components/therapist-card";
import { TrialBanner } from "~/components/trial-banner";
import { SparkleIcon } from "~/components/icons";
import { LockedTherapistDialog } from "~/components/locked-therapist-dialog";
import { RecentSessions } from "~/components/recent-sessions";
import { formatDate } from "~/lib/dates";
import { needsBaseTherapistChoice, planBadgeLabel } from "../../workers/shared/plans";
import { networkSafeAction, skipRevalidationAfterNetworkFailure } from "~/lib/network-action";

export const meta: MetaFunction = () => [{ title: "Home | Haven" }];

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a plan action that landed here says it did (`?notice=`), in the spec's words where it has them. */
function planNotice(
  notice: string | null,
  me: { access: { subscription: { plan: string; currentPeriodEnd: string } | null } },
  timeZone: string
) {
  const subscription = me.access.subscription;
  if (notice === "upgraded") return "Subscription upgraded successfully! Every therapist is open to you now.";
  if (notice === "cancelled" && subscription) {
    return `Subscription cancelled successfully! Your plan stays active until ${formatDate(
      subscription.currentPeriodEnd,
      timeZone
    )}, and you will not be charged again.`;
  }
  if (notice === "subscribed" && subscription) {
    return `Your ${
      subscription.plan === "advanced" ? "Advanced" : "Base"
    } plan is active. This was a local checkout, so no card was charged.`;
  }
  return null;
}

export async function loader({ context, request }: LoaderFunctionArgs) {
  const me = await context.auth.requireAppAccess();
  const { user, access } = me;
  const timeZone = context.progress.timeZone();
  const [therapists, sessions] = await Promise.all([context.therapists.listFor(me), context.chat.recent(me)]);
  const subscription = access.subscription;
  return json({
    user: { firstName: user.firstName, lastName: user.lastName },
    // "Welcome back" only for someone who has been here before.
    returning: sessions.length > 0 || context.now().getTime() - Date.parse(user.createdAt) > DAY_MS,
    plan: subscription?.plan ?? null,
    planEnds: subscription?.cancelAtPeriodEnd ? formatDate(subscription.currentPeriodEnd, timeZone) : null,
    trialInfo: access.trialInfo,
    hasSubscription: subscription !== null,
    choosingBaseTherapist: needsBaseTherapistChoice(me),
    notice: planNotice(new URL(request.url).searchParams.get("notice"), me, timeZone),
    therapists,
    sessions,
    timeZone,
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
  const data = useLoaderData<typeof loader>();
  const { user, plan, planEnds, trialInfo, hasSubscription, choosingBaseTherapist, therapists, sessions, serverNow } =
    data;
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [notice] = useState(data.notice);
  const [lockedTherapist, setLockedTherapist] = useState<string | null>(null);

  // Said once: a reload or a shared link does not repeat it.
  useEffect(() => {
    if (searchParams.has("notice")) setSearchParams({}, { replace: true, preventScrollReset: true });
  }, [searchParams, setSearchParams]);

  return (
    <>
      <div className="space-y-8">
        {notice ? (
          <p role="status" className="rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900">
            {notice}
          </p>
        ) : null}
        <section className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="text-sm font-medium text-brand-700">
              {data.returning ? "Good to see you" : "Glad you're here"}
            </p>
            <h1 className="page-title">
              {data.returning ? "Welcome back" : "Welcome"}, {user.firstName} {user.lastName}
            </h1>
            <p className="mt-1 text-slate-600">Take a breath. Choose who you would like to talk to today.</p>
          </div>
          <p className="inline-flex items-center gap-2 self-start rounded-full border border-brand-200 bg-white px-3 py-1 text-sm font-semibold text-brand-800 sm:self-auto">
            <span aria-hidden className={`h-2 w-2 rounded-full ${planEnds ? "bg-orange-500" : "bg-emerald-500"}`} />
            {planBadgeLabel(plan)} · {planEnds ? `Active until ${planEnds}` : "Active"}
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

        {choosingBaseTherapist ? (
          <section aria-labelledby="choose-base-heading" className="card border-brand-300 bg-brand-50">
            <h2 id="choose-base-heading" className="font-semibold text-slate-900">
              Choose your Base therapist
            </h2>
            <p className="mt-1 text-sm text-slate-700">
              Your Base plan includes one AI therapist. Pick the one whose specialty fits what you are facing; you will
              confirm your choice before your first conversation.
            </p>
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
              {therapists.map((therapist) => {
                const open = therapist.canAccess || choosingBaseTherapist;
                return (
                  <li key={therapist.id}>
                    <TherapistCard
                      therapist={therapist}
                      locked={!open}
                      onSelect={() =>
                        open ? navigate(`/app/chat/${therapist.id}`) : setLockedTherapist(therapist.name)
                      }
                    />
                  </li>
                );
              })}
            </ul>
          )}
        </section>

        <section aria-labelledby="sessions-heading">
          <h2 id="sessions-heading" className="text-xl font-semibold text-slate-900">
            Recent Sessions
          </h2>
          <RecentSessions sessions={sessions} timeZone={data.timeZone} />
        </section>
      </div>
      {/* Outside the space-y container, whose margin would pin the dialog to the top of the screen. */}
      {lockedTherapist ? (
        <LockedTherapistDialog therapistName={lockedTherapist} onClose={() => setLockedTherapist(null)} />
      ) : null}
    </>
  );
}
