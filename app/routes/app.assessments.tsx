import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData, useNavigate, useSearchParams } from "@remix-run/react";
import { SpecialtyBadge } from "~/components/therapist-card";

export const meta: MetaFunction = () => [{ title: "Specialized Assessments | Haven" }];

const RETAKE_CONFIRMATION = "This will replace your previous assessment results. Are you sure you want to retake this assessment?";

export async function loader({ context }: LoaderFunctionArgs) {
  const me = await context.auth.requireAppAccess();
  return json({ assessments: await context.assessments.list(me) });
}

export default function Assessments() {
  const { assessments } = useLoaderData<typeof loader>();
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const therapistFilter = searchParams.get("therapist");
  const therapists = assessments.map(({ therapistId, therapistName }) => ({ id: therapistId, name: therapistName }));
  const shown = therapistFilter ? assessments.filter((assessment) => assessment.therapistId === therapistFilter) : assessments;

  const filterButton = (id: string | null, label: string) => {
    const active = therapistFilter === id;
    return (
      <button
        key={id ?? "all"}
        type="button"
        aria-pressed={active}
        className={`min-h-[40px] shrink-0 rounded-full border px-4 text-sm font-medium ${
          active ? "border-brand-600 bg-brand-600 text-white" : "border-slate-200 bg-white text-slate-700 hover:border-brand-300"
        }`}
        onClick={() => setSearchParams(id ? { therapist: id } : {}, { replace: true, preventScrollReset: true })}
      >
        {label}
      </button>
    );
  };

  return (
    <div className="space-y-6">
      <header>
        <h1 className="page-title">Specialized Assessments</h1>
        <p className="mt-2 max-w-2xl text-slate-600">
          Each therapist has a short onboarding assessment. Validated questionnaires (such as the PHQ-9 and GAD-7) are scored
          from their published guidance; reflections have no score. Results are a starting point for your conversations, not a
          diagnosis.
        </p>
      </header>

      <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0" role="group" aria-label="Filter by therapist">
        {filterButton(null, "All Therapists")}
        {therapists.map((therapist) => filterButton(therapist.id, therapist.name))}
      </div>

      {shown.length === 0 ? (
        <section className="card text-center">
          <h2 className="text-lg font-semibold text-slate-900">No Assessments Available</h2>
          <p className="mt-2 text-slate-600">There is no assessment for this filter.</p>
          <button type="button" className="btn-primary mt-4" onClick={() => setSearchParams({}, { replace: true })}>
            View All Assessments
          </button>
        </section>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {shown.map((assessment) => (
            <li key={assessment.id} className="card flex flex-col gap-3">
              <div className="flex flex-wrap items-center gap-2">
                <SpecialtyBadge specialty={assessment.specialty} />
                {assessment.kind === "reflection" ? (
                  <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-600">Reflection, not scored</span>
                ) : null}
                {assessment.hasCompleted ? (
                  <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-800">Completed</span>
                ) : null}
              </div>
              <div>
                <h2 className="text-lg font-semibold text-slate-900">{assessment.name}</h2>
                <p className="text-sm text-slate-600">with {assessment.therapistName}</p>
              </div>
              <p className="flex-1 text-sm text-slate-600">{assessment.description}</p>
              <p className="text-sm text-slate-600">
                About {assessment.estimatedDuration} min · {assessment.questionCount} questions
              </p>
              <div className="flex flex-wrap gap-2">
                {assessment.hasCompleted ? (
                  <>
                    <button
                      type="button"
                      className="btn-primary"
                      onClick={() => {
                        if (!assessment.responseId) {
                          window.alert("Assessment response not found. Please retake the assessment.");
                          return;
                        }
                        navigate(`/app/assessment-response/${assessment.responseId}`);
                      }}
                    >
                      View Results
                    </button>
                    <button
                      type="button"
                      className="btn-secondary"
                      onClick={() => {
                        if (window.confirm(RETAKE_CONFIRMATION)) navigate(`/app/assessment/${assessment.id}`);
                      }}
                    >
                      Retake
                    </button>
                  </>
                ) : (
                  <Link to={`/app/assessment/${assessment.id}`} className="btn-primary">
                    Start Assessment
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
