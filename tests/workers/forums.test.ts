import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createServiceContext } from "../../workers/context";
import { D1Metrics } from "../../workers/db/metrics";
import { forumModerators } from "../../workers/db/schema";
import { listPosts } from "../../workers/forums/service";
import { insertPost, insertReply } from "../../workers/forums/store";
import { FORUM_COLORS, FORUM_ICONS, POST_CATEGORIES } from "../../workers/shared/forums";
import { countRows, expireTrial, memberOf, serviceContext, subscribe } from "./fixtures";
import { api, ORIGIN, registerUser } from "./helpers";

const CRISIS_TEXT = "I want to kill myself tonight. I can't see any way out of this.";
const CALM_TEXT = "Does anyone have tips for sleeping better before a big exam?";

let nameCounter = 0;
/** A person with a name no other text in these tests contains, so a leak of it is easy to spot. */
async function person() {
  nameCounter++;
  const firstName = `Zephyrine${nameCounter}x`;
  const lastName = `Quillfeather${nameCounter}y`;
  const registered = await registerUser({ firstName, lastName });
  return { ...registered, id: registered.user.id as string };
}

async function makeModerator(userId: string) {
  await serviceContext().db.insert(forumModerators).values({ userId, grantedAt: new Date() });
}

async function join(token: string, forumId = "anxiety") {
  const result = await api(`/peer-support/forums/${forumId}/join`, { method: "POST", token });
  expect(result.status).toBe(200);
  return result;
}

async function post(token: string, body: Record<string, unknown> = {}, forumId = "anxiety") {
  return api(`/peer-support/forums/${forumId}/posts`, {
    method: "POST",
    token,
    json: { title: "Finding my feet", content: CALM_TEXT, ...body },
  });
}

async function reply(token: string, postId: string, body: Record<string, unknown> = {}) {
  return api(`/peer-support/posts/${postId}/replies`, { method: "POST", token, json: { content: "You are not alone in this.", ...body } });
}

async function flag(token: string, postId: string, body: Record<string, unknown> = { reason: "inappropriate", description: "Unkind words" }) {
  return api(`/peer-support/posts/${postId}/flag`, { method: "POST", token, json: body });
}

const forumStats = async (token: string, forumId = "anxiety") =>
  (await api(`/peer-support/forums/${forumId}`, { token })).body.forum.stats as { totalMembers: number; totalPosts: number };

/** Everything a person can read about a post through the API, as text. */
async function everythingSeenBy(token: string, postId: string, forumId = "anxiety") {
  const answers = await Promise.all([
    api(`/peer-support/forums/${forumId}/posts`, { token }),
    api(`/peer-support/posts/${postId}`, { token }),
    api(`/peer-support/forums`, { token }),
    api(`/peer-support/user/memberships`, { token }),
  ]);
  for (const answer of answers) expect(answer.status).toBe(200);
  return answers.map((answer) => JSON.stringify(answer.body)).join("\n");
}

