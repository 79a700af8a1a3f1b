import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";

export const meta: MetaFunction = () => [{ title: "Page not found | Haven" }];

/** Unknown paths under /app stay inside the shell, with a 404 status. */
export async function loader({ context }: LoaderFunctionArgs) {
  await context.auth.requireUser();
  return json(null, { status: 404 });
}

export default function AppNotFound() {
  return (
    <div className="card mx-auto max-w-md text-center">
      <h1 className="text-xl font-semibold text-slate-900">Page Not Found</h1>
      <p className="mt-2 text-slate-600">We couldn't find that page. It may have moved, or the link may be mistyped.</p>
      <Link to="/app" className="btn-primary mt-6">
        Back to Home
      </Link>
    </div>
  );
}
