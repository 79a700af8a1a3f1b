import type { FlagReason, ForumColor, ForumIcon, PostCategory, PostPriority } from "../shared/forums";

/** What the API answers and the pages read. No field ever carries another person's id or email. */

export interface ForumRule {
  title: string;
  description: string;
  importance: "high" | "medium" | "low";
}

export interface CrisisResource {
  title: string;
  description: string;
  contact: string;
}

export interface ForumGuidelines {
  description: string;
  rules: ForumRule[];
  crisisResources: CrisisResource[];
}

export interface ForumView {
  id: string;
  name: string;
  description: string;
  icon: ForumIcon;
  color: ForumColor;
  specialty: string;
  stats: { totalMembers: number; totalPosts: number };
  settings: { allowAnonymous: boolean };
  guidelines: ForumGuidelines;
  /** Whether the person asking is a member. */
  isMember: boolean;
}

export interface MembershipView {
  forumId: string;
  joinedAt: string;
}

/**
 * `visible` for everything others see; the author alone also sees their own `hidden` (under review) and `removed`
 * items, so they know what happened to them.
 */
export type ItemStatus = "visible" | "hidden" | "removed";

export interface AuthorView {
  /** "Anonymous" on an anonymous item; otherwise the display name chosen, or the first name and last initial. */
  name: string;
}

export interface ReplyView {
  id: string;
  postId: string;
  content: string;
  isAnonymous: boolean;
  authorName: string;
  author: AuthorView;
  createdAt: string;
  crisisDetected: boolean;
  status: ItemStatus;
  /** Whether the person asking wrote it: what shows them delete instead of flag, without revealing who did. */
  isMine: boolean;
}

export interface PostView {
  id: string;
  forumId: string;
  title: string;
  content: string;
  category: PostCategory;
  priority: PostPriority;
  tags: string[];
  isAnonymous: boolean;
  authorName: string;
  author: AuthorView;
  isPinned: boolean;
  isLocked: boolean;
  crisisDetected: boolean;
  status: ItemStatus;
  createdAt: string;
  viewCount: number;
  likes: number;
  isLiked: boolean;
  replyCount: number;
  isMine: boolean;
}

export interface PostWithReplies extends PostView {
  replies: ReplyView[];
  repliesNextCursor: string | null;
}

export interface PostsPage {
  posts: PostView[];
  pagination: { limit: number; nextCursor: string | null; hasMore: boolean };
}

/** What the author of a crisis post or reply sees at once: the crisis lines and their Safety Plan. */
export interface CrisisSupport {
  title: string;
  message: string;
  resources: CrisisResource[];
  safetyPlanUrl: string;
}

export interface FlagView {
  reason: FlagReason;
  description: string | null;
  createdAt: string;
}

/** An item in the moderators' queue. Moderators see what members see of the author, nothing more. */
export interface ModerationItem {
  type: "post" | "reply";
  id: string;
  postId: string;
  forumId: string;
  forumName: string;
  /** The post's title (for a reply, the title of the post it answers). */
  title: string;
  content: string;
  authorName: string;
  isAnonymous: boolean;
  crisisDetected: boolean;
  status: ItemStatus;
  isPinned: boolean;
  isLocked: boolean;
  createdAt: string;
  flags: FlagView[];
}
