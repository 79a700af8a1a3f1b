/**
 * The dream companion's rules, shared by the pages and the server: limits, the enumerations of spec 001 section 5,
 * the spec's messages and alerts, and small helpers both sides use the same way.
 */

export const DREAM_TITLE_MAX_LENGTH = 200;
export const DREAM_CONTENT_MAX_LENGTH = 10_000;
export const DREAM_TAGS_MAX = 20;
export const DREAM_TAG_MAX_LENGTH = 40;
export const REFLECTION_ANSWER_MAX_LENGTH = 2_000;
export const DREAM_SEARCH_MAX_LENGTH = 100;

export const SCALE_MIN = 1;
export const SCALE_MAX = 10;
export const VIVIDNESS_DEFAULT = 5;
export const LUCIDITY_DEFAULT = 1;

export const DREAMS_PAGE_SIZE = 20;
export const DREAMS_PAGE_SIZE_MAX = 50;

/** Spec 001 section 9: the success banner stays 5 seconds; up to 6 recurring symbols are shown. */
export const SUCCESS_BANNER_MS = 5_000;
export const RECURRING_SYMBOLS_SHOWN = 6;
/** Shown for a symbol without a confidence of its own (spec 001 section 9). */
export const DEFAULT_SYMBOL_CONFIDENCE = 0.85;

export const EMOTIONS_BEFORE_SLEEP = ["calm", "anxious", "excited", "sad", "angry", "neutral", "other"] as const;
export const EMOTIONS_AFTER_WAKING = ["calm", "anxious", "excited", "sad", "angry", "confused", "refreshed", "happy", "neutral", "other"] as const;
export const DREAM_TYPES = ["normal", "nightmare", "lucid", "recurring", "prophetic", "daydream", "other"] as const;

export type EmotionBeforeSleep = (typeof EMOTIONS_BEFORE_SLEEP)[number];
export type EmotionAfterWaking = (typeof EMOTIONS_AFTER_WAKING)[number];
export type DreamType = (typeof DREAM_TYPES)[number];

export const DREAM_DEFAULTS = {
  vividness: VIVIDNESS_DEFAULT,
  lucidity: LUCIDITY_DEFAULT,
  emotionBeforeSleep: "neutral",
  emotionAfterWaking: "neutral",
  dreamType: "normal",
} as const satisfies { vividness: number; lucidity: number; emotionBeforeSleep: EmotionBeforeSleep; emotionAfterWaking: EmotionAfterWaking; dreamType: DreamType };

const list = (values: readonly string[]) => values.join(", ");

export const dreamMessages = {
  /** Spec 001 section 5: content is required and whitespace alone is refused with this alert. */
  contentRequired: "Please enter dream content before submitting.",
  contentTooLong: `Dream content must be less than ${DREAM_CONTENT_MAX_LENGTH.toLocaleString("en-US")} characters`,
  titleTooLong: `Title must be less than ${DREAM_TITLE_MAX_LENGTH} characters`,
  vividness: `Vividness must be a whole number from ${SCALE_MIN} to ${SCALE_MAX}.`,
  lucidity: `Lucidity must be a whole number from ${SCALE_MIN} to ${SCALE_MAX}.`,
  emotionBeforeSleep: `Emotion before sleep must be one of: ${list(EMOTIONS_BEFORE_SLEEP)}.`,
  emotionAfterWaking: `Emotion after waking must be one of: ${list(EMOTIONS_AFTER_WAKING)}.`,
  dreamType: `Dream type must be one of: ${list(DREAM_TYPES)}.`,
  dreamDate: "Dream date must be a date (YYYY-MM-DD).",
  dreamDateFuture: "Dream date cannot be in the future.",
  tooManyTags: `You can add up to ${DREAM_TAGS_MAX} tags.`,
  tagTooLong: `Each tag can be up to ${DREAM_TAG_MAX_LENGTH} characters.`,
  tagsInvalid: "Tags must be a list of words or short phrases.",
  answerTooLong: `Your answer can be up to ${REFLECTION_ANSWER_MAX_LENGTH.toLocaleString("en-US")} characters.`,
  searchTooLong: `Search can be up to ${DREAM_SEARCH_MAX_LENGTH} characters.`,
  filterType: `Type must be all or one of: ${list(DREAM_TYPES)}.`,
  page: "Page must be a whole number of 1 or more.",
  limit: `Limit must be a whole number from 1 to ${DREAMS_PAGE_SIZE_MAX}.`,
  notFound: "Dream not found",
  promptNotFound: "Reflection prompt not found.",
  deleted: "Dream deleted successfully",
  /** Spec 001 section 5 and 8: the alerts of the dream screens. */
  speechUnsupported: "Speech recognition is not supported in this browser. Please use Chrome or Edge.",
  deleteConfirm: "Are you sure you want to delete this dream? This action cannot be undone.",
  noConnection: "Unable to connect to the server. Please check your internet connection and try again.",
  authError: "Authentication error. Please log in again.",
  invalidRequest: "Invalid request",
  logFailed: "An error occurred while logging your dream. Please try again.",
  logged: "Your dream has been logged.",
} as const;

/** Tags as typed: split on commas, trimmed, empty items dropped, duplicates (ignoring case) kept once. */
export function splitTags(raw: string): string[] {
  return raw
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);
}

export function uniqueTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tag.toLocaleLowerCase("en-US");
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A recording's length as m:ss. */
export function formatTimer(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** An average to 1 decimal, or N/A when there is none (spec 001 section 9). */
export function formatAverage(value: number | null): string {
  return value === null ? "N/A" : value.toFixed(1);
}

export const DREAM_TYPE_LABELS: Record<DreamType, string> = {
  normal: "Normal",
  nightmare: "Nightmare",
  lucid: "Lucid",
  recurring: "Recurring",
  prophetic: "Prophetic",
  daydream: "Daydream",
  other: "Other",
};

export function capitalise(word: string): string {
  return word ? word[0]!.toUpperCase() + word.slice(1) : word;
}
