import type { Member } from "../accounts/member";
import { auditEntry } from "../audit";
import { consumeRateLimit } from "../auth/rate-limit";
import type { ServiceContext } from "../context";
import { Conflict, Forbidden, Invalid, NotFound } from "../errors";
import { screenText, type Surface } from "../safety/screen";
import { crisisLinesFor } from "../shared/crisis-lines";
import {
  ANONYMOUS_NAME,
  FLAGS_PER_WINDOW,
  forumMessages,
  POSTS_PER_WINDOW,
  REPLIES_PER_WINDOW,
  SAFETY_PLAN_PATH,
} from "../shared/forums";
import { requireFeature } from "../subscriptions/access";
import type { CreatePostInput, CreateReplyInput, FlagInput, ListPostsQuery, PostDecision, RepliesQuery, ReplyDecision } from "./schemas";
import {
  applyModeration,
  deleteMembership,
  deleteOwnPost,
  deleteOwnReply,
  insertFlag,
  insertMembership,
  insertPost,
  insertReply,
  isModerator,
  openFlagDescription,
  openPostBody,
  openReplyBody,
  readForum,
  readForumList,
  readForumPage,
  readMemberships,
  readModerationQueue,
  readModerationTarget,
  readPostForAction,
  readPostWithReplies,
  readReply,
  setLike,
  type FlagTarget,
  type ForumRecord,
  type ModerationChange,
  type PostBody,
  type PostCursor,
  type PostRecordRow,
  type ReplyBody,
  type ReplyCursor,
  type ReplyRecordRow,
} from "./store";
import type { CrisisResource, CrisisSupport, FlagView, ForumView, MembershipView, ModerationItem, PostsPage, PostView, PostWithReplies, ReplyView } from "./types";

/**
 * Peer support: forums, membership, posts, replies, likes, flags and moderation. Every text goes through the crisis
 * detector; anonymous items never carry anything that identifies their author; another person's item is a 404.
 */

// ---------------------------------------------------------------- views

function toForumView(record: ForumRecord, member: Member): ForumView {
  return {
    id: record.id,
    name: record.name,
    description: record.description,
    icon: record.icon as ForumView["icon"],
    color: record.color as ForumView["color"],
    specialty: record.specialty,
    stats: { totalMembers: Number(record.totalMembers), totalPosts: Number(record.totalPosts) },
    settings: { allowAnonymous: record.allowAnonymous },
    guidelines: { ...record.guidelines, crisisResources: crisisResources(member) },
    isMember: record.isMember,
  };
}

/** The name shown on an item: "Anonymous", else the display name chosen, else the first name and last initial. */
function shownName(item: { isAnonymous: boolean; accountFirstName: string | null; accountLastName: string | null }, chosen: string | null): string {
  if (item.isAnonymous) return ANONYMOUS_NAME;
  if (chosen) return chosen;
  const initial = item.accountLastName?.trim().charAt(0);
  return [item.accountFirstName?.trim() || "Member", initial ? `${initial.toUpperCase()}.` : ""].filter(Boolean).join(" ");
}

function toPostView(row: PostRecordRow, body: PostBody): PostView {
  const name = shownName(row, body.authorName);
  return {
    id: row.id,
    forumId: row.forumId,
    title: body.title,
    content: body.content,
    category: row.category,
    priority: row.priority,
    tags: body.tags,
    isAnonymous: row.isAnonymous,
    authorName: name,
    author: { name },
    isPinned: row.isPinned,
    isLocked: row.isLocked,
    crisisDetected: row.crisisDetected,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    viewCount: row.viewCount,
    likes: Number(row.likes),
    isLiked: Boolean(row.isLiked),
    replyCount: Number(row.replyCount),
    isMine: Boolean(row.isMine),
  };
}

