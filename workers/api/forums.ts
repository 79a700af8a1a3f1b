import { Hono } from "hono";
import {
  createPostSchema,
  createReplySchema,
  flagSchema,
  listPostsQuerySchema,
  postDecisionSchema,
  repliesQuerySchema,
  replyDecisionSchema,
} from "../forums/schemas";
import {
  createPost,
  createReply,
  deletePost,
  deleteReply,
  flagPost,
  flagReply,
  getForum,
  getPost,
  joinForum,
  leaveForum,
  listForums,
  listMemberships,
  listPosts,
  moderatePost,
  moderateReply,
  moderationQueue,
  toggleLike,
} from "../forums/service";
import { forumMessages } from "../shared/forums";
import { parseJson, parseQuery, requireAuth } from "./middleware";
import type { ApiEnv } from "./types";

/** Peer support (spec 001 section 7), plus flagging a reply and the moderators' queue and decisions. */
export const forumRoutes = new Hono<ApiEnv>()
  .use(requireAuth)
  .get("/forums", async (c) => c.json({ forums: (await listForums(c.var.services, c.var.member)).forums }))
  .get("/user/memberships", async (c) => c.json({ memberships: await listMemberships(c.var.services, c.var.member) }))
  .get("/forums/:forumId", async (c) => c.json({ forum: await getForum(c.var.services, c.var.member, c.req.param("forumId")) }))
  // The spec's client sends no body with join and leave; none is read.
  .post("/forums/:forumId/join", async (c) =>
    c.json({ message: forumMessages.joined, forum: await joinForum(c.var.services, c.var.member, c.req.param("forumId")) }),
  )
  .post("/forums/:forumId/leave", async (c) =>
    c.json({ message: forumMessages.leftForum, forum: await leaveForum(c.var.services, c.var.member, c.req.param("forumId")) }),
  )
  .get("/forums/:forumId/posts", async (c) =>
    c.json(await listPosts(c.var.services, c.var.member, c.req.param("forumId"), parseQuery(c, listPostsQuerySchema))),
  )
  .post("/forums/:forumId/posts", async (c) => {
    const input = await parseJson(c, createPostSchema);
    return c.json(await createPost(c.var.services, c.var.member, c.req.param("forumId"), input), 201);
  })
  .get("/posts/:postId", async (c) =>
    c.json({ post: await getPost(c.var.services, c.var.member, c.req.param("postId"), parseQuery(c, repliesQuerySchema)) }),
  )
  .post("/posts/:postId/like", async (c) => c.json(await toggleLike(c.var.services, c.var.member, c.req.param("postId"))))
  .post("/posts/:postId/flag", async (c) => {
    const input = await parseJson(c, flagSchema);
    return c.json(await flagPost(c.var.services, c.var.member, c.req.param("postId"), input), 201);
  })
  .delete("/posts/:postId", async (c) => c.json(await deletePost(c.var.services, c.var.member, c.req.param("postId"))))
  .post("/posts/:postId/replies", async (c) => {
    const input = await parseJson(c, createReplySchema);
    return c.json(await createReply(c.var.services, c.var.member, c.req.param("postId"), input), 201);
  })
  .delete("/posts/:postId/replies/:replyId", async (c) =>
    c.json(await deleteReply(c.var.services, c.var.member, c.req.param("postId"), c.req.param("replyId"))),
  )
  .post("/posts/:postId/replies/:replyId/flag", async (c) => {
    const input = await parseJson(c, flagSchema);
    return c.json(await flagReply(c.var.services, c.var.member, c.req.param("postId"), c.req.param("replyId"), input), 201);
  })
  .get("/moderation/queue", async (c) => c.json(await moderationQueue(c.var.services, c.var.member)))
  .post("/moderation/posts/:postId", async (c) => {
    const { action } = await parseJson(c, postDecisionSchema);
    return c.json(await moderatePost(c.var.services, c.var.member, c.req.param("postId"), action));
  })
  .post("/moderation/replies/:replyId", async (c) => {
    const { action } = await parseJson(c, replyDecisionSchema);
    return c.json(await moderateReply(c.var.services, c.var.member, c.req.param("replyId"), action));
  });
