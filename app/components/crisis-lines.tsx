import { useFetcher } from "@remix-run/react";
import { CRISIS_COUNTRY_CHOICES, type CountryCrisisLines } from "../../workers/shared/crisis-lines";

/** A country's crisis lines as tap-to-call (or text) links, with the emergency number. */
export function CrisisLinesList({ lines, tone = "rose" }: { lines: CountryCrisisLines; tone?: "rose" | "plain" }) {
  const link = tone === "rose" ? "font-semibold text-rose-900 underline" : "font-semibold text-brand-800 underline";
  return (
    <ul className="mt-2 space-y-1 text-sm">
      {lines.lines.map((line) => (
        <li key={line.action}>
          {line.href ? (
            <a className={`${link} inline-flex min-h-[32px] items-center`} href={line.href}>
              {line.action}
            </a>
          ) : (
            <span className="font-semibold">{line.action}</span>
          )}{" "}
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

/** Lets the person choose whose lines they see; saved to their account, so the chat's replies use them too. */
export function CrisisCountryPicker({ lines, id }: { lines: CountryCrisisLines; id: string }) {
  const fetcher = useFetcher();
  const pending = fetcher.formData?.get("country");
  return (
    <fetcher.Form method="post" action="/app/crisis-country" className="mt-2 flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor={id} className="text-slate-700">
        Lines for
      </label>
      <select
        id={id}
        name="country"
        defaultValue={typeof pending === "string" ? pending : lines.code}
        className="input w-auto min-w-[12rem] py-1 text-sm"
        onChange={(event) => fetcher.submit(event.currentTarget.form)}
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
    </fetcher.Form>
  );
}