function toReplyView(row: ReplyRecordRow, body: ReplyBody): ReplyView {
  const name = shownName(row, body.authorName);
  return {
    id: row.id,
    postId: row.postId,
    content: body.content,
    isAnonymous: row.isAnonymous,
    authorName: name,
    author: { name },
    createdAt: row.createdAt.toISOString(),
    crisisDetected: row.crisisDetected,
    status: row.status,
    isMine: Boolean(row.isMine),
  };
}

async function postViews(ctx: ServiceContext, rows: PostRecordRow[]): Promise<PostView[]> {
  return Promise.all(rows.map(async (row) => toPostView(row, await openPostBody(ctx, row))));
}

function toMembershipView(row: { forumId: string; joinedAt: Date }): MembershipView {
  return { forumId: row.forumId, joinedAt: row.joinedAt.toISOString() };
}

/** The crisis lines of the member's own country (their `crisisCountry`), then their emergency number. */
function crisisResources(member: Member): CrisisResource[] {
  const lines = crisisLinesFor(member.account.crisisCountry);
  return [
    ...lines.lines.map((line) => ({ title: line.service, description: `${line.action}.`, contact: line.contact })),
    {
      title: "Emergency services",
      description: `If you or someone else is in immediate danger, call ${lines.emergency}.`,
      contact: lines.emergency,
    },
  ];
}

function crisisSupport(member: Member): CrisisSupport {
  return {
    title: forumMessages.crisisAuthorTitle,
    message: forumMessages.crisisAuthorText,
    resources: crisisResources(member),
    safetyPlanUrl: SAFETY_PLAN_PATH,
  };
}

// ---------------------------------------------------------------- cursors

/** Opaque to clients: base64url of the position, so the order can change without breaking their code. */
function encodeCursor(position: unknown[]): string {
  return btoa(JSON.stringify(position)).replaceAll("+", "-").replaceAll("/", "_").replaceAll("=", "");
}

function invalidCursor(field: string): Invalid {
  return new Invalid("This page link is no longer valid. Please start again from the first page.", field, "INVALID_CURSOR");
}

function decodeCursor(cursor: string, field: string): unknown[] {
  try {
    const value: unknown = JSON.parse(atob(cursor.replaceAll("-", "+").replaceAll("_", "/")));
    if (Array.isArray(value)) return value;
  } catch {
    // not base64 JSON: the same answer as any other broken cursor
  }
  throw invalidCursor(field);
}

function postCursor(cursor: string | undefined): PostCursor | null {
  if (!cursor) return null;
  const [pinned, createdAt, id] = decodeCursor(cursor, "cursor");
  if (typeof pinned !== "number" || typeof createdAt !== "number" || typeof id !== "string") throw invalidCursor("cursor");
  return { pinned: pinned === 1, createdAt, id };
}

function replyCursor(cursor: string | undefined): ReplyCursor | null {
  if (!cursor) return null;
  const [createdAt, id] = decodeCursor(cursor, "repliesCursor");
  if (typeof createdAt !== "number" || typeof id !== "string") throw invalidCursor("repliesCursor");
  return { createdAt, id };
}

/** Splits the extra row read to know whether another page follows. */
function page<T>(rows: T[], limit: number, position: (last: T) => unknown[]) {
  const items = rows.slice(0, limit);
  const hasMore = rows.length > limit;
  return { items, hasMore, nextCursor: hasMore ? encodeCursor(position(items[items.length - 1]!)) : null };
}

// ---------------------------------------------------------------- forums and membership

function forumNotFound(): NotFound {
  return new NotFound(forumMessages.forumNotFoundText, "FORUM_NOT_FOUND");
}

async function requireForum(ctx: ServiceContext, member: Member, forumId: string): Promise<ForumRecord> {
  const forum = await readForum(ctx, member.id, forumId);
  if (!forum) throw forumNotFound();
  return forum;
}

/** The forum list page in one round trip: forums with stats, the person's memberships, their moderator role. */
export async function listForums(ctx: ServiceContext, member: Member) {
  requireFeature(member, "peerSupport");
  const { forums, memberships, isModerator } = await readForumList(ctx, member.id);
  return {
    forums: forums.map((forum) => toForumView(forum, member)),
    memberships: memberships.map(toMembershipView),
    isModerator,
  };
}

