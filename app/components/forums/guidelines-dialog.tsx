import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { CrisisSupportBox } from "~/components/crisis-lines";
import type { ForumView } from "../../../workers/forums/types";
import { forumMessages } from "../../../workers/shared/forums";
import { closeOnCancel, useModalDialog } from "../modal";

const IMPORTANCE_STYLES = {
  high: "bg-rose-50 text-rose-800",
  medium: "bg-amber-50 text-amber-800",
  low: "bg-slate-100 text-slate-700",
} as const;

type JoinResult = { ok: true } | { ok: false; error: string };

/**
 * The forum's guidelines, read before joining: joining is agreeing to them. Posts the join to `action` (by default
 * the page's own), which answers with a redirect into the forum or `{ ok }`; an error is shown here.
 */
export function GuidelinesDialog({ forum, action, onClose }: { forum: ForumView; action?: string; onClose: () => void }) {
  const dialog = useModalDialog();
  const joiner = useFetcher<JoinResult>();
  const joining = joiner.state !== "idle";
  const title = useRef<HTMLHeadingElement>(null);
  // The dialog would focus its first button, at the bottom; the guidelines are read from the top.
  useEffect(() => title.current?.focus(), []);

  useEffect(() => {
    if (joiner.state === "idle" && joiner.data?.ok) onClose();
  }, [joiner.state, joiner.data, onClose]);

  const { guidelines } = forum;
  return (
    <dialog
      ref={dialog}
      aria-labelledby="guidelines-title"
      onCancel={closeOnCancel(onClose)}
      onClose={onClose}
      className="m-0 mt-auto max-h-[92vh] w-full max-w-none overflow-y-auto rounded-t-3xl bg-white p-0 shadow-xl backdrop:bg-slate-900/50 sm:m-auto sm:max-w-lg sm:rounded-3xl"
    >
      <div className="space-y-4 p-5 sm:p-6">
        <div>
          <p className="text-sm font-medium text-brand-700">Community guidelines</p>
          <h2 id="guidelines-title" ref={title} tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
            {forum.name}
          </h2>
          <p className="mt-2 text-slate-600">{guidelines.description}</p>
        </div>
        <ol className="space-y-3">
          {guidelines.rules.map((rule) => (
            <li key={rule.title} className="rounded-xl border border-slate-200 p-3">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-semibold text-slate-900">{rule.title}</h3>
                <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${IMPORTANCE_STYLES[rule.importance]}`}>
                  {rule.importance === "high" ? "Essential" : rule.importance === "medium" ? "Important" : "Good practice"}
                </span>
              </div>
              <p className="mt-1 text-sm text-slate-600">{rule.description}</p>
            </li>
          ))}
        </ol>
        <CrisisSupportBox id="guidelines-crisis" level={3} title="If you are in crisis" safetyPlan={null} />
        {joiner.data && !joiner.data.ok ? (
          <p role="alert" className="rounded-xl border border-rose-200 bg-rose-50 px-3 py-2 text-sm text-rose-900">
            {joiner.data.error || forumMessages.joinFailed}
          </p>
        ) : null}
        <joiner.Form method="post" action={action} className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <input type="hidden" name="intent" value="join" />
          <input type="hidden" name="forumId" value={forum.id} />
          <button type="button" className="btn-secondary" onClick={onClose}>
            Not now
          </button>
          <button type="submit" className="btn-primary" disabled={joining}>
            {joining ? "Joining..." : "I Agree & Join Discussion"}
          </button>
        </joiner.Form>
      </div>
    </dialog>
  );
}
