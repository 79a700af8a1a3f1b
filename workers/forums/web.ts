import type { Member } from "../accounts/member";
import { parseInput } from "../validation";
import type { WebScope } from "../web/scope";
import {
  createPostSchema,
  createReplySchema,
  flagSchema,
  listPostsQuerySchema,
  postDecisionSchema,
  repliesQuerySchema,
  replyDecisionSchema,
} from "./schemas";
import {
  createPost,
  createReply,
  deletePost,
  deleteReply,
  flagPost,
  flagReply,
  forumWithPosts,
  getPost,
  joinForum,
  leaveForum,
  listForums,
  moderatePost,
  moderateReply,
  moderationQueue,
  toggleLike,
} from "./service";

/** Peer support for Remix loaders and actions: the API's services, with page input checked by the API's schemas. */
export function forumsWeb({ services }: WebScope) {
  return {
    forums: {
      list: (member: Member) => listForums(services, member),
      /** The forum page: the forum, the person's standing in it and a page of posts (`cursor`, `limit`). */
      page: (member: Member, forumId: string, query: unknown) =>
        forumWithPosts(services, member, forumId, parseInput(listPostsQuerySchema, query)),
      post: (member: Member, postId: string, query: unknown) => getPost(services, member, postId, parseInput(repliesQuerySchema, query)),
      join: (member: Member, forumId: string) => joinForum(services, member, forumId),
      leave: (member: Member, forumId: string) => leaveForum(services, member, forumId),
      createPost: (member: Member, forumId: string, body: unknown) => createPost(services, member, forumId, parseInput(createPostSchema, body)),
      deletePost: (member: Member, postId: string) => deletePost(services, member, postId),
      like: (member: Member, postId: string) => toggleLike(services, member, postId),
      flagPost: (member: Member, postId: string, body: unknown) => flagPost(services, member, postId, parseInput(flagSchema, body)),
      createReply: (member: Member, postId: string, body: unknown) => createReply(services, member, postId, parseInput(createReplySchema, body)),
      deleteReply: (member: Member, postId: string, replyId: string) => deleteReply(services, member, postId, replyId),
      flagReply: (member: Member, postId: string, replyId: string, body: unknown) =>
        flagReply(services, member, postId, replyId, parseInput(flagSchema, body)),
      queue: (member: Member) => moderationQueue(services, member),
      moderatePost: (member: Member, postId: string, body: unknown) =>
        moderatePost(services, member, postId, parseInput(postDecisionSchema, body).action),
      moderateReply: (member: Member, replyId: string, body: unknown) =>
        moderateReply(services, member, replyId, parseInput(replyDecisionSchema, body).action),
    },
  };
}
