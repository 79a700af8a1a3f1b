import { and, asc, desc, eq, gt, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { auditEntry } from "../audit";
import type { ServiceContext } from "../context";
import { openText, sealText } from "../crypto/person-text";
import {
  forumFlags,
  forumMemberships,
  forumModerators,
  forumPostLikes,
  forumPosts,
  forumReplies,
  forums,
  users,
  type ForumPostRow,
} from "../db/schema";
import { FLAGS_TO_HIDE, type FlagReason, type PostCategory, type PostPriority } from "../shared/forums";
import type { ForumGuidelines, ItemStatus } from "./types";

/**
 * Every peer-support query. What people wrote is sealed here and nowhere else: a post's title, content, tags and
 * display name are one sealed body under its author, a reply's content and display name another. Author ids are
 * read only to open those bodies and to answer "is this mine?", and never leave this module in a view.
 */

type Batch = [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]];

export interface PostBody {
  title: string;
  content: string;
  tags: string[];
  authorName: string | null;
}

export interface ReplyBody {
  content: string;
  authorName: string | null;
}

// ---------------------------------------------------------------- forums

/** Forum columns with exact stats: members, and posts everyone can see. */
function forumColumns(viewerId: string) {
  return {
    id: forums.id,
    name: forums.name,
    description: forums.description,
    icon: forums.icon,
    color: forums.color,
    specialty: forums.specialty,
    allowAnonymous: forums.allowAnonymous,
    guidelines: forums.guidelines,
    totalMembers: sql<number>`(SELECT count(*) FROM forum_memberships m WHERE m.forum_id = forums.id)`,
    totalPosts: sql<number>`(SELECT count(*) FROM forum_posts p WHERE p.forum_id = forums.id AND p.status = 'visible')`,
    isMember: sql<number>`EXISTS (SELECT 1 FROM forum_memberships m WHERE m.forum_id = forums.id AND m.user_id = ${viewerId})`,
  };
}

/** The guidelines as stored; the crisis resources are the member's own lines, added by the service. */
export type StoredForumGuidelines = Omit<ForumGuidelines, "crisisResources">;

export type ForumRecord = Omit<Awaited<ReturnType<typeof selectForum>>[number], "guidelines" | "isMember"> & {
  guidelines: StoredForumGuidelines;
  isMember: boolean;
};

function selectForum(ctx: ServiceContext, viewerId: string, forumId: string) {
  return ctx.db.select(forumColumns(viewerId)).from(forums).where(eq(forums.id, forumId));
}

function selectForums(ctx: ServiceContext, viewerId: string) {
  return ctx.db.select(forumColumns(viewerId)).from(forums).orderBy(asc(forums.sortOrder));
}

function selectIsModerator(ctx: ServiceContext, userId: string) {
  return ctx.db.select({ userId: forumModerators.userId }).from(forumModerators).where(eq(forumModerators.userId, userId));
}

export function toForumRecord(row: Awaited<ReturnType<typeof selectForum>>[number]): ForumRecord {
  return { ...row, guidelines: JSON.parse(row.guidelines) as StoredForumGuidelines, isMember: Boolean(row.isMember) };
}

function selectMemberships(ctx: ServiceContext, userId: string) {
  return ctx.db
    .select({ forumId: forumMemberships.forumId, joinedAt: forumMemberships.joinedAt })
    .from(forumMemberships)
    .where(eq(forumMemberships.userId, userId))
    .orderBy(asc(forumMemberships.joinedAt));
}

export function readMemberships(ctx: ServiceContext, userId: string) {
  return selectMemberships(ctx, userId);
}

/** The forums with their stats and the viewer's memberships, and whether the viewer moderates: one round trip. */
export async function readForumList(ctx: ServiceContext, viewerId: string) {
  const [rows, memberships, moderator] = await ctx.db.batch([
    selectForums(ctx, viewerId),
    selectMemberships(ctx, viewerId),
    selectIsModerator(ctx, viewerId),
  ]);
  return { forums: rows.map(toForumRecord), memberships, isModerator: moderator.length > 0 };
}

export async function readForum(ctx: ServiceContext, viewerId: string, forumId: string): Promise<ForumRecord | null> {
  const [row] = await selectForum(ctx, viewerId, forumId);
  return row ? toForumRecord(row) : null;
}

