import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useFetcher, useLoaderData, useLocation, useRevalidator, useSearchParams, type FetcherWithComponents } from "@remix-run/react";
import { createContext, useCallback, useContext, useEffect, useRef, useState } from "react";
import { ConfirmDialog } from "~/components/forums/confirm-dialog";
import { CrisisLine, CrisisSupportCard } from "~/components/forums/crisis-lines";
import { countLabel, FORUM_COLOR_STYLES, ForumIcon } from "~/components/forums/forum-visuals";
import { GuidelinesDialog } from "~/components/forums/guidelines-dialog";
import { UpgradePrompt } from "~/components/forums/upgrade-prompt";
import { actionFailure } from "~/lib/action-failure.server";
import type { RepliesResult } from "./app.peer-support.posts.$postId";
import type { CrisisSupport, ForumView, PostView, ReplyView } from "../../workers/forums/types";
import {
  AUTHOR_NAME_MAX_LENGTH,
  CATEGORY_LABELS,
  DEFAULT_FLAG_REASON,
  FLAG_DESCRIPTION_MAX_LENGTH,
  FLAG_REASON_LABELS,
  FLAG_REASONS,
  forumMessages,
  parseTags,
  POST_CATEGORIES,
  POST_CONTENT_MAX_LENGTH,
  POST_PRIORITIES,
  PRIORITY_LABELS,
  REPLY_MAX_LENGTH,
  TAGS_MAX,
  TITLE_MAX_LENGTH,
} from "../../workers/shared/forums";
import { FEATURES, hasFeature } from "../../workers/shared/plans";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data && data.kind === "forum" ? data.forum.name : "Forum"} | Haven` },
];

export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const me = await context.auth.requireUser();
  if (!hasFeature(me, "peerSupport")) {
    return json({ kind: "upgrade" as const, message: FEATURES.peerSupport.refusal.message }, { status: 403 });
  }
  const url = new URL(request.url);
  try {
    const page = await context.forums.page(me, params.forumId ?? "", Object.fromEntries(url.searchParams));
    return json({ kind: "forum" as const, timeZone: context.progress.timeZone(), cursor: url.searchParams.get("cursor"), ...page });
  } catch (error) {
    const { status, message } = context.formError(error);
    if (status === 404) return json({ kind: "not-found" as const }, { status });
    throw json({ error: message }, { status });
  }
}

type Intent = "join" | "leave" | "create-post" | "delete-post" | "like" | "flag-post" | "reply" | "delete-reply" | "flag-reply" | "moderate";

export type ActionResult =
  | { ok: true; intent: Intent; message?: string; crisisSupport?: CrisisSupport | null; postId?: string }
  | { ok: false; error: string };

const FAILURES: Record<Intent, string> = {
  join: forumMessages.joinFailed,
  leave: forumMessages.leaveFailed,
  "create-post": forumMessages.createPostFailed,
  "delete-post": forumMessages.deletePostFailed,
  like: "Failed to like post",
  "flag-post": forumMessages.flagPostFailed,
  reply: forumMessages.createReplyFailed,
  "delete-reply": forumMessages.deleteReplyFailed,
  "flag-reply": forumMessages.flagReplyFailed,
  moderate: "Failed to apply the decision",
};

export async function action({ context, params, request }: ActionFunctionArgs) {
  const me = await context.auth.requireUser();
  const form = await context.input.form();
  const intent = String(form.get("intent")) as Intent;
  if (!(intent in FAILURES)) return json<ActionResult>({ ok: false, error: "Unknown action." }, { status: 400 });
  const forumId = params.forumId ?? "";
  const postId = String(form.get("postId") ?? "");
  const replyId = String(form.get("replyId") ?? "");
  const text = (name: string) => String(form.get(name) ?? "");
  const done = (result: Omit<Extract<ActionResult, { ok: true }>, "ok" | "intent"> = {}) => json<ActionResult>({ ok: true, intent, ...result });
  try {
    switch (intent) {
      case "join":
        await context.forums.join(me, forumId);
        return done({ message: forumMessages.joined });
      case "leave":
        await context.forums.leave(me, forumId);
        return done({ message: forumMessages.leftForum });
      case "create-post": {
        const { post, crisisSupport } = await context.forums.createPost(me, forumId, {
          title: text("title"),
          content: text("content"),
          category: text("category") || undefined,
          priority: text("priority") || undefined,
          tags: parseTags(text("tags")),
          isAnonymous: form.get("isAnonymous") === "on",
          authorName: text("authorName"),
        });
        return done({ message: forumMessages.postCreated, crisisSupport, postId: post.id });
      }
      case "delete-post":
        return done(await context.forums.deletePost(me, postId));
      case "like":
        await context.forums.like(me, postId);
        return done();
      case "flag-post":
        return done(await context.forums.flagPost(me, postId, { reason: text("reason"), description: text("description") }));
      case "reply": {
        const { crisisSupport } = await context.forums.createReply(me, postId, {
          content: text("content"),
          isAnonymous: form.get("isAnonymous") === "on",
          authorName: text("authorName"),
        });
        return done({ message: forumMessages.replyCreated, crisisSupport, postId });
      }
      case "delete-reply":
        return done(await context.forums.deleteReply(me, postId, replyId));
      case "flag-reply":
        return done(await context.forums.flagReply(me, postId, replyId, { reason: text("reason"), description: text("description") }));
      case "moderate":
        return done(await context.forums.moderatePost(me, postId, { action: text("decision") }));
    }
  } catch (error) {
    if (request.signal.aborted) throw error;
    return actionFailure(context, error, FAILURES[intent]);
  }
}

export default function Forum() {
  const data = useLoaderData<typeof loader>();
  if (data.kind === "upgrade") {
    return (
      <div className="mx-auto max-w-2xl space-y-4">
        <BackLink />
        <UpgradePrompt message={data.message} />
      </div>
    );
  }
  if (data.kind === "not-found") return <ForumNotFound />;
  return <ForumScreen data={data} />;
}

function BackLink() {
  return (
    <Link to="/app/peer-support" className="btn-ghost -ml-3 px-3">
      <span aria-hidden="true">←</span> Back to Peer Support
    </Link>
  );
}

function ForumNotFound() {
  return (
    <div className="mx-auto max-w-xl">
      <div className="card space-y-3 text-center">
        <h1 className="text-xl font-semibold text-slate-900">{forumMessages.forumNotFound}</h1>
        <p className="text-slate-600">{forumMessages.forumNotFoundText}</p>
        <Link to="/app/peer-support" className="btn-primary">
          Back to Peer Support
        </Link>
      </div>
    </div>
  );
}

interface ForumPageData {
  forum: ForumView;
  isModerator: boolean;
  posts: PostView[];
  pagination: { nextCursor: string | null; hasMore: boolean };
  cursor: string | null;
  timeZone: string;
}

interface Notice {
  ok: boolean;
  text: string;
}

/** What every part of the forum page shares: the forum, the reader's standing and the page's one announcement. */
interface ForumPage {
  forum: ForumView;
  isModerator: boolean;
  timeZone: string;
  notify: (notice: Notice) => void;
  /** The post whose crisis support is shown at the top of the page (right after its author wrote it). */
  supportShownFor: string | null;
  /**
   * Deletes or flags through the page's own fetcher: the item may vanish from the page when the data reloads (a
   * deleted post, a third flag), and its answer must still be announced.
   */
  submit: (payload: Record<string, string>) => void;
}

const PageContext = createContext<ForumPage | null>(null);
const usePage = () => useContext(PageContext)!;

/** Reports a fetcher's answer once, as the page's announcement: its success text, or the error (or the fallback). */
function useOutcome(
  fetcher: FetcherWithComponents<ActionResult>,
  notify: (notice: Notice) => void,
  onSuccess?: (result: Extract<ActionResult, { ok: true }>) => void,
) {
  const reported = useRef<ActionResult | undefined>(undefined);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || reported.current === fetcher.data) return;
    reported.current = fetcher.data;
    if (fetcher.data.ok) {
      if (fetcher.data.message) notify({ ok: true, text: fetcher.data.message });
      onSuccess?.(fetcher.data);
    } else {
      notify({ ok: false, text: fetcher.data.error });
    }
  });
}

function ForumScreen({ data }: { data: ForumPageData }) {
  const { forum } = data;
  const [notice, setNotice] = useState<Notice | null>(null);
  const [support, setSupport] = useState<{ postId: string; support: CrisisSupport } | null>(null);
  const [composing, setComposing] = useState(false);
  const [joining, setJoining] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const leaver = useFetcher<ActionResult>();
  const changer = useFetcher<ActionResult>();
  const colors = FORUM_COLOR_STYLES[forum.color];
  const closeGuidelines = useCallback(() => setJoining(false), []);
  const notify = useCallback((next: Notice) => setNotice(next), []);
  useOutcome(leaver, notify, () => setLeaving(false));
  useOutcome(changer, notify);
  useEffect(() => {
    if (leaver.state === "idle" && leaver.data && !leaver.data.ok) setLeaving(false);
  }, [leaver.state, leaver.data]);

  const page: ForumPage = {
    forum,
    isModerator: data.isModerator,
    timeZone: data.timeZone,
    notify,
    supportShownFor: support?.postId ?? null,
    submit: (payload) => changer.submit(payload, { method: "post" }),
  };

  return (
    <PageContext.Provider value={page}>
      <div className="mx-auto max-w-3xl space-y-5">
        <BackLink />
        <header className="card overflow-hidden p-0">
          <div className={`h-1.5 ${colors.bar}`} aria-hidden="true" />
          <div className="space-y-3 p-5">
            <div className="flex items-start gap-3">
              <span className={`flex h-12 w-12 shrink-0 items-center justify-center rounded-xl ${colors.badge}`}>
                <ForumIcon icon={forum.icon} className="h-7 w-7" />
              </span>
              <div>
                <h1 className="text-2xl font-bold tracking-tight text-slate-900">{forum.name}</h1>
                <p className="text-sm text-slate-500">
                  {countLabel(forum.stats.totalMembers, "member", "members")} · {countLabel(forum.stats.totalPosts, "post", "posts")}
                </p>
              </div>
            </div>
            <p className="text-slate-600">{forum.description}</p>
            <p className="rounded-xl bg-slate-50 px-3 py-2 text-sm text-slate-600">
              <strong className="font-semibold text-slate-800">Moderated forum.</strong> Moderators review flagged posts and replies;
              anything three members flag is hidden until a moderator has looked at it.
            </p>
            <CrisisLine />
            <div className="flex flex-wrap gap-2">
              {forum.isMember ? (
                <>
                  <button type="button" className="btn-primary" onClick={() => setComposing(true)} aria-expanded={composing}>
                    New Post
                  </button>
                  <button type="button" className="btn-secondary" onClick={() => setLeaving(true)}>
                    Leave Forum
                  </button>
                </>
              ) : (
                <button type="button" className="btn-primary" onClick={() => setJoining(true)}>
                  Join Discussion
                </button>
              )}
              {data.isModerator ? (
                <Link to="/app/peer-support/moderation" className="btn-ghost">
                  Moderation queue
                </Link>
              ) : null}
            </div>
          </div>
        </header>

        {notice ? (
          <p
            role={notice.ok ? "status" : "alert"}
            className={`rounded-xl border px-4 py-3 ${notice.ok ? "border-emerald-200 bg-emerald-50 text-emerald-900" : "border-rose-200 bg-rose-50 text-rose-900"}`}
          >
            {notice.text}
          </p>
        ) : null}
        {support ? <CrisisSupportCard forAuthor id="new-post-support" /> : null}

        {composing && forum.isMember ? (
          <PostComposer
            onClose={() => setComposing(false)}
            onCreated={(postId, crisisSupport) => {
              setComposing(false);
              setSupport(crisisSupport ? { postId, support: crisisSupport } : null);
            }}
          />
        ) : null}

        <PostList posts={data.posts} />
        <Pagination cursor={data.cursor} nextCursor={data.pagination.nextCursor} />
      </div>
      {joining ? <GuidelinesDialog forum={forum} onClose={closeGuidelines} /> : null}
      {leaving ? (
        <ConfirmDialog
          title={`Leave ${forum.name}?`}
          body="You can rejoin at any time. Your posts stay in the forum, and you can still delete them yourself."
          confirmLabel="Leave Forum"
          busy={leaver.state !== "idle"}
          onCancel={() => setLeaving(false)}
          onConfirm={() => leaver.submit({ intent: "leave" }, { method: "post" })}
        />
      ) : null}
    </PageContext.Provider>
  );
}

function Pagination({ cursor, nextCursor }: { cursor: string | null; nextCursor: string | null }) {
  const { pathname } = useLocation();
  if (!cursor && !nextCursor) return null;
  return (
    <nav aria-label="Pages of posts" className="flex flex-wrap justify-between gap-2">
      {cursor ? (
        <Link to={pathname} className="btn-secondary">
          Back to newest posts
        </Link>
      ) : (
        <span />
      )}
      {nextCursor ? (
        <Link to={`${pathname}?cursor=${encodeURIComponent(nextCursor)}`} className="btn-secondary">
          Older posts
        </Link>
      ) : null}
    </nav>
  );
}

function Counter({ length, max }: { length: number; max: number }) {
  return (
    <span className={`text-xs ${length > max * 0.95 ? "text-rose-700" : "text-slate-500"}`} aria-hidden="true">
      {length.toLocaleString("en-US")}/{max.toLocaleString("en-US")}
    </span>
  );
}

function PostComposer({ onClose, onCreated }: { onClose: () => void; onCreated: (postId: string, support: CrisisSupport | null) => void }) {
  const { forum, notify } = usePage();
  const creator = useFetcher<ActionResult>();
  const [title, setTitle] = useState("");
  const [content, setContent] = useState("");
  const [anonymous, setAnonymous] = useState(false);
  const titleInput = useRef<HTMLInputElement>(null);
  const busy = creator.state !== "idle";
  useOutcome(creator, notify, (result) => onCreated(result.postId ?? "", result.crisisSupport ?? null));
  useEffect(() => titleInput.current?.focus(), []);
  const failed = creator.data && !creator.data.ok ? creator.data.error : null;

  return (
    <section className="card" aria-labelledby="new-post-title">
      <h2 id="new-post-title" className="text-lg font-semibold text-slate-900">
        New Post
      </h2>
      <creator.Form method="post" className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="create-post" />
        <div>
          <div className="flex items-baseline justify-between">
            <label htmlFor="post-title" className="label">
              Title
            </label>
            <Counter length={title.length} max={TITLE_MAX_LENGTH} />
          </div>
          <input
            ref={titleInput}
            id="post-title"
            name="title"
            className="input"
            required
            maxLength={TITLE_MAX_LENGTH}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
          />
        </div>
        <div>
          <div className="flex items-baseline justify-between">
            <label htmlFor="post-content" className="label">
              What would you like to share?
            </label>
            <Counter length={content.length} max={POST_CONTENT_MAX_LENGTH} />
          </div>
          <textarea
            id="post-content"
            name="content"
            className="input min-h-[9rem]"
            required
            maxLength={POST_CONTENT_MAX_LENGTH}
            value={content}
            onChange={(event) => setContent(event.target.value)}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="post-category" className="label">
              Category
            </label>
            <select id="post-category" name="category" className="input" defaultValue="general">
              {POST_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {CATEGORY_LABELS[category]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="post-priority" className="label">
              Priority
            </label>
            <select id="post-priority" name="priority" className="input" defaultValue="medium">
              {POST_PRIORITIES.map((priority) => (
                <option key={priority} value={priority}>
                  {PRIORITY_LABELS[priority]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div>
          <label htmlFor="post-tags" className="label">
            Tags <span className="font-normal text-slate-500">(optional, comma-separated, up to {TAGS_MAX})</span>
          </label>
          <input id="post-tags" name="tags" className="input" placeholder="sleep, work, small wins" />
        </div>
        {forum.settings.allowAnonymous ? (
          <label className="flex min-h-[44px] items-center gap-3 text-slate-700">
            <input type="checkbox" name="isAnonymous" className="h-5 w-5 accent-brand-600" checked={anonymous} onChange={(event) => setAnonymous(event.target.checked)} />
            Post anonymously <span className="text-sm text-slate-500">(no one else sees who wrote it)</span>
          </label>
        ) : null}
        {anonymous ? null : (
          <div>
            <label htmlFor="post-author-name" className="label">
              Display name <span className="font-normal text-slate-500">(optional; otherwise your first name and initial)</span>
            </label>
            <input id="post-author-name" name="authorName" className="input" maxLength={AUTHOR_NAME_MAX_LENGTH} />
          </div>
        )}
        {failed ? (
          <p role="alert" className="rounded-xl border border-rose-200 bg-rose-50 px-3 py-2 text-sm text-rose-900">
            {failed}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={busy || !title.trim() || !content.trim()}>
            {busy ? "Posting..." : "Create Post"}
          </button>
        </div>
      </creator.Form>
    </section>
  );
}

function PostList({ posts }: { posts: PostView[] }) {
  if (posts.length === 0) {
    return (
      <div className="card text-center">
        <p className="font-semibold text-slate-900">{forumMessages.noPosts}</p>
        <p className="mt-1 text-slate-600">Be the first to start a conversation here.</p>
      </div>
    );
  }
  return (
    <ul className="space-y-4" aria-label="Posts">
      {posts.map((post) => (
        <PostCard key={post.id} post={post} />
      ))}
    </ul>
  );
}

function formatWhen(iso: string, timeZone: string) {
  return new Date(iso).toLocaleString("en-US", { month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZone });
}

function Byline({ name, isMine, createdAt }: { name: string; isMine: boolean; createdAt: string }) {
  const { timeZone } = usePage();
  return (
    <p className="text-sm text-slate-500">
      <span className="font-medium text-slate-700">{name}</span>
      {isMine ? " (you)" : ""} · <time dateTime={createdAt}>{formatWhen(createdAt, timeZone)}</time>
    </p>
  );
}

function ModerationNote({ status, kind }: { status: PostView["status"]; kind: "post" | "reply" }) {
  if (status === "visible") return null;
  return (
    <p className="rounded-xl border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <strong className="font-semibold">{status === "hidden" ? forumMessages.underReview : "Removed"}: </strong>
      {status === "hidden" ? forumMessages.underReviewText : forumMessages.removedText}
      <span className="sr-only"> ({kind})</span>
    </p>
  );
}

const PRIORITY_STYLES = {
  low: "bg-slate-100 text-slate-600",
  medium: "bg-slate-100 text-slate-600",
  high: "bg-amber-50 text-amber-800",
  urgent: "bg-rose-50 text-rose-800",
} as const;

function PostCard({ post }: { post: PostView }) {
  const { forum, isModerator, supportShownFor, notify, submit } = usePage();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState<"delete" | "flag" | null>(null);
  const liker = useFetcher<ActionResult>();
  const moderator = useFetcher<ActionResult>();
  useOutcome(moderator, notify);
  // The spec's client only logs a failed like; the heart simply returns to how it was.
  useEffect(() => {
    if (liker.state === "idle" && liker.data && !liker.data.ok) console.warn("Like failed:", liker.data.error);
  }, [liker.state, liker.data]);

  // The like shows at once; the page's data confirms it when the action returns.
  const liking = liker.state !== "idle";
  const liked = liking ? !post.isLiked : post.isLiked;
  const likes = post.likes + (liking ? (post.isLiked ? -1 : 1) : 0);
  const repliesId = `replies-${post.id}`;

  return (
    <li className="space-y-2" id={`post-${post.id}`}>
      {post.crisisDetected && !(post.isMine && supportShownFor === post.id) ? <CrisisSupportCard forAuthor={post.isMine} id={`crisis-${post.id}`} /> : null}
      <article className="card space-y-3" aria-labelledby={`title-${post.id}`}>
        <div className="flex flex-wrap items-center gap-1.5 text-xs font-semibold">
          {post.isPinned ? <span className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-800">Pinned</span> : null}
          {post.isLocked ? <span className="rounded-full bg-slate-200 px-2 py-0.5 text-slate-700">Locked</span> : null}
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">{CATEGORY_LABELS[post.category]}</span>
          {post.priority === "high" || post.priority === "urgent" ? (
            <span className={`rounded-full px-2 py-0.5 ${PRIORITY_STYLES[post.priority]}`}>{PRIORITY_LABELS[post.priority]} priority</span>
          ) : null}
        </div>
        <div>
          <h2 id={`title-${post.id}`} className="text-lg font-semibold text-slate-900">
            {post.title}
          </h2>
          <Byline name={post.authorName} isMine={post.isMine} createdAt={post.createdAt} />
        </div>
        <ModerationNote status={post.status} kind="post" />
        <p className="whitespace-pre-wrap break-words text-slate-700">{post.content}</p>
        {post.tags.length ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag} className="rounded-full border border-slate-200 px-2 py-0.5 text-xs text-slate-600">
                #{tag}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex flex-wrap items-center gap-1 border-t border-slate-100 pt-2">
          {forum.isMember && post.status === "visible" ? (
            <liker.Form method="post">
              <input type="hidden" name="intent" value="like" />
              <input type="hidden" name="postId" value={post.id} />
              <button type="submit" className="btn-ghost min-h-[40px] px-3" aria-pressed={liked} aria-label={`${liked ? "Unlike" : "Like"} (${likes} ${likes === 1 ? "like" : "likes"})`}>
                <span aria-hidden="true" className={liked ? "text-rose-600" : ""}>
                  {liked ? "♥" : "♡"}
                </span>
                <span aria-hidden="true">{likes}</span>
              </button>
            </liker.Form>
          ) : (
            <span className="px-3 text-sm text-slate-500">♡ {likes}</span>
          )}
          <button type="button" className="btn-ghost min-h-[40px] px-3" aria-expanded={open} aria-controls={repliesId} onClick={() => setOpen((was) => !was)}>
            {open ? "Hide replies" : post.replyCount ? countLabel(post.replyCount, "reply", "replies") : "Reply"}
          </button>
          <span className="ml-auto text-xs text-slate-400">{countLabel(post.viewCount, "view", "views")}</span>
          {post.isMine ? (
            <button type="button" className="btn-ghost min-h-[40px] px-3 text-rose-700" onClick={() => setConfirming("delete")}>
              Delete
            </button>
          ) : (
            <button type="button" className="btn-ghost min-h-[40px] px-3" onClick={() => setConfirming("flag")}>
              Flag
            </button>
          )}
        </div>
        {isModerator ? (
          <moderator.Form method="post" className="flex flex-wrap gap-2 rounded-xl bg-slate-50 p-2 text-sm">
            <span className="self-center px-1 text-xs font-semibold uppercase tracking-wide text-slate-500">Moderator</span>
            <input type="hidden" name="intent" value="moderate" />
            <input type="hidden" name="postId" value={post.id} />
            <button type="submit" name="decision" value={post.isPinned ? "unpin" : "pin"} className="btn-secondary min-h-[36px] px-3">
              {post.isPinned ? "Unpin" : "Pin"}
            </button>
            <button type="submit" name="decision" value={post.isLocked ? "unlock" : "lock"} className="btn-secondary min-h-[36px] px-3">
              {post.isLocked ? "Unlock" : "Lock"}
            </button>
          </moderator.Form>
        ) : null}
        {open ? <RepliesPanel post={post} id={repliesId} /> : null}
      </article>
      {confirming === "delete" ? (
        <ConfirmDialog
          title="Delete this post?"
          body="This deletes your post and every reply to it. This cannot be undone."
          confirmLabel="Delete Post"
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            submit({ intent: "delete-post", postId: post.id });
            setConfirming(null);
          }}
        />
      ) : null}
      {confirming === "flag" ? (
        <FlagDialog
          what="post"
          onCancel={() => setConfirming(null)}
          onFlag={(reason, description) => {
            submit({ intent: "flag-post", postId: post.id, reason, description });
            setConfirming(null);
          }}
        />
      ) : null}
    </li>
  );
}

function FlagDialog({
  what,
  onCancel,
  onFlag,
}: {
  what: "post" | "reply";
  onCancel: () => void;
  onFlag: (reason: string, description: string) => void;
}) {
  const [reason, setReason] = useState<string>(DEFAULT_FLAG_REASON);
  const [description, setDescription] = useState("");
  return (
    <ConfirmDialog
      title={`Flag this ${what}?`}
      body={`Moderators will review it, and no one else learns who flagged it. A ${what} flagged by three members is hidden until a moderator has decided.`}
      confirmLabel={what === "post" ? "Flag Post" : "Flag Reply"}
      onCancel={onCancel}
      onConfirm={() => onFlag(reason, description)}
    >
      <div>
        <label htmlFor="flag-reason" className="label">
          Reason
        </label>
        <select id="flag-reason" className="input" value={reason} onChange={(event) => setReason(event.target.value)}>
          {FLAG_REASONS.map((value) => (
            <option key={value} value={value}>
              {FLAG_REASON_LABELS[value]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="flag-description" className="label">
          Anything moderators should know? <span className="font-normal text-slate-500">(optional)</span>
        </label>
        <textarea
          id="flag-description"
          className="input min-h-[5rem]"
          maxLength={FLAG_DESCRIPTION_MAX_LENGTH}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>
    </ConfirmDialog>
  );
}

function RepliesPanel({ post, id }: { post: PostView; id: string }) {
  const loader = useFetcher<RepliesResult>();
  const { forum } = usePage();
  const source = `/app/peer-support/posts/${post.id}`;
  useEffect(() => {
    loader.load(source);
    // Loaded once when opened; the page's actions revalidate it afterwards.
  }, [source]);

  const result = loader.data;
  return (
    <section id={id} className="space-y-3 border-t border-slate-100 pt-3" aria-label={`Replies to ${post.title}`}>
      {!result ? (
        <p className="text-sm text-slate-500" role="status">
          Loading replies...
        </p>
      ) : !result.ok ? (
        <div role="alert" className="flex flex-wrap items-center gap-2 rounded-xl bg-rose-50 px-3 py-2 text-sm text-rose-900">
          {result.error}
          <button type="button" className="btn-secondary min-h-[36px] px-3" onClick={() => loader.load(source)} disabled={loader.state !== "idle"}>
            Try Again
          </button>
        </div>
      ) : (
        <>
          {result.post.replies.length ? (
            <ul className="space-y-2">
              {result.post.replies.map((reply) => (
                <ReplyItem key={reply.id} reply={reply} />
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-500">No replies yet.</p>
          )}
          {result.post.repliesNextCursor ? (
            <p className="text-sm text-slate-500">Showing the first {result.post.replies.length} replies.</p>
          ) : null}
        </>
      )}
      {!forum.isMember ? (
        <p className="text-sm text-slate-500">Join the forum to reply.</p>
      ) : post.isLocked ? (
        <p className="text-sm text-slate-500">This post is locked and no longer takes replies.</p>
      ) : post.status === "visible" ? (
        <ReplyComposer postId={post.id} />
      ) : null}
    </section>
  );
}

function ReplyItem({ reply }: { reply: ReplyView }) {
  const { submit } = usePage();
  const [confirming, setConfirming] = useState<"delete" | "flag" | null>(null);
  return (
    <li className="space-y-2">
      {reply.crisisDetected ? <CrisisSupportCard forAuthor={reply.isMine} /> : null}
      <div className="rounded-xl bg-slate-50 p-3">
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <Byline name={reply.authorName} isMine={reply.isMine} createdAt={reply.createdAt} />
            <ModerationNote status={reply.status} kind="reply" />
            <p className="mt-1 whitespace-pre-wrap break-words text-slate-700">{reply.content}</p>
          </div>
          {reply.isMine ? (
            <button type="button" className="btn-ghost min-h-[36px] px-2 text-sm text-rose-700" onClick={() => setConfirming("delete")} aria-label="Delete reply">
              Delete
            </button>
          ) : (
            <button type="button" className="btn-ghost min-h-[36px] px-2 text-sm" onClick={() => setConfirming("flag")} aria-label="Flag reply">
              Flag
            </button>
          )}
        </div>
      </div>
      {confirming === "delete" ? (
        <ConfirmDialog
          title="Delete this reply?"
          body="This cannot be undone."
          confirmLabel="Delete Reply"
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            submit({ intent: "delete-reply", postId: reply.postId, replyId: reply.id });
            setConfirming(null);
          }}
        />
      ) : null}
      {confirming === "flag" ? (
        <FlagDialog
          what="reply"
          onCancel={() => setConfirming(null)}
          onFlag={(reason, description) => {
            submit({ intent: "flag-reply", postId: reply.postId, replyId: reply.id, reason, description });
            setConfirming(null);
          }}
        />
      ) : null}
    </li>
  );
}

function ReplyComposer({ postId }: { postId: string }) {
  const { forum, notify } = usePage();
  const replier = useFetcher<ActionResult>();
  const [content, setContent] = useState("");
  const [anonymous, setAnonymous] = useState(false);
  const [support, setSupport] = useState<CrisisSupport | null>(null);
  const busy = replier.state !== "idle";
  // The text is cleared only once the reply is saved; a failure keeps it.
  useOutcome(replier, notify, (result) => {
    setContent("");
    setSupport(result.crisisSupport ?? null);
  });
  const inputId = `reply-${postId}`;
  return (
    <replier.Form method="post" className="space-y-2">
      {support ? <CrisisSupportCard forAuthor /> : null}
      <input type="hidden" name="intent" value="reply" />
      <input type="hidden" name="postId" value={postId} />
      <div className="flex items-baseline justify-between">
        <label htmlFor={inputId} className="label">
          Add Reply
        </label>
        <Counter length={content.length} max={REPLY_MAX_LENGTH} />
      </div>
      <textarea
        id={inputId}
        name="content"
        className="input min-h-[5rem]"
        maxLength={REPLY_MAX_LENGTH}
        value={content}
        onChange={(event) => setContent(event.target.value)}
      />
      <div className="flex flex-wrap items-center gap-3">
        {forum.settings.allowAnonymous ? (
          <label className="flex min-h-[44px] items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" name="isAnonymous" className="h-5 w-5 accent-brand-600" checked={anonymous} onChange={(event) => setAnonymous(event.target.checked)} />
            Reply anonymously
          </label>
        ) : null}
        {anonymous ? null : (
          <input
            name="authorName"
            className="input w-auto min-w-0 flex-1 text-sm"
            maxLength={AUTHOR_NAME_MAX_LENGTH}
            placeholder="Display name (optional)"
            aria-label="Display name (optional)"
          />
        )}
        <button type="submit" className="btn-primary ml-auto" disabled={busy || !content.trim()}>
          {busy ? "Sending..." : "Reply"}
        </button>
      </div>
    </replier.Form>
  );
}

export function ErrorBoundary() {
  const revalidator = useRevalidator();
  const [searchParams] = useSearchParams();
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <BackLink />
      <div className="card space-y-3" role="alert">
        <p className="text-slate-800">{searchParams.has("cursor") ? forumMessages.postsLoadFailed : forumMessages.forumLoadFailed}</p>
        <button type="button" className="btn-primary" onClick={() => revalidator.revalidate()} disabled={revalidator.state !== "idle"}>
          Try Again
        </button>
      </div>
    </div>
  );
}
