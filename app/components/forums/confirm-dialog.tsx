import { closeOnCancel, useModalDialog } from "../modal";

/**
 * A native modal confirmation: focus moves into it, Tab stays inside, the page behind is inert and Escape cancels.
 * Focus returns to whatever opened it.
 */
export function ConfirmDialog({
  title,
  body,
  confirmLabel,
  busy = false,
  onConfirm,
  onCancel,
  children,
}: {
  title: string;
  body: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children?: React.ReactNode;
}) {
  const dialog = useModalDialog();
  return (
    <dialog
      ref={dialog}
      className="w-[min(28rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-xl backdrop:bg-slate-900/50"
      aria-labelledby="confirm-title"
      onCancel={closeOnCancel(onCancel)}
    >
      <form
        method="dialog"
        className="space-y-4 p-5"
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm();
        }}
      >
        <h2 id="confirm-title" className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <p className="text-slate-600">{body}</p>
        {children}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn-secondary" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="btn-danger" disabled={busy}>
            {confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
