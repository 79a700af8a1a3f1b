/** The journal's limits, moods and messages, shared by the journal page and the server's checks. */
export const TITLE_MAX_LENGTH = 200;
export const CONTENT_MAX_LENGTH = 10_000;
/** Cards show the content cut to this many characters, with a Read more hint. */
export const PREVIEW_LENGTH = 150;
export const TAG_MAX_LENGTH = 50;
export const TAGS_MAX = 20;
export const SEARCH_QUERY_MAX_LENGTH = 100;
export const PAGE_SIZE = 20;
export const PAGE_SIZE_MAX = 50;

export const JOURNAL_MOODS = ["very-low", "low", "neutral", "good", "excellent"] as const;
export type JournalMood = (typeof JOURNAL_MOODS)[number];
export const DEFAULT_MOOD: JournalMood = "neutral";

export const MOOD_DISPLAY: Record<JournalMood, { label: string; emoji: string }> = {
  "very-low": { label: "Very Low", emoji: "😢" },
  low: { label: "Low", emoji: "😔" },
  neutral: { label: "Neutral", emoji: "😐" },
  good: { label: "Good", emoji: "😊" },
  excellent: { label: "Excellent", emoji: "😄" },
};

export const journalMessages = {
  titleRequired: "Title is required",
  titleTooLong: "Title must be less than 200 characters",
  contentRequired: "Content is required",
  contentTooLong: "Content must be less than 10,000 characters",
  mood: "Mood must be one of very-low, low, neutral, good or excellent.",
  tags: "Tags must be a list of text (or text separated by commas).",
  tagTooLong: `Each tag can be up to ${TAG_MAX_LENGTH} characters.`,
  tooManyTags: `An entry can have up to ${TAGS_MAX} tags.`,
  isPrivate: "isPrivate must be true or false.",
  searchTooLong: `Search for up to ${SEARCH_QUERY_MAX_LENGTH} characters.`,
  loadFailed: "Failed to load journal entries",
  insightsFailed: "Failed to generate AI insights",
  deleteFailed: "Failed to delete journal entry",
  saveFailed: "Failed to save journal entry. Please try again.",
  notFound: "Journal entry not found.",
} as const;

/** Tags as typed: split on commas, trimmed, empty items dropped, each kept once. */
export function parseTags(text: string): string[] {
  const tags: string[] = [];
  for (const part of text.split(",")) {
    const tag = part.trim();
    if (tag && !tags.includes(tag)) tags.push(tag);
  }
  return tags;
}

export interface EntryDraft {
  title: string;
  content: string;
  tags: string[];
}

/** The first mistake in a draft, with the field it belongs to: the same checks, in the same order, as the server's. */
export function entryDraftError(draft: EntryDraft): { field: "title" | "content" | "tags"; message: string } | null {
  if (!draft.title.trim()) return { field: "title", message: journalMessages.titleRequired };
  if (draft.title.trim().length > TITLE_MAX_LENGTH) return { field: "title", message: journalMessages.titleTooLong };
  if (!draft.content.trim()) return { field: "content", message: journalMessages.contentRequired };
  if (draft.content.trim().length > CONTENT_MAX_LENGTH) return { field: "content", message: journalMessages.contentTooLong };
  if (draft.tags.length > TAGS_MAX) return { field: "tags", message: journalMessages.tooManyTags };
  if (draft.tags.some((tag) => tag.length > TAG_MAX_LENGTH)) return { field: "tags", message: journalMessages.tagTooLong };
  return null;
}

/** The card's preview: the content cut to PREVIEW_LENGTH characters, and whether there is more to read. */
export function previewOf(content: string): { text: string; truncated: boolean } {
  if (content.length <= PREVIEW_LENGTH) return { text: content, truncated: false };
  return { text: `${content.slice(0, PREVIEW_LENGTH).trimEnd()}...`, truncated: true };
}
