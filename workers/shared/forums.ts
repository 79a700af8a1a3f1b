/**
 * Peer support's rules, limits and copy, shared by the forum pages in the browser and the server's checks. The
 * messages quoted from the spec (spec 001 section 8) are product copy: keep them verbatim.
 */

export const FORUM_ICONS = ["users", "heart", "shield", "flower", "zap", "star", "rings", "heart-pulse", "cloud", "wind"] as const;
export type ForumIcon = (typeof FORUM_ICONS)[number];

export const FORUM_COLORS = ["blue", "pink", "purple", "gray", "orange", "green", "red", "yellow", "indigo", "teal"] as const;
export type ForumColor = (typeof FORUM_COLORS)[number];

export const POST_CATEGORIES = ["general", "question", "support", "experience", "advice", "crisis", "celebration"] as const;
export type PostCategory = (typeof POST_CATEGORIES)[number];
export const DEFAULT_POST_CATEGORY: PostCategory = "general";

export const POST_PRIORITIES = ["low", "medium", "high", "urgent"] as const;
export type PostPriority = (typeof POST_PRIORITIES)[number];
export const DEFAULT_POST_PRIORITY: PostPriority = "medium";

/** The spec's client sends `inappropriate`; the others let a person say more precisely what is wrong. */
export const FLAG_REASONS = ["inappropriate", "harassment", "spam", "misinformation", "safety"] as const;
export type FlagReason = (typeof FLAG_REASONS)[number];
export const DEFAULT_FLAG_REASON: FlagReason = "inappropriate";

export const FLAG_REASON_LABELS: Record<FlagReason, string> = {
  inappropriate: "Inappropriate or offensive",
  harassment: "Harassment or bullying",
  spam: "Spam or advertising",
  misinformation: "Harmful advice or misinformation",
  safety: "Someone may be unsafe",
};

export const CATEGORY_LABELS: Record<PostCategory, string> = {
  general: "General",
  question: "Question",
  support: "Seeking support",
  experience: "Sharing experience",
  advice: "Advice",
  crisis: "Crisis",
  celebration: "Celebration",
};

export const PRIORITY_LABELS: Record<PostPriority, string> = { low: "Low", medium: "Medium", high: "High", urgent: "Urgent" };

export const TITLE_MAX_LENGTH = 200;
export const POST_CONTENT_MAX_LENGTH = 10_000;
export const REPLY_MAX_LENGTH = 5_000;
export const TAGS_MAX = 10;
export const TAG_MAX_LENGTH = 30;
export const AUTHOR_NAME_MAX_LENGTH = 50;
export const FLAG_DESCRIPTION_MAX_LENGTH = 500;

export const POSTS_PAGE_SIZE = 20;
export const POSTS_PAGE_MAX = 50;
export const REPLIES_PAGE_SIZE = 50;
export const REPLIES_PAGE_MAX = 100;

/** Different people whose flags hide an item until a moderator decides. */
export const FLAGS_TO_HIDE = 3;

/** Per person, per rate-limit window (15 minutes unless configured). */
export const POSTS_PER_WINDOW = 5;
export const REPLIES_PER_WINDOW = 20;
export const FLAGS_PER_WINDOW = 30;

/** Shown instead of the author on an anonymous post or reply, to everyone but its author. */
export const ANONYMOUS_NAME = "Anonymous";

export const SAFETY_PLAN_PATH = "/app/safety-plan";

