import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { AuthLayout } from "~/components/auth-form";

export const meta: MetaFunction = () => [{ title: "Verify your email | Haven" }];

export default function VerifyEmail() {
  return (
    <AuthLayout title="Email verification" subtitle="Confirming the address on your account.">
      <p className="text-slate-700">
        Email verification is being built and is not ready yet. Your account works fully without it in the meantime.
      </p>
      <Link to="/login" className="btn-primary mt-6 w-full">
        Back to Login
      </Link>
    </AuthLayout>
  );
}
