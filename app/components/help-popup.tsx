import { Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { CloseIcon } from "./icons";

/** The help assistant's popup. The assistant itself arrives with the chat feature; until then it points to the Help Center. */
export function HelpPopup({ onClose }: { onClose: () => void }) {
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && onClose();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onClose]);

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="help-popup-title"
      className="fixed bottom-24 right-4 z-50 flex h-[28rem] w-[calc(100%-2rem)] max-w-md flex-col rounded-2xl border border-slate-200 bg-white shadow-xl md:bottom-6"
    >
      <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
        <h2 id="help-popup-title" className="font-semibold text-slate-900">
          Help assistant
        </h2>
        <button ref={closeButton} type="button" onClick={onClose} className="btn-ghost min-h-0 p-2" aria-label="Close help">
          <CloseIcon />
        </button>
      </div>
      <div className="flex-1 space-y-3 overflow-y-auto p-4 text-sm text-slate-700">
        <p>
          Our help assistant, which answers questions about Haven in plain language, is being built and is not ready
          yet.
        </p>
        <p>Until it arrives, the Help Center answers the most common questions about your trial, plans, privacy and each feature.</p>
        <p className="rounded-xl bg-rose-50 p-3 text-rose-900">
          If you are in crisis or thinking about harming yourself, call or text 988 (US), text HOME to 741741, or call
          your local emergency number now.
        </p>
      </div>
      <div className="border-t border-slate-100 p-4">
        <Link to="/help-center" className="btn-primary w-full" onClick={onClose}>
          Open the Help Center
        </Link>
      </div>
    </div>
  );
}
