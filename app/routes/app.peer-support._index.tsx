import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useFetcher, useLoaderData, useNavigate, useNavigation } from "@remix-run/react";
import { useCallback, useEffect, useState } from "react";
import { ConfirmDialog } from "~/components/forums/confirm-dialog";
import { CrisisLine, SafetyBox } from "~/components/forums/crisis-lines";
import { countLabel, FORUM_COLOR_STYLES, ForumIcon } from "~/components/forums/forum-visuals";
import { GuidelinesDialog } from "~/components/forums/guidelines-dialog";
import { UpgradePrompt } from "~/components/forums/upgrade-prompt";
import { actionFailure } from "~/lib/action-failure.server";
import { networkSafeAction, skipRevalidationAfterNetworkFailure } from "~/lib/network-action";
import type { ForumView } from "../../workers/forums/types";
import { COMMUNITY_GUIDELINES, forumMessages } from "../../workers/shared/forums";
import { FEATURES, hasFeature } from "../../workers/shared/plans";

export const meta: MetaFunction = () => [{ title: "Peer Support | Haven" }];

export async function loader({ context }: LoaderFunctionArgs) {
  const me = await context.auth.requireUser();
  if (!hasFeature(me, "peerSupport")) {
    return json({ access: "upgrade" as const, message: FEATURES.peerSupport.refusal.message }, { status: 403 });
  }
  const { forums, isModerator } = await context.forums.list(me);
  return json({ access: "open" as const, forums, isModerator });
}

type ActionResult = { ok: true; message: string } | { ok: false; error: string };

export async function action({ context }: ActionFunctionArgs) {
  const me = await context.auth.requireUser();
  const form = await context.input.form();
  const intent = form.get("intent");
  const forumId = String(form.get("forumId") ?? "");
  if (intent === "join") {
    try {
      await context.forums.join(me, forumId);
    } catch (error) {
      return actionFailure(context, error, forumMessages.joinFailed);
    }
    return redirect(`/app/peer-support/forum/${encodeURIComponent(forumId)}`);
  }
  if (intent === "leave") {
    try {
      await context.forums.leave(me, forumId);
      return json<ActionResult>({ ok: true, message: forumMessages.leftForum });
    } catch (error) {
      return actionFailure(context, error, forumMessages.leaveFailed);
    }
  }
  return json<ActionResult>({ ok: false, error: "Unknown action." }, { status: 400 });
}

/** A submission that cannot reach the server keeps the page and answers `{ ok: false, error }` with the network message. */
export const clientAction = networkSafeAction;
export const shouldRevalidate = skipRevalidationAfterNetworkFailure;

export default function PeerSupport() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <header>
        <h1 className="page-title">Peer Support Community</h1>
        <p className="mt-1 max-w-2xl text-slate-600">
          Moderated forums where people share what they are going through, ask questions and support each other.
        </p>
        <CrisisLine />
      </header>
      {data.access === "open" ? (
        <Forums forums={data.forums} isModerator={data.isModerator} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
          <UpgradePrompt message={data.message} />
          <SafetyBox />
        </div>
      )}
    </div>
  );
}

