/** The browser's IANA time zone, kept in a cookie so loaders count days and weeks as the person lives them. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/** Stores the zone for the next requests; true when it changed (the current page's data used another zone). */
export function rememberTimeZone(): boolean {
  const zone = browserTimeZone();
  const current = document.cookie.split("; ").find((part) => part.startsWith("tz="))?.slice(3);
  if (current && decodeURIComponent(current) === zone) return false;
  document.cookie = `tz=${encodeURIComponent(zone)}; Path=/; Max-Age=31536000; SameSite=Lax; Secure`;
  return true;
}
