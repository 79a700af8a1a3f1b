import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { NoTherapists, SpecialtyBadge, TherapistAvatar } from "~/components/therapist-card";

export const meta: MetaFunction = () => [{ title: "Start a session | Haven" }];

export async function loader({ context }: LoaderFunctionArgs) {
  const me = await context.auth.requireAppAccess();
  const therapists = await context.therapists.listFor(me);
  return json({ therapists: therapists.filter((therapist) => therapist.canAccess) });
}

/** Where "Start New Session" leads: pick one of the therapists this plan opens. */
export default function StartSession() {
  const { therapists } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="page-title">Start a new session</h1>
      <p className="mt-1 text-slate-600">Who would you like to talk to? You can change therapist any time.</p>
      {therapists.length === 0 ? (
        <NoTherapists />
      ) : (
        <ul className="mt-6 space-y-3">
          {therapists.map((therapist) => (
            <li key={therapist.id}>
              <Link
                to={`/app/chat/${therapist.id}`}
                className="card flex items-center gap-3 transition hover:border-brand-300 hover:shadow-md"
              >
                <TherapistAvatar therapist={therapist} />
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">{therapist.name}</p>
                  <SpecialtyBadge specialty={therapist.specialty} />
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
