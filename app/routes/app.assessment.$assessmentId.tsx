import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData, useNavigation, useSearchParams, useSubmit } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { CrisisLinesSentence, usePersonsCrisisLines } from "~/components/crisis-lines";
import { SpecialtyBadge } from "~/components/therapist-card";
import { inAppPath } from "~/lib/return-to";
import { TEXT_ANSWER_MAX_LENGTH } from "../../workers/shared/assessments";
import { networkSafeAction, skipRevalidationAfterNetworkFailure } from "~/lib/network-action";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data && "assessment" in data && data.assessment ? `${data.assessment.name} | Haven` : "Assessment | Haven" },
];

const LOAD_FAILED = "Failed to load assessment";
const SUBMIT_FAILED = "Failed to submit assessment. Please try again.";

export async function loader({ context, params }: LoaderFunctionArgs) {
  const me = await context.auth.requireAppAccess();
  try {
    return json({ assessment: await context.assessments.get(me, params.assessmentId ?? ""), error: null });
  } catch (error) {
    const { message, status } = context.formError(error);
    return json({ assessment: null, error: message || LOAD_FAILED }, { status });
  }
}

export async function action({ context, params, request }: ActionFunctionArgs) {
  const me = await context.auth.requireAppAccess();
  const body = await context.input.json().catch(() => {
    throw json({ error: SUBMIT_FAILED }, { status: 400 });
  });
  try {
    const { responseId } = await context.assessments.submit(me, params.assessmentId ?? "", body);
    const returnTo = inAppPath(new URL(request.url).searchParams.get("returnTo"));
    return redirect(returnTo ?? `/app/assessment-response/${responseId}`);
  } catch (error) {
    const { message, status } = context.formError(error);
    return json({ error: status === 400 && message ? message : SUBMIT_FAILED }, { status });
  }
}

/** A submission that cannot reach the server keeps the page and what was typed, and says so (app/lib/network.ts). */
export const clientAction = networkSafeAction;
export const shouldRevalidate = skipRevalidationAfterNetworkFailure;

type AnswerValue = string | number | string[] | null;

interface Draft {
  index: number;
  answers: AnswerValue[];
  startedAt: number;
}

/** A checkbox question is answered even with nothing ticked ("none of these" is an answer). */
function isAnswered(type: string, answer: AnswerValue): boolean {
  if (type === "checkbox") return true;
  if (answer === null) return false;
  return type === "text" ? typeof answer === "string" && answer.trim().length > 0 : true;
}

/** Progress survives a reload or a dropped connection: it is kept in this tab until the assessment is submitted. */
function useDraft(assessmentId: string, questionCount: number) {
  const key = `haven:assessment:${assessmentId}`;
  const [draft, setDraft] = useState<Draft>({ index: 0, answers: Array(questionCount).fill(null), startedAt: 0 });
  // Saving starts only once the draft has been read back, so the empty draft never overwrites a kept one.
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    let saved: Draft | null = null;
    try {
      saved = JSON.parse(window.sessionStorage.getItem(key) ?? "null");
    } catch {
      saved = null;
    }
    setDraft(
      saved && Array.isArray(saved.answers) && saved.answers.length === questionCount
        ? saved
        : { index: 0, answers: Array(questionCount).fill(null), startedAt: Date.now() },
    );
    setRestored(true);
  }, [key, questionCount]);
  useEffect(() => {
    if (restored) window.sessionStorage.setItem(key, JSON.stringify(draft));
  }, [key, draft, restored]);
  const clear = useCallback(() => window.sessionStorage.removeItem(key), [key]);
  return [draft, setDraft, clear] as const;
}

export default function AssessmentTaking() {
  const data = useLoaderData<typeof loader>();
  if (!data.assessment) return <AssessmentError message={data.error ?? LOAD_FAILED} />;
  return <Questionnaire assessment={data.assessment} />;
}

