import type { ServiceContext } from "../context";

/**
 * The optional breached-password check (decision record 0046): Have I Been Pwned's Pwned Passwords range API, by
 * k-anonymity. Only the first 5 hex characters of the password's SHA-1 leave the Worker; the service answers every
 * suffix it knows under that prefix (padded with decoys, `Add-Padding: true`), and the comparison happens here.
 * Off unless BREACHED_PASSWORDS_URL is set. It fails open: a slow, failing or unreachable service never keeps a
 * person from choosing a password (the local list of common passwords still applies); the operator sees a warning.
 */
export async function isBreachedPassword(ctx: ServiceContext, normalizedPassword: string): Promise<boolean> {
  const base = ctx.config.BREACHED_PASSWORDS_URL;
  if (!base) return false;
  const digest = await crypto.subtle.digest("SHA-1", new TextEncoder().encode(normalizedPassword));
  const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("").toUpperCase();
  const prefix = hex.slice(0, 5);
  const suffix = hex.slice(5);
  try {
    const response = await fetch(`${base.replace(/\/+$/, "")}/range/${prefix}`, {
      headers: { "Add-Padding": "true", "User-Agent": "Haven password check" },
      signal: AbortSignal.timeout(ctx.config.BREACHED_PASSWORDS_TIMEOUT_MS),
    });
    if (!response.ok) {
      await response.body?.cancel();
      console.warn(`Breached-password check skipped: the range API answered HTTP ${response.status}`);
      return false;
    }
    for (const line of (await response.text()).split("\n")) {
      const [candidate, count] = line.trim().split(":");
      // Padding entries have a count of 0.
      if (candidate === suffix && Number(count) > 0) return true;
    }
    return false;
  } catch (error) {
    const reason = error instanceof Error && error.name === "TimeoutError" ? "timed out" : String(error);
    console.warn(`Breached-password check skipped: the range API ${reason}`);
    return false;
  }
}
