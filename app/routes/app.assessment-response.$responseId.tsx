import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { CrisisSupportBox } from "~/components/crisis-lines";
import { formatDate } from "~/lib/dates";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.response ? `${data.response.assessmentName} results | Haven` : "Assessment Results | Haven" },
];

const LOAD_FAILED = "Failed to load assessment response";

export async function loader({ context, params }: LoaderFunctionArgs) {
  const me = await context.auth.requireAppAccess();
  try {
    const timeZone = context.progress.timeZone();
    return json({ response: await context.assessments.response(me, params.responseId ?? ""), timeZone, error: null });
  } catch (error) {
    const { status } = context.formError(error);
    return json({ response: null, timeZone: "UTC", error: LOAD_FAILED }, { status });
  }
}

const RISK_STYLES = {
  low: "bg-emerald-100 text-emerald-800",
  medium: "bg-amber-100 text-amber-900",
  high: "bg-rose-100 text-rose-800",
} as const;

export default function AssessmentResult() {
  const { response, timeZone, error } = useLoaderData<typeof loader>();
  if (!response) {
    return (
      <div className="mx-auto max-w-md">
        <section className="card text-center" role="alert">
          <h1 className="text-xl font-semibold text-slate-900">Results unavailable</h1>
          <p className="mt-2 text-slate-600">{error}</p>
          <Link to="/app/assessments" className="btn-primary mt-6">
            Back to Assessments
          </Link>
        </section>
      </div>
    );
  }
  const { insights } = response;
  const completed = formatDate(response.completedAt, timeZone);

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header>
        <h1 className="page-title">{response.assessmentName}</h1>
        <p className="mt-2 text-sm text-slate-600">
          Completed {completed} · {response.duration} min · {response.questionCount} questions
        </p>
      </header>

      {response.crisis ? (
        <CrisisSupportBox
          id="support-now"
          title="Support is available right now"
          after={<p>Your therapist, an AI, will check in with you at the start of your next chat.</p>}
        >
          <p>
            Thank you for answering honestly. You shared thoughts of being better off dead or of hurting yourself, and you
            deserve support with them today.
          </p>
        </CrisisSupportBox>
      ) : null}

      <section className="card space-y-5" aria-labelledby="insights-title">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="insights-title" className="text-lg font-semibold text-slate-900">
            Assessment Insights
          </h2>
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-600">
            {insights.aiGenerated ? "AI Generated" : "Computed from your answers"}
          </span>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <span className={`rounded-full px-3 py-1 text-sm font-semibold ${RISK_STYLES[insights.riskLevel]}`}>
            Risk Level: {insights.riskLevel[0]!.toUpperCase() + insights.riskLevel.slice(1)}
          </span>
          {response.score ? (
            <span className="text-sm text-slate-700">
              {response.score.instrument}: {response.score.display} ({response.score.band})
            </span>
          ) : (
            <span className="text-sm text-slate-600">Reflection, not scored</span>
          )}
        </div>
        <p className="text-sm text-slate-600">{insights.riskLevelExplanation}</p>

        <div>
          <h3 className="font-semibold text-slate-900">Key Findings</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
            {insights.keyFindings.map((finding) => (
              <li key={finding}>{finding}</li>
            ))}
          </ul>
          <p className="mt-2 text-xs text-slate-600">{insights.keyFindingsExplanation}</p>
        </div>
        <div>
          <h3 className="font-semibold text-slate-900">Recommendations</h3>
          <ul className="mt-2 space-y-2">
            {insights.recommendations.map((recommendation) => (
              <li key={recommendation} className="rounded-xl bg-brand-50 px-4 py-3 text-slate-800">
                {recommendation}
              </li>
            ))}
          </ul>
          <p className="mt-2 text-xs text-slate-600">{insights.recommendationsExplanation}</p>
        </div>
      </section>

      <section className="card" aria-labelledby="responses-title">
        <h2 id="responses-title" className="text-lg font-semibold text-slate-900">
          Your Responses
        </h2>
        <ol className="mt-3 space-y-4">
          {response.responses.map((item, index) => (
            <li key={index} className="border-b border-slate-100 pb-3 last:border-0 last:pb-0">
              <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{item.category}</p>
              <p className="mt-1 text-slate-800">
                {index + 1}. {item.question}
              </p>
              <p className="mt-1 font-medium text-slate-900">
                {Array.isArray(item.answer) ? (item.answer.length ? item.answer.join(", ") : "None of these") : item.answer}
              </p>
            </li>
          ))}
        </ol>
      </section>

      <div className="flex flex-wrap gap-3">
        <Link to="/app/assessments" className="btn-secondary">
          Back to Assessments
        </Link>
        <Link to={`/app/chat/${response.therapistId}`} className="btn-primary">
          Chat with Therapist
        </Link>
      </div>
      <p className="text-xs text-slate-600">
        This is a screening result, not a diagnosis. Haven&apos;s therapists are AI and not a substitute for professional care.
      </p>
    </div>
  );
}
