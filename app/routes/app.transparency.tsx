import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { ExportButton } from "~/components/export-button";
import { DocumentIcon, DownloadIcon, ShieldIcon, TrashIcon } from "~/components/icons";
import { Modal } from "~/components/modal";
import { fetchWithTimeout, networkFailureMessage } from "~/lib/network";
import type { DataFlows } from "../../workers/export/types";
import type { DeleteAccountResult } from "./app.delete-account";
import { exportMessages } from "../../workers/shared/handover";

export const meta: MetaFunction = () => [{ title: "AI Transparency | Haven" }];

/** Open whatever the plan or trial state (decision 0041): export and deletion are for everyone signed in. */
export async function loader({ context }: LoaderFunctionArgs) {
  const { user } = await context.auth.requireUser();
  return json({ email: user.email, flows: context.exports.dataFlows(), supportEmail: context.publicConfig.supportEmail });
}

type Open = "usage" | "privacy" | "delete" | null;

export default function Transparency() {
  const { email, flows, supportEmail } = useLoaderData<typeof loader>();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <header>
        <h1 className="page-title">AI Transparency</h1>
        <p className="mt-2 max-w-3xl text-slate-600">
          What Haven keeps, who reads it, and how to take it with you or delete it for good. Haven's therapists are AI, not people,
          and not a substitute for professional care.
        </p>
      </header>

      <ul className="grid gap-4 sm:grid-cols-2">
        <Card icon={<ShieldIcon className="h-6 w-6" />} title="Data Usage" text="What is stored, what is encrypted, which AI answers you and where your words go.">
          <button type="button" className="btn-secondary" onClick={() => setOpen("usage")}>
            How your data is used
          </button>
        </Card>
        <Card icon={<DocumentIcon className="h-6 w-6" />} title="Privacy Policy" text="The short version of our privacy policy, with a link to the full text.">
          <button type="button" className="btn-secondary" onClick={() => setOpen("privacy")}>
            Read the summary
          </button>
        </Card>
        <Card icon={<DownloadIcon className="h-6 w-6" />} title="Export Data" text="Everything you have in Haven: a PDF to share with a therapist, or all of it as JSON.">
          <div className="flex flex-col gap-1">
            <ExportButton
              href="/app/export/pdf"
              type="application/pdf"
              label="Download PDF"
              workingLabel="Preparing your PDF…"
              failedMessage={exportMessages.pdfFailed}
            />
            <ExportButton
              href="/app/export/json"
              type="application/json"
              label="Download all data (JSON)"
              workingLabel="Preparing your data…"
              failedMessage={exportMessages.jsonFailed}
              variant="secondary"
            />
          </div>
        </Card>
        <Card icon={<TrashIcon className="h-6 w-6" />} title="Delete Account" text="Delete your account and everything in it, for good. This cannot be undone." danger>
          <button type="button" className="btn-danger" onClick={() => setOpen("delete")}>
            Delete account
          </button>
        </Card>
      </ul>

      {open === "usage" ? <DataUsageModal flows={flows} onClose={close} /> : null}
      {open === "privacy" ? <PrivacyModal supportEmail={supportEmail} onClose={close} /> : null}
      {open === "delete" ? <DeleteModal email={email} onClose={close} /> : null}
    </div>
  );
}

function Card({ icon, title, text, danger = false, children }: { icon: React.ReactNode; title: string; text: string; danger?: boolean; children: React.ReactNode }) {
  return (
    <li className="card flex flex-col gap-3">
      <span className={`flex h-11 w-11 items-center justify-center rounded-xl ${danger ? "bg-rose-50 text-rose-700" : "bg-brand-50 text-brand-700"}`}>{icon}</span>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="text-sm leading-relaxed text-slate-600">{text}</p>
      <div className="mt-auto">{children}</div>
    </li>
  );
}

