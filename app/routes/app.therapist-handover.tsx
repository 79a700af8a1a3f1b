import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { CrisisSupportBox, usePersonsCrisisLines } from "~/components/crisis-lines";
import { ExportButton } from "~/components/export-button";
import { DocumentIcon, ExternalIcon, HeartIcon, StarIcon } from "~/components/icons";
import { CARE_ROUTES, EDITORIAL_RATING_NOTE, exportMessages } from "../../workers/shared/handover";

export const meta: MetaFunction = () => [{ title: "Therapist Handover | Haven" }];

/**
 * Open whatever the plan or trial state (decision 0041): finding human care and taking one's data along must not
 * depend on a subscription.
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const { user } = await context.auth.requireUser();
  return json({ firstName: user.firstName, routes: CARE_ROUTES });
}

export default function TherapistHandover() {
  const { firstName, routes } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <header>
        <h1 className="page-title">Therapist Handover</h1>
        <p className="mt-2 max-w-3xl text-slate-600">
          Haven's AI therapists can listen and help you practise skills, but some things need a person: a licensed therapist, a
          doctor, or a crisis counselor. Here are trusted ways to find one, and a summary of your Haven history to take with you.
        </p>
      </header>

      <CrisisSupportBox id="crisis-title" title="If you are in crisis, please reach out now" after={<HandoverCrisisNote />} />

      <section aria-labelledby="export-title" className="card flex flex-col gap-4 sm:flex-row sm:items-start">
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <DocumentIcon className="h-6 w-6" />
        </span>
        <div className="flex-1 space-y-2">
          <h2 id="export-title" className="text-lg font-semibold text-slate-900">
            Take your history to a new therapist
          </h2>
          <p className="text-sm leading-relaxed text-slate-600">
            A PDF for {firstName} to share: a summary page (the therapists you talked to, your assessment results with their bands
            and dates, your mood trend with a chart), then your chat transcripts, assessment answers and mood entries, with a note on
            what the data is. We keep a copy for one day, encrypted under your own key, and then delete it.
          </p>
          <ExportButton
            href="/app/export/pdf"
            type="application/pdf"
            label={exportMessages.pdfButton}
            workingLabel="Preparing your PDF…"
            failedMessage={exportMessages.pdfFailed}
          />
        </div>
      </section>

      <section aria-labelledby="routes-title" className="space-y-3">
        <div>
          <h2 id="routes-title" className="text-xl font-semibold text-slate-900">
            Find human care
          </h2>
          <p className="mt-1 text-sm text-slate-600">{EDITORIAL_RATING_NOTE}</p>
        </div>
        <ul className="grid gap-4 md:grid-cols-2">
          {routes.map((route) => (
            <li key={route.id} className="card flex flex-col gap-3">
              <div className="flex flex-wrap items-start gap-2">
                <div className="mr-auto">
                  <h3 className="text-base font-semibold text-slate-900">{route.name}</h3>
                  <span className="mt-1 inline-block rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
                    {route.category}
                  </span>
                </div>
                <p className="flex items-center gap-1 text-sm font-semibold text-amber-800" aria-label={`Our editorial rating: ${route.rating} out of 5`}>
                  <StarIcon className="h-4 w-4 text-amber-500" />
                  {route.rating.toFixed(1)}
                  <span className="text-xs font-normal text-slate-600" aria-hidden="true">
                    editorial rating
                  </span>
                </p>
              </div>
              <p className="text-sm leading-relaxed text-slate-700">{route.description}</p>
              <ul className="space-y-1 text-sm text-slate-700">
                {route.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <HeartIcon className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" />
                    {feature}
                  </li>
                ))}
              </ul>
              <a href={route.url} target="_blank" rel="noopener noreferrer" className="btn-secondary mt-auto self-start">
                Visit {route.name}
                <ExternalIcon className="h-4 w-4" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** The spec's disclaimer says to call 988 in the US: said here too when the person's own lines are another country's. */
function HandoverCrisisNote() {
  const lines = usePersonsCrisisLines();
  return (
    <p className="leading-relaxed">
      {lines.code === "US" ? null : (
        <>
          In the US, call or text{" "}
          <a href="tel:988" className="font-semibold underline underline-offset-2">
            988
          </a>
          .{" "}
        </>
      )}
      Anywhere else, call your local emergency number or crisis line (
      <a href="https://findahelpline.com/" target="_blank" rel="noopener noreferrer" className="underline">
        findahelpline.com
      </a>{" "}
      lists them by country). Haven is not a substitute for professional care.
    </p>
  );
}
