import { fetchWithTimeout, NETWORK_TIMEOUT, networkFailureMessage } from "~/lib/network";
import { dreamMessages } from "../../workers/shared/dreams";

export type ActionOutcome<T> = { ok: true; data: T } | { ok: false; error: string };

/**
 * Posts JSON to one of the dream pages' actions and reads the answer, with the spec's messages for each failure
 * (section 8): no connection, an ended session, a refused input (the server's message), anything else `failure`;
 * a server that does not answer within 60 seconds is the catalogue's network timeout.
 * Plain `fetch` rather than a fetcher, so a dropped connection is a message beside the form, not an error page.
 */
export async function postDreamAction<T>(url: string, body: unknown, failure: string): Promise<ActionOutcome<T>> {
  let response: Response;
  try {
    response = await fetchWithTimeout(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body ?? {}),
      credentials: "same-origin",
      // A signed-out or expired session answers with a redirect: that is an authentication error, not a page.
      redirect: "manual",
    });
  } catch (error) {
    // No answer within the spec's 60 seconds is a timeout; any other failure to reach the server is the spec's own
    // "Unable to connect" of the dream form.
    return { ok: false, error: networkFailureMessage(error) === NETWORK_TIMEOUT ? NETWORK_TIMEOUT : dreamMessages.noConnection };
  }
  if (response.type === "opaqueredirect" || response.status === 401) return { ok: false, error: dreamMessages.authError };
  const data = (await response.json().catch(() => null)) as (T & { error?: string }) | null;
  if (response.ok && data) return { ok: true, data };
  if (response.status === 400) return { ok: false, error: data?.error || dreamMessages.invalidRequest };
  if (response.status === 402 || response.status === 404) return { ok: false, error: data?.error || failure };
  return { ok: false, error: failure };
}
