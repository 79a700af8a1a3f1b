import { useEffect, useRef } from "react";
import type uPlot from "uplot";
import { wellnessIndex } from "../../workers/shared/progress";

/**
 * The progress dashboard's charts. uPlot itself (about 23 kB) is imported in the browser only, after the page has
 * rendered; until then the container keeps the chart's height, so nothing jumps.
 */

export interface MoodPointView {
  date: string;
  mood: number;
  anxiety: number;
  stress: number;
}

const COLORS = { happiness: "#237a72", anxiety: "#d97706", stress: "#e11d48", wellness: "#4f46e5", grid: "#e2e8f0", axis: "#64748b" };
const WEEKDAY_SHORT = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

const WEEK_SECONDS = 7 * 24 * 60 * 60;

/** The last seven days, with a little room after the newest entry so its points are not cut by the chart's edge. */
function weekEndingNow(points: MoodPointView[]): [number, number] {
  const end = Math.max(Date.now() / 1000, ...points.map((point) => Date.parse(point.date) / 1000));
  return [end - WEEK_SECONDS, end + WEEK_SECONDS / 28];
}

function axis(values?: uPlot.Axis["values"]): uPlot.Axis {
  return { stroke: COLORS.axis, grid: { stroke: COLORS.grid, width: 1 }, ticks: { show: false }, ...(values && { values }) };
}

/** Creates the chart once uPlot has loaded, and keeps it as wide as its container. */
function useChart(build: (UPlot: typeof uPlot, width: number) => { options: uPlot.Options; data: uPlot.AlignedData }, deps: unknown[]) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let chart: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    import("uplot").then(({ default: UPlot }) => {
      const element = container.current;
      if (cancelled || !element) return;
      const { options, data } = build(UPlot, element.clientWidth);
      chart = new UPlot(options, data, element);
      observer = new ResizeObserver(() => chart?.setSize({ width: element.clientWidth, height: options.height }));
      observer.observe(element);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
    // The chart is rebuilt when its data changes.
  }, deps);
  return container;
}

export function MoodChart({ points }: { points: MoodPointView[] }) {
  const wellness = (point: MoodPointView) => Math.round(wellnessIndex(point) * 10) / 10;
  const container = useChart(
    (_UPlot, width) => ({
      options: {
        width,
        height: 240,
        // Always the whole week, so one or two entries sit where they belong in time.
        scales: { x: { time: true, range: (): uPlot.Range.MinMax => weekEndingNow(points) }, y: { range: [0, 10] } },
        legend: { live: false },
        cursor: { drag: { x: false, y: false } },
        axes: [axis(), axis()],
        series: [
          {},
          { label: "Happiness", stroke: COLORS.happiness, width: 2, points: { size: 8 } },
          { label: "Anxiety", stroke: COLORS.anxiety, width: 2, points: { size: 8 } },
          { label: "Stress", stroke: COLORS.stress, width: 2, points: { size: 8 } },
          { label: "Wellness", stroke: COLORS.wellness, width: 2, dash: [6, 4], points: { size: 7 } },
        ],
      },
      data: [
        points.map((point) => Date.parse(point.date) / 1000),
        points.map((point) => point.mood),
        points.map((point) => point.anxiety),
        points.map((point) => point.stress),
        points.map(wellness),
      ],
    }),
    [points],
  );
  return <div ref={container} className="min-h-[240px] w-full rounded-xl bg-slate-50" data-chart="mood" />;
}

export function SessionChart({ daily }: { daily: number[] }) {
  const container = useChart(
    (UPlot, width) => ({
      options: {
        width,
        height: 220,
        scales: { x: { time: false, range: [-0.5, 6.5] }, y: { range: [0, Math.max(2, ...daily) + 1] } },
        legend: { show: false },
        cursor: { show: false },
        axes: [
          { ...axis((_chart, ticks) => ticks.map((tick) => WEEKDAY_SHORT[tick] ?? "")), grid: { show: false }, splits: () => [0, 1, 2, 3, 4, 5, 6] },
          axis((_chart, ticks) => ticks.map((tick) => (Number.isInteger(tick) ? String(tick) : ""))),
        ],
        series: [{}, { label: "Sessions", fill: COLORS.happiness, stroke: COLORS.happiness, paths: UPlot.paths.bars!({ size: [0.6, 48] }), points: { show: false } }],
      },
      // A day without sessions draws no bar, rather than a sliver on the axis.
      data: [[0, 1, 2, 3, 4, 5, 6], daily.map((count) => count || null)],
    }),
    [daily.join(",")],
  );
  return <div ref={container} className="min-h-[220px] w-full rounded-xl bg-slate-50" data-chart="sessions" />;
}
