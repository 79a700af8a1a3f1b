import { useState } from "react";
import { useSpeechRecognition } from "~/lib/speech";
import { MESSAGE_MAX_LENGTH } from "../../../workers/shared/chat";

/** The input box: Enter sends, Shift+Enter adds a line; voice dictation fills the box. */
export function ChatComposer({
  pending,
  voiceEnabled,
  onSend,
}: {
  pending: boolean;
  voiceEnabled: boolean;
  onSend: (text: string) => void;
}) {
  const [text, setText] = useState("");
  const voice = useSpeechRecognition((transcript) => setText((current) => (current ? `${current} ${transcript}` : transcript)));
  const canSend = text.trim().length > 0 && !pending;

  function submit() {
    if (!canSend) return;
    onSend(text);
    setText("");
  }

  return (
    <form
      className="sticky bottom-16 z-10 flex items-end gap-2 rounded-2xl border border-slate-200 bg-white p-2 shadow-md md:bottom-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor="chat-input" className="sr-only">
        Message
      </label>
      <textarea
        id="chat-input"
        rows={1}
        maxLength={MESSAGE_MAX_LENGTH}
        value={voice.listening && voice.interim ? `${text} ${voice.interim}`.trim() : text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter" && !event.shiftKey) {
            event.preventDefault();
            submit();
          }
        }}
        placeholder="Type your message..."
        className="max-h-40 min-h-[44px] flex-1 resize-none rounded-xl border-0 px-3 py-2.5 text-base focus:outline-none focus:ring-0"
      />
      {voiceEnabled ? (
        <button
          type="button"
          className={`btn min-h-[44px] px-3 ${voice.listening ? "bg-rose-100 text-rose-700" : "text-slate-600 hover:bg-slate-100"}`}
          aria-pressed={voice.listening}
          aria-label={voice.listening ? "Stop voice input" : "Start voice input"}
          onClick={() => (voice.listening ? voice.stop() : voice.start())}
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
    </form>
  );
}
