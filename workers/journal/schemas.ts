import { z } from "zod";
import {
  CONTENT_MAX_LENGTH,
  DEFAULT_MOOD,
  JOURNAL_MOODS,
  journalMessages,
  PAGE_SIZE,
  PAGE_SIZE_MAX,
  parseTags,
  SEARCH_QUERY_MAX_LENGTH,
  TAG_MAX_LENGTH,
  TAGS_MAX,
  TITLE_MAX_LENGTH,
} from "../shared/journal";

const title = z
  .string({ error: journalMessages.titleRequired })
  .trim()
  .min(1, journalMessages.titleRequired)
  .max(TITLE_MAX_LENGTH, journalMessages.titleTooLong);

const content = z
  .string({ error: journalMessages.contentRequired })
  .trim()
  .min(1, journalMessages.contentRequired)
  .max(CONTENT_MAX_LENGTH, journalMessages.contentTooLong);

const mood = z.enum(JOURNAL_MOODS, { error: journalMessages.mood });

/**
 * A list of tags, or the comma-separated text the form sends: trimmed, empties dropped, each kept once. (The request
 * body's size limit bounds what arrives before this runs.)
 */
const tags = z
  .union([z.array(z.string({ error: journalMessages.tags })), z.string()], { error: journalMessages.tags })
  .transform((value) => parseTags(Array.isArray(value) ? value.join(",") : value))
  .pipe(z.array(z.string().max(TAG_MAX_LENGTH, journalMessages.tagTooLong)).max(TAGS_MAX, journalMessages.tooManyTags));

const isPrivate = z.boolean({ error: journalMessages.isPrivate });

/** A new entry, from the API and the journal page alike. */
export const createEntrySchema = z.object({
  title,
  content,
  mood: mood.default(DEFAULT_MOOD),
  tags: tags.default([]),
  isPrivate: isPrivate.default(true),
});

/** An edit: the fields given replace the entry's, the others stay as they are. */
export const updateEntrySchema = z.object({
  title: title.optional(),
  content: content.optional(),
  mood: mood.optional(),
  tags: tags.optional(),
  isPrivate: isPrivate.optional(),
});

/** Newest first; `cursor` is the `nextCursor` of the page before. */
export const listQuerySchema = z.object({
  cursor: z
    .string()
    .regex(/^\d{1,15}_[A-Za-z0-9-]{1,64}$/, "cursor must be the nextCursor of a previous page.")
    .optional(),
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${PAGE_SIZE_MAX}.` })
    .int(`limit must be a whole number from 1 to ${PAGE_SIZE_MAX}.`)
    .min(1, `limit must be a whole number from 1 to ${PAGE_SIZE_MAX}.`)
    .max(PAGE_SIZE_MAX, `limit must be a whole number from 1 to ${PAGE_SIZE_MAX}.`)
    .default(PAGE_SIZE),
  q: z
    .string()
    .trim()
    .max(SEARCH_QUERY_MAX_LENGTH, journalMessages.searchTooLong)
    .optional()
    .transform((value) => value || undefined),
});

export type CreateEntryInput = z.infer<typeof createEntrySchema>;
export type UpdateEntryInput = z.infer<typeof updateEntrySchema>;
export type ListQuery = z.infer<typeof listQuerySchema>;
