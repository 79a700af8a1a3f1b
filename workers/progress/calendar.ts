/** Calendar days and weeks as the person lives them: in their own time zone, weeks from Monday to Sunday. */

export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", weekday: "long" });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** An IANA zone the runtime knows, or UTC. */
export function validTimeZone(zone: string | null | undefined): string {
  if (!zone || zone.length > 64) return "UTC";
  try {
    formatterFor(zone);
    return zone;
  } catch {
    return "UTC";
  }
}

export interface LocalDay {
  /** YYYY-MM-DD in the zone. */
  date: string;
  weekday: Weekday;
}

export function localDay(instant: Date, timeZone: string): LocalDay {
  const parts = Object.fromEntries(formatterFor(timeZone).formatToParts(instant).map((part) => [part.type, part.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, weekday: parts.weekday as Weekday };
}

function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday and Sunday (inclusive) of the week containing `now`, as local dates. */
export function weekOf(now: Date, timeZone: string): { start: string; end: string } {
  const today = localDay(now, timeZone);
  const start = shiftDate(today.date, -WEEKDAYS.indexOf(today.weekday));
  return { start, end: shiftDate(start, 6) };
}
