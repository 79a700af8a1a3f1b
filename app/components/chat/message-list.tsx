import { Link } from "@remix-run/react";
import { forwardRef, useEffect, useRef, useState } from "react";
import { formatTime } from "~/lib/dates";
import { speak, stopSpeaking } from "~/lib/speech";
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

const BUBBLE_CLASSES: Record<ChatBubble["sender"], string> = {
  user: "max-w-[85%] self-end rounded-2xl rounded-tr-sm bg-brand-600 px-4 py-3 text-white",
  therapist: "max-w-[85%] self-start rounded-2xl rounded-tl-sm bg-white px-4 py-3 text-slate-800 shadow-sm ring-1 ring-slate-200",
  system: "self-center rounded-xl border border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900",
};

/**
 * The conversation. Each message starts with who said it for screen readers ("You said", "Claire Dubois, AI
 * therapist, said"); the list is the page's live region, so a new reply is read out as it arrives.
 */
export const ChatMessageList = forwardRef<
  HTMLOListElement,
  {
    therapistName: string;
    specialty: string;
    firstName: string;
    bubbles: ChatBubble[];
    pending: boolean;
    readAloud: boolean;
    timeZone: string;
    onOpenSafetyPlan: () => void;
  }
>(function ChatMessageList({ therapistName, specialty, firstName, bubbles, pending, readAloud, timeZone, onOpenSafetyPlan }, ref) {
  const waitingForFirstWord = pending && bubbles[bubbles.length - 1]?.sender !== "therapist";
  const speaker = { user: "You said", therapist: `${therapistName}, AI therapist, said`, system: "Notice" } as const;
  return (
    <ol ref={ref} className="flex flex-col gap-3" aria-label="Conversation" aria-live="polite">
      {bubbles.length === 0 ? (
        <li className={BUBBLE_CLASSES.therapist}>
          <span className="sr-only">{speaker.therapist}: </span>
          Hello {firstName}, I'm {therapistName}, an AI {specialtyLabel(specialty).toLowerCase()} therapist. This is a
          private space to share whatever is on your mind, at your own pace. What would you like to talk about today?
        </li>
      ) : null}
      {bubbles.map((bubble) => (
        <li key={bubble.id} data-sender={bubble.sender} className={BUBBLE_CLASSES[bubble.sender]}>
          <p className="whitespace-pre-wrap break-words">
            <span className="sr-only">{speaker[bubble.sender]}: </span>
            {bubble.sender === "therapist" && bubble.content.includes(SAFETY_PLAN_PATH) ? (
              <SafetyPlanMention text={bubble.content} onOpen={onOpenSafetyPlan} />
            ) : (
              bubble.content
            )}
          </p>
          <div className="mt-1 flex flex-wrap items-center gap-x-3 text-xs">
            {bubble.timestamp ? (
              <time dateTime={bubble.timestamp} className={bubble.sender === "user" ? "text-brand-50" : "text-slate-600"}>
                {formatTime(bubble.timestamp, timeZone)}
              </time>
            ) : null}
            {bubble.sender === "therapist" && readAloud && bubble.timestamp ? <ReadAloud text={bubble.content} /> : null}
            {bubble.retry ? (
              <button type="button" className="min-h-[44px] px-1 font-semibold underline" onClick={bubble.retry}>
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
});

/** Read aloud with a Stop control while it speaks, and a message in the page when the browser cannot speak. */
function ReadAloud({ text }: { text: string }) {
  const [speaking, setSpeaking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const speakingNow = useRef(false);
  speakingNow.current = speaking;
  // Leaving the conversation stops the voice (only on unmount: another reply starting ends this one by itself).
  useEffect(
    () => () => {
      if (speakingNow.current) stopSpeaking();
    },
    [],
  );
  return (
    <>
      {speaking ? (
        <button
          type="button"
          className="min-h-[44px] min-w-[44px] px-1 font-semibold text-rose-800 underline"
          onClick={() => {
            stopSpeaking();
            setSpeaking(false);
          }}
        >
          Stop
        </button>
      ) : (
        <button
          type="button"
          className="min-h-[44px] min-w-[44px] px-1 text-slate-700 underline"
          onClick={() => {
            setProblem(null);
            const started = speak(text, {
              onDone: () => setSpeaking(false),
              onFail: (message) => {
                setSpeaking(false);
                setProblem(message);
              },
            });
            setSpeaking(started);
          }}
        >
          Read aloud
        </button>
      )}
      {problem ? (
        <span role="status" className="basis-full pb-1 text-slate-700">
          {problem}
        </span>
      ) : null}
    </>
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
