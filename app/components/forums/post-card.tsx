import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { RepliesResult } from "~/routes/app.peer-support.posts.$postId";
import type { CrisisSupport, PostView, ReplyView } from "../../../workers/forums/types";
import {
  AUTHOR_NAME_MAX_LENGTH,
  CATEGORY_LABELS,
  DEFAULT_FLAG_REASON,
  FLAG_DESCRIPTION_MAX_LENGTH,
  FLAG_REASON_LABELS,
  FLAG_REASONS,
  forumMessages,
  PRIORITY_LABELS,
  REPLIES_PAGE_MAX,
  REPLY_MAX_LENGTH,
} from "../../../workers/shared/forums";
import { ConfirmDialog } from "./confirm-dialog";
import { CrisisSupportCard } from "./crisis-lines";
import { countLabel } from "./forum-visuals";
import { useOutcome, usePage, type ActionResult } from "./forum-page";
import { Counter } from "./post-composer";

/** The forum page's posts: each with its likes, flags, deletion, moderator controls and replies panel. */

export function PostList({ posts }: { posts: PostView[] }) {
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

function Byline({ name, isMine, createdAt, views }: { name: string; isMine: boolean; createdAt: string; views?: number }) {
  const { timeZone } = usePage();
  return (
    <p className="text-sm text-slate-600">
      <span className="font-medium text-slate-700">{name}</span>
      {isMine ? " (you)" : ""} · <time dateTime={createdAt}>{formatWhen(createdAt, timeZone)}</time>
      {views === undefined ? null : ` · ${countLabel(views, "view", "views")}`}
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
          <Byline name={post.authorName} isMine={post.isMine} createdAt={post.createdAt} views={post.viewCount} />
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
            <span className="px-3 text-sm text-slate-600">♡ {likes}</span>
          )}
          <button type="button" className="btn-ghost min-h-[40px] px-3" aria-expanded={open} aria-controls={repliesId} onClick={() => setOpen((was) => !was)}>
            {open ? "Hide replies" : `Replies (${post.replyCount})`}
          </button>
          {post.isMine ? (
            <button type="button" className="btn-ghost ml-auto min-h-[40px] px-3 text-rose-700" onClick={() => setConfirming("delete")}>
              Delete
            </button>
          ) : (
            <button type="button" className="btn-ghost ml-auto min-h-[40px] px-3" onClick={() => setConfirming("flag")}>
              Flag
            </button>
          )}
        </div>
        {isModerator ? (
          <moderator.Form method="post" className="flex flex-wrap gap-2 rounded-xl bg-slate-50 p-2 text-sm">
            <span className="self-center px-1 text-xs font-semibold uppercase tracking-wide text-slate-600">Moderator</span>
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
          Anything moderators should know? <span className="font-normal text-slate-600">(optional)</span>
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

/**
 * The replies of one post, read from the resource route with a plain same-origin fetch (not a Remix fetcher: with
 * lazy route discovery a fetcher could resolve that URL to the /app splat route before the route is discovered).
 * Every time the page's data reloads after an action, `post` is a new object and the replies are read again. The
 * page shows the first REPLIES_PAGE_MAX replies of a thread (the API pages further with `repliesCursor`).
 */
function RepliesPanel({ post, id }: { post: PostView; id: string }) {
  const { forum } = usePage();
  const [result, setResult] = useState<RepliesResult | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    fetch(`/app/peer-support/posts/${encodeURIComponent(post.id)}?repliesLimit=${REPLIES_PAGE_MAX}`, { signal: controller.signal, headers: { Accept: "application/json" } })
      .then((response) => response.json() as Promise<RepliesResult>)
      .then(setResult)
      .catch(() => {
        if (!controller.signal.aborted) setResult({ ok: false, error: forumMessages.repliesLoadFailed });
      });
    return () => controller.abort();
  }, [post, attempt]);

  return (
    <section id={id} className="space-y-3 border-t border-slate-100 pt-3" aria-label={`Replies to ${post.title}`}>
      {!result ? (
        <p className="text-sm text-slate-600" role="status">
          Loading replies...
        </p>
      ) : !result.ok ? (
        <div role="alert" className="flex flex-wrap items-center gap-2 rounded-xl bg-rose-50 px-3 py-2 text-sm text-rose-900">
          {result.error}
          <button type="button" className="btn-secondary min-h-[36px] px-3" onClick={() => setAttempt((count) => count + 1)}>
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
            <p className="text-sm text-slate-600">No replies yet.</p>
          )}
          {result.post.repliesNextCursor ? (
            <p className="text-sm text-slate-600">Showing the first {result.post.replies.length} replies.</p>
          ) : null}
        </>
      )}
      {!forum.isMember ? (
        <p className="text-sm text-slate-600">Join the forum to reply.</p>
      ) : post.isLocked ? (
        <p className="text-sm text-slate-600">This post is locked and no longer takes replies.</p>
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
      {reply.crisisDetected ? <CrisisSupportCard forAuthor={reply.isMine} id={`crisis-reply-${reply.id}`} /> : null}
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
  // The text is cleared only once the reply is saved; a failure keeps it, with the message beside it.
  useOutcome(replier, (notice) => notice.ok && notify(notice), (result) => {
    setContent("");
    setSupport(result.crisisSupport ?? null);
  });
  const failed = replier.state === "idle" && replier.data && !replier.data.ok ? replier.data.error : null;
  const inputId = `reply-${postId}`;
  return (
    <replier.Form method="post" className="space-y-2">
      {support ? <CrisisSupportCard forAuthor id={`reply-support-${postId}`} /> : null}
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
      {anonymous ? null : (
        <input
          name="authorName"
          className="input text-sm"
          maxLength={AUTHOR_NAME_MAX_LENGTH}
          placeholder="Display name (optional)"
          aria-label="Display name (optional)"
        />
      )}
      {failed ? (
        <p role="alert" className="rounded-xl border border-rose-200 bg-rose-50 px-3 py-2 text-sm text-rose-900">
          {failed}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        {forum.settings.allowAnonymous ? (
          <label className="flex min-h-[44px] items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" name="isAnonymous" className="h-5 w-5 accent-brand-600" checked={anonymous} onChange={(event) => setAnonymous(event.target.checked)} />
            Reply anonymously
          </label>
        ) : null}
        <button type="submit" className="btn-primary ml-auto" disabled={busy || !content.trim()}>
          {busy ? "Sending..." : "Reply"}
        </button>
      </div>
    </replier.Form>
  );
}

