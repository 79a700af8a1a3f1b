import { Link, useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { CrisisCountryPicker, CrisisLinesList } from "~/components/crisis-lines";
import { closeOnCancel, useModalDialog } from "~/components/modal";
import type { SafetyPlanView } from "../../../workers/safety/types";
import type { CountryCrisisLines } from "../../../workers/shared/crisis-lines";
import { SAFETY_PLAN_SECTIONS } from "../../../workers/shared/safety-plan";

/** Shown for the rest of a conversation once it has had a crisis: the person's lines and their own Safety Plan. */
export function CrisisBanner({ lines, onOpenPlan }: { lines: CountryCrisisLines; onOpenPlan: () => void }) {
  return (
    <section role="alert" aria-label="Crisis support" className="rounded-2xl border border-rose-300 bg-rose-50 p-4 text-rose-900">
      <p className="font-semibold">You don't have to go through this alone.</p>
      <p className="mt-1 text-sm">If you are thinking about suicide or hurting yourself, please reach out now:</p>
      <CrisisLinesList lines={lines} />
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <button type="button" className="btn-secondary min-h-[44px] border-rose-300 text-rose-900" onClick={onOpenPlan}>
          Open my Safety Plan here
        </button>
        <Link to="/app/safety-plan" className="text-sm font-semibold underline">
          Write or edit it
        </Link>
      </div>
      <CrisisCountryPicker lines={lines} id="crisis-banner-country" />
    </section>
  );
}

/**
 * The person's Safety Plan inside the chat, in a native modal (focus kept inside, Escape closes, focus returns to
 * the button that opened it). It is read from the Safety Plan page's own loader when opened.
 */
export function SafetyPlanDialog({ onClose }: { onClose: () => void }) {
  const plan = useFetcher<SafetyPlanView>();
  const dialog = useModalDialog();

  useEffect(() => {
    if (plan.state === "idle" && !plan.data) plan.load("/app/safety-plan");
  }, [plan]);

  const sections = plan.data ? SAFETY_PLAN_SECTIONS.filter((section) => plan.data!.plan[section.key].length > 0) : [];

  return (
    <dialog
      ref={dialog}
      aria-labelledby="safety-plan-dialog-title"
      onCancel={closeOnCancel(onClose)}
      onClose={onClose}
      className="m-0 mt-auto max-h-[85vh] w-full max-w-none overflow-y-auto rounded-t-3xl bg-white p-6 shadow-xl backdrop:bg-slate-900/50 sm:m-auto sm:max-w-lg sm:rounded-3xl"
    >
      <h2 id="safety-plan-dialog-title" className="text-lg font-semibold text-slate-900">
        My Safety Plan
      </h2>
      {!plan.data ? (
        <p className="mt-4 text-slate-600" role="status">
          Opening your plan...
        </p>
      ) : sections.length === 0 ? (
        <p className="mt-4 text-slate-700">
          You haven't written your Safety Plan yet. It takes a few minutes, and it is there for the hard moments.{" "}
          <Link to="/app/safety-plan" className="font-semibold text-brand-700 underline">
            Write it now
          </Link>
        </p>
      ) : (
        <ol className="mt-4 space-y-4">
          {sections.map((section) => (
            <li key={section.key}>
              <h3 className="font-semibold text-slate-900">{section.title}</h3>
              <ul className="mt-1 list-disc pl-5 text-slate-700">
                {plan.data!.plan[section.key].map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
      {plan.data ? (
        <div className="mt-5 rounded-xl bg-rose-50 p-3 text-rose-900">
          <p className="text-sm font-semibold">Crisis lines</p>
          <CrisisLinesList lines={plan.data.crisisLines} />
        </div>
      ) : null}
      <div className="mt-5 flex gap-2">
        <Link to="/app/safety-plan" className="btn-secondary flex-1">
          Edit my plan
        </Link>
        <button type="button" className="btn-primary flex-1" onClick={onClose}>
          Close
        </button>
      </div>
    </dialog>
  );
}