function Forums({ forums, isModerator }: { forums: ForumView[]; isModerator: boolean }) {
  const [joining, setJoining] = useState<ForumView | null>(null);
  const [leaving, setLeaving] = useState<ForumView | null>(null);
  const leaver = useFetcher<ActionResult>();
  const closeGuidelines = useCallback(() => setJoining(null), []);

  useEffect(() => {
    if (leaver.state === "idle" && leaver.data) setLeaving(null);
  }, [leaver.state, leaver.data]);

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <div className="space-y-4">
        {leaver.data ? (
          <p
            role={leaver.data.ok ? "status" : "alert"}
            className={`rounded-xl border px-4 py-3 ${leaver.data.ok ? "border-emerald-200 bg-emerald-50 text-emerald-900" : "border-rose-200 bg-rose-50 text-rose-900"}`}
          >
            {leaver.data.ok ? leaver.data.message : leaver.data.error}
          </p>
        ) : null}
        {isModerator ? (
          <Link to="/app/peer-support/moderation" className="btn-secondary">
            Moderation queue
          </Link>
        ) : null}
        <ul className="grid gap-4 sm:grid-cols-2" aria-label="Forums">
          {forums.map((forum) => (
            <ForumCard key={forum.id} forum={forum} onJoin={() => setJoining(forum)} onLeave={() => setLeaving(forum)} />
          ))}
        </ul>
      </div>
      <aside className="space-y-4">
        <section className="card" aria-labelledby="community-guidelines-title">
          <h2 id="community-guidelines-title" className="font-semibold text-slate-900">
            Community guidelines
          </h2>
          <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm text-slate-600">
            {COMMUNITY_GUIDELINES.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-slate-600">Each forum adds its own rules, which you agree to when you join.</p>
        </section>
        <SafetyBox />
      </aside>
      {joining ? <GuidelinesDialog forum={joining} action="/app/peer-support?index" onClose={closeGuidelines} /> : null}
      {leaving ? (
        <ConfirmDialog
          title={`Leave ${leaving.name}?`}
          body="You can rejoin at any time. Your posts stay in the forum, and you can still delete them yourself."
          confirmLabel="Leave Forum"
          busy={leaver.state !== "idle"}
          onCancel={() => setLeaving(null)}
          onConfirm={() => leaver.submit({ intent: "leave", forumId: leaving.id }, { method: "post", action: "/app/peer-support?index" })}
        />
      ) : null}
    </div>
  );
}

function ForumCard({ forum, onJoin, onLeave }: { forum: ForumView; onJoin: () => void; onLeave: () => void }) {
  const colors = FORUM_COLOR_STYLES[forum.color];
  return (
    <li className="card flex flex-col overflow-hidden p-0">
      <div className={`h-1.5 ${colors.bar}`} aria-hidden="true" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start gap-3">
          <span className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-xl ${colors.badge}`}>
            <ForumIcon icon={forum.icon} className="h-6 w-6" />
          </span>
          <div>
            <h2 className="font-semibold text-slate-900">{forum.name}</h2>
            <p className="text-sm text-slate-600">
              {countLabel(forum.stats.totalMembers, "member", "members")} · {countLabel(forum.stats.totalPosts, "post", "posts")}
            </p>
          </div>
        </div>
        <p className="flex-1 text-sm text-slate-600">{forum.description}</p>
        <div className="flex flex-wrap items-center gap-2">
          {forum.isMember ? (
            <>
              <Link to={`/app/peer-support/forum/${forum.id}`} className="btn-primary" aria-label={`Enter Forum: ${forum.name}`}>
                Enter Forum
              </Link>
              <button type="button" className="btn-secondary" onClick={onLeave} aria-label={`Leave Forum: ${forum.name}`}>
                Leave Forum
              </button>
            </>
          ) : (
            <button type="button" className="btn-primary" onClick={onJoin} aria-label={`Join Discussion: ${forum.name}`}>
              Join Discussion
            </button>
          )}
          {forum.settings.allowAnonymous ? <span className="text-xs text-slate-600">Anonymous posts welcome</span> : null}
        </div>
      </div>
    </li>
  );
}

export function ErrorBoundary() {
  const navigate = useNavigate();
  const navigation = useNavigation();
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <h1 className="page-title">Peer Support Community</h1>
      <div className="card space-y-3" role="alert">
        <p className="text-slate-800">{forumMessages.forumsLoadFailed}</p>
        <button type="button" className="btn-primary" onClick={() => navigate(".", { replace: true })} disabled={navigation.state !== "idle"}>
          Try Again
        </button>
      </div>
      <SafetyBox />
    </div>
  );
}
