import { Link } from "@remix-run/react";

/**
 * The crisis resources, shown gently beside something the person wrote that the server graded as a crisis or a
 * concern: what they wrote is kept, and help is one tap away.
 */
export function CrisisResources({ className = "" }: { className?: string }) {
  return (
    <aside aria-label="Support is available" className={`rounded-xl border border-indigo-200 bg-indigo-50 p-4 text-indigo-950 ${className}`}>
      <p className="font-semibold">You don't have to carry this alone.</p>
      <p className="mt-1 text-sm">What you wrote is saved. If you are thinking about suicide or feel unsafe, please reach out now:</p>
      <ul className="mt-2 space-y-1 text-sm">
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
        <li>In immediate danger, call your local emergency number.</li>
      </ul>
      <Link to="/app/safety-plan" className="mt-3 inline-block text-sm font-semibold underline">
        Open your Safety Plan
      </Link>
    </aside>
  );
}