describe("forums", () => {
  it("seeds ten forums with the spec's icons and colours, guidelines and crisis resources; needs a sign-in", async () => {
    const { token } = await person();
    const { status, body } = await api("/peer-support/forums", { token });
    expect(status).toBe(200);
    expect(body.forums).toHaveLength(10);
    expect(body.forums.map((forum: { id: string }) => forum.id)).toEqual([
      "family", "relationships", "trauma", "grief", "stress", "self-esteem", "marriage", "addiction", "depression", "anxiety",
    ]);
    expect(body.forums.map((forum: { icon: string }) => forum.icon).sort()).toEqual([...FORUM_ICONS].sort());
    expect(body.forums.map((forum: { color: string }) => forum.color).sort()).toEqual([...FORUM_COLORS].sort());
    for (const forum of body.forums) {
      expect(forum.specialty).toBe(forum.id);
      expect(forum.description.length).toBeGreaterThan(40);
      expect(forum.stats).toEqual({ totalMembers: 0, totalPosts: 0 });
      expect(typeof forum.settings.allowAnonymous).toBe("boolean");
      expect(forum.guidelines.description.length).toBeGreaterThan(40);
      expect(forum.guidelines.rules.length).toBeGreaterThanOrEqual(5);
      for (const rule of forum.guidelines.rules) expect(["high", "medium", "low"]).toContain(rule.importance);
      // A person who has not chosen a country yet gets the US lines (the default of workers/shared/crisis-lines.ts).
      expect(forum.guidelines.crisisResources.map((resource: { contact: string }) => resource.contact)).toEqual(["988", "Text HOME to 741741", "911"]);
      expect(forum.isMember).toBe(false);
    }
    expect(body.forums.find((forum: { id: string }) => forum.id === "self-esteem").settings.allowAnonymous).toBe(false);
    expect(body.forums.find((forum: { id: string }) => forum.id === "anxiety").settings.allowAnonymous).toBe(true);
    expect((await api("/peer-support/forums")).status).toBe(401);
  });

  it("joins after the guidelines, lists memberships, leaves and rejoins, with exact member counts", async () => {
    const first = await person();
    const second = await person();
    expect(await forumStats(first.token, "grief")).toEqual({ totalMembers: 0, totalPosts: 0 });
    const joined = await join(first.token, "grief");
    expect(joined.body.forum).toMatchObject({ id: "grief", isMember: true, stats: { totalMembers: 1 } });
    await join(first.token, "grief"); // twice changes nothing
    await join(second.token, "grief");
    await join(first.token, "trauma");
    expect(await forumStats(second.token, "grief")).toEqual({ totalMembers: 2, totalPosts: 0 });

    const memberships = await api("/peer-support/user/memberships", { token: first.token });
    expect(memberships.body.memberships.map((membership: { forumId: string }) => membership.forumId)).toEqual(["grief", "trauma"]);

    const left = await api("/peer-support/forums/grief/leave", { method: "POST", token: first.token });
    expect(left.status).toBe(200);
    expect(left.body.message).toBe("Successfully left the forum.");
    expect(left.body.forum).toMatchObject({ isMember: false, stats: { totalMembers: 1 } });
    expect((await api("/peer-support/user/memberships", { token: first.token })).body.memberships).toHaveLength(1);
    await join(first.token, "grief");
    expect(await forumStats(first.token, "grief")).toEqual({ totalMembers: 2, totalPosts: 0 });

    for (const path of ["/peer-support/forums/nowhere", "/peer-support/forums/nowhere/posts"]) {
      const missing = await api(path, { token: first.token });
      expect(missing.status).toBe(404);
      expect(missing.body.code).toBe("FORUM_NOT_FOUND");
    }
    expect((await api("/peer-support/forums/nowhere/join", { method: "POST", token: first.token })).status).toBe(404);
  });

  it("is open to the trial and Advanced; Base and an expired trial get 403 ADVANCED_PLAN_REQUIRED everywhere", async () => {
    const advanced = await person();
    await subscribe(advanced.id, "advanced");
    expect((await api("/peer-support/forums", { token: advanced.token })).status).toBe(200);
    const base = await person();
    await subscribe(base.id, "base", { preferredTherapist: "th_anxiety" });
    const expired = await person();
    await expireTrial(expired.id);
    const author = await person();
    await join(author.token);
    const postId = (await post(author.token)).body.post.id;
    const calls: [string, RequestInit & { json?: unknown }][] = [
      ["/peer-support/forums", {}],
      ["/peer-support/user/memberships", {}],
      ["/peer-support/forums/anxiety", {}],
      ["/peer-support/forums/anxiety/join", { method: "POST" }],
      ["/peer-support/forums/anxiety/leave", { method: "POST" }],
      ["/peer-support/forums/anxiety/posts", {}],
      ["/peer-support/forums/anxiety/posts", { method: "POST", json: { title: "t", content: "c" } }],
      [`/peer-support/posts/${postId}`, {}],
      [`/peer-support/posts/${postId}/like`, { method: "POST" }],
      [`/peer-support/posts/${postId}/flag`, { method: "POST", json: { reason: "inappropriate" } }],
      [`/peer-support/posts/${postId}`, { method: "DELETE" }],
      [`/peer-support/posts/${postId}/replies`, { method: "POST", json: { content: "hi" } }],
    ];
    for (const { token } of [base, expired]) {
      for (const [path, init] of calls) {
        const result = await api(path, { ...init, token });
        expect(result.status, `${init.method ?? "GET"} ${path}`).toBe(403);
        expect(result.body.code).toBe("ADVANCED_PLAN_REQUIRED");
      }
    }
    expect(await countRows("forum_flags")).toBe(0);
    expect(await countRows("forum_posts", "id = ?", postId)).toBe(1);

    // The pages answer 403 with an upgrade prompt (and the crisis lines) instead of the forums.
    for (const { token } of [base, expired]) {
      for (const path of ["/app/peer-support", "/app/peer-support/forum/anxiety"]) {
        const response = await SELF.fetch(`${ORIGIN}${path}`, { headers: { Cookie: `haven_session=${token}` } });
        expect(response.status, path).toBe(403);
        const html = await response.text();
        expect(html).toContain("Peer support is part of the Advanced plan");
        expect(html).not.toContain("Join Discussion");
        expect(html).not.toContain("Finding my feet");
      }
    }
  });
});

