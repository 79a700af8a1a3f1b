import { isRouteErrorResponse, Link } from "@remix-run/react";
import { CrisisLinesSentence, useAppLayoutData } from "~/components/crisis-lines";
import { isNetworkError } from "~/lib/network";

export default function ErrorScreen({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Panel title="Page Not Found" body="We couldn't find that page. It may have moved, or the link may be mistyped.">
        <Link to="/" className="btn-primary">
          Go to the home page
        </Link>
      </Panel>
    );
  }
  if (isNetworkError(error)) {
    return (
      <Panel
        title="Connection Issue"
        body="We couldn't reach Haven. Tip: check your Wi-Fi or mobile data, or switch networks, then try again."
      >
        <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
          Try Again
        </button>
        <a href="/" className="btn-secondary">
          Open the home page
        </a>
      </Panel>
    );
  }
  return (
    <Panel
      title="Something Went Wrong"
      body="Something unexpected happened on our side. Nothing you wrote has been lost. Please try again."
    >
      <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
        Try Again
      </button>
    </Panel>
  );
}

function Panel({ title, body, children }: { title: string; body: string; children: React.ReactNode }) {
  return (
    <main className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <div className="card max-w-md text-center" role="alert">
        <h1 className="text-xl font-semibold text-slate-900">{title}</h1>
        <p className="mt-2 text-slate-600">{body}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>
        <CrisisNote />
      </div>
    </main>
  );
}

/**
 * A signed-in person's own lines when the app layout's data was read before the failure; otherwise (a public page, or
 * the layout itself failed) the shell's disclaimer.
 */
function CrisisNote() {
  const app = useAppLayoutData();
  return (
    <p className="mt-6 text-xs text-slate-600">
      {app?.user ? (
        <>
          If you are in crisis: <CrisisLinesSentence lines={app.crisisLines} />
        </>
      ) : (
        "If you are in crisis, call or text 988 (US) or your local crisis line right away."
      )}
    </p>
  );
}
