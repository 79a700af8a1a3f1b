import { readSessionCookie } from "./session-cookie";

/**
 * What browsers and shared caches may keep. A personal answer (anything for a signed-in person: pages, loader data,
 * resource routes such as their profile image and chat stream, private API answers) is `no-store`, so nothing of it
 * stays in the browser's cache of a shared phone or a proxy after they sign out. Public answers keep their caching:
 * static assets (served before the Worker), the anonymous landing page (web/page-cache.ts) and `GET /api/therapists`.
 *
 * - API: every answer is private unless its route says otherwise with its own Cache-Control.
 * - Pages: an answer is personal when the request carries a session cookie or the answer sets a cookie (sign-in).
 *
 * Mutates `response`, which must be the Worker's own copy (see withSecurityHeaders).
 */
export function applyCachePolicy(request: Request, response: Response, surface: "api" | "page"): void {
  const personal =
    surface === "api" ? !response.headers.has("Cache-Control") : readSessionCookie(request) !== null || response.headers.has("Set-Cookie");
  if (personal) response.headers.set("Cache-Control", "no-store");
}
