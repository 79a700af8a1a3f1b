import { forwardRef, useLayoutEffect, useRef, useState } from "react";
import { useSpeechRecognition } from "~/lib/speech";
import { MESSAGE_MAX_LENGTH } from "../../../workers/shared/chat";

/** The tallest the message box grows before it scrolls (about six lines). */
const MAX_INPUT_HEIGHT_PX = 160;

/**
 * The input box, docked at the bottom of the screen: Enter sends, Shift+Enter adds a line, and the box grows with
 * what is typed. Voice dictation fills the box; what it hears and any problem with it are said in the page.
 */
export const ChatComposer = forwardRef<
  HTMLFormElement,
  { pending: boolean; voiceEnabled: boolean; placeholder: string; onSend: (text: string) => void }
>(function ChatComposer({ pending, voiceEnabled, placeholder, onSend }, ref) {
  const [text, setText] = useState("");
  const [voiceProblem, setVoiceProblem] = useState<string | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const voice = useSpeechRecognition((transcript) => setText((current) => (current ? `${current} ${transcript}` : transcript)), {
    onError: setVoiceProblem,
  });
  const canSend = text.trim().length > 0 && !pending;
  const shown = voice.listening && voice.interim ? `${text} ${voice.interim}`.trim() : text;

  useLayoutEffect(() => {
    const box = input.current;
    if (!box) return;
    box.style.height = "auto";
    box.style.height = `${Math.min(box.scrollHeight, MAX_INPUT_HEIGHT_PX)}px`;
  }, [shown]);

  function submit() {
    if (!canSend) return;
    onSend(text);
    setText("");
  }

  return (
    <form
      ref={ref}
      className="composer-dock z-10 rounded-2xl border border-slate-300 bg-white p-2 shadow-md focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="flex items-end gap-2">
        <label htmlFor="chat-input" className="sr-only">
          Message
        </label>
        <textarea
          id="chat-input"
          ref={input}
          rows={1}
          maxLength={MESSAGE_MAX_LENGTH}
          value={shown}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.shiftKey) {
              event.preventDefault();
              submit();
            }
          }}
          placeholder={placeholder}
          // The ring is drawn on the whole composer (focus-within), so the box itself needs no outline.
          className="min-h-[44px] min-w-0 flex-1 resize-none rounded-xl border-0 px-3 py-2.5 text-base leading-6 text-slate-900 placeholder:text-slate-600 focus:outline-none focus:ring-0"
        />
        {voiceEnabled ? (
          <button
            type="button"
            className={`btn min-h-[44px] min-w-[44px] px-2.5 ${voice.listening ? "bg-rose-100 text-rose-800" : "text-slate-700 hover:bg-slate-100"}`}
            aria-pressed={voice.listening}
            aria-label="Voice input"
            title={voice.listening ? "Stop voice input" : "Speak your message"}
            onClick={() => {
              setVoiceProblem(null);
              if (voice.listening) voice.stop();
              else voice.start();
            }}
          >
            <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth={1.8} aria-hidden>
              <rect x="9" y="3" width="6" height="11" rx="3" />
              <path d="M5 11a7 7 0 0 0 14 0M12 18v3" strokeLinecap="round" />
            </svg>
          </button>
        ) : null}
        <button type="submit" className="btn-primary min-h-[44px]" disabled={!canSend}>
          Send
        </button>
      </div>
      {voiceProblem ? (
        <p role="alert" className="flex items-start justify-between gap-2 px-3 pb-1 pt-2 text-sm text-rose-800">
          <span>{voiceProblem} You can type your message instead.</span>
          <button type="button" className="btn-ghost min-h-[44px] shrink-0 px-3 text-slate-700" onClick={() => setVoiceProblem(null)}>
            Dismiss
          </button>
        </p>
      ) : voice.listening ? (
        <p role="status" className="px-3 pb-1 pt-2 text-sm text-slate-700">
          Listening: speak now. Your words appear in the box for you to check before sending.
        </p>
      ) : null}
    </form>
  );
});
