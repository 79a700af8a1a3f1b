import { Link } from "@remix-run/react";
import { CRISIS_LINES, forumMessages, SAFETY_PLAN_PATH } from "../../../workers/shared/forums";

function Lines({ tone }: { tone: "rose" | "sky" }) {
  const text = tone === "rose" ? "text-rose-900" : "text-sky-900";
  const button = tone === "rose" ? "border-rose-300 text-rose-900 hover:bg-rose-100" : "border-sky-300 text-sky-900 hover:bg-sky-100";
  return (
    <ul className="mt-3 space-y-3">
      {CRISIS_LINES.map((line) => (
        <li key={line.title} className={text}>
          <p className="font-semibold">{line.title}</p>
          <p className="text-sm">{line.description}</p>
          <a href={line.href} className={`btn mt-1 min-h-[40px] border bg-white px-3 ${button}`}>
            {line.action}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** One line under a page title: the crisis numbers, always in reach. */
export function CrisisLine() {
  return (
    <p className="mt-2 text-sm text-slate-600">
      In crisis? Call or text{" "}
      <a href="tel:988" className="font-semibold text-rose-800 underline underline-offset-2">
        988
      </a>{" "}
      or text HOME to{" "}
      <a href="sms:741741&body=HOME" className="font-semibold text-rose-800 underline underline-offset-2">
        741741
      </a>
      , any time.
    </p>
  );
}

/** The safety box of the forum list: always there, whatever the person's plan. */
export function SafetyBox() {
  return (
    <section className="rounded-2xl border border-sky-200 bg-sky-50 p-5" aria-labelledby="safety-box-title">
      <h2 id="safety-box-title" className="font-semibold text-sky-950">
        Your safety comes first
      </h2>
      <p className="mt-1 text-sm text-sky-900">
        The forums are peer support, not a crisis service, and they are not watched around the clock. If you or someone else may be
        in danger, reach a person now:
      </p>
      <Lines tone="sky" />
      <p className="mt-3 text-sm text-sky-900">
        In immediate danger, call 911 or your local emergency number.{" "}
        <Link to={SAFETY_PLAN_PATH} className="font-semibold underline underline-offset-2">
          Open your Safety Plan
        </Link>
      </p>
    </section>
  );
}

/**
 * Crisis support beside a post or reply: for its author, the lines and their Safety Plan at once; for readers, how to
 * help without carrying it alone.
 */
export function CrisisSupportCard({ forAuthor, id }: { forAuthor: boolean; id?: string }) {
  const title = forAuthor ? forumMessages.crisisAuthorTitle : forumMessages.crisisReaderTitle;
  const titleId = id ? `${id}-title` : undefined;
  return (
    <section
      className="rounded-2xl border border-rose-200 bg-rose-50 p-4"
      aria-labelledby={titleId}
      aria-label={titleId ? undefined : title}
      role={forAuthor ? "alert" : undefined}
    >
      <h3 id={titleId} className="font-semibold text-rose-950">
        {title}
      </h3>
      <p className="mt-1 text-sm text-rose-900">{forAuthor ? forumMessages.crisisAuthorText : forumMessages.crisisReaderText}</p>
      <Lines tone="rose" />
      {forAuthor ? (
        <Link to={SAFETY_PLAN_PATH} className="btn-primary mt-3 bg-rose-700 hover:bg-rose-800">
          Open my Safety Plan
        </Link>
      ) : null}
    </section>
  );
}
