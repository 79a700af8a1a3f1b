import { Link } from "@remix-run/react";
import { closeOnCancel, useModalDialog } from "./modal";

export const NO_ACCESS_ALERT = "You need an Advanced Plan to access this therapist. Please upgrade your subscription.";

/**
 * The spec's alert for a therapist the plan does not open, as a modal that also offers the way to upgrade (a native
 * alert cannot). A native dialog: focus moves into it, the page behind is inert, Escape closes it, and focus returns
 * to the card that opened it.
 */
export function LockedTherapistDialog({ therapistName, onClose }: { therapistName: string; onClose: () => void }) {
  const dialog = useModalDialog();
  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-labelledby="locked-title"
      aria-describedby="locked-body"
      onCancel={closeOnCancel(onClose)}
      onClose={onClose}
      className="m-0 mt-auto w-full max-w-none rounded-t-3xl bg-white p-6 shadow-xl backdrop:bg-slate-900/50 sm:m-auto sm:max-w-md sm:rounded-3xl"
    >
      <h2 id="locked-title" className="text-lg font-semibold text-slate-900">
        {therapistName} is part of the Advanced plan
      </h2>
      <p id="locked-body" className="mt-2 text-slate-700">
        {NO_ACCESS_ALERT}
      </p>
      <p className="mt-2 text-sm text-slate-600">
        Advanced opens all 10 therapists right away, for $19.99 a month instead of $9.99. You keep your conversations.
      </p>
      <div className="mt-5 flex flex-col gap-2 sm:flex-row-reverse">
        <Link to="/app/subscription#plan-advanced" className="btn-primary flex-1">
          Upgrade
        </Link>
        <button type="button" className="btn-secondary flex-1" onClick={onClose} autoFocus>
          Not now
        </button>
      </div>
    </dialog>
  );
}
