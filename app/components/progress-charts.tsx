import { useMemo } from "react";
import { ChartOnDemand } from "~/components/chart-on-demand";
import { formatDateTime } from "~/lib/dates";
import { MOOD_MAX, wellnessIndex } from "../../workers/shared/progress";
import type { BarChartSpec, ChartFrame, LineChartSpec } from "./uplot-chart.client";

/**
 * The progress dashboard's charts, drawn on the server as HTML and SVG: they show with the page's first paint and need
 * no JavaScript (on a phone, loading a chart library and drawing with it took about a second after the page itself).
 * Lines are SVG scaled to the box; points and labels are HTML placed by percentage, so they stay round and legible at
 * any width. When a person reaches for the week's lines or the sessions bars, uPlot draws the same chart in the same
 * box with a cursor that reads out exact values (ChartOnDemand, docs/decisions/0063); each frame below is shared by
 * both drawings, so the swap moves nothing. Screen readers get a data table for each chart.
 */

export interface MoodPointView {
  date: string;
  mood: number;
  anxiety: number;
  stress: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;
/** Room after the newest entry, so its point is not cut by the chart's edge. */
const END_ROOM_MS = WEEK_MS / 28;
/** Entries shown as bars while the week cannot be drawn as lines. */
const SNAPSHOT_ENTRIES = 3;

/**
 * Lines need check-ins on two different days: one day's entries, however many, would stand in a single column of dots
 * at the edge of the week. Until then the latest entries are shown as bars.
 */
export function canDrawWeek(points: MoodPointView[], timeZone: string): boolean {
  return new Set(points.map((point) => new Date(point.date).toLocaleDateString("en-CA", { timeZone }))).size >= 2;
}

const SERIES = [
  { key: "mood", label: "Happiness", color: "#237a72", value: (point: MoodPointView) => point.mood },
  { key: "anxiety", label: "Anxiety", color: "#b45309", value: (point: MoodPointView) => point.anxiety },
  { key: "stress", label: "Stress", color: "#e11d48", value: (point: MoodPointView) => point.stress },
  {
    key: "wellness",
    label: "Wellness",
    color: "#4f46e5",
    value: (point: MoodPointView) => Math.round(wellnessIndex(point) * 10) / 10,
  },
] as const;

const GRID = [0, 2, 4, 6, 8, 10];
const percentOfScale = (value: number) => 100 - (value / MOOD_MAX) * 100;

/** The mood chart's box: 24 px above the plot for the top label, the 0-10 labels left of it, the days under it. */
const MOOD_FRAME: ChartFrame = { height: 272, top: 24, right: 8, axisLeft: 24, axisBottom: 24, labelGap: 10 };
/** Shown under a chart that can be read point by point, until a point is chosen. */
const READ_HINT = "Tap or hover for exact values.";

/** The four series, each with its value at the chosen point once there is one; a fixed grid, so values move nothing. */
function Legend({ point }: { point: MoodPointView | null }) {
  return (
    <ul aria-hidden="true" className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm text-slate-700 sm:grid-cols-4">
      {SERIES.map((series) => (
        <li key={series.key} className="flex items-center gap-1.5">
          <span className="h-2.5 w-2.5 shrink-0 rounded-full" style={{ backgroundColor: series.color }} />
          {series.label}
          {point ? <span className="font-semibold tabular-nums text-slate-900">{series.value(point)}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** The line under a chart: the chosen point's label, or how to choose one (nothing before the page has hydrated). */
function ReadoutLine({ text, live }: { text: string | null; live: boolean }) {
  return (
    <p aria-hidden="true" className="mt-1 h-5 truncate text-sm">
      {text ? (
        <span className="font-medium text-slate-900">{text}</span>
      ) : live ? (
        <span className="text-slate-600">{READ_HINT}</span>
      ) : null}
    </p>
  );
}

/** The last seven days as lines, 0 to 10, ending at `now` (the loader's clock, so server and browser draw alike). */
export function MoodChart({ points, now, timeZone }: { points: MoodPointView[]; now: string; timeZone: string }) {
  const { start, end, days } = useMemo(() => {
    const end = Math.max(Date.parse(now), ...points.map((point) => Date.parse(point.date))) + END_ROOM_MS;
    const days = Array.from({ length: 7 }, (_, index) => Date.parse(now) - (6 - index) * DAY_MS);
    return { start: end - WEEK_MS - END_ROOM_MS, end, days };
  }, [points, now]);
  const x = (time: number) => ((time - start) / (end - start)) * 100;
  const weekday = (time: number) => new Date(time).toLocaleDateString("en-US", { weekday: "short", timeZone });
  const spec = useMemo<LineChartSpec>(
    () => ({
      kind: "lines",
      frame: MOOD_FRAME,
      x: points.map((point) => Date.parse(point.date)),
      xRange: [start, end],
      xTicks: days.map((day) => ({ at: day, label: weekday(day) })),
      yTicks: GRID,
      yMax: MOOD_MAX,
      series: SERIES.map((series) => ({
        label: series.label,
        color: series.color,
        dashed: series.key === "wellness",
        values: points.map(series.value),
      })),
    }),
    [points, start, end, days, timeZone]
  );
  const frame = MOOD_FRAME;
  return (
    <div data-chart="mood">
      <ChartOnDemand
        spec={spec}
        name="Mood chart, last 7 days"
        announce={(index) =>
          `${formatDateTime(points[index]!.date, timeZone)}: ${SERIES.map(
            (series) => `${series.label} ${series.value(points[index]!)}`
          ).join(", ")}`
        }
        readout={(index, live) => {
          const point = index == null ? null : points[index] ?? null;
          return (
            <>
              <ReadoutLine text={point ? formatDateTime(point.date, timeZone) : null} live={live} />
              <Legend point={point} />
            </>
          );
        }}
      >
        <div
          className="absolute"
          style={{ top: frame.top, left: frame.axisLeft, right: frame.right, bottom: frame.axisBottom }}
        >
          {GRID.map((value) => (
            <div
              key={value}
              className="absolute inset-x-0 border-t border-slate-200"
              style={{ top: `${percentOfScale(value)}%` }}
            >
              <span className="absolute right-full mr-1 -translate-y-1/2 text-xs text-slate-600">{value}</span>
            </div>
          ))}
          <svg
            className="absolute inset-0 h-full w-full overflow-visible"
            viewBox="0 0 100 100"
            preserveAspectRatio="none"
          >
            {SERIES.map((series) => (
              <polyline
                key={series.key}
                fill="none"
                stroke={series.color}
                strokeWidth={2}
                strokeDasharray={series.key === "wellness" ? "6 4" : undefined}
                vectorEffect="non-scaling-stroke"
                points={points
                  .map((point) => `${x(Date.parse(point.date))},${percentOfScale(series.value(point))}`)
                  .join(" ")}
              />
            ))}
          </svg>
          {points.flatMap((point) =>
            SERIES.map((series) => (
              <span
                key={`${point.date}-${series.key}`}
                className="absolute h-2.5 w-2.5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 bg-white"
                style={{
                  left: `${x(Date.parse(point.date))}%`,
                  top: `${percentOfScale(series.value(point))}%`,
                  borderColor: series.color,
                }}
              />
            ))
          )}
        </div>
        <div
          className="absolute h-4 text-xs text-slate-600"
          style={{ top: frame.height - frame.axisBottom + 8, left: frame.axisLeft, right: frame.right }}
        >
          {days.map((day) => (
            <span key={day} className="absolute -translate-x-1/2" style={{ left: `${x(day)}%` }}>
              {weekday(day)}
            </span>
          ))}
        </div>
      </ChartOnDemand>
    </div>
  );
}

/** The latest entries, each as four labelled bars, which read better than lines that have nowhere to go yet. */
export function MoodSnapshot({ points, timeZone }: { points: MoodPointView[]; timeZone: string }) {
  return (
    <div data-chart="mood" className="mt-3 space-y-4">
      {points.slice(-SNAPSHOT_ENTRIES).map((point) => (
        <div key={point.date}>
          <p className="text-sm font-medium text-slate-700">{formatDateTime(point.date, timeZone)}</p>
          <ul className="mt-2 space-y-1.5">
            {SERIES.map((series) => (
              <li
                key={series.key}
                className="grid grid-cols-[5.5rem_1fr_2.5rem] items-center gap-2 text-sm text-slate-700"
              >
                <span>{series.label}</span>
                <span className="h-3 overflow-hidden rounded-full bg-slate-100">
                  <span
                    className="block h-full rounded-full"
                    style={{ width: `${(series.value(point) / MOOD_MAX) * 100}%`, backgroundColor: series.color }}
                  />
                </span>
                <span className="text-right font-semibold text-slate-900">{series.value(point)}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <p className="text-sm text-slate-600">
        Your week is drawn as lines once you have checked in on two different days.
      </p>
    </div>
  );
}

/** brand-600, the bars' colour (bg-brand-600 on the server). */
const SESSION_COLOR = "#237a72";
/** The tallest bar fills this share of the plot, leaving room for its count above it. */
const TALLEST_BAR = 0.85;
/** The sessions chart's box: 191 px of bars, a 1 px baseline, the day names 4 px under it. */
const SESSIONS_FRAME: ChartFrame = { height: 212, top: 0, right: 0, axisLeft: 0, axisBottom: 21, labelGap: 7 };
/** Bars at most 48 px wide (max-w-12), 8 px apart (px-1 on each side), their top corners rounded 6 px (rounded-t-md). */
const BAR = { maxWidth: 48, gap: 8, radius: 6 };

const sessionsLabel = (count: number) =>
  count === 0 ? "no sessions" : count === 1 ? "1 session" : `${count} sessions`;

/** Sessions per day this week, `daily[i]` on `weekdays[i]` (Monday to Sunday, written out in full). */
export function SessionChart({ weekdays, daily }: { weekdays: readonly string[]; daily: number[] }) {
  const labels = useMemo(() => weekdays.map((day) => day.slice(0, 3)), [weekdays]);
  const top = Math.max(2, ...daily);
  const spec = useMemo<BarChartSpec>(
    () => ({
      kind: "bars",
      frame: SESSIONS_FRAME,
      labels,
      values: daily,
      color: SESSION_COLOR,
      yMax: top / TALLEST_BAR,
      barMaxWidth: BAR.maxWidth,
      barGap: BAR.gap,
      barRadius: BAR.radius,
    }),
    [labels, daily.join(","), top]
  );
  const frame = SESSIONS_FRAME;
  const readAloud = (index: number) => `${weekdays[index]}: ${sessionsLabel(daily[index] ?? 0)}`;
  return (
    <div data-chart="sessions" className="mt-3">
      <ChartOnDemand
        spec={spec}
        name="Sessions chart, this week"
        announce={readAloud}
        readout={(index, live) => <ReadoutLine text={index == null ? null : readAloud(index)} live={live} />}
      >
        <ol className="absolute inset-x-0 top-0 flex items-end" style={{ height: frame.height - frame.axisBottom }}>
          {daily.map((count, index) => (
            <li key={labels[index]} className="flex h-full flex-1 flex-col items-center justify-end gap-1 px-1">
              {count > 0 ? <span className="text-xs font-semibold text-slate-700">{count}</span> : null}
              <span
                className="w-full max-w-12 rounded-t-md bg-brand-600"
                style={{ height: `${(count / top) * TALLEST_BAR * 100}%` }}
              />
            </li>
          ))}
        </ol>
        <ol
          className="absolute inset-x-0 flex border-t border-slate-300 pt-1 text-center text-xs text-slate-600"
          style={{ top: frame.height - frame.axisBottom }}
        >
          {labels.map((day) => (
            <li key={day} className="flex-1">
              {day}
            </li>
          ))}
        </ol>
      </ChartOnDemand>
    </div>
  );
}
