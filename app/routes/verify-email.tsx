import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { PublicPage } from "~/components/public-layout";

export const meta: MetaFunction = () => [{ title: "Verify your email | Haven" }];

export default function VerifyEmail() {
  return (
    <PublicPage>
      <div className="mx-auto max-w-md px-4 py-16">
        <div className="card">
          <h1 className="text-2xl font-bold text-slate-900">Email verification</h1>
          <p className="mt-3 text-slate-700">
            Email verification is being built and is not ready yet. Your account works fully without it in the
            meantime.
          </p>
          <Link to="/login" className="btn-primary mt-6 w-full">
            Back to Login
          </Link>
        </div>
      </div>
    </PublicPage>
  );
}
