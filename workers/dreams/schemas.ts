import { z } from "zod";
import {
  DREAM_CONTENT_MAX_LENGTH,
  DREAM_DEFAULTS,
  DREAM_SEARCH_MAX_LENGTH,
  DREAM_TAG_MAX_LENGTH,
  DREAM_TAGS_MAX,
  DREAM_TITLE_MAX_LENGTH,
  DREAM_TYPES,
  DREAMS_PAGE_SIZE,
  DREAMS_PAGE_SIZE_MAX,
  dreamMessages,
  EMOTIONS_AFTER_WAKING,
  EMOTIONS_BEFORE_SLEEP,
  REFLECTION_ANSWER_MAX_LENGTH,
  SCALE_MAX,
  SCALE_MIN,
  splitTags,
  uniqueTags,
} from "../shared/dreams";

/** A whole number, also when a form or a slider sends it as text. */
function wholeNumber(message: string, min: number, max: number) {
  return z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );
}

const ISO_DAY = /^(\d{4}-\d{2}-\d{2})(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** A calendar day, given as YYYY-MM-DD or as the start of an ISO date-time; kept as YYYY-MM-DD. */
const dreamDate = z
  .string({ error: dreamMessages.dreamDate })
  .trim()
  .transform((value, context) => {
    const day = ISO_DAY.exec(value)?.[1];
    const parsed = day ? new Date(`${day}T00:00:00Z`) : null;
    if (!day || !parsed || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day || day < "1900-01-01") {
      context.addIssue({ code: "custom", message: dreamMessages.dreamDate });
      return z.NEVER;
    }
    return day;
  });

/** Tags as a list (or as typed, comma-separated): trimmed, empty ones dropped, duplicates kept once. */
const tags = z.preprocess(
  (value) => (typeof value === "string" ? splitTags(value) : Array.isArray(value) ? value.map((tag) => (typeof tag === "string" ? tag.trim() : tag)) : value),
  z
    .array(z.string({ error: dreamMessages.tagsInvalid }).max(DREAM_TAG_MAX_LENGTH, dreamMessages.tagTooLong), { error: dreamMessages.tagsInvalid })
    .transform((list) => uniqueTags(list.filter(Boolean)))
    .refine((list) => list.length <= DREAM_TAGS_MAX, dreamMessages.tooManyTags),
);

const title = z
  .string({ error: dreamMessages.titleTooLong })
  .trim()
  .max(DREAM_TITLE_MAX_LENGTH, dreamMessages.titleTooLong)
  .nullish()
  .transform((value) => value || null);

const content = z
  .string({ error: dreamMessages.contentRequired })
  .trim()
  .min(1, dreamMessages.contentRequired)
  .max(DREAM_CONTENT_MAX_LENGTH, dreamMessages.contentTooLong);

const fields = {
  title,
  content,
  dreamDate,
  vividness: wholeNumber(dreamMessages.vividness, SCALE_MIN, SCALE_MAX),
  lucidity: wholeNumber(dreamMessages.lucidity, SCALE_MIN, SCALE_MAX),
  emotionBeforeSleep: z.enum(EMOTIONS_BEFORE_SLEEP, { error: dreamMessages.emotionBeforeSleep }),
  emotionAfterWaking: z.enum(EMOTIONS_AFTER_WAKING, { error: dreamMessages.emotionAfterWaking }),
  dreamType: z.enum(DREAM_TYPES, { error: dreamMessages.dreamType }),
  tags,
};

/** A new dream (spec 001 sections 3 and 5), with the spec's defaults; the date defaults to today in the service. */
export const createDreamSchema = z.object({
  title: fields.title,
  content: fields.content,
  dreamDate: fields.dreamDate.optional(),
  vividness: fields.vividness.default(DREAM_DEFAULTS.vividness),
  lucidity: fields.lucidity.default(DREAM_DEFAULTS.lucidity),
  emotionBeforeSleep: fields.emotionBeforeSleep.default(DREAM_DEFAULTS.emotionBeforeSleep),
  emotionAfterWaking: fields.emotionAfterWaking.default(DREAM_DEFAULTS.emotionAfterWaking),
  dreamType: fields.dreamType.default(DREAM_DEFAULTS.dreamType),
  tags: fields.tags.default([]),
});

/** An edit: validated like a new dream; a field left out keeps its current value (content is always required). */
export const updateDreamSchema = z.object({
  title: fields.title.optional(),
  content: fields.content,
  dreamDate: fields.dreamDate.optional(),
  vividness: fields.vividness.optional(),
  lucidity: fields.lucidity.optional(),
  emotionBeforeSleep: fields.emotionBeforeSleep.optional(),
  emotionAfterWaking: fields.emotionAfterWaking.optional(),
  dreamType: fields.dreamType.optional(),
  tags: fields.tags.optional(),
});

export const listDreamsSchema = z.object({
  page: wholeNumber(dreamMessages.page, 1, 100_000).default(1),
  limit: wholeNumber(dreamMessages.limit, 1, DREAMS_PAGE_SIZE_MAX).default(DREAMS_PAGE_SIZE),
  search: z.string().trim().max(DREAM_SEARCH_MAX_LENGTH, dreamMessages.searchTooLong).default(""),
  type: z.enum(["all", ...DREAM_TYPES], { error: dreamMessages.filterType }).default("all"),
});

const flag = z.preprocess(
  (value) => (value === "true" || value === "1" ? true : value === "false" || value === "0" || value === "" ? false : value),
  z.boolean({ error: "forceRegenerate must be true or false." }),
);

export const regenerateSchema = z.object({ forceRegenerate: flag.default(false) });

export const answerPromptSchema = z.object({
  answer: z.string({ error: dreamMessages.answerTooLong }).trim().max(REFLECTION_ANSWER_MAX_LENGTH, dreamMessages.answerTooLong),
});

export type CreateDreamInput = z.infer<typeof createDreamSchema>;
export type UpdateDreamInput = z.infer<typeof updateDreamSchema>;
export type ListDreamsInput = z.infer<typeof listDreamsSchema>;
