import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { trialCountdown, type TrialTone } from "../../workers/shared/trial";
import { ClockIcon } from "./icons";

const REFRESH_MS = 60_000;

const TONE_CLASSES: Record<TrialTone, string> = {
  urgent: "border-rose-200 bg-rose-50 text-rose-900",
  warning: "border-orange-200 bg-orange-50 text-orange-900",
  calm: "border-sky-200 bg-sky-50 text-sky-900",
};

const BUTTON_CLASSES: Record<TrialTone, string> = {
  urgent: "bg-rose-600 hover:bg-rose-700",
  warning: "bg-orange-600 hover:bg-orange-700",
  calm: "bg-sky-700 hover:bg-sky-800",
};

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? "" : "s"}`;

/** Counts down to 23:59:59 of the last trial day, recomputed every minute. */
export function TrialBanner({ trialEnd, serverNow }: { trialEnd: string; serverNow: string }) {
  const [now, setNow] = useState(() => new Date(serverNow));
  useEffect(() => {
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);

  const { days, hours, minutes, tone } = trialCountdown(new Date(trialEnd), now);
  const title = tone === "urgent" ? "Trial Ending Soon!" : "Free Trial Active";
  return (
    <section
      aria-label="Free trial"
      data-tone={tone}
      className={`flex flex-col gap-3 rounded-2xl border p-4 sm:flex-row sm:items-center sm:justify-between ${TONE_CLASSES[tone]}`}
    >
      <div className="flex items-start gap-3">
        <ClockIcon className="mt-0.5 h-5 w-5 shrink-0" />
        <div>
          <p className="font-semibold">{title}</p>
          <p className="text-sm" aria-live="polite">
            {plural(days, "day")}, {plural(hours, "hour")} and {plural(minutes, "minute")} left in your free trial.
          </p>
        </div>
      </div>
      <Link to="/app/subscription" className={`btn text-white ${BUTTON_CLASSES[tone]}`}>
        Upgrade Now
      </Link>
    </section>
  );
}