describe("posts", () => {
  it("creates a post with every field of the spec and its defaults, only for members", async () => {
    const author = await person();
    const outsider = await person();
    const refused = await post(outsider.token);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("MEMBERSHIP_REQUIRED");

    await join(author.token);
    const postsBefore = (await forumStats(author.token)).totalPosts;
    const created = await post(author.token, { tags: [" sleep ", "exams", "sleep", ""] });
    expect(created.status).toBe(201);
    expect(created.body.crisisSupport).toBeNull();
    const view = created.body.post;
    expect(view).toMatchObject({
      forumId: "anxiety",
      title: "Finding my feet",
      content: CALM_TEXT,
      category: "general",
      priority: "medium",
      tags: ["sleep", "exams"],
      isAnonymous: false,
      authorName: `${author.firstName} Q.`,
      author: { name: `${author.firstName} Q.` },
      isPinned: false,
      isLocked: false,
      crisisDetected: false,
      viewCount: 0,
      likes: 0,
      isLiked: false,
      replyCount: 0,
      isMine: true,
      status: "visible",
    });
    expect(Date.parse(view.createdAt)).not.toBeNaN();

    const chosen = await post(author.token, { category: "celebration", priority: "low", authorName: "Sunny Days", tags: [] });
    expect(chosen.body.post).toMatchObject({ category: "celebration", priority: "low", authorName: "Sunny Days", author: { name: "Sunny Days" } });

    for (const category of POST_CATEGORIES) expect(category).toMatch(/^[a-z]+$/);
    const stored = await env.DB.prepare("SELECT body_enc FROM forum_posts WHERE id = ?").bind(view.id).first<{ body_enc: string }>();
    expect(stored!.body_enc).not.toContain("Finding my feet");
    expect(stored!.body_enc).not.toContain("sleeping");
    expect(await forumStats(author.token)).toMatchObject({ totalPosts: postsBefore + 2 });
  });

  it("validates every field with a clear 400 and stores nothing", async () => {
    const author = await person();
    await join(author.token);
    await join(author.token, "self-esteem");
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ title: "" }, "Title is required"],
      [{ title: "   " }, "Title is required"],
      [{ title: "x".repeat(201) }, "Title must be less than 200 characters"],
      [{ content: "" }, "Content is required"],
      [{ content: "x".repeat(10_001) }, "Content must be less than 10,000 characters"],
      [{ category: "rant" }, "Category must be one of"],
      [{ priority: "critical" }, "Priority must be one of"],
      [{ tags: Array.from({ length: 11 }, (_, index) => `tag${index}`) }, "Use at most 10 tags."],
      [{ tags: ["x".repeat(31)] }, "Each tag must be at most 30 characters."],
      [{ tags: "sleep" }, "Tags must be a list of words."],
      [{ authorName: "x".repeat(51) }, "Display names can be up to 50 characters."],
      [{ isAnonymous: true }, "This forum does not allow anonymous posts.", "self-esteem"],
    ];
    for (const [body, message, forumId] of cases) {
      const result = await post(author.token, body, forumId);
      expect(result.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(result.body.error).toContain(message);
    }
    const notJson = await api("/peer-support/forums/anxiety/posts", {
      method: "POST",
      token: author.token,
      body: "{title",
      headers: { "Content-Type": "application/json" },
    });
    expect(notJson.status).toBe(400);
    expect(await countRows("forum_posts", "user_id = ?", author.id)).toBe(0);

    const atLimits = await post(author.token, {
      title: "t".repeat(200),
      content: "c".repeat(10_000),
      tags: Array.from({ length: 10 }, (_, index) => `${index}`.padEnd(30, "x")),
    });
    expect(atLimits.status).toBe(201);
  });

  it("pages newest first with pinned posts on top, through an opaque cursor", async () => {
    const author = await person();
    const moderator = await person();
    await makeModerator(moderator.id);
    await join(author.token, "stress");
    const start = Date.parse("2026-03-01T10:00:00Z");
    const ids: string[] = [];
    for (let index = 0; index < 7; index++) {
      const ctx = serviceContext(new Date(start + index * 60_000));
      const row = await insertPost(ctx, crypto.randomUUID(), {
        forumId: "stress",
        authorId: author.id,
        body: { title: `Post ${index}`, content: "Some words", tags: [], authorName: null },
        category: "general",
        priority: "medium",
        isAnonymous: false,
        crisisDetected: false,
      });
      ids.push(row.id);
    }
    const oldest = ids[0]!;
    expect((await api(`/peer-support/moderation/posts/${oldest}`, { method: "POST", token: moderator.token, json: { action: "pin" } })).status).toBe(200);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?limit=3&cursor=${cursor}` : "?limit=3";
      const result = await api(`/peer-support/forums/stress/posts${query}`, { token: author.token });
      expect(result.status).toBe(200);
      expect(result.body.posts.length).toBeLessThanOrEqual(3);
      expect(result.body.pagination.limit).toBe(3);
      seen.push(...result.body.posts.map((item: { id: string }) => item.id));
      cursor = result.body.pagination.nextCursor;
      expect(result.body.pagination.hasMore).toBe(cursor !== null);
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual([oldest, ...ids.slice(1).reverse()]);

    const first = await api("/peer-support/forums/stress/posts", { token: author.token });
    expect(first.body.posts[0]).toMatchObject({ id: oldest, isPinned: true });
    for (const query of ["?limit=0", "?limit=51", "?limit=two", "?cursor=not-a-cursor", `?cursor=${btoa("[1,2]")}`]) {
      const bad = await api(`/peer-support/forums/stress/posts${query}`, { token: author.token });
      expect(bad.status, query).toBe(400);
    }
  });

  it("lists a page with the same D1 work whatever its size (the page loader and the service)", async () => {
    const author = await person();
    const reader = await person();
    await join(author.token, "marriage");
    await join(reader.token, "marriage");
    const ctx = serviceContext();
    for (let index = 0; index < 60; index++) {
      const row = await insertPost(ctx, crypto.randomUUID(), {
        forumId: "marriage",
        authorId: index % 2 ? author.id : reader.id,
        body: { title: `Thread ${index}`, content: "Words", tags: ["a"], authorName: null },
        category: "general",
        priority: "medium",
        isAnonymous: index % 3 === 0,
        crisisDetected: false,
      });
      await insertReply(ctx, crypto.randomUUID(), { postId: row.id, authorId: reader.id, body: { content: "Reply", authorName: null }, isAnonymous: false, crisisDetected: false });
    }
    const member = await memberOf(reader.id);
    const measure = async (limit: number) => {
      const metrics = new D1Metrics();
      const page = await listPosts(createServiceContext(env, undefined, metrics), member, "marriage", { limit });
      expect(page.posts).toHaveLength(limit);
      expect(page.posts.every((item) => item.replyCount === 1)).toBe(true);
      return { roundTrips: metrics.roundTrips, statements: metrics.statements };
    };
    const small = await measure(5);
    const large = await measure(50);
    expect(small).toEqual({ roundTrips: 1, statements: 3 });
    expect(large).toEqual(small);

    const load = async (limit: number) => {
      const response = await SELF.fetch(`${ORIGIN}/app/peer-support/forum/marriage?limit=${limit}&_data=routes%2Fapp.peer-support.forum.%24forumId`, {
        headers: { Cookie: `haven_session=${reader.token}` },
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { posts: unknown[] };
      expect(body.posts).toHaveLength(limit);
      const timing = /d1;desc="(\d+) round trips, (\d+) statements"/.exec(response.headers.get("Server-Timing") ?? "");
      return { roundTrips: Number(timing![1]), statements: Number(timing![2]) };
    };
    const pageSmall = await load(5);
    // The member (session, account and plan in one query), then one batch for the forum and its posts.
    expect(pageSmall.roundTrips).toBe(2);
    expect(await load(50)).toEqual(pageSmall);
  });

  it("shows a post with its replies, counts other people's views, and pages replies", async () => {
    const author = await person();
    const reader = await person();
    await join(author.token);
    await join(reader.token);
    const postId = (await post(author.token)).body.post.id;
    for (let index = 0; index < 3; index++) expect((await reply(reader.token, postId, { content: `Reply ${index}` })).status).toBe(201);

    const own = await api(`/peer-support/posts/${postId}`, { token: author.token });
    expect(own.body.post.viewCount).toBe(0);
    const seen = await api(`/peer-support/posts/${postId}`, { token: reader.token });
    expect(seen.status).toBe(200);
    expect(seen.body.post).toMatchObject({ id: postId, viewCount: 1, replyCount: 3, isMine: false, repliesNextCursor: null });
    expect(seen.body.post.replies.map((item: { content: string }) => item.content)).toEqual(["Reply 0", "Reply 1", "Reply 2"]);
    expect(seen.body.post.replies[0]).toMatchObject({ postId, isAnonymous: false, isMine: true, crisisDetected: false, authorName: `${reader.firstName} Q.` });

    const firstPage = await api(`/peer-support/posts/${postId}?repliesLimit=2`, { token: reader.token });
    expect(firstPage.body.post.replies).toHaveLength(2);
    const rest = await api(`/peer-support/posts/${postId}?repliesLimit=2&repliesCursor=${firstPage.body.post.repliesNextCursor}`, { token: reader.token });
    expect(rest.body.post.replies.map((item: { content: string }) => item.content)).toEqual(["Reply 2"]);
    expect(rest.body.post.repliesNextCursor).toBeNull();

    expect((await api("/peer-support/posts/no-such-post", { token: reader.token })).status).toBe(404);
    for (const query of ["?repliesLimit=0", "?repliesLimit=101", "?repliesCursor=%%%"]) {
      expect((await api(`/peer-support/posts/${postId}${query}`, { token: reader.token })).status, query).toBe(400);
    }
    expect((await reply(reader.token, postId, { content: " " })).status).toBe(400);
    expect((await reply(reader.token, postId, { content: "x".repeat(5_001) })).body.error).toBe("Replies must be less than 5,000 characters");
    expect((await reply(reader.token, postId, { content: "x".repeat(5_000) })).status).toBe(201);
    const outsider = await person();
    expect((await reply(outsider.token, postId)).body.code).toBe("MEMBERSHIP_REQUIRED");

    // No anonymous replies where the forum allows no anonymous posts; nothing is stored.
    await join(author.token, "self-esteem");
    const named = (await post(author.token, {}, "self-esteem")).body.post.id;
    const anonymous = await reply(author.token, named, { isAnonymous: true });
    expect(anonymous.status).toBe(400);
    expect(anonymous.body.code).toBe("ANONYMOUS_NOT_ALLOWED");
    expect(await countRows("forum_replies", "post_id = ?", named)).toBe(0);
  });

  it("counts one like per person: liking again takes it back", async () => {
    const author = await person();
    const fan = await person();
    const outsider = await person();
    await join(author.token);
    await join(fan.token);
    const postId = (await post(author.token)).body.post.id;
    const like = (token: string) => api(`/peer-support/posts/${postId}/like`, { method: "POST", token });
    expect((await like(fan.token)).body).toEqual({ liked: true, isLiked: true, likes: 1 });
    expect((await like(author.token)).body).toMatchObject({ liked: true, likes: 2 });
    expect((await like(fan.token)).body).toEqual({ liked: false, isLiked: false, likes: 1 });
    expect((await like(fan.token)).body).toMatchObject({ liked: true, likes: 2 });
    const list = await api("/peer-support/forums/anxiety/posts", { token: fan.token });
    expect(list.body.posts.find((item: { id: string }) => item.id === postId)).toMatchObject({ likes: 2, isLiked: true });
    expect(await countRows("forum_post_likes", "post_id = ?", postId)).toBe(2);
    expect((await like(outsider.token)).status).toBe(403);
    expect((await api("/peer-support/posts/missing/like", { method: "POST", token: fan.token })).status).toBe(404);
  });

  it("lets only the author delete a post or reply; anyone else gets 404 and nothing changes", async () => {
    const author = await person();
    const other = await person();
    await join(author.token);
    await join(other.token);
    const postId = (await post(author.token)).body.post.id;
    const replyId = (await reply(other.token, postId)).body.reply.id;
    await api(`/peer-support/posts/${postId}/like`, { method: "POST", token: other.token });

    const notTheirs = await api(`/peer-support/posts/${postId}`, { method: "DELETE", token: other.token });
    expect(notTheirs.status).toBe(404);
    expect(await countRows("forum_posts", "id = ?", postId)).toBe(1);
    const notTheirReply = await api(`/peer-support/posts/${postId}/replies/${replyId}`, { method: "DELETE", token: author.token });
    expect(notTheirReply.status).toBe(404);
    expect(await countRows("forum_replies", "id = ?", replyId)).toBe(1);

    const replyGone = await api(`/peer-support/posts/${postId}/replies/${replyId}`, { method: "DELETE", token: other.token });
    expect(replyGone.body).toEqual({ message: "Reply deleted successfully." });
    const secondReply = (await reply(other.token, postId)).body.reply.id;
    await flag(other.token, postId);
    const gone = await api(`/peer-support/posts/${postId}`, { method: "DELETE", token: author.token });
    expect(gone.status).toBe(200);
    expect(gone.body).toEqual({ message: "Post deleted successfully." });
    expect(await countRows("forum_posts", "id = ?", postId)).toBe(0);
    expect(await countRows("forum_replies", "id = ?", secondReply)).toBe(0);
    expect(await countRows("forum_post_likes", "post_id = ?", postId)).toBe(0);
    expect(await countRows("forum_flags", "post_id = ?", postId)).toBe(0);
    expect(await countRows("audit_log", "user_id = ? AND action = 'forum_post_deleted'", author.id)).toBe(1);
    expect((await api(`/peer-support/posts/${postId}`, { method: "DELETE", token: author.token })).status).toBe(404);
  });

  it("takes no replies on a locked post", async () => {
    const author = await person();
    const moderator = await person();
    await makeModerator(moderator.id);
    await join(author.token);
    const postId = (await post(author.token)).body.post.id;
    const decide = (action: string) => api(`/peer-support/moderation/posts/${postId}`, { method: "POST", token: moderator.token, json: { action } });
    expect((await decide("lock")).status).toBe(200);
    const refused = await reply(author.token, postId);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: "This post is locked and no longer takes replies.", code: "POST_LOCKED" });
    expect((await api(`/peer-support/posts/${postId}`, { token: author.token })).body.post.isLocked).toBe(true);
    await decide("unlock");
    expect((await reply(author.token, postId)).status).toBe(201);
  });

  it("limits posting and replying per person with a clear 429", async () => {
    const author = await person();
    await join(author.token);
    let postId = "";
    for (let index = 0; index < 5; index++) {
      const created = await post(author.token, { title: `Post ${index}` });
      expect(created.status).toBe(201);
      postId = created.body.post.id;
    }
    const limited = await post(author.token);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: "You are posting very quickly. Please take a breather and try again in a few minutes.", code: "RATE_LIMITED" });
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await countRows("forum_posts", "user_id = ?", author.id)).toBe(5);

    for (let index = 0; index < 20; index++) expect((await reply(author.token, postId)).status).toBe(201);
    const tooMany = await reply(author.token, postId);
    expect(tooMany.status).toBe(429);
    expect(tooMany.body.error).toBe("You are replying very quickly. Please take a breather and try again in a few minutes.");
    // Someone else is not slowed down by it.
    const other = await person();
    await join(other.token);
    expect((await reply(other.token, postId)).status).toBe(201);
  });
});

describe("anonymity", () => {
  it("never reveals an anonymous author's id, name or email to anyone else, in any answer", async () => {
    const author = await person();
    const reader = await person();
    const moderator = await person();
    await makeModerator(moderator.id);
    await join(author.token);
    await join(reader.token);
    const created = await post(author.token, { isAnonymous: true, authorName: "My Real Name", title: "Something I can't say elsewhere" });
    expect(created.body.post).toMatchObject({ isAnonymous: true, authorName: "Anonymous", author: { name: "Anonymous" }, isMine: true });
    const postId = created.body.post.id;
    const repliedAnonymously = await reply(author.token, postId, { isAnonymous: true, content: "Adding more context" });
    expect(repliedAnonymously.body.reply).toMatchObject({ isAnonymous: true, authorName: "Anonymous", isMine: true });
    // A crisis reply puts the thread in the moderators' queue, which must not reveal the author either.
    await reply(author.token, postId, { isAnonymous: true, content: CRISIS_TEXT });
    const seen = [await everythingSeenBy(reader.token, postId), await everythingSeenBy(moderator.token, postId)];
    seen.push(JSON.stringify((await api("/peer-support/moderation/queue", { token: moderator.token })).body));
    for (const text of seen) {
      expect(text).toContain("Something I can't say elsewhere");
      for (const secret of [author.id, author.email, author.firstName, author.lastName, "My Real Name"]) expect(text).not.toContain(secret);
      expect(text).not.toMatch(/@example\.com/);
    }
    const readerView = (await api(`/peer-support/posts/${postId}`, { token: reader.token })).body.post;
    expect(readerView).toMatchObject({ isAnonymous: true, authorName: "Anonymous", isMine: false });
    expect(readerView.replies.map((item: { authorName: string; isMine: boolean }) => [item.authorName, item.isMine])).toEqual([
      ["Anonymous", false],
      ["Anonymous", false],
    ]);
  });

  it("never carries anyone's email or account id, even on named posts", async () => {
    const author = await person();
    const reader = await person();
    await join(author.token, "family");
    await join(reader.token, "family");
    const postId = (await post(author.token, {}, "family")).body.post.id;
    await reply(author.token, postId);
    const text = await everythingSeenBy(reader.token, postId, "family");
    expect(text).toContain(`${author.firstName} Q.`);
    expect(text).not.toContain(author.id);
    expect(text).not.toContain(author.lastName);
    expect(text).not.toMatch(/@example\.com/);
    expect(text).not.toMatch(/authorId|userId|email/);
  });
});

describe("safety and moderation", () => {
  it("marks a crisis post, gives its author the crisis lines and Safety Plan at once, and records the grade", async () => {
    const author = await person();
    const reader = await person();
    await join(author.token, "depression");
    await join(reader.token, "depression");
    const created = await post(author.token, { title: "Tonight", content: CRISIS_TEXT }, "depression");
    expect(created.status).toBe(201);
    expect(created.body.post.crisisDetected).toBe(true);
    const support = created.body.crisisSupport;
    expect(support.safetyPlanUrl).toBe("/app/safety-plan");
    expect(support.resources.map((resource: { contact: string }) => resource.contact)).toEqual(["988", "Text HOME to 741741", "911"]);
    expect(await countRows("safety_events", "user_id = ? AND surface = 'forum-post' AND level = 'crisis' AND ref = ?", author.id, created.body.post.id)).toBe(1);
    const seen = await api("/peer-support/forums/depression/posts", { token: reader.token });
    expect(seen.body.posts[0]).toMatchObject({ id: created.body.post.id, crisisDetected: true, content: CRISIS_TEXT });

    const calm = await post(author.token, { content: CALM_TEXT }, "depression");
    expect(calm.body).toMatchObject({ post: { crisisDetected: false }, crisisSupport: null });
    const crisisReply = await reply(reader.token, calm.body.post.id, { content: "I don't want to live anymore either." });
    expect(crisisReply.body.reply.crisisDetected).toBe(true);
    expect(crisisReply.body.crisisSupport.safetyPlanUrl).toBe("/app/safety-plan");
    expect(await countRows("safety_events", "user_id = ? AND surface = 'forum-reply'", reader.id)).toBe(1);
    const filedAsCrisis = await post(author.token, { category: "crisis", content: "Having the worst week." }, "depression");
    expect(filedAsCrisis.body.post.crisisDetected).toBe(true);
  });

  it("answers each member with their own country's crisis lines, in the guidelines and beside a crisis post or reply", async () => {
    const author = await person();
    const reader = await person();
    expect((await api("/safety/crisis-country", { method: "PUT", token: author.token, json: { country: "GB" } })).status).toBe(200);
    expect((await api("/safety/crisis-country", { method: "PUT", token: reader.token, json: { country: "AU" } })).status).toBe(200);
    await join(author.token, "grief");
    await join(reader.token, "grief");

    const forums = await api("/peer-support/forums", { token: author.token });
    for (const forum of forums.body.forums) {
      expect(forum.guidelines.crisisResources).toEqual([
        { title: "Samaritans, free, any time", description: "Call 116 123.", contact: "116 123" },
        { title: "Shout", description: "Text SHOUT to 85258.", contact: "Text SHOUT to 85258" },
        { title: "Emergency services", description: "If you or someone else is in immediate danger, call 999.", contact: "999" },
      ]);
      // The seeded rules point to those lines instead of naming US ones.
      expect(JSON.stringify(forum.guidelines)).not.toMatch(/988|741741|911/);
    }
    const forum = await api("/peer-support/forums/grief", { token: reader.token });
    expect(forum.body.forum.guidelines.crisisResources.map((resource: { contact: string }) => resource.contact)).toEqual(["13 11 14", "Text 0477 13 11 14", "000"]);

    const created = await post(author.token, { title: "Tonight", content: CRISIS_TEXT }, "grief");
    expect(created.status).toBe(201);
    expect(created.body.crisisSupport.resources.map((resource: { contact: string }) => resource.contact)).toEqual(["116 123", "Text SHOUT to 85258", "999"]);
    const answered = await reply(reader.token, created.body.post.id, { content: "I don't want to live anymore either." });
    expect(answered.body.crisisSupport.resources.map((resource: { contact: string }) => resource.contact)).toEqual(["13 11 14", "Text 0477 13 11 14", "000"]);

    // Anywhere else: the international directory and the local emergency number.
    expect((await api("/safety/crisis-country", { method: "PUT", token: author.token, json: { country: "INTL" } })).status).toBe(200);
    const elsewhere = await post(author.token, { title: "Again", content: CRISIS_TEXT }, "grief");
    expect(elsewhere.body.crisisSupport.resources.map((resource: { contact: string }) => resource.contact)).toEqual(["findahelpline.com", "your local emergency number"]);
  });

  it("hides an item flagged by three different people from everyone but its author until a moderator decides", async () => {
    const author = await person();
    const moderator = await person();
    await makeModerator(moderator.id);
    const flaggers = [await person(), await person(), await person(), await person()];
    await join(author.token, "relationships");
    const postId = (await post(author.token, { title: "A heated take" }, "relationships")).body.post.id;
    const [first, second, third, fourth] = flaggers as [typeof author, typeof author, typeof author, typeof author];

    const own = await flag(author.token, postId);
    expect(own.status).toBe(400);
    expect(own.body.code).toBe("CANNOT_FLAG_OWN");
    expect((await flag(first.token, postId, { reason: "rude" })).status).toBe(400);
    expect((await flag(first.token, postId, { reason: "harassment", description: "x".repeat(501) })).status).toBe(400);
    const flagged = await flag(first.token, postId);
    expect(flagged.status).toBe(201);
    expect(flagged.body).toEqual({ message: "Post flagged successfully" });
    const again = await flag(first.token, postId);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("ALREADY_FLAGGED");
    expect((await flag(second.token, postId, { reason: "harassment" })).status).toBe(201);
    expect((await api(`/peer-support/posts/${postId}`, { token: third.token })).status).toBe(200);
    expect(await forumStats(author.token, "relationships")).toMatchObject({ totalPosts: 1 });
    expect((await flag(third.token, postId, { reason: "spam", description: "Advert" })).status).toBe(201);

    // Hidden from everyone else, and from the forum's count; the author sees it under review.
    expect((await api(`/peer-support/posts/${postId}`, { token: fourth.token })).status).toBe(404);
    expect((await api("/peer-support/forums/relationships/posts", { token: fourth.token })).body.posts).toEqual([]);
    expect((await flag(fourth.token, postId)).status).toBe(404);
    expect(await forumStats(author.token, "relationships")).toMatchObject({ totalPosts: 0 });
    const authorView = (await api("/peer-support/forums/relationships/posts", { token: author.token })).body.posts[0];
    expect(authorView).toMatchObject({ id: postId, status: "hidden", isMine: true });

    const queue = await api("/peer-support/moderation/queue", { token: moderator.token });
    const item = queue.body.items.find((entry: { id: string }) => entry.id === postId);
    expect(item).toMatchObject({ type: "post", status: "hidden", title: "A heated take", forumName: "Relationships & Connection" });
    expect(item.flags.map((entry: { reason: string }) => entry.reason).sort()).toEqual(["harassment", "inappropriate", "spam"]);
    expect(item.flags.map((entry: { description: string | null }) => entry.description)).toContain("Advert");

    const restore = await api(`/peer-support/moderation/posts/${postId}`, { method: "POST", token: moderator.token, json: { action: "restore" } });
    expect(restore.status).toBe(200);
    expect((await api(`/peer-support/posts/${postId}`, { token: fourth.token })).body.post.status).toBe("visible");
    expect((await api("/peer-support/moderation/queue", { token: moderator.token })).body.items.some((entry: { id: string }) => entry.id === postId)).toBe(false);
    // The settled flags no longer count: one new flag does not hide it again.
    expect((await flag(fourth.token, postId)).status).toBe(201);
    expect((await api(`/peer-support/posts/${postId}`, { token: first.token })).status).toBe(200);

    expect(await countRows("audit_log", "action = 'forum_flagged' AND detail LIKE ?", `%${postId}%`)).toBe(4);
    expect(await countRows("audit_log", "action = 'forum_item_hidden' AND detail LIKE ?", `%${author.id}%`)).toBe(1);
    const decision = await env.DB.prepare("SELECT user_id, detail FROM audit_log WHERE action = 'forum_moderation' AND detail LIKE ?")
      .bind(`%${postId}%`)
      .first<{ user_id: string; detail: string }>();
    expect(decision!.user_id).toBe(moderator.id);
    expect(JSON.parse(decision!.detail)).toEqual({ decision: "restore", targetType: "post", targetId: postId, authorId: author.id });
  });

  it("hides a reply flagged by three people, and removes it for good on a moderator's decision", async () => {
    const author = await person();
    const replier = await person();
    const moderator = await person();
    await makeModerator(moderator.id);
    await join(author.token, "addiction");
    await join(replier.token, "addiction");
    const postId = (await post(author.token, {}, "addiction")).body.post.id;
    const replyId = (await reply(replier.token, postId, { content: "Rude reply" })).body.reply.id;
    const flagReply = (token: string) =>
      api(`/peer-support/posts/${postId}/replies/${replyId}/flag`, { method: "POST", token, json: { reason: "harassment" } });
    expect((await flagReply(replier.token)).status).toBe(400);
    const flagged = await flagReply(author.token);
    expect(flagged.body).toEqual({ message: "Reply flagged successfully" });
    await flagReply((await person()).token);
    await flagReply((await person()).token);

    const readerView = (await api(`/peer-support/posts/${postId}`, { token: author.token })).body.post;
    expect(readerView.replies).toEqual([]);
    expect(readerView.replyCount).toBe(0);
    const replierView = (await api(`/peer-support/posts/${postId}`, { token: replier.token })).body.post;
    expect(replierView.replies[0]).toMatchObject({ id: replyId, status: "hidden", isMine: true });

    const removed = await api(`/peer-support/moderation/replies/${replyId}`, { method: "POST", token: moderator.token, json: { action: "remove" } });
    expect(removed.status).toBe(200);
    expect((await api(`/peer-support/posts/${postId}`, { token: replier.token })).body.post.replies[0].status).toBe("removed");
    expect((await api(`/peer-support/posts/${postId}`, { token: author.token })).body.post.replies).toEqual([]);
    expect((await api(`/peer-support/moderation/replies/${replyId}`, { method: "POST", token: moderator.token, json: { action: "pin" } })).status).toBe(400);
  });

  it("gives moderators a queue with crisis items first, and restore, remove, lock and pin, all audited", async () => {
    const author = await person();
    const moderator = await person();
    const member = await person();
    await makeModerator(moderator.id);
    await join(author.token, "trauma");
    const flaggedId = (await post(author.token, { title: "Flagged once" }, "trauma")).body.post.id;
    await flag(member.token, flaggedId);
    const crisisId = (await post(author.token, { title: "Crisis", content: CRISIS_TEXT }, "trauma")).body.post.id;

    const refused = await api("/peer-support/moderation/queue", { token: member.token });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("MODERATOR_REQUIRED");
    expect((await api(`/peer-support/moderation/posts/${flaggedId}`, { method: "POST", token: member.token, json: { action: "remove" } })).status).toBe(403);

    const queue = (await api("/peer-support/moderation/queue", { token: moderator.token })).body.items;
    const mine = queue.filter((entry: { forumId: string }) => entry.forumId === "trauma");
    expect(mine.map((entry: { id: string }) => entry.id)).toEqual([crisisId, flaggedId]);
    expect(queue[0].crisisDetected).toBe(true);

    const decide = (postId: string, action: string) =>
      api(`/peer-support/moderation/posts/${postId}`, { method: "POST", token: moderator.token, json: { action } });
    expect((await decide(flaggedId, "delete")).status).toBe(400);
    expect((await decide("missing", "remove")).status).toBe(404);
    expect((await decide(flaggedId, "remove")).body.decision).toBe("remove");
    expect((await api(`/peer-support/posts/${flaggedId}`, { token: member.token })).status).toBe(404);
    expect((await api(`/peer-support/posts/${flaggedId}`, { token: author.token })).body.post.status).toBe("removed");
    await decide(crisisId, "pin");
    await decide(crisisId, "lock");
    await decide(crisisId, "restore");
    const listed = (await api("/peer-support/forums/trauma/posts", { token: member.token })).body.posts;
    expect(listed[0]).toMatchObject({ id: crisisId, isPinned: true, isLocked: true, crisisDetected: true });
    expect((await api("/peer-support/moderation/queue", { token: moderator.token })).body.items.filter((entry: { forumId: string }) => entry.forumId === "trauma")).toEqual([]);

    const decisions = await env.DB.prepare("SELECT detail FROM audit_log WHERE user_id = ? AND action = 'forum_moderation' ORDER BY id")
      .bind(moderator.id)
      .all<{ detail: string }>();
    expect(decisions.results.map((row) => JSON.parse(row.detail).decision)).toEqual(["remove", "pin", "lock", "restore"]);
  });
});

describe("account deletion", () => {
  it("deletes a person's posts, replies, likes, flags and memberships, their threads with them, and keeps counts exact", async () => {
    const leaving = await person();
    const staying = await person();
    await join(leaving.token, "grief");
    await join(staying.token, "grief");
    const leavingPost = (await post(leaving.token, {}, "grief")).body.post.id;
    const stayingPost = (await post(staying.token, {}, "grief")).body.post.id;
    const answerOnLeavingPost = (await reply(staying.token, leavingPost)).body.reply.id;
    await reply(leaving.token, stayingPost);
    await api(`/peer-support/posts/${stayingPost}/like`, { method: "POST", token: leaving.token });
    await api(`/peer-support/posts/${stayingPost}/like`, { method: "POST", token: staying.token });
    await flag(leaving.token, stayingPost);
    const before = await forumStats(staying.token, "grief");

    const deleted = await api("/user/account", { method: "DELETE", token: leaving.token });
    expect(deleted.status).toBe(200);

    for (const [table, column] of [
      ["forum_posts", "user_id"],
      ["forum_replies", "user_id"],
      ["forum_post_likes", "user_id"],
      ["forum_flags", "user_id"],
      ["forum_memberships", "user_id"],
    ] as const) {
      expect(await countRows(table, `${column} = ?`, leaving.id), table).toBe(0);
    }
    // Their thread goes whole, including the answer someone else wrote to it.
    expect(await countRows("forum_replies", "id = ?", answerOnLeavingPost)).toBe(0);
    expect(await forumStats(staying.token, "grief")).toEqual({ totalMembers: before.totalMembers - 1, totalPosts: before.totalPosts - 1 });
    const remaining = (await api(`/peer-support/posts/${stayingPost}`, { token: staying.token })).body.post;
    expect(remaining).toMatchObject({ likes: 1, replyCount: 0, replies: [] });
  });
});
