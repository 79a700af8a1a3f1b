import { Link } from "@remix-run/react";
import { speak } from "~/lib/speech";
import { SAFETY_PLAN_PATH } from "../../../workers/shared/safety-plan";
import { specialtyLabel } from "~/lib/specialties";

export interface ChatBubble {
  id: string;
  sender: "user" | "therapist" | "system";
  content: string;
  /** null while a reply is still being written, or for local notices. */
  timestamp: string | null;
  retry?: () => void;
}

/** A stored time as the user's clock shows it; a corrupt value reads "Invalid Date", as the browser says. */
function formatTime(timestamp: string): string {
  return new Date(timestamp).toLocaleTimeString([], { hour: "numeric", minute: "2-digit" });
}

export function ChatMessageList({
  therapistName,
  specialty,
  firstName,
  bubbles,
  pending,
  readAloud,
  onOpenSafetyPlan,
}: {
  therapistName: string;
  specialty: string;
  firstName: string;
  bubbles: ChatBubble[];
  pending: boolean;
  readAloud: boolean;
  onOpenSafetyPlan: () => void;
}) {
  const waitingForFirstWord = pending && bubbles[bubbles.length - 1]?.sender !== "therapist";
  return (
    <ol className="flex flex-col gap-3" aria-label="Conversation" aria-live="polite">
      {bubbles.length === 0 ? (
        <li className="max-w-[85%] self-start rounded-2xl rounded-tl-sm bg-white px-4 py-3 text-slate-800 shadow-sm ring-1 ring-slate-200">
          Hello {firstName}, I'm {therapistName}, an AI {specialtyLabel(specialty).toLowerCase()} therapist. This is a
          private space to share whatever is on your mind, at your own pace. What would you like to talk about today?
        </li>
      ) : null}
      {bubbles.map((bubble) => (
        <li
          key={bubble.id}
          data-sender={bubble.sender}
          className={
            bubble.sender === "user"
              ? "max-w-[85%] self-end rounded-2xl rounded-tr-sm bg-brand-600 px-4 py-3 text-white"
              : bubble.sender === "therapist"
                ? "max-w-[85%] self-start rounded-2xl rounded-tl-sm bg-white px-4 py-3 text-slate-800 shadow-sm ring-1 ring-slate-200"
                : "self-center rounded-xl border border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900"
          }
        >
          <p className="whitespace-pre-wrap break-words">
            {bubble.sender === "therapist" && bubble.content.includes(SAFETY_PLAN_PATH) ? (
              <SafetyPlanMention text={bubble.content} onOpen={onOpenSafetyPlan} />
            ) : (
              bubble.content
            )}
          </p>
          <div className="mt-1 flex items-center gap-3 text-xs opacity-75">
            {bubble.timestamp ? (
              <time dateTime={bubble.timestamp} suppressHydrationWarning>
                {formatTime(bubble.timestamp)}
              </time>
            ) : null}
            {bubble.sender === "therapist" && readAloud && bubble.timestamp ? (
              <button type="button" className="underline" onClick={() => speak(bubble.content)}>
                Read aloud
              </button>
            ) : null}
            {bubble.retry ? (
              <button type="button" className="font-semibold underline" onClick={bubble.retry}>
                Try again
              </button>
            ) : null}
          </div>
        </li>
      ))}
      {waitingForFirstWord ? (
        <li className="self-start rounded-2xl bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200" aria-label={`${therapistName} is typing`}>
          <span className="flex gap-1" aria-hidden>
            <span className="h-2 w-2 animate-bounce rounded-full bg-slate-400" />
            <span className="h-2 w-2 animate-bounce rounded-full bg-slate-400 [animation-delay:150ms]" />
            <span className="h-2 w-2 animate-bounce rounded-full bg-slate-400 [animation-delay:300ms]" />
          </span>
        </li>
      ) : null}
    </ol>
  );
}

/** A reply that points to the Safety Plan links it, and offers to open it right here in the chat. */
function SafetyPlanMention({ text, onOpen }: { text: string; onOpen: () => void }) {
  const [before, after] = text.split(SAFETY_PLAN_PATH, 2) as [string, string];
  return (
    <>
      {before}
      <Link to={SAFETY_PLAN_PATH} className="font-semibold text-brand-700 underline">
        {SAFETY_PLAN_PATH}
      </Link>
      {after}
      <span className="mt-2 block">
        <button type="button" className="btn-secondary min-h-[44px]" onClick={onOpen}>
          Open my Safety Plan here
        </button>
      </span>
    </>
  );
}
