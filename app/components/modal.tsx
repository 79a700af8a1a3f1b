import { useEffect, useId, useRef } from "react";
import { CloseIcon } from "./icons";

/**
 * Opens a <dialog> as a modal when it mounts, and gives focus back to what opened it when it unmounts (or, if that is
 * gone from the page, to `fallbackFocusId`).
 */
export function useModalDialog(fallbackFocusId?: string) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.current?.open) dialog.current?.showModal();
    return () => {
      const target = opener?.isConnected ? opener : fallbackFocusId ? document.getElementById(fallbackFocusId) : null;
      target?.focus();
    };
  }, [fallbackFocusId]);
  return dialog;
}

/**
 * What a state-controlled dialog does on Escape. The browser closes the dialog at once but sends `close` only in a
 * later task; a dialog whose state followed `close` alone would still count as open meanwhile, and a press on its
 * opener in that moment (Escape, then Enter at once) would be lost. Closing on `cancel` keeps state and page in step.
 * Keep `onClose` too: the browser may close without `cancel` (repeated Escapes without user activation).
 */
export function closeOnCancel(onClose: () => void) {
  return (event: React.SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };
}

/**
 * A native modal dialog: the browser keeps focus inside, makes the page behind it inert and closes it on Escape.
 * On phones it rises from the bottom; closing returns focus to whatever opened it.
 */
export function Modal({
  title,
  onClose,
  children,
  wide = false,
  closeLabel = "Close",
}: {
  title: string;
  onClose: () => void;
  children: React.ReactNode;
  wide?: boolean;
  closeLabel?: string;
}) {
  const dialog = useModalDialog();
  const titleId = useId();

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={closeOnCancel(onClose)}
      onClose={onClose}
      className={`m-0 mt-auto max-h-[88vh] w-full max-w-none overflow-y-auto rounded-t-3xl bg-white p-0 shadow-xl backdrop:bg-slate-900/50 sm:m-auto sm:rounded-3xl ${
        wide ? "sm:max-w-2xl" : "sm:max-w-md"
      }`}
    >
      <div className="sticky top-0 z-10 flex items-center gap-3 border-b border-slate-100 bg-white px-6 py-4">
        <h2 id={titleId} className="mr-auto text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <button type="button" className="btn-ghost min-h-[40px] px-2" aria-label={closeLabel} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <div className="px-6 pb-6 pt-4">{children}</div>
    </dialog>
  );
}
