import { useCallback, useEffect, useState } from "react";

interface Clock {
  /** When the current run started (Date.now()), or null while paused, stopped or finished. */
  runningSince: number | null;
  /** Time counted down before the current run, in ms. */
  elapsedBefore: number;
  /** Time practised in earlier runs of this session (before a reset), in ms. */
  practisedBefore: number;
}

const STOPPED: Clock = { runningSince: null, elapsedBefore: 0, practisedBefore: 0 };
const TICK_MS = 1000;

/**
 * A countdown from `totalSeconds`, computed from timestamps rather than counted ticks, so it keeps true time when
 * the browser throttles a background tab. Ticks every second while running; reset restores the full time and resumes.
 */
export function useCountdown(totalSeconds: number, onFinish: () => void) {
  const totalMs = totalSeconds * 1000;
  const [clock, setClock] = useState<Clock>(STOPPED);
  const [now, setNow] = useState(() => Date.now());

  const elapsedMs = Math.min(totalMs, clock.elapsedBefore + (clock.runningSince === null ? 0 : now - clock.runningSince));
  const running = clock.runningSince !== null;
  const finished = elapsedMs >= totalMs;

  useEffect(() => {
    if (!running) return;
    const tick = () => setNow(Date.now());
    const timer = window.setInterval(tick, TICK_MS);
    document.addEventListener("visibilitychange", tick);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", tick);
    };
  }, [running]);

  useEffect(() => {
    if (!running || !finished) return;
    setClock((current) => ({ ...current, runningSince: null, elapsedBefore: totalMs }));
    onFinish();
  }, [running, finished, totalMs, onFinish]);

  const start = useCallback(() => {
    const at = Date.now();
    setNow(at);
    setClock({ runningSince: at, elapsedBefore: 0, practisedBefore: 0 });
  }, []);

  const pause = useCallback(() => {
    const at = Date.now();
    setNow(at);
    setClock((current) =>
      current.runningSince === null ? current : { ...current, runningSince: null, elapsedBefore: Math.min(totalMs, current.elapsedBefore + at - current.runningSince) },
    );
  }, [totalMs]);

  const resume = useCallback(() => {
    const at = Date.now();
    setNow(at);
    setClock((current) => (current.runningSince !== null || current.elapsedBefore >= totalMs ? current : { ...current, runningSince: at }));
  }, [totalMs]);

  const reset = useCallback(() => {
    const at = Date.now();
    setNow(at);
    setClock((current) => {
      const elapsed = Math.min(totalMs, current.elapsedBefore + (current.runningSince === null ? 0 : at - current.runningSince));
      return { runningSince: at, elapsedBefore: 0, practisedBefore: current.practisedBefore + elapsed };
    });
  }, [totalMs]);

  return {
    remainingSeconds: Math.max(0, Math.ceil((totalMs - elapsedMs) / 1000)),
    elapsedSeconds: Math.floor(elapsedMs / 1000),
    /** Everything practised in this session, resets included, at most its length. */
    practisedSeconds: Math.min(totalSeconds, Math.floor((clock.practisedBefore + elapsedMs) / 1000)),
    running,
    finished,
    started: running || clock.elapsedBefore > 0 || clock.practisedBefore > 0,
    start,
    pause,
    resume,
    reset,
  };
}
