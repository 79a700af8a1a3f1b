import { useCallback, useEffect, useRef } from "react";
import { formatClock, type MeditationSession } from "../../../workers/shared/meditation";
import type { Chime } from "~/lib/chime";
import { useCountdown } from "~/lib/countdown";
import { READ_ALOUD_UNAVAILABLE, useReadAloud } from "~/lib/read-aloud";

/**
 * A running session: the countdown (pause, resume, reset), the guided text with the current line highlighted and,
 * if the person wants it, read aloud; a chime at the end; Complete Session at any time.
 */
export function SessionPlayer({
  session,
  chime,
  onComplete,
}: {
  session: MeditationSession;
  chime: Chime | null;
  onComplete: (practisedSeconds: number) => void;
}) {
  const totalSeconds = session.minutes * 60;
  const onFinish = useCallback(() => chime?.play(), [chime]);
  const countdown = useCountdown(totalSeconds, onFinish);
  const reader = useReadAloud(session.segments, countdown.elapsedSeconds, countdown.running);
  const guide = useRef<HTMLOListElement>(null);
  const { start } = countdown;

  useEffect(() => {
    start();
  }, [start]);

  // Keep the current line in view inside the guide, without scrolling the page.
  useEffect(() => {
    const list = guide.current;
    const line = list?.querySelector<HTMLElement>('[aria-current="true"]');
    if (list && line) list.scrollTop = Math.max(0, line.offsetTop - list.offsetTop - 16);
  }, [reader.current]);

  const progress = Math.min(1, countdown.elapsedSeconds / totalSeconds);

  return (
    <section aria-label="Session in progress" className="space-y-5">
      <div className="card flex flex-col items-center gap-4 text-center">
        <p className="text-sm font-medium text-slate-600">{countdown.finished ? "Session complete" : countdown.running ? "Breathe and follow along" : "Paused"}</p>
        <p role="timer" aria-label="Time remaining" className="font-mono text-6xl font-semibold tabular-nums text-brand-800 sm:text-7xl">
          {formatClock(countdown.remainingSeconds)}
        </p>
        <div className="h-2 w-full max-w-sm overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
          <div className="h-full rounded-full bg-brand-500" style={{ width: `${progress * 100}%` }} />
        </div>
        <div className="flex flex-wrap justify-center gap-2">
          {countdown.finished ? null : countdown.running ? (
            <button type="button" className="btn-secondary min-w-[7rem]" onClick={countdown.pause}>
              Pause
            </button>
          ) : (
            <button type="button" className="btn-secondary min-w-[7rem]" onClick={countdown.resume}>
              Resume
            </button>
          )}
          <button
            type="button"
            className="btn-secondary min-w-[7rem]"
            onClick={() => {
              reader.restart();
              countdown.reset();
            }}
          >
            Reset
          </button>
          {reader.enabled ? (
            <button type="button" className="btn-secondary min-w-[7rem]" onClick={reader.stop}>
              Stop reading
            </button>
          ) : (
            <button type="button" className="btn-secondary min-w-[7rem]" onClick={reader.start}>
              Read aloud
            </button>
          )}
        </div>
        {reader.unavailable ? (
          <p role="status" className="text-sm text-slate-600">
            {READ_ALOUD_UNAVAILABLE}
          </p>
        ) : null}
        {countdown.finished ? (
          <p role="status" className="rounded-xl bg-emerald-50 px-4 py-2 text-emerald-900">
            Well done. Take a moment before you move on.
          </p>
        ) : null}
        <button type="button" className="btn-primary w-full max-w-sm" onClick={() => onComplete(countdown.practisedSeconds)}>
          Complete Session
        </button>
      </div>

      <section aria-labelledby="guide-title" className="card">
        <h2 id="guide-title" className="text-lg font-semibold text-slate-900">
          Your guide
        </h2>
        <ol ref={guide} className="mt-3 max-h-[50vh] space-y-3 overflow-y-auto pr-1">
          {session.segments.map((segment, index) => (
            <li
              key={segment.at}
              aria-current={index === reader.current ? "true" : undefined}
              className={`rounded-xl px-3 py-2 leading-relaxed transition-colors ${
                index === reader.current ? "bg-brand-50 text-slate-900 ring-1 ring-brand-200" : index < reader.current ? "text-slate-400" : "text-slate-600"
              }`}
            >
              <span className="mr-2 font-mono text-xs text-slate-400">{formatClock(segment.at)}</span>
              {segment.text}
            </li>
          ))}
        </ol>
      </section>
    </section>
  );
}
