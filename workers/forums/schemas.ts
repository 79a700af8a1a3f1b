import { z } from "zod";
import {
  AUTHOR_NAME_MAX_LENGTH,
  DEFAULT_FLAG_REASON,
  DEFAULT_POST_CATEGORY,
  DEFAULT_POST_PRIORITY,
  FLAG_DESCRIPTION_MAX_LENGTH,
  FLAG_REASONS,
  forumMessages,
  POST_CATEGORIES,
  POST_CONTENT_MAX_LENGTH,
  POST_PRIORITIES,
  POSTS_PAGE_MAX,
  POSTS_PAGE_SIZE,
  REPLIES_PAGE_MAX,
  REPLIES_PAGE_SIZE,
  REPLY_MAX_LENGTH,
  TAG_MAX_LENGTH,
  TAGS_MAX,
  TITLE_MAX_LENGTH,
} from "../shared/forums";

/** An optional display name: blank means "use my name" (or nothing, on an anonymous item). */
const authorName = z
  .string()
  .trim()
  .max(AUTHOR_NAME_MAX_LENGTH, forumMessages.authorNameTooLong)
  .nullish()
  .transform((value) => value || null);

/** The spec's client posts booleans; a form posts "on" or "true". */
const flag = z
  .union([z.boolean(), z.enum(["on", "true", "false", "off"])])
  .optional()
  .transform((value) => value === true || value === "on" || value === "true");

/** A new post, from the API (spec 001 section 7) and the forum page's form alike. */
export const createPostSchema = z.object({
  title: z.string({ error: forumMessages.titleRequired }).trim().min(1, forumMessages.titleRequired).max(TITLE_MAX_LENGTH, forumMessages.titleTooLong),
  content: z
    .string({ error: forumMessages.contentRequired })
    .trim()
    .min(1, forumMessages.contentRequired)
    .max(POST_CONTENT_MAX_LENGTH, forumMessages.contentTooLong),
  category: z.enum(POST_CATEGORIES, { error: forumMessages.invalidCategory }).default(DEFAULT_POST_CATEGORY),
  priority: z.enum(POST_PRIORITIES, { error: forumMessages.invalidPriority }).default(DEFAULT_POST_PRIORITY),
  tags: z
    .array(z.string({ error: forumMessages.tagTooLong }).trim().max(TAG_MAX_LENGTH, forumMessages.tagTooLong), { error: forumMessages.tagsNotList })
    .max(TAGS_MAX, forumMessages.tooManyTags)
    .default([])
    .transform((tags) => [...new Set(tags.filter(Boolean))]),
  isAnonymous: flag,
  authorName,
});
export type CreatePostInput = z.infer<typeof createPostSchema>;

export const createReplySchema = z.object({
  content: z.string({ error: forumMessages.replyRequired }).trim().min(1, forumMessages.replyRequired).max(REPLY_MAX_LENGTH, forumMessages.replyTooLong),
  isAnonymous: flag,
  authorName,
});
export type CreateReplyInput = z.infer<typeof createReplySchema>;

export const flagSchema = z.object({
  reason: z.enum(FLAG_REASONS, { error: forumMessages.invalidReason }).default(DEFAULT_FLAG_REASON),
  description: z
    .string()
    .trim()
    .max(FLAG_DESCRIPTION_MAX_LENGTH, forumMessages.descriptionTooLong)
    .nullish()
    .transform((value) => value || null),
});
export type FlagInput = z.infer<typeof flagSchema>;

/** A position in a list, as the previous page handed it out (opaque to clients). */
const cursor = z.string().max(200).optional();

export const listPostsQuerySchema = z.object({
  cursor,
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${POSTS_PAGE_MAX}.` })
    .int(`limit must be a whole number from 1 to ${POSTS_PAGE_MAX}.`)
    .min(1, `limit must be a whole number from 1 to ${POSTS_PAGE_MAX}.`)
    .max(POSTS_PAGE_MAX, `limit must be a whole number from 1 to ${POSTS_PAGE_MAX}.`)
    .default(POSTS_PAGE_SIZE),
});
export type ListPostsQuery = z.infer<typeof listPostsQuerySchema>;

export const repliesQuerySchema = z.object({
  repliesCursor: cursor,
  repliesLimit: z.coerce
    .number({ error: `repliesLimit must be a whole number from 1 to ${REPLIES_PAGE_MAX}.` })
    .int(`repliesLimit must be a whole number from 1 to ${REPLIES_PAGE_MAX}.`)
    .min(1, `repliesLimit must be a whole number from 1 to ${REPLIES_PAGE_MAX}.`)
    .max(REPLIES_PAGE_MAX, `repliesLimit must be a whole number from 1 to ${REPLIES_PAGE_MAX}.`)
    .default(REPLIES_PAGE_SIZE),
});
export type RepliesQuery = z.infer<typeof repliesQuerySchema>;

export const POST_DECISIONS = ["restore", "remove", "lock", "unlock", "pin", "unpin"] as const;
export const REPLY_DECISIONS = ["restore", "remove"] as const;
export type PostDecision = (typeof POST_DECISIONS)[number];
export type ReplyDecision = (typeof REPLY_DECISIONS)[number];

export const postDecisionSchema = z.object({
  action: z.enum(POST_DECISIONS, { error: `action must be one of: ${POST_DECISIONS.join(", ")}.` }),
});
export const replyDecisionSchema = z.object({
  action: z.enum(REPLY_DECISIONS, { error: `action must be one of: ${REPLY_DECISIONS.join(", ")}.` }),
});
