import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { SpecialtyBadge, TherapistAvatar } from "~/components/therapist-card";
import { networkSafeAction, skipRevalidationAfterNetworkFailure } from "~/lib/network-action";
import { needsBaseTherapistChoice } from "../../workers/shared/plans";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Choose ${data.therapist.name} | Haven` : "Choose your therapist | Haven" },
];

/**
 * The first chat a Base subscriber opens before they have chosen their one therapist (a Base plan bought without
 * one, as the spec's client does): it asks them to confirm that therapist first.
 */
export async function loader({ context, params }: LoaderFunctionArgs) {
  const me = await context.auth.requireAppAccess();
  const therapists = await context.therapists.listFor(me);
  const therapist = therapists.find((candidate) => candidate.id === params.therapistId);
  if (!therapist) throw redirect("/app");
  if (!needsBaseTherapistChoice(me)) throw redirect(therapist.canAccess ? `/app/chat/${therapist.id}` : "/app");
  return json({ therapist });
}

export async function action({ context, params }: ActionFunctionArgs) {
  const me = await context.auth.requireAppAccess();
  try {
    await context.billing.chooseBaseTherapist(me, params.therapistId);
  } catch (error) {
    const { message, status } = context.formError(error);
    return json({ error: message }, { status });
  }
  return redirect(`/app/chat/${params.therapistId}`);
}

export const clientAction = networkSafeAction;
export const shouldRevalidate = skipRevalidationAfterNetworkFailure;

export default function ChooseBaseTherapist() {
  const { therapist } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <header className="flex items-center gap-3">
        <Link to="/app" className="btn-ghost min-h-[44px] px-2" aria-label="Back to Home">
          ←
        </Link>
        <TherapistAvatar therapist={therapist} size="h-11 w-11" />
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-lg font-semibold text-slate-900">{therapist.name}</h1>
          <SpecialtyBadge specialty={therapist.specialty} />
        </div>
      </header>
      <section className="card space-y-3" aria-labelledby="choose-title">
        <h2 id="choose-title" className="text-lg font-semibold text-slate-900">
          Make {therapist.name} your Base therapist?
        </h2>
        <p className="text-slate-700">
          Your Base plan includes one AI therapist. Once you confirm, {therapist.name} is the therapist you talk with on
          this plan. To talk with someone else later, upgrade to Advanced or ask support to switch.
        </p>
        <p className="text-sm text-slate-600">{therapist.description}</p>
        {result?.error ? (
          <p role="alert" className="rounded-xl border border-rose-200 bg-rose-50 px-3 py-2 text-sm text-rose-900">
            {result.error}
          </p>
        ) : null}
        <Form method="post" className="flex flex-col gap-2 sm:flex-row">
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? "Confirming..." : `Confirm ${therapist.name}`}
          </button>
          <Link to="/app" className="btn-secondary">
            Choose someone else
          </Link>
        </Form>
      </section>
    </div>
  );
}