function Questionnaire({ assessment }: { assessment: NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["assessment"]> }) {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const submit = useSubmit();
  const [searchParams] = useSearchParams();
  const [draft, setDraft, clearDraft] = useDraft(assessment.id, assessment.questions.length);
  const [showError, setShowError] = useState(false);
  const submitting = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";
  const questionHeading = useRef<HTMLHeadingElement>(null);
  const crisisLines = usePersonsCrisisLines();

  useEffect(() => {
    if (result?.error) setShowError(true);
  }, [result]);

  // The draft is dropped only once the server has accepted the answers and sends the person to the result (or
  // to returnTo); a redirect elsewhere, such as to sign in again, keeps it.
  const destination = navigation.state === "loading" && navigation.formMethod ? navigation.location.pathname : null;
  const accepted =
    destination !== null &&
    (destination.startsWith("/app/assessment-response/") || destination === inAppPath(searchParams.get("returnTo"))?.split("?")[0]);
  useEffect(() => {
    if (accepted) clearDraft();
  }, [accepted, clearDraft]);

  const total = assessment.questions.length;
  const index = Math.min(draft.index, total - 1);
  const question = assessment.questions[index]!;
  const answer = draft.answers[index] ?? null;
  const answered = isAnswered(question.type, answer);
  const last = index === total - 1;

  const setAnswer = (value: AnswerValue) =>
    setDraft((current) => ({ ...current, answers: current.answers.map((existing, at) => (at === index ? value : existing)) }));
  const go = (next: number) => {
    setDraft((current) => ({ ...current, index: next }));
    questionHeading.current?.focus();
  };

  const send = () => {
    const minutes = Math.round((Date.now() - (draft.startedAt || Date.now())) / 60_000);
    const body = {
      responses: assessment.questions.map((item, at) => ({
        answer: (draft.answers[at] ?? (item.type === "checkbox" ? [] : "")) as string | number | string[],
        category: item.category,
      })),
      duration: minutes,
    };
    const returnTo = searchParams.get("returnTo");
    submit(body, {
      method: "post",
      encType: "application/json",
      action: `/app/assessment/${assessment.id}${returnTo ? `?returnTo=${encodeURIComponent(returnTo)}` : ""}`,
    });
  };

  if (showError && result?.error) {
    return (
      <AssessmentError
        message={result.error}
        onRetry={() => setShowError(false)}
      />
    );
  }

  const percent = Math.round(((index + (answered ? 1 : 0)) / total) * 100);

  return (
    <div className="mx-auto max-w-2xl space-y-5">
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          {assessment.specialty ? <SpecialtyBadge specialty={assessment.specialty} /> : null}
          {assessment.kind === "reflection" ? (
            <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-600">Reflection, not scored</span>
          ) : null}
        </div>
        <h1 className="page-title">{assessment.name}</h1>
        {assessment.therapistName ? <p className="text-sm text-slate-600">With {assessment.therapistName}</p> : null}
      </header>

      <div>
        <div className="flex justify-between text-sm text-slate-600">
          <span>
            Question {index + 1} of {total}
          </span>
          <span>{percent}%</span>
        </div>
        <div
          className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
          role="progressbar"
          aria-label="Assessment progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <div className="h-full rounded-full bg-brand-600 transition-all" style={{ width: `${percent}%` }} />
        </div>
      </div>

      <section className="card space-y-4" aria-labelledby="question-text">
        <p className="text-sm text-slate-600">{assessment.instructions}</p>
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{question.category}</p>
        <h2 id="question-text" ref={questionHeading} tabIndex={-1} className="text-lg font-semibold text-slate-900 outline-none">
          {question.question}
        </h2>
        <QuestionInput key={index} question={question} answer={answer} onChange={setAnswer} />
      </section>

      <div className="flex gap-3">
        <button type="button" className="btn-secondary flex-1" disabled={index === 0 || submitting} onClick={() => go(index - 1)}>
          Previous
        </button>
        {last ? (
          <button type="button" className="btn-primary flex-1" disabled={!answered || submitting} onClick={send}>
            {submitting ? "Submitting..." : "Submit Assessment"}
          </button>
        ) : (
          <button type="button" className="btn-primary flex-1" disabled={!answered} onClick={() => go(index + 1)}>
            Next
          </button>
        )}
      </div>
      <p className="text-center text-xs text-slate-600">
        Your answers are kept on this device until you submit, and stored encrypted afterwards. If you are in crisis:{" "}
        <CrisisLinesSentence lines={crisisLines} />
      </p>
    </div>
  );
}