export async function isModerator(ctx: ServiceContext, userId: string): Promise<boolean> {
  return (await selectIsModerator(ctx, userId)).length > 0;
}

/** Joins (again, after leaving) and reads the forum back with its new stats. */
export async function insertMembership(ctx: ServiceContext, userId: string, forumId: string) {
  const [, rows] = await ctx.db.batch([
    ctx.db.insert(forumMemberships).values({ userId, forumId, joinedAt: ctx.now() }).onConflictDoNothing(),
    selectForum(ctx, userId, forumId),
  ]);
  return rows[0] ? toForumRecord(rows[0]) : null;
}

/** Leaves (leaving twice changes nothing) and reads the forum back with its new stats; null when there is no such forum. */
export async function deleteMembership(ctx: ServiceContext, userId: string, forumId: string) {
  const [, rows] = await ctx.db.batch([
    ctx.db.delete(forumMemberships).where(and(eq(forumMemberships.userId, userId), eq(forumMemberships.forumId, forumId))),
    selectForum(ctx, userId, forumId),
  ]);
  return rows[0] ? toForumRecord(rows[0]) : null;
}

// ---------------------------------------------------------------- posts

/** Where the list stands: pinned first, then newest, ties broken by id. */
export interface PostCursor {
  pinned: boolean;
  createdAt: number;
  id: string;
}

/** Visible to everyone, or written by the viewer (who also sees their own items under review or removed). */
function postVisibleTo(viewerId: string): SQL {
  return or(eq(forumPosts.status, "visible"), eq(forumPosts.authorId, viewerId))!;
}

function replyVisibleTo(viewerId: string): SQL {
  return or(eq(forumReplies.status, "visible"), eq(forumReplies.authorId, viewerId))!;
}

/**
 * Subqueries name the outer table (`forums.id`, `forum_posts.id`) in plain SQL: drizzle leaves a column unqualified
 * when a query has no join, and an unqualified `id` would bind to the subquery's own table.
 *
 * A post as a viewer may see it, counts included, in one statement whatever the page size: likes, the viewer's like
 * and the replies they can see come from correlated subqueries on indexed columns. The account name is only
 * selected for items that are not anonymous.
 */
function postColumns(viewerId: string) {
  return {
    id: forumPosts.id,
    forumId: forumPosts.forumId,
    authorId: forumPosts.authorId,
    bodyEnc: forumPosts.bodyEnc,
    category: forumPosts.category,
    priority: forumPosts.priority,
    isAnonymous: forumPosts.isAnonymous,
    isPinned: forumPosts.isPinned,
    isLocked: forumPosts.isLocked,
    crisisDetected: forumPosts.crisisDetected,
    status: forumPosts.status,
    viewCount: forumPosts.viewCount,
    createdAt: forumPosts.createdAt,
    accountFirstName: sql<string | null>`CASE WHEN ${forumPosts.isAnonymous} THEN NULL ELSE ${users.firstName} END`,
    accountLastName: sql<string | null>`CASE WHEN ${forumPosts.isAnonymous} THEN NULL ELSE ${users.lastName} END`,
    isMine: sql<number>`${forumPosts.authorId} = ${viewerId}`,
    likes: sql<number>`(SELECT count(*) FROM forum_post_likes l WHERE l.post_id = forum_posts.id)`,
    isLiked: sql<number>`EXISTS (SELECT 1 FROM forum_post_likes l WHERE l.post_id = forum_posts.id AND l.user_id = ${viewerId})`,
    replyCount: sql<number>`(SELECT count(*) FROM forum_replies r WHERE r.post_id = forum_posts.id AND (r.status = 'visible' OR r.user_id = ${viewerId}))`,
  };
}

export type PostRecordRow = Awaited<ReturnType<typeof selectPostsPage>>[number];

