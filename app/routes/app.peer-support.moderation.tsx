import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useFetcher, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { ConfirmDialog } from "~/components/forums/confirm-dialog";
import { actionFailure } from "~/lib/action-failure.server";
import { networkSafeAction, skipRevalidationAfterNetworkFailure } from "~/lib/network-action";
import type { ModerationItem } from "../../workers/forums/types";
import { FLAG_REASON_LABELS } from "../../workers/shared/forums";

export const meta: MetaFunction = () => [{ title: "Moderation queue | Haven" }];

/** The moderators' review queue. Anyone else gets a plain 404: the page does not exist for them. */
export async function loader({ context }: LoaderFunctionArgs) {
  const me = await context.auth.requireUser();
  try {
    const { items } = await context.forums.queue(me);
    return json({ items, timeZone: context.progress.timeZone() });
  } catch (error) {
    if (context.formError(error).status === 403) throw new Response("Not found", { status: 404 });
    throw error;
  }
}

type ActionResult = { ok: true; message: string } | { ok: false; error: string };

export async function action({ context }: ActionFunctionArgs) {
  const me = await context.auth.requireUser();
  const form = await context.input.form();
  const id = String(form.get("id") ?? "");
  const body = { action: String(form.get("decision") ?? "") };
  try {
    const { message } =
      form.get("type") === "reply" ? await context.forums.moderateReply(me, id, body) : await context.forums.moderatePost(me, id, body);
    return json<ActionResult>({ ok: true, message });
  } catch (error) {
    return actionFailure(context, error, "Failed to apply the decision. Please try again.");
  }
}

/** A submission that cannot reach the server keeps the page and answers `{ ok: false, error }` with the network message. */
export const clientAction = networkSafeAction;
export const shouldRevalidate = skipRevalidationAfterNetworkFailure;

export default function ModerationQueue() {
  const { items, timeZone } = useLoaderData<typeof loader>();
  const decider = useFetcher<ActionResult>();
  const [removing, setRemoving] = useState<ModerationItem | null>(null);
  const decide = (item: ModerationItem, decision: string) => decider.submit({ type: item.type, id: item.id, decision }, { method: "post" });

  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <Link to="/app/peer-support" className="btn-ghost -ml-3 px-3">
        <span aria-hidden="true">←</span> Back to Peer Support
      </Link>
      <header>
        <h1 className="page-title">Moderation queue</h1>
        <p className="mt-1 text-slate-600">
          Crisis posts first, then what members flagged. Restore keeps an item visible, Remove takes it down; every decision is
          recorded in the audit log.
        </p>
      </header>
      {decider.data ? (
        <p
          role={decider.data.ok ? "status" : "alert"}
          className={`rounded-xl border px-4 py-3 ${decider.data.ok ? "border-emerald-200 bg-emerald-50 text-emerald-900" : "border-rose-200 bg-rose-50 text-rose-900"}`}
        >
          {decider.data.ok ? decider.data.message : decider.data.error}
        </p>
      ) : null}
      {items.length === 0 ? (
        <div className="card text-center">
          <p className="font-semibold text-slate-900">Nothing is waiting for review.</p>
          <p className="mt-1 text-slate-600">Crisis posts and flagged items appear here as soon as they come in.</p>
        </div>
      ) : (
        <ul className="space-y-4" aria-label="Items to review">
          {items.map((item) => (
            <li key={`${item.type}-${item.id}`} className={`card space-y-3 ${item.crisisDetected ? "border-rose-300" : ""}`}>
              <div className="flex flex-wrap items-center gap-1.5 text-xs font-semibold">
                {item.crisisDetected ? <span className="rounded-full bg-rose-100 px-2 py-0.5 text-rose-800">Crisis</span> : null}
                {item.status === "hidden" ? <span className="rounded-full bg-amber-100 px-2 py-0.5 text-amber-900">Hidden by flags</span> : null}
                {item.status === "removed" ? <span className="rounded-full bg-slate-200 px-2 py-0.5 text-slate-700">Removed</span> : null}
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">{item.type === "post" ? "Post" : "Reply"}</span>
                {item.flags.length ? (
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">
                    {item.flags.length} {item.flags.length === 1 ? "flag" : "flags"}
                  </span>
                ) : null}
                <Link to={`/app/peer-support/forum/${item.forumId}`} className="ml-auto font-medium text-brand-700 underline underline-offset-2">
                  {item.forumName}
                </Link>
              </div>
              <div>
                <h2 className="font-semibold text-slate-900">{item.type === "reply" ? `Reply to: ${item.title}` : item.title}</h2>
                <p className="text-sm text-slate-600">
                  {item.authorName} ·{" "}
                  <time dateTime={item.createdAt}>
                    {new Date(item.createdAt).toLocaleString("en-US", { month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZone })}
                  </time>
                </p>
              </div>
              <p className="whitespace-pre-wrap break-words rounded-xl bg-slate-50 p-3 text-slate-700">{item.content}</p>
              {item.flags.length ? (
                <ul className="space-y-1 text-sm text-slate-600" aria-label="Flags">
                  {item.flags.map((flag, index) => (
                    <li key={index}>
                      <strong className="font-medium text-slate-800">{FLAG_REASON_LABELS[flag.reason]}</strong>
                      {flag.description ? `: ${flag.description}` : ""}
                    </li>
                  ))}
                </ul>
              ) : null}
              <div className="flex flex-wrap gap-2">
                <button type="button" className="btn-primary" onClick={() => decide(item, "restore")} disabled={decider.state !== "idle"}>
                  {item.status === "visible" ? "Keep visible" : "Restore"}
                </button>
                <button type="button" className="btn-secondary text-rose-700" onClick={() => setRemoving(item)} disabled={decider.state !== "idle"}>
                  Remove
                </button>
                {item.type === "post" ? (
                  <>
                    <button type="button" className="btn-secondary" onClick={() => decide(item, item.isLocked ? "unlock" : "lock")} disabled={decider.state !== "idle"}>
                      {item.isLocked ? "Unlock" : "Lock"}
                    </button>
                    <button type="button" className="btn-secondary" onClick={() => decide(item, item.isPinned ? "unpin" : "pin")} disabled={decider.state !== "idle"}>
                      {item.isPinned ? "Unpin" : "Pin"}
                    </button>
                  </>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      {removing ? (
        <ConfirmDialog
          title={`Remove this ${removing.type}?`}
          body="Members will no longer see it; its author is told a moderator removed it."
          confirmLabel="Remove"
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            decide(removing, "remove");
            setRemoving(null);
          }}
        />
      ) : null}
    </div>
  );
}
