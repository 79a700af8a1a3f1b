import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { ToolsIcon } from "./icons";

/** Loader for an area that is not built yet: it still enforces sign-in and the trial-expiry redirect. */
export async function beingBuiltLoader({ context }: LoaderFunctionArgs) {
  await context.auth.requireAppAccess();
  return null;
}

/** An honest placeholder inside the shell for an area that is still being built. */
export function BeingBuilt({ title, summary }: { title: string; summary: string }) {
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="page-title">{title}</h1>
      <section className="card mt-6 flex flex-col items-start gap-3" aria-label="Being built">
        <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <ToolsIcon className="h-6 w-6" />
        </span>
        <h2 className="text-lg font-semibold text-slate-900">This area is being built</h2>
        <p className="text-slate-600">{summary}</p>
        <p className="text-slate-600">
          It is not ready yet, and we would rather tell you that than show you something that does not really work.
        </p>
        <Link to="/app" className="btn-secondary mt-2">
          Back to Home
        </Link>
      </section>
    </div>
  );
}