function selectPostsPage(ctx: ServiceContext, viewerId: string, forumId: string, cursor: PostCursor | null, limit: number) {
  const after = cursor
    ? or(
        lt(forumPosts.isPinned, cursor.pinned),
        and(
          eq(forumPosts.isPinned, cursor.pinned),
          or(lt(forumPosts.createdAt, new Date(cursor.createdAt)), and(eq(forumPosts.createdAt, new Date(cursor.createdAt)), lt(forumPosts.id, cursor.id))),
        ),
      )
    : undefined;
  return ctx.db
    .select(postColumns(viewerId))
    .from(forumPosts)
    .innerJoin(users, eq(users.id, forumPosts.authorId))
    .where(and(eq(forumPosts.forumId, forumId), postVisibleTo(viewerId), after))
    .orderBy(desc(forumPosts.isPinned), desc(forumPosts.createdAt), desc(forumPosts.id))
    .limit(limit + 1);
}

/**
 * The forum, the viewer's standing in it and a page of posts (one more than asked, to know whether more follow): one
 * D1 round trip, whatever the page size.
 */
export async function readForumPage(ctx: ServiceContext, viewerId: string, forumId: string, cursor: PostCursor | null, limit: number) {
  const [forumRows, moderator, posts] = await ctx.db.batch([
    selectForum(ctx, viewerId, forumId),
    selectIsModerator(ctx, viewerId),
    selectPostsPage(ctx, viewerId, forumId, cursor, limit),
  ]);
  return { forum: forumRows[0] ? toForumRecord(forumRows[0]) : null, isModerator: moderator.length > 0, posts };
}

function selectPost(ctx: ServiceContext, viewerId: string, postId: string) {
  return ctx.db
    .select(postColumns(viewerId))
    .from(forumPosts)
    .innerJoin(users, eq(users.id, forumPosts.authorId))
    .where(and(eq(forumPosts.id, postId), postVisibleTo(viewerId)));
}

/** A post the viewer may see, with whether they belong to its forum; null when they may not see it. */
export async function readPostForAction(ctx: ServiceContext, viewerId: string, postId: string) {
  const [posts, memberships] = await ctx.db.batch([
    selectPost(ctx, viewerId, postId),
    ctx.db
      .select({ forumId: forumMemberships.forumId })
      .from(forumMemberships)
      .innerJoin(forumPosts, eq(forumPosts.forumId, forumMemberships.forumId))
      .where(and(eq(forumPosts.id, postId), eq(forumMemberships.userId, viewerId))),
  ]);
  const post = posts[0];
  return post ? { post, isMember: memberships.length > 0 } : null;
}

export interface ReplyCursor {
  createdAt: number;
  id: string;
}

/**
 * A post with a page of its replies (oldest first), counting the view when it is someone else's: one round trip.
 */
export async function readPostWithReplies(ctx: ServiceContext, viewerId: string, postId: string, cursor: ReplyCursor | null, limit: number) {
  const after = cursor
    ? or(gt(forumReplies.createdAt, new Date(cursor.createdAt)), and(eq(forumReplies.createdAt, new Date(cursor.createdAt)), gt(forumReplies.id, cursor.id)))
    : undefined;
  const [, posts, replies] = await ctx.db.batch([
    ctx.db
      .update(forumPosts)
      .set({ viewCount: sql`${forumPosts.viewCount} + 1` })
      .where(and(eq(forumPosts.id, postId), eq(forumPosts.status, "visible"), sql`${forumPosts.authorId} <> ${viewerId}`)),
    selectPost(ctx, viewerId, postId),
    ctx.db
      .select({
        id: forumReplies.id,
        postId: forumReplies.postId,
        authorId: forumReplies.authorId,
        bodyEnc: forumReplies.bodyEnc,
        isAnonymous: forumReplies.isAnonymous,
        crisisDetected: forumReplies.crisisDetected,
        status: forumReplies.status,
        createdAt: forumReplies.createdAt,
        accountFirstName: sql<string | null>`CASE WHEN ${forumReplies.isAnonymous} THEN NULL ELSE ${users.firstName} END`,
        accountLastName: sql<string | null>`CASE WHEN ${forumReplies.isAnonymous} THEN NULL ELSE ${users.lastName} END`,
        isMine: sql<number>`${forumReplies.authorId} = ${viewerId}`,
      })
      .from(forumReplies)
      .innerJoin(users, eq(users.id, forumReplies.authorId))
      .where(and(eq(forumReplies.postId, postId), replyVisibleTo(viewerId), after))
      .orderBy(asc(forumReplies.createdAt), asc(forumReplies.id))
      .limit(limit + 1),
  ]);
  return { post: posts[0] ?? null, replies };
}

