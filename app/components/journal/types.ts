import type { JournalEntry, JournalInsights } from "../../../workers/journal/types";

/**
 * What the journal page's action answers; `networkFailure` marks a request that never reached the server, whose
 * `error` is the catalogue's network message (app/lib/network-action.ts).
 */
export type JournalActionResult =
  | { ok: true; entry: JournalEntry }
  | { ok: true; deleted: string }
  | { ok: true; insights: JournalInsights }
  | { ok: false; error: string; field?: string; networkFailure?: true };

export const JOURNAL_ACTION = "/app/journal";

/** The spec's message for a failed action, or the network's when the request never reached the server. */
export const failureText = (result: Extract<JournalActionResult, { ok: false }>, fallback: string) =>
  result.networkFailure ? result.error : fallback;
