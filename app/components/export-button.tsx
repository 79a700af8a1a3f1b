import { useState } from "react";
import { downloadFile } from "~/lib/download";
import { DownloadIcon } from "./icons";

type Status = { state: "idle" } | { state: "working" } | { state: "done"; fileName: string } | { state: "failed" };

/**
 * A button that downloads one of the person's exports. The server builds the file on request (a long history can
 * take a few seconds), so the button says it is working, and says plainly when it failed.
 */
export function ExportButton({
  href,
  type,
  label,
  workingLabel,
  failedMessage,
  variant = "primary",
}: {
  href: string;
  type: string;
  label: string;
  workingLabel: string;
  failedMessage: string;
  variant?: "primary" | "secondary";
}) {
  const [status, setStatus] = useState<Status>({ state: "idle" });
  const working = status.state === "working";

  async function download() {
    setStatus({ state: "working" });
    try {
      setStatus({ state: "done", fileName: await downloadFile(href, type) });
    } catch {
      setStatus({ state: "failed" });
    }
  }

  return (
    <div className="space-y-2">
      <button type="button" className={variant === "primary" ? "btn-primary" : "btn-secondary"} onClick={download} disabled={working} aria-busy={working}>
        <DownloadIcon />
        {working ? workingLabel : label}
      </button>
      <p aria-live="polite" className="min-h-[1.25rem] text-sm">
        {status.state === "done" ? <span className="text-emerald-800">Downloaded {status.fileName}.</span> : null}
        {status.state === "failed" ? (
          <span role="alert" className="text-rose-800">
            {failedMessage}
          </span>
        ) : null}
      </p>
    </div>
  );
}