export type ReplyRecordRow = Awaited<ReturnType<typeof readPostWithReplies>>["replies"][number];

export async function openPostBody(ctx: ServiceContext, row: { authorId: string; bodyEnc: string }): Promise<PostBody> {
  return JSON.parse(await openText(ctx, row.authorId, row.bodyEnc)) as PostBody;
}

export async function openReplyBody(ctx: ServiceContext, row: { authorId: string; bodyEnc: string }): Promise<ReplyBody> {
  return JSON.parse(await openText(ctx, row.authorId, row.bodyEnc)) as ReplyBody;
}

export interface NewPost {
  forumId: string;
  authorId: string;
  body: PostBody;
  category: PostCategory;
  priority: PostPriority;
  isAnonymous: boolean;
  crisisDetected: boolean;
}

export async function insertPost(ctx: ServiceContext, id: string, post: NewPost): Promise<ForumPostRow> {
  const row: ForumPostRow = {
    id,
    forumId: post.forumId,
    authorId: post.authorId,
    bodyEnc: await sealText(ctx, post.authorId, JSON.stringify(post.body)),
    category: post.category,
    priority: post.priority,
    isAnonymous: post.isAnonymous,
    isPinned: false,
    isLocked: false,
    crisisDetected: post.crisisDetected,
    status: "visible",
    // A crisis goes to the moderators' queue at once, first in line.
    needsReview: post.crisisDetected,
    viewCount: 0,
    createdAt: ctx.now(),
  };
  await ctx.db.insert(forumPosts).values(row);
  return row;
}

/** Deletes the author's own post (its replies, likes and flags go with it); false when it is not theirs. */
export async function deleteOwnPost(ctx: ServiceContext, authorId: string, postId: string): Promise<boolean> {
  const deleted = await ctx.db
    .delete(forumPosts)
    .where(and(eq(forumPosts.id, postId), eq(forumPosts.authorId, authorId)))
    .returning({ id: forumPosts.id });
  if (deleted.length === 0) return false;
  await auditEntry(ctx, authorId, "forum_post_deleted", { postId });
  return true;
}

// ---------------------------------------------------------------- replies

export interface NewReply {
  postId: string;
  authorId: string;
  body: ReplyBody;
  isAnonymous: boolean;
  crisisDetected: boolean;
}

export async function insertReply(ctx: ServiceContext, id: string, reply: NewReply) {
  const row = {
    id,
    postId: reply.postId,
    authorId: reply.authorId,
    bodyEnc: await sealText(ctx, reply.authorId, JSON.stringify(reply.body)),
    isAnonymous: reply.isAnonymous,
    crisisDetected: reply.crisisDetected,
    status: "visible" as const,
    needsReview: reply.crisisDetected,
    createdAt: ctx.now(),
  };
  await ctx.db.insert(forumReplies).values(row);
  return row;
}

/** Deletes the author's own reply to that post; false when it is not theirs (or not on that post). */
export async function deleteOwnReply(ctx: ServiceContext, authorId: string, postId: string, replyId: string): Promise<boolean> {
  const deleted = await ctx.db
    .delete(forumReplies)
    .where(and(eq(forumReplies.id, replyId), eq(forumReplies.postId, postId), eq(forumReplies.authorId, authorId)))
    .returning({ id: forumReplies.id });
  if (deleted.length === 0) return false;
  await auditEntry(ctx, authorId, "forum_reply_deleted", { postId, replyId });
  return true;
}

/** A reply the viewer may see, with its post's id; null otherwise. */
export async function readReply(ctx: ServiceContext, viewerId: string, postId: string, replyId: string) {
  const [row] = await ctx.db
    .select({ id: forumReplies.id, postId: forumReplies.postId, authorId: forumReplies.authorId, status: forumReplies.status })
    .from(forumReplies)
    .innerJoin(forumPosts, eq(forumPosts.id, forumReplies.postId))
    .where(and(eq(forumReplies.id, replyId), eq(forumReplies.postId, postId), replyVisibleTo(viewerId), postVisibleTo(viewerId)));
  return row ?? null;
}

// ---------------------------------------------------------------- likes

