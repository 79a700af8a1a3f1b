import { formatDateTime } from "~/lib/dates";
import { MOOD_MAX, wellnessIndex } from "../../workers/shared/progress";

/**
 * The progress dashboard's charts, drawn on the server as HTML and SVG: they show with the page's first paint, need
 * no JavaScript and no chart library (on a phone, the library and its drawing took about a second after the page
 * itself). Lines are SVG scaled to the box; points and labels are HTML placed by percentage, so they stay round and
 * legible at any width. Each chart is decoration over a data table that screen readers get instead.
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
  { key: "wellness", label: "Wellness", color: "#4f46e5", value: (point: MoodPointView) => Math.round(wellnessIndex(point) * 10) / 10 },
] as const;

const GRID = [0, 2, 4, 6, 8, 10];
const percentOfScale = (value: number) => 100 - (value / MOOD_MAX) * 100;

function Legend() {
  return (
    <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
      {SERIES.map((series) => (
        <li key={series.key} className="flex items-center gap-1.5">
          <span aria-hidden className="h-2.5 w-2.5 rounded-full" style={{ backgroundColor: series.color }} />
          {series.label}
        </li>
      ))}
    </ul>
  );
}

/** The last seven days as lines, 0 to 10, ending at `now` (the loader's clock, so server and browser draw alike). */
export function MoodChart({ points, now, timeZone }: { points: MoodPointView[]; now: string; timeZone: string }) {
  const end = Math.max(Date.parse(now), ...points.map((point) => Date.parse(point.date))) + END_ROOM_MS;
  const start = end - WEEK_MS - END_ROOM_MS;
  const x = (iso: string) => ((Date.parse(iso) - start) / (end - start)) * 100;
  const days = Array.from({ length: 7 }, (_, index) => new Date(Date.parse(now) - (6 - index) * DAY_MS));
  return (
    <div data-chart="mood" className="pt-3">
      <div className="relative ml-6 mr-2 mt-3 h-56">
        {GRID.map((value) => (
          <div key={value} className="absolute inset-x-0 border-t border-slate-200" style={{ top: `${percentOfScale(value)}%` }}>
            <span className="absolute -left-6 -translate-y-1/2 text-xs text-slate-600">{value}</span>
          </div>
        ))}
        <svg className="absolute inset-0 h-full w-full overflow-visible" viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden>
          {SERIES.map((series) => (
            <polyline
              key={series.key}
              fill="none"
              stroke={series.color}
              strokeWidth={2}
              strokeDasharray={series.key === "wellness" ? "6 4" : undefined}
              vectorEffect="non-scaling-stroke"
              points={points.map((point) => `${x(point.date)},${percentOfScale(series.value(point))}`).join(" ")}
            />
          ))}
        </svg>
        {points.flatMap((point) =>
          SERIES.map((series) => (
            <span
              key={`${point.date}-${series.key}`}
              className="absolute h-2.5 w-2.5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 bg-white"
              style={{ left: `${x(point.date)}%`, top: `${percentOfScale(series.value(point))}%`, borderColor: series.color }}
            />
          )),
        )}
      </div>
      <div className="relative ml-6 mr-2 mt-2 h-4 text-xs text-slate-600">
        {days.map((day) => (
          <span key={day.toISOString()} className="absolute -translate-x-1/2" style={{ left: `${x(day.toISOString())}%` }}>
            {day.toLocaleDateString("en-US", { weekday: "short", timeZone })}
          </span>
        ))}
      </div>
      <Legend />
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
              <li key={series.key} className="grid grid-cols-[5.5rem_1fr_2.5rem] items-center gap-2 text-sm text-slate-700">
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

const WEEKDAY_SHORT = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

/** Sessions per day this week, Monday to Sunday. */
export function SessionChart({ daily }: { daily: number[] }) {
  const top = Math.max(2, ...daily);
  return (
    <div data-chart="sessions" className="mt-3">
      <ol className="flex h-48 items-end gap-2 border-b border-slate-300">
        {daily.map((count, index) => (
          <li key={WEEKDAY_SHORT[index]} className="flex h-full flex-1 flex-col items-center justify-end gap-1">
            {count > 0 ? <span className="text-xs font-semibold text-slate-700">{count}</span> : null}
            <span className="w-full max-w-12 rounded-t-md bg-brand-600" style={{ height: `${(count / top) * 85}%` }} />
          </li>
        ))}
      </ol>
      <ol className="mt-1 flex gap-2 text-center text-xs text-slate-600">
        {WEEKDAY_SHORT.map((day) => (
          <li key={day} className="flex-1">
            {day}
          </li>
        ))}
      </ol>
    </div>
  );
}