export async function listMemberships(ctx: ServiceContext, member: Member): Promise<MembershipView[]> {
  requireFeature(member, "peerSupport");
  return (await readMemberships(ctx, member.id)).map(toMembershipView);
}

export async function getForum(ctx: ServiceContext, member: Member, forumId: string): Promise<ForumView> {
  requireFeature(member, "peerSupport");
  return toForumView(await requireForum(ctx, member, forumId), member);
}

/** Joins a forum (the page asks the person to agree to its guidelines first); joining twice changes nothing. */
export async function joinForum(ctx: ServiceContext, member: Member, forumId: string): Promise<ForumView> {
  requireFeature(member, "peerSupport");
  // Checked first: a membership of a forum that does not exist would break its foreign key.
  await requireForum(ctx, member, forumId);
  const forum = await insertMembership(ctx, member.id, forumId);
  if (!forum) throw forumNotFound();
  return toForumView(forum, member);
}

/** Leaves a forum; the person may rejoin at any time. Their posts stay (deleting them is a separate choice). */
export async function leaveForum(ctx: ServiceContext, member: Member, forumId: string): Promise<ForumView> {
  requireFeature(member, "peerSupport");
  const forum = await deleteMembership(ctx, member.id, forumId);
  if (!forum) throw forumNotFound();
  return toForumView(forum, member);
}

// ---------------------------------------------------------------- posts

/** A forum with one page of its posts, and the person's standing in it: one D1 round trip. */
export async function forumWithPosts(ctx: ServiceContext, member: Member, forumId: string, query: ListPostsQuery) {
  requireFeature(member, "peerSupport");
  const cursor = postCursor(query.cursor);
  const { forum, isModerator, posts } = await readForumPage(ctx, member.id, forumId, cursor, query.limit);
  if (!forum) throw forumNotFound();
  const { items, hasMore, nextCursor } = page(posts, query.limit, (last) => [last.isPinned ? 1 : 0, last.createdAt.getTime(), last.id]);
  const result: PostsPage = { posts: await postViews(ctx, items), pagination: { limit: query.limit, nextCursor, hasMore } };
  return { forum: toForumView(forum, member), isModerator, ...result };
}

export async function listPosts(ctx: ServiceContext, member: Member, forumId: string, query: ListPostsQuery): Promise<PostsPage> {
  const { posts, pagination } = await forumWithPosts(ctx, member, forumId, query);
  return { posts, pagination };
}

function rateLimit(kind: "post" | "reply" | "flag", member: Member, max: number) {
  return { name: `forum-${kind}`, parts: [member.id], max, person: member.account.email };
}

/**
 * Screens what the person wrote. Whenever the surface's policy answers with more than "answer" (a crisis, today), the
 * item is published as written but marked, and its author is given the crisis lines at once.
 */
async function screen(ctx: ServiceContext, member: Member, text: string, surface: Surface, ref: string) {
  const screening = await screenText(ctx, member, text, surface, { ref });
  return screening.response !== "answer";
}