/** Likes, or unlikes when the person already did, and reads the new count in the same round trip. */
export async function setLike(ctx: ServiceContext, userId: string, postId: string, liked: boolean) {
  const change = liked
    ? ctx.db.insert(forumPostLikes).values({ postId, userId, createdAt: ctx.now() }).onConflictDoNothing()
    : ctx.db.delete(forumPostLikes).where(and(eq(forumPostLikes.postId, postId), eq(forumPostLikes.userId, userId)));
  const [, counted] = await ctx.db.batch([
    change,
    ctx.db.select({ likes: sql<number>`count(*)` }).from(forumPostLikes).where(eq(forumPostLikes.postId, postId)),
  ]);
  return Number(counted[0]?.likes ?? 0);
}

// ---------------------------------------------------------------- flags and moderation

export interface FlagTarget {
  type: "post" | "reply";
  id: string;
  postId: string;
}

/**
 * Records one person's flag and, in the same transaction, puts the item in the moderators' queue and hides it once
 * flags from FLAGS_TO_HIDE different people are waiting for a decision. `created` is false when this person had
 * already flagged it (nothing changes then).
 */
export async function insertFlag(
  ctx: ServiceContext,
  userId: string,
  target: FlagTarget,
  flag: { reason: FlagReason; description: string | null },
): Promise<{ created: boolean; hidden: boolean }> {
  const table = target.type === "post" ? forumPosts : forumReplies;
  const myOpenFlag = sql`EXISTS (SELECT 1 FROM forum_flags f WHERE f.target_id = ${target.id} AND f.user_id = ${userId} AND f.resolved_at IS NULL)`;
  const openFlags = sql`(SELECT count(*) FROM forum_flags f WHERE f.target_id = ${target.id} AND f.resolved_at IS NULL)`;
  const [inserted, , hidden] = await ctx.db.batch([
    ctx.db
      .insert(forumFlags)
      .values({
        id: crypto.randomUUID(),
        userId,
        postId: target.postId,
        replyId: target.type === "reply" ? target.id : null,
        targetId: target.id,
        reason: flag.reason,
        descriptionEnc: flag.description ? await sealText(ctx, userId, flag.description) : null,
        createdAt: ctx.now(),
      })
      .onConflictDoNothing()
      .returning({ id: forumFlags.id }),
    ctx.db.update(table).set({ needsReview: true }).where(and(eq(table.id, target.id), myOpenFlag)),
    ctx.db
      .update(table)
      .set({ status: "hidden" })
      .where(and(eq(table.id, target.id), eq(table.status, "visible"), sql`${openFlags} >= ${FLAGS_TO_HIDE}`))
      .returning({ id: table.id }),
  ]);
  return { created: inserted.length > 0, hidden: hidden.length > 0 };
}

const QUEUE_LIMIT = 100;