function Topic({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-1.5">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <div className="space-y-1.5 text-sm leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

function DataUsageModal({ flows, onClose }: { flows: DataFlows; onClose: () => void }) {
  return (
    <Modal title="How Haven uses your data" onClose={onClose} wide>
      <div className="space-y-5">
        <Topic title="What we store">
          <p>
            Your account (name, email, and your password only as a salted one-way hash), your plan and trial dates, your conversations
            with the AI therapists and their short summaries, assessment answers and results, mood entries, and what you write in the
            journal, dream log and forums when you use them. A record of safety checks keeps only the level found (never your words),
            and a security log keeps sign-ins and account changes (never content).
          </p>
        </Topic>
        <Topic title="What is encrypted">
          <p>
            Everything you write (messages, summaries, assessment answers, insights that quote you, journal entries, dreams) is encrypted
            with AES-256-GCM under a key that belongs to you alone. Your key is itself stored only encrypted with our master key, apart
            from the database. Numbers such as mood ratings and assessment scores, dates, and your name and email are kept readable so
            the app can work with them; the whole database is also encrypted at rest by our host, Cloudflare.
          </p>
        </Topic>
        <Topic title="Which AI answers you">
          {flows.ai.mode === "builtin" ? (
            <p>
              Replies, insights and suggestions are written by Haven's built-in engine, running on our servers. Your words are not sent
              to any outside AI service.
            </p>
          ) : (
            <p>
              Replies are written by the AI model <strong>{flows.ai.model}</strong> at <strong>{flows.ai.host}</strong>. To answer you,
              the text of your conversation (and, for insights, summaries computed from your data) is sent to that service over an
              encrypted connection. If it is unavailable, Haven's built-in engine answers instead.
            </p>
          )}
          <p>
            Every message is first checked on our own servers for signs of crisis, so crisis resources never depend on the model. The AI
            is not a person, not a licensed clinician, and can be wrong.
          </p>
        </Topic>
        <Topic title="How long we keep it">
          <p>
            Until you delete it or your account. Deleting your account deletes everything at once and destroys your key first, so even
            our database backups can no longer be read. A PDF export is kept for one day, encrypted, then deleted. An account inactive for
            2 years may be deleted, after an email to you.
          </p>
        </Topic>
        <Topic title="No trackers, no sale">
          <p>
            No advertising or analytics trackers and no third-party scripts. Two cookies only: one that keeps you signed in, and one with
            your time zone so dates show correctly. We never sell your data or share it for advertising.
          </p>
          <p>{flows.stripe ? "Card payments are handled by Stripe; we never see your card number." : "This service takes no card payments."}</p>
        </Topic>
      </div>
    </Modal>
  );
}

function PrivacyModal({ supportEmail, onClose }: { supportEmail: string; onClose: () => void }) {
  return (
    <Modal title="Privacy Policy" onClose={onClose} wide>
      <div className="space-y-4 text-sm leading-relaxed text-slate-700">
        <p>The short version. The full policy is what applies.</p>
        <ul className="list-disc space-y-2 pl-5">
          <li>We collect only what Haven needs: your account, what you create in the app, your plan, and security records.</li>
          <li>What you write is encrypted under your own key. Only you, through your signed-in account, can read it in the app.</li>
          <li>We do not sell your personal information, use it for advertising, or share it with data brokers.</li>
          <li>You can export all of your data at any time (PDF or JSON), and delete your account, which deletes everything.</li>
          <li>Haven is for people aged 13 and over, and is not a substitute for professional care or emergency services.</li>
          <li>
            Questions or requests:{" "}
            <a href={`mailto:${supportEmail}`} className="font-medium text-brand-700 underline">
              {supportEmail}
            </a>
            .
          </li>
        </ul>
        <Link to="/privacy-policy" className="btn-secondary" target="_blank" rel="noopener">
          Read the full Privacy Policy
        </Link>
      </div>
    </Modal>
  );
}

/**
 * Clears what this browser keeps for the person (local and session storage) before leaving. The service worker's
 * cache holds only the offline page, icons and scripts, nothing personal, so the offline page stays available.
 */
function clearBrowserStorage() {
  try {
    localStorage.clear();
    sessionStorage.clear();
    // Remix saves scroll positions to session storage as the page unloads; clear again after it.
    window.addEventListener("pagehide", () => sessionStorage.clear());
  } catch {
    // Storage may be disabled; nothing to clear then.
  }
}

function DeleteModal({ email, onClose }: { email: string; onClose: () => void }) {
  const [state, setState] = useState<"idle" | "deleting" | "deleted" | "failed">("idle");
  const [failure, setFailure] = useState<string>(exportMessages.deleteFailed);
  const busy = state === "deleting" || state === "deleted";

  async function confirmDeletion(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setState("deleting");
    try {
      const response = await fetchWithTimeout("/app/delete-account", { method: "POST", body: new FormData(event.currentTarget) });
      const result = (await response.json()) as DeleteAccountResult;
      if (!response.ok || !result.ok) throw new Error(`Deletion answered ${response.status}`);
      setState("deleted");
      clearBrowserStorage();
      window.location.replace("/");
    } catch (error) {
      setFailure(networkFailureMessage(error) ?? exportMessages.deleteFailed);
      setState("failed");
    }
  }

  return (
    <Modal title="Delete your account?" onClose={onClose} closeLabel="Cancel">
      <form method="post" action="/app/delete-account" onSubmit={confirmDeletion} className="space-y-4 text-sm leading-relaxed text-slate-700">
        <input type="hidden" name="intent" value="delete" />
        <p>
          This permanently deletes the account <strong className="break-all text-slate-900">{email}</strong> and everything in it: your
          conversations, assessments, mood entries, journal, dreams, forum posts and subscription record. Your encryption key is
          destroyed first, so none of it can be recovered, even from backups.
        </p>
        <p>If you might want your history later, export it first. An active subscription is cancelled.</p>
        {state === "failed" ? (
          <p role="alert" className="rounded-xl border border-rose-200 bg-rose-50 px-3 py-2 text-rose-900">
            {failure}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className="btn-secondary" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="btn-danger" disabled={busy}>
            {busy ? "Deleting…" : "Delete my account"}
          </button>
        </div>
      </form>
    </Modal>
  );
}
