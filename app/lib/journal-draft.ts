import type { JournalMood } from "../../workers/shared/journal";

/** What the journal form holds, kept in this browser until it is saved or cancelled, so a reload loses nothing. */
export interface JournalDraft {
  /** The entry being edited, or null for a new one. */
  entryId: string | null;
  title: string;
  content: string;
  mood: JournalMood;
  tagsText: string;
  isPrivate: boolean;
}

/** One draft per account, so another account signed in on the same browser never sees it. */
const keyFor = (accountKey: string) => `haven:journal-draft:${accountKey}`;

export function readDraft(accountKey: string): JournalDraft | null {
  try {
    const saved = JSON.parse(window.localStorage.getItem(keyFor(accountKey)) ?? "null") as JournalDraft | null;
    return saved && typeof saved.title === "string" && typeof saved.content === "string" ? saved : null;
  } catch {
    return null;
  }
}

export function writeDraft(accountKey: string, draft: JournalDraft): void {
  try {
    window.localStorage.setItem(keyFor(accountKey), JSON.stringify(draft));
  } catch {
    // Storage full or blocked (a private window, say): the form still holds the text.
  }
}

export function clearDraft(accountKey: string): void {
  try {
    window.localStorage.removeItem(keyFor(accountKey));
  } catch {
    // Nothing was stored.
  }
}
