import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useFetcher, useLoaderData, useLocation, useNavigate, useNavigation, useSearchParams } from "@remix-run/react";
import { useCallback, useEffect, useState } from "react";
import { ConfirmDialog } from "~/components/forums/confirm-dialog";
import { CrisisLine, CrisisSupportCard } from "~/components/forums/crisis-lines";
import { PageContext, useOutcome, type ActionResult, type ForumPage, type Intent, type Notice } from "~/components/forums/forum-page";
import { countLabel, FORUM_COLOR_STYLES, ForumIcon } from "~/components/forums/forum-visuals";
import { GuidelinesDialog } from "~/components/forums/guidelines-dialog";
import { PostList } from "~/components/forums/post-card";
import { PostComposer } from "~/components/forums/post-composer";
import { UpgradePrompt } from "~/components/forums/upgrade-prompt";
import { actionFailure } from "~/lib/action-failure.server";
import { networkSafeAction, skipRevalidationAfterNetworkFailure } from "~/lib/network-action";
import type { CrisisSupport, ForumView, PostView } from "../../workers/forums/types";
import { forumMessages, parseTags } from "../../workers/shared/forums";
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
        // A crisis post is answered with the crisis lines, not a cheerful "live".
        return done({ message: crisisSupport ? undefined : forumMessages.postCreated, crisisSupport, postId: post.id });
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
        return done({ message: crisisSupport ? undefined : forumMessages.replyCreated, crisisSupport, postId });
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

/** A submission that cannot reach the server keeps the page and answers `{ ok: false, error }` with the network message. */
export const clientAction = networkSafeAction;
export const shouldRevalidate = skipRevalidationAfterNetworkFailure;

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
                <p className="text-sm text-slate-600">
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

export function ErrorBoundary() {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <BackLink />
      <div className="card space-y-3" role="alert">
        <p className="text-slate-800">{searchParams.has("cursor") ? forumMessages.postsLoadFailed : forumMessages.forumLoadFailed}</p>
        <button type="button" className="btn-primary" onClick={() => navigate(".", { replace: true })} disabled={navigation.state !== "idle"}>
          Try Again
        </button>
      </div>
    </div>
  );
}
