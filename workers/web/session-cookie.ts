import type { IssuedSession } from "../auth/sessions";

/**
 * The web UI keeps its session token in an HttpOnly cookie, out of reach of page scripts.
 * Without "remember me" it is a browser-session cookie (no Max-Age).
 */
const COOKIE_NAME = "haven_session";
const ATTRIBUTES = "Path=/; HttpOnly; Secure; SameSite=Lax";

export function readCookie(request: Request, cookieName: string): string | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name !== cookieName) continue;
    try {
      return decodeURIComponent(value.join("="));
    } catch {
      return null;
    }
  }
  return null;
}

export function readSessionCookie(request: Request): string | null {
  return readCookie(request, COOKIE_NAME);
}

export function sessionCookie(session: IssuedSession, remember: boolean, now: Date): string {
  const maxAge = remember ? `; Max-Age=${Math.floor((session.expiresAt.getTime() - now.getTime()) / 1000)}` : "";
  return `${COOKIE_NAME}=${encodeURIComponent(session.token)}; ${ATTRIBUTES}${maxAge}`;
}

export function clearedSessionCookie(): string {
  return `${COOKIE_NAME}=; ${ATTRIBUTES}; Max-Age=0`;
}