type Question = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["assessment"]>["questions"][number];

function QuestionInput({ question, answer, onChange }: { question: Question; answer: AnswerValue; onChange: (value: AnswerValue) => void }) {
  if (question.type === "text") {
    const text = typeof answer === "string" ? answer : "";
    return (
      <div>
        <label htmlFor="answer-text" className="sr-only">
          Your answer
        </label>
        <textarea
          id="answer-text"
          className="input min-h-[140px]"
          placeholder="Type your answer here..."
          maxLength={TEXT_ANSWER_MAX_LENGTH}
          value={text}
          onChange={(event) => onChange(event.target.value)}
        />
        <p className="mt-1 text-right text-xs text-slate-600">
          {text.length}/{TEXT_ANSWER_MAX_LENGTH.toLocaleString("en-US")}
        </p>
      </div>
    );
  }
  if (question.type === "scale" && "scaleRange" in question && question.scaleRange) {
    const { min, max, minLabel, maxLabel } = question.scaleRange;
    const values = Array.from({ length: max - min + 1 }, (_, offset) => min + offset);
    return (
      <fieldset>
        <legend className="sr-only">{question.question}</legend>
        <div className="grid grid-cols-5 gap-2 sm:grid-cols-10">
          {values.map((value) => (
            <label key={value} className="relative">
              <input
                type="radio"
                name="scale"
                value={value}
                checked={answer === value}
                onChange={() => onChange(value)}
                className="peer sr-only"
              />
              <span className="flex min-h-[44px] cursor-pointer items-center justify-center rounded-xl border border-slate-200 bg-white font-semibold text-slate-700 peer-checked:border-brand-600 peer-checked:bg-brand-600 peer-checked:text-white peer-focus-visible:ring-2 peer-focus-visible:ring-brand-400">
                {value}
              </span>
            </label>
          ))}
        </div>
        {minLabel || maxLabel ? (
          <div className="mt-2 flex justify-between text-xs text-slate-600">
            <span>
              {min}: {minLabel}
            </span>
            <span>
              {max}: {maxLabel}
            </span>
          </div>
        ) : null}
      </fieldset>
    );
  }
  const multiple = question.type === "checkbox";
  const ticked = Array.isArray(answer) ? answer : [];
  return (
    <fieldset className="space-y-2">
      <legend className="sr-only">{question.question}</legend>
      {multiple ? <p className="text-sm text-slate-600">Tick all that apply, or none.</p> : null}
      {question.options.map((option) => {
        const checked = multiple ? ticked.includes(option) : answer === option;
        return (
          <label
            key={option}
            className={`flex min-h-[44px] cursor-pointer items-center gap-3 rounded-xl border px-4 py-2 ${
              checked ? "border-brand-600 bg-brand-50" : "border-slate-200 bg-white hover:border-brand-300"
            }`}
          >
            <input
              type={multiple ? "checkbox" : "radio"}
              name="option"
              value={option}
              checked={checked}
              className="h-4 w-4 accent-brand-600"
              onChange={() =>
                onChange(multiple ? (checked ? ticked.filter((item) => item !== option) : [...ticked, option]) : option)
              }
            />
            <span className="text-slate-800">{option}</span>
          </label>
        );
      })}
    </fieldset>
  );
}

function AssessmentError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className="mx-auto max-w-md">
      <section className="card text-center" role="alert">
        <h1 className="text-xl font-semibold text-slate-900">Error Loading Assessment</h1>
        <p className="mt-2 text-slate-600">{message}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {onRetry ? (
            <button type="button" className="btn-primary" onClick={onRetry}>
              Try Again
            </button>
          ) : null}
          <Link to="/app/assessments" className={onRetry ? "btn-secondary" : "btn-primary"}>
            Back to Assessments
          </Link>
        </div>
      </section>
    </div>
  );
}
