import type { Config } from "../env";

/** A fresh value per document, allowing Remix's own inline scripts and nothing else. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

const COMMON_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "Permissions-Policy": "camera=(), geolocation=(), payment=(), microphone=(self)",
  "Cross-Origin-Opener-Policy": "same-origin",
};

function documentPolicyTemplate(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // React's style attributes need inline styles; scripts stay nonce-only.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

// Built once: every page's policy is the same text around its nonce.
const [DOCUMENT_POLICY_BEFORE_NONCE, DOCUMENT_POLICY_AFTER_NONCE] = documentPolicyTemplate("\u0000").split("\u0000") as [string, string];

function documentPolicy(nonce: string): string {
  return `${DOCUMENT_POLICY_BEFORE_NONCE}${nonce}${DOCUMENT_POLICY_AFTER_NONCE}`;
}

const API_POLICY = "default-src 'none'; frame-ancestors 'none'";
const HEADERS = Object.entries({ ...COMMON_HEADERS, "X-Frame-Options": "DENY" });

/**
 * `response` with the security headers of a page (nonce given) or an API answer. Responses the Worker made itself
 * are changed in place; one with immutable headers (as `fetch` and the Cache API return) is copied first.
 */
export function withSecurityHeaders(response: Response, nonce: string | null): Response {
  let secured = response;
  try {
    secured.headers.set("Content-Security-Policy", nonce ? documentPolicy(nonce) : API_POLICY);
  } catch {
    secured = new Response(response.body, response);
    secured.headers.set("Content-Security-Policy", nonce ? documentPolicy(nonce) : API_POLICY);
  }
  for (const [name, value] of HEADERS) secured.headers.set(name, value);
  return secured;
}

/**
 * Remix actions change state on a POST from a form, so a cross-site page must not be able to submit one.
 * Browsers send Origin on every POST; Sec-Fetch-Site covers the rare case where Origin is stripped.
 */
export function isSameOriginMutation(request: Request, config: Config): boolean {
  if (request.method === "GET" || request.method === "HEAD") return true;
  const origin = request.headers.get("Origin");
  if (origin) return origin === new URL(request.url).origin || config.allowedOrigins.includes(origin);
  const site = request.headers.get("Sec-Fetch-Site");
  return site === "same-origin" || site === "none";
}
