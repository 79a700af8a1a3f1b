import { Link } from "@remix-run/react";
import type { LastConversation } from "../../../workers/chat/types";

/**
 * Shown when a therapist is opened again: the last conversation with them, to continue (or, once ended, to reread),
 * above the fresh one that starts below.
 */
export function ContinueOffer({ therapistId, previous }: { therapistId: string; previous: LastConversation & { updated: string } }) {
  const ended = previous.status === "completed";
  return (
    <section aria-labelledby="continue-title" className="card flex flex-col gap-3 border-brand-200 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <h2 id="continue-title" className="font-semibold text-slate-900">
          {ended ? "Your last conversation" : "Pick up where you left off?"}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {previous.updated} · {previous.messageCount} message{previous.messageCount === 1 ? "" : "s"}
          {ended ? " · ended" : ""}
        </p>
        {previous.lastMessage ? <p className="mt-1 line-clamp-2 text-sm text-slate-700">“{previous.lastMessage}”</p> : null}
        <p className="mt-1 text-sm text-slate-600">Or start afresh below.</p>
      </div>
      <Link to={`/app/chat/${therapistId}?sessionId=${previous.sessionId}`} className="btn-primary shrink-0">
        {ended ? "Read it" : "Continue conversation"}
      </Link>
    </section>
  );
}
