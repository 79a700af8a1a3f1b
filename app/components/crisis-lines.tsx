import type { SerializeFrom } from "@remix-run/cloudflare";
import { Link, useLocation, useMatches, useNavigate } from "@remix-run/react";
import { useEffect, useState, type ReactNode } from "react";
import { fetchWithTimeout, networkFailureMessage } from "~/lib/network";
import type { loader as appLoader } from "~/routes/app";
import { CRISIS_COUNTRY_CHOICES, crisisLinesFor, type CountryCrisisLines } from "../../workers/shared/crisis-lines";

/**
 * The app layout's data, when it has been read (not on a public page, nor when the layout itself failed). Read through
 * `useMatches`, which the root already uses: a hook no page used before would grow the sign-in pages' JavaScript.
 */
export function useAppLayoutData(): SerializeFrom<typeof appLoader> | undefined {
  return useMatches().find((match) => match.id === "routes/app")?.data as SerializeFrom<typeof appLoader> | undefined;
}

/**
 * The crisis lines of the signed-in person's country (chosen on the Safety Plan, guessed on their first visit), read
 * once by the app layout's loader. Every crisis box in the app shows these, never a list of its own.
 */
export function usePersonsCrisisLines(): CountryCrisisLines {
  return useAppLayoutData()?.crisisLines ?? crisisLinesFor(null);
}

/** A country's crisis lines as tap-to-call (or text) links, with the emergency number; colours come from the box. */
export function CrisisLinesList({ lines }: { lines: CountryCrisisLines }) {
  return (
    <ul className="mt-2 space-y-1 text-sm">
      {lines.lines.map((line) => (
        <li key={line.action} className="flex flex-wrap items-center gap-x-1.5">
          {line.href ? (
            <a className="inline-flex min-h-[40px] items-center font-semibold underline underline-offset-2" href={line.href}>
              {line.action}
            </a>
          ) : (
            <span className="font-semibold">{line.action}</span>
          )}
          {/* Kept whole: on a phone it moves under the link rather than leaving a word or two behind. */}
          <span>({line.service})</span>
        </li>
      ))}
      <li>
        In immediate danger: call <span className="font-semibold">{lines.emergency}</span> or go to the nearest emergency
        department.
      </li>
    </ul>
  );
}

/**
 * The lines within a sentence, for the places that mention them in passing (under a page title, in the help popup):
 * "Call 116 123 or text SHOUT to 85258. In an emergency, call 999." Links, so a phone dials them.
 */
export function CrisisLinesSentence({
  lines,
  linkClassName = "font-semibold underline underline-offset-2",
}: {
  lines: CountryCrisisLines;
  linkClassName?: string;
}) {
  return (
    <>
      {lines.lines.map((line, index) => {
        const action = index === 0 ? line.action : line.action.charAt(0).toLowerCase() + line.action.slice(1);
        return (
          <span key={line.action}>
            {index === 0 ? "" : " or "}
            {line.href ? (
              <a href={line.href} className={linkClassName}>
                {action}
              </a>
            ) : (
              action
            )}
          </span>
        );
      })}
      . In an emergency, call {lines.emergency}.
    </>
  );
}

const COUNTRY_NOT_SAVED = "We could not change whose crisis lines you see. Please try again.";

const TONES = {
  rose: { box: "border-rose-200 bg-rose-50 text-rose-900", title: "text-rose-950", plan: "bg-rose-700 hover:bg-rose-800" },
  sky: { box: "border-sky-200 bg-sky-50 text-sky-900", title: "text-sky-950", plan: "bg-sky-700 hover:bg-sky-800" },
  indigo: { box: "border-indigo-200 bg-indigo-50 text-indigo-900", title: "text-indigo-950", plan: "bg-indigo-700 hover:bg-indigo-800" },
} as const;

/**
 * The one crisis box of the app: each place's own title and words (`children`), then the person's lines and the way
 * to their Safety Plan. A region named by its title; `alert` for the author of a crisis post, who must hear it at once.
 */
