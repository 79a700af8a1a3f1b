import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { CrisisCountryPicker, CrisisLinesList } from "~/components/crisis-lines";
import { networkSafeAction, skipRevalidationAfterNetworkFailure } from "~/lib/network-action";
import { itemsFromLines, SAFETY_PLAN_SECTIONS, safetyPlanTexts, type SafetyPlanContent } from "../../workers/shared/safety-plan";

export const meta: MetaFunction = () => [{ title: "My Safety Plan | Haven" }];

/** Open to everyone signed in, whatever their plan: safety is never behind a paywall. */
export async function loader({ context }: LoaderFunctionArgs) {
  const me = await context.auth.requireUser();
  return json(await context.safety.plan(me));
}

type ActionResult = { ok: true; updatedAt: string } | { ok: false; error: string };

export async function action({ context }: ActionFunctionArgs) {
  const me = await context.auth.requireUser();
  const form = await context.input.form();
  const plan = Object.fromEntries(SAFETY_PLAN_SECTIONS.map(({ key }) => [key, itemsFromLines(String(form.get(key) ?? ""))]));
  try {
    const saved = await context.safety.savePlan(me, plan);
    return json<ActionResult>({ ok: true, updatedAt: saved.updatedAt ?? "" });
  } catch (error) {
    const { message, status } = context.formError(error);
    return json<ActionResult>({ ok: false, error: status === 400 ? message : safetyPlanTexts.saveFailed }, { status });
  }
}

const asText = (plan: SafetyPlanContent) =>
  Object.fromEntries(SAFETY_PLAN_SECTIONS.map(({ key }) => [key, plan[key].join("\n")])) as Record<keyof SafetyPlanContent, string>;

/** A submission that cannot reach the server keeps the page and answers `{ ok: false, error }` with the network message. */
export const clientAction = networkSafeAction;
export const shouldRevalidate = skipRevalidationAfterNetworkFailure;

export default function SafetyPlanPage() {
  const { plan, updatedAt, crisisLines } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  // Controlled, so what the person wrote stays on screen if a save fails.
  const [draft, setDraft] = useState(() => asText(plan));
  const [savedAt, setSavedAt] = useState(updatedAt);
  useEffect(() => {
    if (result?.ok) setSavedAt(result.updatedAt);
  }, [result]);

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header>
        <h1 className="page-title">My Safety Plan</h1>
        <p className="mt-2 text-slate-600">
          A plan in your own words for when things get hard, to read before a crisis builds: what you notice, what helps,
          who you can reach. It follows the Stanley-Brown Safety Planning Intervention. Only you can see it, and it is
          encrypted.
        </p>
        {savedAt ? <p className="mt-1 text-sm text-slate-600">Last saved {new Date(savedAt).toLocaleString()}</p> : null}
      </header>

      <section aria-labelledby="crisis-lines-title" className="rounded-2xl border border-rose-200 bg-rose-50 p-4 text-rose-900">
        <h2 id="crisis-lines-title" className="font-semibold">
          If you are in crisis now
        </h2>
        <CrisisLinesList lines={crisisLines} />
        <CrisisCountryPicker lines={crisisLines} id="safety-plan-country" />
      </section>

      <Form method="post" className="space-y-4" aria-label="Safety Plan">
        {SAFETY_PLAN_SECTIONS.map((section) => (
          <section key={section.key} className="card">
            <label htmlFor={`plan-${section.key}`} className="text-base font-semibold text-slate-900">
              {section.title}
            </label>
            <p id={`plan-${section.key}-hint`} className="mt-1 text-sm text-slate-600">
              {section.prompt} One per line.
            </p>
            <textarea
              id={`plan-${section.key}`}
              name={section.key}
              rows={3}
              aria-describedby={`plan-${section.key}-hint`}
              className="input mt-2 min-h-[6rem] resize-y"
              placeholder={section.example}
              value={draft[section.key]}
              onChange={(event) => setDraft((current) => ({ ...current, [section.key]: event.target.value }))}
            />
          </section>
        ))}
        <div className="sticky bottom-20 z-10 flex flex-wrap items-center gap-3 rounded-2xl border border-slate-200 bg-white/95 p-3 shadow-sm backdrop-blur md:bottom-4">
          <button type="submit" className="btn-primary" disabled={saving}>
            {saving ? "Saving..." : "Save my plan"}
          </button>
          <p role="status" aria-live="polite" className="text-sm">
            {result && !saving ? (
              result.ok ? (
                <span className="text-emerald-700">{safetyPlanTexts.saved}</span>
              ) : (
                <span className="text-rose-700">{result.error}</span>
              )
            ) : null}
          </p>
          <Link to="/crisis-protocol" className="ml-auto text-sm font-medium text-brand-700 underline">
            How Haven responds to a crisis
          </Link>
        </div>
      </Form>
    </div>
  );
}
