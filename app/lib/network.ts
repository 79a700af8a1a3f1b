import type { NetworkFailure } from "./network-action";

/**
 * What the person sees when the browser cannot reach Haven during a form submission or a fetch (the spec's error
 * catalogue), and the pieces that keep the page, and everything typed into it, on screen when that happens.
 */
export const NETWORK_TIMEOUT = "Network timeout. Please check your connection and try again.";
export const NETWORK_ERROR = "Network error. Please check your connection and try again.";
/** The spec's request timeout. */
export const REQUEST_TIMEOUT_MS = 60_000;

/** True for failures to reach the server at all: offline, DNS, a dropped connection (each browser words it differently). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError && /fetch|network|load failed|connection/i.test(error.message);
}

function isTimeout(error: unknown): boolean {
  return error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError");
}

/** The catalogue's message for a failed request, or null when the failure is not the network's. */
export function networkFailureMessage(error: unknown): string | null {
  if (isTimeout(error)) return NETWORK_TIMEOUT;
  if (isNetworkError(error)) return NETWORK_ERROR;
  return null;
}

export function isNetworkFailure(data: unknown): data is NetworkFailure {
  return typeof data === "object" && data !== null && (data as Partial<NetworkFailure>).networkFailure === true;
}

function timeoutError() {
  return new DOMException("The request took too long", "TimeoutError");
}

/** `fetch` that gives up after the spec's 60 seconds (until the response starts) with a TimeoutError. */
export async function fetchWithTimeout(
  input: RequestInfo | URL,
  init: RequestInit = {},
  timeoutMs = REQUEST_TIMEOUT_MS
) {
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(timeoutError()), timeoutMs);
  try {
    return await fetch(input, { ...init, signal: controller.signal });
  } finally {
    window.clearTimeout(timer);
  }
}

/**
 * The body of every route's `clientAction` (through `networkSafeAction` in ./network-action): submits to the server
 * action as usual, but when the network fails (or the server does not answer within 60 seconds) it returns the
 * catalogue's message as action data instead of throwing, so the page stays mounted with what the person typed and
 * shows the message where it shows its other errors. Redirects and server errors pass through unchanged.
 */
export async function submitSafely(serverAction: () => Promise<unknown>): Promise<unknown> {
  let timer: number | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = window.setTimeout(() => reject(timeoutError()), REQUEST_TIMEOUT_MS);
  });
  try {
    return await Promise.race([serverAction(), timeout]);
  } catch (error) {
    const message = networkFailureMessage(error);
    if (!message) throw error;
    return { ok: false, error: message, networkFailure: true } satisfies NetworkFailure;
  } finally {
    window.clearTimeout(timer);
  }
}
