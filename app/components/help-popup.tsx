import { Link } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { CrisisLinesSentence, usePersonsCrisisLines } from "~/components/crisis-lines";
import { fetchWithTimeout, networkFailureMessage } from "~/lib/network";
import { CloseIcon } from "./icons";
import { LinkedText } from "./linked-text";
import { HELP_QUESTION_MAX_LENGTH } from "../../workers/shared/help";

interface AssistantMessage {
  id: string;
  type: "user" | "assistant";
  content: string;
  timestamp: string;
}

const FAILURE_TEXT =
  "I'm sorry, I'm having trouble processing your request right now. Please try again or contact our support team for assistance.";

/** The help assistant: answers questions about Haven from the Help Center's content. */
export function HelpPopup({ onClose }: { onClose: () => void }) {
  const [messages, setMessages] = useState<AssistantMessage[]>([]);
  const crisisLines = usePersonsCrisisLines();
  const [text, setText] = useState("");
  const [waiting, setWaiting] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    input.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && onClose();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);
  useEffect(() => {
    end.current?.scrollIntoView({ block: "end" });
  }, [messages, waiting]);

  async function ask() {
    const question = text.trim();
    if (!question || waiting) return;
    const add = (type: AssistantMessage["type"], content: string) =>
      setMessages((current) => [...current, { id: crypto.randomUUID(), type, content, timestamp: new Date().toISOString() }]);
    add("user", question);
    setText("");
    setWaiting(true);
    try {
      const response = await fetchWithTimeout("/app/help-assistant", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ message: question }),
      });
      if (response.status === 401) {
        window.location.assign("/login");
        return;
      }
      const body = (await response.json()) as { response?: string };
      add("assistant", response.ok && body.response ? body.response : FAILURE_TEXT);
    } catch (error) {
      const offline = networkFailureMessage(error);
      add("assistant", offline ?? FAILURE_TEXT);
      // The question goes back in the box, ready to ask again once the connection is back.
      if (offline) setText((current) => current || question);
    } finally {
      setWaiting(false);
    }
  }

  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby="help-popup-title"
      className="fixed bottom-20 right-4 z-50 flex h-[30rem] w-[calc(100%-2rem)] max-w-md flex-col rounded-2xl border border-slate-200 bg-white shadow-xl md:bottom-6"
    >
      <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
        <div>
          <h2 id="help-popup-title" className="font-semibold text-slate-900">
            Help assistant
          </h2>
          <p className="text-xs text-slate-600">Answers about using Haven. It is an AI, not a therapist.</p>
        </div>
        <button type="button" onClick={onClose} className="btn-ghost min-h-0 p-2" aria-label="Close help">
          <CloseIcon />
        </button>
      </div>
      <ol className="flex-1 space-y-3 overflow-y-auto p-4 text-sm" aria-live="polite" aria-label="Help conversation">
        {messages.length === 0 ? (
          <li className="text-slate-600">
            Ask me anything about your trial, plans, privacy or any feature. You can also browse the{" "}
            <Link to="/help-center" className="font-semibold text-brand-700 underline" onClick={onClose}>
              Help Center
            </Link>
            . If you are in crisis: <CrisisLinesSentence lines={crisisLines} linkClassName="font-semibold text-brand-700 underline" />
          </li>
        ) : null}
        {messages.map((message) => (
          <li
            key={message.id}
            data-type={message.type}
            className={
              message.type === "user"
                ? "ml-auto max-w-[85%] whitespace-pre-wrap rounded-2xl rounded-tr-sm bg-brand-600 px-3 py-2 text-white"
                : "mr-auto max-w-[90%] whitespace-pre-wrap rounded-2xl rounded-tl-sm bg-slate-100 px-3 py-2 text-slate-800"
            }
          >
            {message.type === "assistant" ? <LinkedText text={message.content} onFollow={onClose} /> : message.content}
          </li>
        ))}
        {waiting ? <li className="text-slate-600">Thinking...</li> : null}
        <div ref={end} />
      </ol>
      <form
        className="flex gap-2 border-t border-slate-100 p-3"
        onSubmit={(event) => {
          event.preventDefault();
          void ask();
        }}
      >
        <label htmlFor="help-question" className="sr-only">
          Your question
        </label>
        <input
          ref={input}
          id="help-question"
          value={text}
          maxLength={HELP_QUESTION_MAX_LENGTH}
          onChange={(event) => setText(event.target.value)}
          placeholder="How do I change my plan?"
          className="input"
          autoComplete="off"
        />
        <button type="submit" className="btn-primary" disabled={!text.trim() || waiting}>
          Ask
        </button>
      </form>
    </div>
  );
}
