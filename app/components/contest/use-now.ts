import { useEffect, useState } from "react";

/**
 * The current time, re-read every `intervalMs` (the page's 1 s countdown tick, or slower for "5 minutes ago").
 * The first render uses `renderedAt`, the server's time when it rendered the page, so hydration sees the same text;
 * the clock takes over right after.
 */
export function useNow(intervalMs: number, renderedAt: number): number {
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
