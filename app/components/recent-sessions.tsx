import { Link, useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { formatDateTime } from "~/lib/dates";
import { isNetworkFailure } from "~/lib/network";
import { ChatIcon } from "./icons";
import { SpecialtyBadge } from "./therapist-card";

export interface RecentSession {
  sessionId: string;
  therapistId: string;
  therapistName: string;
  therapistSpecialty: string;
  lastMessage: string;
  updatedAt: string;
  messageCount: number;
  status: "active" | "completed";
}

const FAILURE_ALERTS = {
  end: "Failed to end session. Please try again.",
  delete: "Failed to delete session. Please try again.",
} as const;

export function RecentSessions({ sessions, timeZone }: { sessions: RecentSession[]; timeZone: string }) {
  if (sessions.length === 0) {
    return (
      <div className="card mt-4 flex flex-col items-center gap-2 py-10 text-center">
        <ChatIcon className="h-8 w-8 text-slate-400" />
        <p className="font-semibold text-slate-900">No Recent Sessions</p>
        <p className="text-sm text-slate-600">When you talk with a therapist, your conversations will appear here.</p>
        <Link to="/app/chat" className="btn-primary mt-2">
          Start New Session
        </Link>
      </div>
    );
  }
  return (
    <ul className="mt-4 space-y-3">
      {sessions.map((session) => (
        <SessionRow key={session.sessionId} session={session} timeZone={timeZone} />
      ))}
    </ul>
  );
}

function SessionRow({ session, timeZone }: { session: RecentSession; timeZone: string }) {
  const fetcher = useFetcher<{ ok: boolean; intent: keyof typeof FAILURE_ALERTS }>();
  const busy = fetcher.state !== "idle";
  const completed = session.status === "completed";

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || result.ok) return;
    window.alert(isNetworkFailure(result) ? result.error : FAILURE_ALERTS[result.intent]);
  }, [fetcher.state, fetcher.data]);

  const deleting = busy && fetcher.formData?.get("intent") === "delete";
  if (deleting) return null;

  return (
    <li className="card flex flex-col gap-3 sm:flex-row sm:items-center">
      <Link
        to={`/app/chat/${session.therapistId}?sessionId=${session.sessionId}`}
        className="min-w-0 flex-1"
        aria-label={`Open session with ${session.therapistName}`}
      >
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-slate-900">{session.therapistName}</span>
          <SpecialtyBadge specialty={session.therapistSpecialty} />
          {completed ? (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600">Completed</span>
          ) : null}
        </div>
        <p className="mt-1 truncate text-sm text-slate-600">{session.lastMessage}</p>
        <p className="mt-1 text-xs text-slate-600">
          <time dateTime={session.updatedAt}>{formatDateTime(session.updatedAt, timeZone)}</time>{" "}
          · {session.messageCount} message{session.messageCount === 1 ? "" : "s"}
        </p>
      </Link>
      <fetcher.Form
        method="post"
        className="flex gap-2"
        onSubmit={(event) => {
          const intent = (event.nativeEvent as SubmitEvent).submitter?.getAttribute("value");
          const question =
            intent === "end"
              ? "End this session? It will be marked as completed."
              : "Delete this session? Its messages will be permanently deleted.";
          if (!window.confirm(question)) event.preventDefault();
        }}
      >
        <input type="hidden" name="sessionId" value={session.sessionId} />
        {!completed ? (
          <button type="submit" name="intent" value="end" className="btn-secondary" disabled={busy}>
            End
          </button>
        ) : null}
        <button type="submit" name="intent" value="delete" className="btn-ghost text-rose-700" disabled={busy}>
          Delete
        </button>
      </fetcher.Form>
    </li>
  );
}