export async function createPost(ctx: ServiceContext, member: Member, forumId: string, input: CreatePostInput) {
  requireFeature(member, "peerSupport");
  const forum = await requireForum(ctx, member, forumId);
  if (!forum.isMember) throw new Forbidden(forumMessages.membershipRequired, "MEMBERSHIP_REQUIRED");
  if (input.isAnonymous && !forum.allowAnonymous) throw new Invalid(forumMessages.anonymousNotAllowed, "isAnonymous", "ANONYMOUS_NOT_ALLOWED");
  await consumeRateLimit(ctx, [rateLimit("post", member, POSTS_PER_WINDOW)], forumMessages.postRateLimited);
  const id = crypto.randomUUID();
  // A person who files their post under "crisis" is telling us as clearly as the detector could.
  const crisis = (await screen(ctx, member, `${input.title}\n\n${input.content}`, "forum-post", id)) || input.category === "crisis";
  const body: PostBody = {
    title: input.title,
    content: input.content,
    tags: input.tags,
    authorName: input.isAnonymous ? null : input.authorName,
  };
  const row = await insertPost(ctx, id, {
    forumId,
    authorId: member.id,
    body,
    category: input.category,
    priority: input.priority,
    isAnonymous: input.isAnonymous,
    crisisDetected: crisis,
  });
  const post = toPostView(
    {
      ...row,
      accountFirstName: input.isAnonymous ? null : member.account.firstName,
      accountLastName: input.isAnonymous ? null : member.account.lastName,
      isMine: 1,
      likes: 0,
      isLiked: 0,
      replyCount: 0,
    },
    body,
  );
  return { post, crisisSupport: crisis ? crisisSupport(member) : null };
}

function postNotFound(): NotFound {
  return new NotFound(forumMessages.postNotFound, "POST_NOT_FOUND");
}

/** A post with a page of its replies; opening it counts a view when it is someone else's. */
export async function getPost(ctx: ServiceContext, member: Member, postId: string, query: RepliesQuery): Promise<PostWithReplies> {
  requireFeature(member, "peerSupport");
  const cursor = replyCursor(query.repliesCursor);
  const { post, replies } = await readPostWithReplies(ctx, member.id, postId, cursor, query.repliesLimit);
  if (!post) throw postNotFound();
  const { items, nextCursor } = page(replies, query.repliesLimit, (last) => [last.createdAt.getTime(), last.id]);
  const [postBody, replyViews] = await Promise.all([
    openPostBody(ctx, post),
    Promise.all(items.map(async (row) => toReplyView(row, await openReplyBody(ctx, row)))),
  ]);
  return { ...toPostView(post, postBody), replies: replyViews, repliesNextCursor: nextCursor };
}

/** A post the person may act on (visible, or their own); 404 otherwise. */
async function requirePost(ctx: ServiceContext, member: Member, postId: string) {
  const found = await readPostForAction(ctx, member.id, postId);
  if (!found) throw postNotFound();
  return found;
}

/** Likes a post, or takes the like back when the person already liked it: one like per person. */
export async function toggleLike(ctx: ServiceContext, member: Member, postId: string) {
  requireFeature(member, "peerSupport");
  const { post, isMember } = await requirePost(ctx, member, postId);
  if (!isMember) throw new Forbidden(forumMessages.membershipRequired, "MEMBERSHIP_REQUIRED");
  const liked = !post.isLiked;
  const likes = await setLike(ctx, member.id, postId, liked);
  return { liked, isLiked: liked, likes };
}

/** Only the author may delete a post; for anyone else it does not exist. Replies, likes and flags go with it. */
export async function deletePost(ctx: ServiceContext, member: Member, postId: string) {
  requireFeature(member, "peerSupport");
  if (!(await deleteOwnPost(ctx, member.id, postId))) throw postNotFound();
  return { message: forumMessages.postDeleted };
}

// ---------------------------------------------------------------- replies

