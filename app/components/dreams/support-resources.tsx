import { Link } from "@remix-run/react";

/**
 * Shown gently beside a dream whose words the crisis detector graded as a crisis. The dream is always kept; this is
 * an offer of support, never a refusal.
 */
export function SupportResources() {
  return (
    <section className="rounded-2xl border border-rose-200 bg-rose-50 p-4 text-rose-900 sm:p-5" aria-labelledby="dream-support-title">
      <h2 id="dream-support-title" className="font-semibold">
        Support is here if you need it
      </h2>
      <p className="mt-1 text-sm">
        Your dream is saved. Some of what you wrote sounds very painful, and you don&apos;t have to carry it alone.
      </p>
      <ul className="mt-3 space-y-1 text-sm">
        <li>
          Call or text{" "}
          <a href="tel:988" className="font-semibold underline">
            988
          </a>{" "}
          (Suicide &amp; Crisis Lifeline, US), any time.
        </li>
        <li>
          Text HOME to{" "}
          <a href="sms:741741&body=HOME" className="font-semibold underline">
            741741
          </a>{" "}
          (Crisis Text Line).
        </li>
        <li>In immediate danger, call your local emergency number (911 in the US).</li>
      </ul>
      <Link to="/app/safety-plan" className="mt-3 inline-block text-sm font-semibold underline">
        Open your Safety Plan
      </Link>
    </section>
  );
}
