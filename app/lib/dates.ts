/**
 * The one way the app writes dates: "Nov 25, 2026", with the time when it matters ("Nov 25, 2026, 4:57 PM"), in the
 * person's time zone (loaders read it from the `tz` cookie, so the server's HTML and the browser agree). A corrupt
 * value reads "Invalid Date", as the browser says.
 */
const DATE: Intl.DateTimeFormatOptions = { month: "short", day: "numeric", year: "numeric" };
const TIME: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit" };

export function formatDate(iso: string | Date, timeZone = "UTC"): string {
  return new Date(iso).toLocaleDateString("en-US", { ...DATE, timeZone });
}

export function formatDateTime(iso: string | Date, timeZone = "UTC"): string {
  return new Date(iso).toLocaleString("en-US", { ...DATE, ...TIME, timeZone });
}

/** The time of day alone, for messages within one conversation. */
export function formatTime(iso: string | Date, timeZone?: string): string {
  return new Date(iso).toLocaleTimeString("en-US", { ...TIME, timeZone });
}
