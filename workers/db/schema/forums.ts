import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";
import { FLAG_REASONS, POST_CATEGORIES, POST_PRIORITIES } from "../../shared/forums";
import { createdAt } from "./columns";

/**
 * The peer-support forums, one per specialty, seeded by a migration (stable readable ids such as `anxiety`). The
 * guidelines (description and rules) are JSON, written once in the seed; the crisis resources answered beside them
 * are each member's own country's lines.
 */
export const forums = sqliteTable("forums", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  icon: text("icon").notNull(),
  color: text("color").notNull(),
  specialty: text("specialty").notNull(),
  allowAnonymous: integer("allow_anonymous", { mode: "boolean" }).notNull().default(true),
  guidelines: text("guidelines").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
});

/** Who joined which forum (after agreeing to its guidelines). Leaving deletes the row; rejoining adds it again. */
export const forumMemberships = sqliteTable(
  "forum_memberships",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    forumId: text("forum_id")
      .notNull()
      .references(() => forums.id, { onDelete: "cascade" }),
    joinedAt: integer("joined_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.forumId] }), index("forum_memberships_forum_idx").on(table.forumId)],
);

/**
 * `visible` to everyone; `hidden` after flags from three different people (its author still sees it, marked under
 * review) until a moderator decides; `removed` by a moderator (only its author sees that it was).
 */
const moderationStatus = ["visible", "hidden", "removed"] as const;

/**
 * A post. What the author wrote (title, content, tags and the display name they chose) is one sealed JSON body; the
 * author's id is kept for ownership, and never leaves the server.
 */
export const forumPosts = sqliteTable(
  "forum_posts",
  {
    id: text("id").primaryKey(),
    forumId: text("forum_id")
      .notNull()
      .references(() => forums.id, { onDelete: "cascade" }),
    /** The author. Named `user_id` like every column that says whose a row is: the export and the key migration find it. */
    authorId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    bodyEnc: text("body_enc").notNull(),
    category: text("category", { enum: POST_CATEGORIES }).notNull(),
    priority: text("priority", { enum: POST_PRIORITIES }).notNull(),
    isAnonymous: integer("is_anonymous", { mode: "boolean" }).notNull().default(false),
    isPinned: integer("is_pinned", { mode: "boolean" }).notNull().default(false),
    isLocked: integer("is_locked", { mode: "boolean" }).notNull().default(false),
    crisisDetected: integer("crisis_detected", { mode: "boolean" }).notNull().default(false),
    status: text("status", { enum: moderationStatus }).notNull().default("visible"),
    /** In the moderators' queue: a crisis was detected or someone flagged it, and no moderator has decided since. */
    needsReview: integer("needs_review", { mode: "boolean" }).notNull().default(false),
    viewCount: integer("view_count").notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    // The forum's list: pinned first, then newest, with a cursor over the same order.
    index("forum_posts_list_idx").on(table.forumId, table.isPinned, table.createdAt, table.id),
    index("forum_posts_author_idx").on(table.authorId),
    index("forum_posts_review_idx").on(table.needsReview),
  ],
);

export const forumReplies = sqliteTable(
  "forum_replies",
  {
    id: text("id").primaryKey(),
    postId: text("post_id")
      .notNull()
      .references(() => forumPosts.id, { onDelete: "cascade" }),
    /** The author (`user_id`, as on the post). */
    authorId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Sealed JSON: the content and the display name the author chose. */
    bodyEnc: text("body_enc").notNull(),
    isAnonymous: integer("is_anonymous", { mode: "boolean" }).notNull().default(false),
    crisisDetected: integer("crisis_detected", { mode: "boolean" }).notNull().default(false),
    status: text("status", { enum: moderationStatus }).notNull().default("visible"),
    needsReview: integer("needs_review", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index("forum_replies_post_idx").on(table.postId, table.createdAt),
    index("forum_replies_author_idx").on(table.authorId),
    index("forum_replies_review_idx").on(table.needsReview),
  ],
);

/** One like per person per post; liking again removes it. */
export const forumPostLikes = sqliteTable(
  "forum_post_likes",
  {
    postId: text("post_id")
      .notNull()
      .references(() => forumPosts.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.userId] }), index("forum_post_likes_user_idx").on(table.userId)],
);

/**
 * One flag per person per item (a post, or a reply with its post). `resolvedAt` is set when a moderator decides, so
 * old flags no longer count towards hiding it again.
 */
export const forumFlags = sqliteTable(
  "forum_flags",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    postId: text("post_id")
      .notNull()
      .references(() => forumPosts.id, { onDelete: "cascade" }),
    replyId: text("reply_id").references(() => forumReplies.id, { onDelete: "cascade" }),
    /** The flagged item's id: the reply's when a reply was flagged, else the post's. */
    targetId: text("target_id").notNull(),
    reason: text("reason", { enum: FLAG_REASONS }).notNull(),
    /** Sealed for the person who flagged. */
    descriptionEnc: text("description_enc"),
    createdAt: createdAt(),
    resolvedAt: integer("resolved_at", { mode: "timestamp_ms" }),
  },
  (table) => [
    uniqueIndex("forum_flags_user_target_idx").on(table.userId, table.targetId),
    index("forum_flags_target_idx").on(table.targetId),
    index("forum_flags_post_idx").on(table.postId),
    index("forum_flags_reply_idx").on(table.replyId),
  ],
);

/** Ordinary accounts given the moderator role with `npm run moderator -- grant <email>` (see the README). */
export const forumModerators = sqliteTable("forum_moderators", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  grantedAt: integer("granted_at", { mode: "timestamp_ms" }).notNull(),
});

export type ForumRow = typeof forums.$inferSelect;
export type ForumPostRow = typeof forumPosts.$inferSelect;
export type ForumReplyRow = typeof forumReplies.$inferSelect;
