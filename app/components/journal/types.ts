import type { JournalEntry, JournalInsights } from "../../../workers/journal/types";

/** What the journal page's action answers; `error: null` means the request never reached the server. */
export type JournalActionResult =
  | { ok: true; entry: JournalEntry }
  | { ok: true; deleted: string }
  | { ok: true; insights: JournalInsights }
  | { ok: false; error: string | null; field?: string };

export const JOURNAL_ACTION = "/app/journal";
