/** Dates as the handover document writes them, in the person's zone (en-US, the product's language). */
export function formatDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone, year: "numeric", month: "short", day: "numeric" }).format(instant);
}

export function formatDateTime(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(instant);
}

export function formatTime(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" }).format(instant);
}

/** `YYYY-MM-DD` in the person's zone, for file names. */
export function isoDay(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString("en-US")} ${count === 1 ? one : many}`;
}

/** "Mar 3, 2026 – Apr 1, 2026", or one date when both fall on the same day. */
export function dateRange(first: Date, last: Date, timeZone: string): string {
  const [from, to] = [formatDate(first, timeZone), formatDate(last, timeZone)];
  return from === to ? from : `${from} – ${to}`;
}