export function CrisisSupportBox({
  id,
  title,
  children,
  level = 2,
  tone = "rose",
  role,
  safetyPlan = "Open your Safety Plan",
  prominentSafetyPlan = false,
  after,
}: {
  /** The title's id, unique on the page. */
  id: string;
  title: string;
  children?: ReactNode;
  level?: 2 | 3;
  tone?: keyof typeof TONES;
  role?: "alert";
  /** The Safety Plan link's text, or null where the box is not about the reader's own safety. */
  safetyPlan?: string | null;
  prominentSafetyPlan?: boolean;
  /** A closing line, after the lines. */
  after?: ReactNode;
}) {
  const lines = usePersonsCrisisLines();
  const colours = TONES[tone];
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={id} role={role} className={`rounded-2xl border p-4 sm:p-5 ${colours.box}`}>
      <Heading id={id} className={`font-semibold ${colours.title}`}>
        {title}
      </Heading>
      {children ? <div className="mt-1 space-y-1 text-sm">{children}</div> : null}
      <CrisisLinesList lines={lines} />
      {after ? <div className="mt-2 text-sm">{after}</div> : null}
      {safetyPlan ? (
        <Link
          to="/app/safety-plan"
          className={
            prominentSafetyPlan
              ? `btn mt-3 text-white ${colours.plan}`
              : "mt-2 inline-flex min-h-[40px] items-center text-sm font-semibold underline underline-offset-2"
          }
        >
          {safetyPlan}
        </Link>
      ) : null}
    </section>
  );
}

/** Where the choice is saved; `_data` makes Remix answer with the action's JSON rather than a page. */
const CRISIS_COUNTRY_ACTION = "/app/crisis-country";

/**
 * Lets the person choose whose lines they see; saved to their account, so the chat's replies use them too. A plain
 * request rather than a fetcher: offline, a fetcher would first need the route's module and manifest, and fail into
 * the error screen on a page where the person may be writing their Safety Plan; this says so beside the picker.
 */
export function CrisisCountryPicker({ lines, id }: { lines: CountryCrisisLines; id: string }) {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const [saving, setSaving] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  // The choice shows as made until the pages' data, read again, carries it.
  useEffect(() => {
    if (saving === lines.code) setSaving(null);
  }, [saving, lines.code]);

  async function choose(country: string) {
    setSaving(country);
    setFailure(null);
    try {
      const response = await fetchWithTimeout(`${CRISIS_COUNTRY_ACTION}?_data=routes%2Fapp.crisis-country`, {
        method: "POST",
        body: new URLSearchParams({ country }),
      });
      const answer = (await response.json().catch(() => null)) as { error?: string } | null;
      if (!response.ok) throw new Error(answer?.error || COUNTRY_NOT_SAVED);
      // The same address again: Remix reads every loader anew, so each box on the page shows the new lines.
      navigate({ pathname, search, hash }, { replace: true, preventScrollReset: true });
    } catch (error) {
      setSaving(null);
      setFailure(networkFailureMessage(error) ?? (error instanceof Error ? error.message : COUNTRY_NOT_SAVED));
    }
  }

  return (
    <form
      method="post"
      action={CRISIS_COUNTRY_ACTION}
      className="mt-2 flex flex-wrap items-center gap-2 text-sm"
      onSubmit={(event) => {
        event.preventDefault();
        void choose(String(new FormData(event.currentTarget).get("country")));
      }}
    >
      <label htmlFor={id} className="text-slate-700">
        Lines for
      </label>
      <select
        id={id}
        name="country"
        // The saved choice, or the one being saved: a change that fails goes back to what is saved.
        value={saving ?? lines.code}
        className="input w-auto min-w-[12rem] py-1 text-sm"
        onChange={(event) => void choose(event.target.value)}
      >
        {CRISIS_COUNTRY_CHOICES.map((choice) => (
          <option key={choice.code} value={choice.code}>
            {choice.country}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="btn-secondary min-h-[36px] py-1">
          Change
        </button>
      </noscript>
      {failure ? (
        <p role="alert" className="w-full text-rose-800">
          {failure}
        </p>
      ) : null}
    </form>
  );
}