/** Everything waiting for a moderator, with the flags still open on it: one round trip. */
export async function readModerationQueue(ctx: ServiceContext) {
  const [posts, replies, flags] = await ctx.db.batch([
    ctx.db
      .select({
        id: forumPosts.id,
        forumId: forumPosts.forumId,
        forumName: forums.name,
        authorId: forumPosts.authorId,
        bodyEnc: forumPosts.bodyEnc,
        isAnonymous: forumPosts.isAnonymous,
        isPinned: forumPosts.isPinned,
        isLocked: forumPosts.isLocked,
        crisisDetected: forumPosts.crisisDetected,
        status: forumPosts.status,
        createdAt: forumPosts.createdAt,
        accountFirstName: sql<string | null>`CASE WHEN ${forumPosts.isAnonymous} THEN NULL ELSE ${users.firstName} END`,
        accountLastName: sql<string | null>`CASE WHEN ${forumPosts.isAnonymous} THEN NULL ELSE ${users.lastName} END`,
      })
      .from(forumPosts)
      .innerJoin(forums, eq(forums.id, forumPosts.forumId))
      .innerJoin(users, eq(users.id, forumPosts.authorId))
      .where(eq(forumPosts.needsReview, true))
      .orderBy(desc(forumPosts.crisisDetected), desc(forumPosts.createdAt))
      .limit(QUEUE_LIMIT),
    ctx.db
      .select({
        id: forumReplies.id,
        postId: forumReplies.postId,
        forumId: forumPosts.forumId,
        forumName: forums.name,
        authorId: forumReplies.authorId,
        bodyEnc: forumReplies.bodyEnc,
        // Aliased: a batch maps columns by name, and the reply has an author and a body of its own.
        postAuthorId: sql<string>`${forumPosts.authorId}`.as("post_author_id"),
        postBodyEnc: sql<string>`${forumPosts.bodyEnc}`.as("post_body_enc"),
        isAnonymous: forumReplies.isAnonymous,
        crisisDetected: forumReplies.crisisDetected,
        status: forumReplies.status,
        createdAt: forumReplies.createdAt,
        accountFirstName: sql<string | null>`CASE WHEN ${forumReplies.isAnonymous} THEN NULL ELSE ${users.firstName} END`,
        accountLastName: sql<string | null>`CASE WHEN ${forumReplies.isAnonymous} THEN NULL ELSE ${users.lastName} END`,
      })
      .from(forumReplies)
      .innerJoin(forumPosts, eq(forumPosts.id, forumReplies.postId))
      .innerJoin(forums, eq(forums.id, forumPosts.forumId))
      .innerJoin(users, eq(users.id, forumReplies.authorId))
      .where(eq(forumReplies.needsReview, true))
      .orderBy(desc(forumReplies.crisisDetected), desc(forumReplies.createdAt))
      .limit(QUEUE_LIMIT),
    ctx.db
      .select({
        targetId: forumFlags.targetId,
        userId: forumFlags.userId,
        reason: forumFlags.reason,
        descriptionEnc: forumFlags.descriptionEnc,
        createdAt: forumFlags.createdAt,
      })
      .from(forumFlags)
      .where(
        and(
          isNull(forumFlags.resolvedAt),
          or(
            inArray(forumFlags.targetId, ctx.db.select({ id: forumPosts.id }).from(forumPosts).where(eq(forumPosts.needsReview, true))),
            inArray(forumFlags.targetId, ctx.db.select({ id: forumReplies.id }).from(forumReplies).where(eq(forumReplies.needsReview, true))),
          ),
        ),
      )
      .orderBy(asc(forumFlags.createdAt)),
  ]);
  return { posts, replies, flags };
}

export async function openFlagDescription(ctx: ServiceContext, flag: { userId: string; descriptionEnc: string | null }) {
  return flag.descriptionEnc ? openText(ctx, flag.userId, flag.descriptionEnc) : null;
}

/** The post or reply a moderator acts on, with its author (for the audit log only). */
export async function readModerationTarget(ctx: ServiceContext, type: "post" | "reply", id: string) {
  const table = type === "post" ? forumPosts : forumReplies;
  const [row] = await ctx.db.select({ id: table.id, authorId: table.authorId, status: table.status }).from(table).where(eq(table.id, id));
  return row ?? null;
}

export type ModerationChange =
  | { kind: "status"; status: Exclude<ItemStatus, "hidden"> }
  | { kind: "pinned"; value: boolean }
  | { kind: "locked"; value: boolean };

/**
 * Applies a moderator's decision and records it in the audit log (with the author's id: the one place it is kept
 * beside the item) in one transaction. Restoring or removing settles the item: it leaves the queue and its open
 * flags are resolved, so they no longer count towards hiding it.
 */
export async function applyModeration(
  ctx: ServiceContext,
  moderatorId: string,
  target: { type: "post" | "reply"; id: string; authorId: string },
  change: ModerationChange,
  decision: string,
) {
  const now = ctx.now();
  const audit = auditEntry(ctx, moderatorId, "forum_moderation", {
    decision,
    targetType: target.type,
    targetId: target.id,
    authorId: target.authorId,
  });
  const statements: Batch = [audit];
  if (change.kind === "status") {
    const table = target.type === "post" ? forumPosts : forumReplies;
    statements.push(
      ctx.db.update(table).set({ status: change.status, needsReview: false }).where(eq(table.id, target.id)),
      ctx.db.update(forumFlags).set({ resolvedAt: now }).where(and(eq(forumFlags.targetId, target.id), isNull(forumFlags.resolvedAt))),
    );
  } else {
    const set = change.kind === "pinned" ? { isPinned: change.value } : { isLocked: change.value };
    statements.push(ctx.db.update(forumPosts).set(set).where(eq(forumPosts.id, target.id)));
  }
  await ctx.db.batch(statements);
}