export const forumMessages = {
  // Spec 001 section 8, verbatim.
  forumsLoadFailed: "Failed to load peer support forums. Please try again.",
  joinFailed: "Failed to join forum. Please try again.",
  leaveFailed: "Failed to leave forum. Please try again.",
  createPostFailed: "Failed to create post",
  deletePostFailed: "Failed to delete post",
  flagPostFailed: "Failed to flag post",
  createReplyFailed: "Failed to create reply",
  deleteReplyFailed: "Failed to delete reply",
  forumLoadFailed: "Failed to load forum data. Please try again.",
  postsLoadFailed: "Failed to load forum posts. Please try again.",
  repliesLoadFailed: "Failed to load replies",
  leftForum: "Successfully left the forum.",
  postFlagged: "Post flagged successfully",
  postDeleted: "Post deleted successfully.",
  replyDeleted: "Reply deleted successfully.",
  noPosts: "No posts yet",
  forumNotFound: "Forum Not Found",
  // Ours, where the spec is silent.
  replyFlagged: "Reply flagged successfully",
  flagReplyFailed: "Failed to flag reply",
  joined: "Welcome! You joined the forum.",
  postCreated: "Your post is live.",
  replyCreated: "Your reply is posted.",
  forumNotFoundText: "This forum does not exist, or its link is incomplete.",
  postNotFound: "This post is no longer available.",
  replyNotFound: "This reply is no longer available.",
  titleRequired: "Title is required",
  titleTooLong: `Title must be less than ${TITLE_MAX_LENGTH} characters`,
  contentRequired: "Content is required",
  contentTooLong: `Content must be less than ${POST_CONTENT_MAX_LENGTH.toLocaleString("en-US")} characters`,
  replyRequired: "Please write a reply before sending.",
  replyTooLong: `Replies must be less than ${REPLY_MAX_LENGTH.toLocaleString("en-US")} characters`,
  tooManyTags: `Use at most ${TAGS_MAX} tags.`,
  tagsNotList: "Tags must be a list of words.",
  tagTooLong: `Each tag must be at most ${TAG_MAX_LENGTH} characters.`,
  authorNameTooLong: `Display names can be up to ${AUTHOR_NAME_MAX_LENGTH} characters.`,
  descriptionTooLong: `Please keep the description under ${FLAG_DESCRIPTION_MAX_LENGTH} characters.`,
  invalidCategory: `Category must be one of: ${POST_CATEGORIES.join(", ")}.`,
  invalidPriority: `Priority must be one of: ${POST_PRIORITIES.join(", ")}.`,
  invalidReason: `Reason must be one of: ${FLAG_REASONS.join(", ")}.`,
  anonymousNotAllowed: "This forum does not allow anonymous posts.",
  membershipRequired: "Join this forum to post, reply or like.",
  postLocked: "This post is locked and no longer takes replies.",
  alreadyFlagged: "You have already flagged this. Our moderators will review it.",
  ownItemFlag: "You cannot flag your own post or reply.",
  postRateLimited: "You are posting very quickly. Please take a breather and try again in a few minutes.",
  replyRateLimited: "You are replying very quickly. Please take a breather and try again in a few minutes.",
  flagRateLimited: "You have flagged a lot in a short time. Please try again in a few minutes.",
  moderatorsOnly: "Only moderators can do this.",
  underReview: "Under review",
  underReviewText: "Members flagged this, so it is hidden from everyone but you until a moderator reviews it.",
  removedText: "A moderator removed this for breaking the community guidelines. Only you can see it.",
  crisisAuthorTitle: "You don't have to go through this alone",
  crisisAuthorText:
    "What you wrote sounds really painful. Your post is shared with the community, and people here care, but please also reach someone who can help right now.",
  crisisReaderTitle: "This member may be going through a crisis",
  crisisReaderText:
    "Reply with kindness and encourage them to reach out. You cannot be their crisis counselor: if they may be in danger, flag the post so a moderator sees it, and share these lines.",
} as const;

/** The community guidelines box on the forum list. */
export const COMMUNITY_GUIDELINES = [
  "Be kind: everyone here is going through something.",
  "Protect privacy: yours and other people's.",
  "Share experiences, not medical advice or diagnoses.",
  "Flag anything harmful; moderators review every report.",
  "If you or someone else is in danger, reach a crisis line now.",
] as const;

/** Comma-separated tags as the form takes them: trimmed, empty items dropped, duplicates once. */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  for (const tag of text.split(",")) {
    const trimmed = tag.trim();
    if (trimmed) seen.add(trimmed);
  }
  return [...seen];
}