export async function createReply(ctx: ServiceContext, member: Member, postId: string, input: CreateReplyInput) {
  requireFeature(member, "peerSupport");
  const { post, isMember } = await requirePost(ctx, member, postId);
  if (!isMember) throw new Forbidden(forumMessages.membershipRequired, "MEMBERSHIP_REQUIRED");
  if (post.isLocked) throw new Conflict(forumMessages.postLocked, "POST_LOCKED");
  if (post.status !== "visible") throw new Conflict(forumMessages.underReviewText, "POST_UNDER_REVIEW");
  if (input.isAnonymous) {
    const forum = await requireForum(ctx, member, post.forumId);
    if (!forum.allowAnonymous) throw new Invalid(forumMessages.anonymousNotAllowed, "isAnonymous", "ANONYMOUS_NOT_ALLOWED");
  }
  await consumeRateLimit(ctx, [rateLimit("reply", member, REPLIES_PER_WINDOW)], forumMessages.replyRateLimited);
  const id = crypto.randomUUID();
  const crisis = await screen(ctx, member, input.content, "forum-reply", id);
  const body: ReplyBody = { content: input.content, authorName: input.isAnonymous ? null : input.authorName };
  const row = await insertReply(ctx, id, { postId, authorId: member.id, body, isAnonymous: input.isAnonymous, crisisDetected: crisis });
  const reply = toReplyView(
    {
      ...row,
      accountFirstName: input.isAnonymous ? null : member.account.firstName,
      accountLastName: input.isAnonymous ? null : member.account.lastName,
      isMine: 1,
    },
    body,
  );
  return { reply, crisisSupport: crisis ? crisisSupport(member) : null };
}

export async function deleteReply(ctx: ServiceContext, member: Member, postId: string, replyId: string) {
  requireFeature(member, "peerSupport");
  if (!(await deleteOwnReply(ctx, member.id, postId, replyId))) throw new NotFound(forumMessages.replyNotFound, "REPLY_NOT_FOUND");
  return { message: forumMessages.replyDeleted };
}

// ---------------------------------------------------------------- flags

async function flag(ctx: ServiceContext, member: Member, target: FlagTarget & { authorId: string }, input: FlagInput) {
  if (target.authorId === member.id) throw new Invalid(forumMessages.ownItemFlag, undefined, "CANNOT_FLAG_OWN");
  await consumeRateLimit(ctx, [rateLimit("flag", member, FLAGS_PER_WINDOW)], forumMessages.flagRateLimited);
  const { created, hidden } = await insertFlag(ctx, member.id, target, input);
  if (!created) throw new Conflict(forumMessages.alreadyFlagged, "ALREADY_FLAGGED");
  const detail = { targetType: target.type, targetId: target.id };
  await ctx.db.batch([
    auditEntry(ctx, member.id, "forum_flagged", { ...detail, reason: input.reason }),
    ...(hidden ? [auditEntry(ctx, null, "forum_item_hidden", { ...detail, authorId: target.authorId })] : []),
  ]);
}

/** Flags a post for the moderators (one flag per person); three people's flags hide it until a moderator decides. */
export async function flagPost(ctx: ServiceContext, member: Member, postId: string, input: FlagInput) {
  requireFeature(member, "peerSupport");
  const { post } = await requirePost(ctx, member, postId);
  await flag(ctx, member, { type: "post", id: post.id, postId: post.id, authorId: post.authorId }, input);
  return { message: forumMessages.postFlagged };
}

export async function flagReply(ctx: ServiceContext, member: Member, postId: string, replyId: string, input: FlagInput) {
  requireFeature(member, "peerSupport");
  const reply = await readReply(ctx, member.id, postId, replyId);
  if (!reply) throw new NotFound(forumMessages.replyNotFound, "REPLY_NOT_FOUND");
  await flag(ctx, member, { type: "reply", id: reply.id, postId: reply.postId, authorId: reply.authorId }, input);
  return { message: forumMessages.replyFlagged };
}

// ---------------------------------------------------------------- moderation

async function requireModerator(ctx: ServiceContext, member: Member) {
  if (!(await isModerator(ctx, member.id))) throw new Forbidden(forumMessages.moderatorsOnly, "MODERATOR_REQUIRED");
}

const STATUS_ORDER = { hidden: 0, visible: 1, removed: 2 } as const;

/**
 * What waits for a moderator: crisis items first, then items hidden by flags, then the most flagged, newest first.
 * Authors appear as members see them (anonymous stays anonymous here too).
 */
