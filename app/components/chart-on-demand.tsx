import { useEffect, useId, useRef, useState, type ReactNode, type SyntheticEvent } from "react";
import type { ChartReading, ChartSpec, DrawnChart } from "./uplot-chart.client";

/**
 * A server-drawn chart that turns into a uPlot chart when a person reaches for it (docs/decisions/0063): the pointer
 * enters it, a finger taps it, or it takes keyboard focus. Until then no chart library is loaded, so the page's
 * first paint, weight and readiness stay those of the server-drawn chart. What happens after the first interaction
 * (the drawing, the cursor, the arrow keys) lives in the lazily loaded uplot-chart.client.ts; this part only starts it
 * and shows what it reads. If uPlot cannot load (offline), the server's chart stays, and the next time the pointer
 * enters, a finger taps or focus arrives, it tries again (not on every pointer move: that would be a request a pixel).
 * The box is a focusable image with an accessible name; the data tables beside the charts stay the screen-reader
 * version of the whole chart.
 */
export function ChartOnDemand({
  spec,
  name,
  announce,
  readout,
  children,
}: {
  /** What uPlot draws; the same object while the data is the same (useMemo), or the chart is redrawn. */
  spec: ChartSpec;
  /** The box's accessible name. */
  name: string;
  /** The sentence read to screen readers when the arrow keys choose a point. */
  announce: (index: number) => string;
  /** What is shown under the box for the chosen point (a read-out line, a legend with values), once hydrated. */
  readout: (index: number | null, live: boolean) => ReactNode;
  /** The server-drawn chart, absolutely placed in the box. */
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const instructionsId = useId();
  const interactive = useRef<Promise<DrawnChart | void> | null>(null);
  const redraw = useRef(false);
  const [live, setLive] = useState(false);
  const [reading, setReading] = useState<ChartReading>({ index: null, byKeys: false });

  const start = (trigger: Event | null) => {
    // Chromium remembers a module that failed to load for the rest of the page's life, so an import tried while the
    // browser knows it is offline would fail again once it is back: wait for the network instead.
    if (!navigator.onLine) return;
    interactive.current ??= import("./uplot-chart.client")
      .then(({ drawChart }) => drawChart(box.current!, spec, setReading, trigger))
      .catch(() => {
        interactive.current = null;
      });
  };
  const onInteraction = (event: SyntheticEvent) => start(event.nativeEvent);

  useEffect(() => setLive(true), []);
  // New data (a mood entry just saved) is drawn again by uPlot if the chart had become interactive.
  useEffect(() => {
    if (redraw.current) start(null);
    return () => {
      redraw.current = interactive.current != null;
      interactive.current?.then((chart) => chart?.destroy());
      interactive.current = null;
      setReading({ index: null, byKeys: false });
    };
  }, [spec]);

  return (
    <>
      <div
        ref={box}
        role="img"
        aria-label={name}
        aria-describedby={instructionsId}
        tabIndex={live ? 0 : undefined}
        className="relative touch-pan-y touch-pinch-zoom rounded-lg"
        style={{ height: spec.frame.height }}
        onPointerEnter={onInteraction}
        onPointerDown={onInteraction}
        onFocus={onInteraction}
      >
        <div aria-hidden="true" className="absolute inset-0">
          {children}
        </div>
        <div aria-hidden="true" className="absolute inset-0" />
      </div>
      <p id={instructionsId} className="sr-only">
        Point at it, tap it or use the arrow keys to read exact values.
      </p>
      {readout(reading.index, live)}
      <p className="sr-only" aria-live="polite">
        {reading.byKeys && reading.index != null ? announce(reading.index) : ""}
      </p>
    </>
  );
}