export async function moderationQueue(ctx: ServiceContext, member: Member): Promise<{ items: ModerationItem[] }> {
  await requireModerator(ctx, member);
  const { posts, replies, flags } = await readModerationQueue(ctx);
  const flagsByTarget = new Map<string, FlagView[]>();
  await Promise.all(
    flags.map(async (row) => {
      const view: FlagView = { reason: row.reason, description: await openFlagDescription(ctx, row), createdAt: row.createdAt.toISOString() };
      flagsByTarget.set(row.targetId, [...(flagsByTarget.get(row.targetId) ?? []), view]);
    }),
  );
  const postItems = posts.map(async (row): Promise<ModerationItem> => {
    const body = await openPostBody(ctx, row);
    return {
      type: "post",
      id: row.id,
      postId: row.id,
      forumId: row.forumId,
      forumName: row.forumName,
      title: body.title,
      content: body.content,
      authorName: shownName(row, body.authorName),
      isAnonymous: row.isAnonymous,
      crisisDetected: row.crisisDetected,
      status: row.status,
      isPinned: row.isPinned,
      isLocked: row.isLocked,
      createdAt: row.createdAt.toISOString(),
      flags: flagsByTarget.get(row.id) ?? [],
    };
  });
  const replyItems = replies.map(async (row): Promise<ModerationItem> => {
    const [body, post] = await Promise.all([openReplyBody(ctx, row), openPostBody(ctx, { authorId: row.postAuthorId, bodyEnc: row.postBodyEnc })]);
    return {
      type: "reply",
      id: row.id,
      postId: row.postId,
      forumId: row.forumId,
      forumName: row.forumName,
      title: post.title,
      content: body.content,
      authorName: shownName(row, body.authorName),
      isAnonymous: row.isAnonymous,
      crisisDetected: row.crisisDetected,
      status: row.status,
      isPinned: false,
      isLocked: false,
      createdAt: row.createdAt.toISOString(),
      flags: flagsByTarget.get(row.id) ?? [],
    };
  });
  const items = await Promise.all([...postItems, ...replyItems]);
  items.sort(
    (a, b) =>
      Number(b.crisisDetected) - Number(a.crisisDetected) ||
      STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
      b.flags.length - a.flags.length ||
      b.createdAt.localeCompare(a.createdAt),
  );
  return { items };
}

const DECISIONS: Record<PostDecision, ModerationChange> = {
  restore: { kind: "status", status: "visible" },
  remove: { kind: "status", status: "removed" },
  lock: { kind: "locked", value: true },
  unlock: { kind: "locked", value: false },
  pin: { kind: "pinned", value: true },
  unpin: { kind: "pinned", value: false },
};

const DECISION_MESSAGES: Record<PostDecision, string> = {
  restore: "Restored: everyone can see it again.",
  remove: "Removed: only its author can see that it was.",
  lock: "Locked: it takes no more replies.",
  unlock: "Unlocked: replies are open again.",
  pin: "Pinned to the top of the forum.",
  unpin: "Unpinned.",
};

async function moderate(ctx: ServiceContext, member: Member, type: "post" | "reply", id: string, decision: PostDecision) {
  await requireModerator(ctx, member);
  const target = await readModerationTarget(ctx, type, id);
  if (!target) throw type === "post" ? postNotFound() : new NotFound(forumMessages.replyNotFound, "REPLY_NOT_FOUND");
  await applyModeration(ctx, member.id, { type, id, authorId: target.authorId }, DECISIONS[decision], decision);
  return { message: DECISION_MESSAGES[decision], decision };
}

/** A moderator's decision on a post: restore, remove, lock, unlock, pin or unpin; recorded in the audit log. */
export function moderatePost(ctx: ServiceContext, member: Member, postId: string, decision: PostDecision) {
  return moderate(ctx, member, "post", postId, decision);
}

/** A moderator's decision on a reply: restore or remove; recorded in the audit log. */
export function moderateReply(ctx: ServiceContext, member: Member, replyId: string, decision: ReplyDecision) {
  return moderate(ctx, member, "reply", replyId, decision);
}
