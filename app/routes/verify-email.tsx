import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useFetcher, useLoaderData, useNavigate } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { AuthLayout } from "~/components/auth-form";

export const meta: MetaFunction = () => [{ title: "Verify your email | Haven" }];

const REDIRECT_DELAY_MS = 2000;
const MISSING_TOKEN = "No verification token found. Please check your email for the correct link.";

export function loader({ request }: LoaderFunctionArgs) {
  return json({ token: new URL(request.url).searchParams.get("token") });
}

type Result =
  | { intent: "verify"; ok: true }
  | { intent: "resend"; ok: true; message: string }
  | { intent: "verify" | "resend"; ok: false; code: string; error: string };

/**
 * Verification happens on a POST the page makes, never on the GET of the link, so mail scanners that open links
 * cannot use up the token.
 */
export async function action({ context }: ActionFunctionArgs) {
  const form = await context.input.form();
  if (form.get("intent") === "resend") {
    try {
      await context.emailLinks.resend();
      return json<Result>({ intent: "resend", ok: true, message: "Verification email sent successfully! Please check your inbox." });
    } catch (error) {
      if (error instanceof Response) {
        return json<Result>({ intent: "resend", ok: false, code: "UNAUTHORIZED", error: "Please sign in, then ask for a new link." }, { status: 401 });
      }
      const { message, status } = context.formError(error);
      return json<Result>({ intent: "resend", ok: false, code: "RESEND_FAILED", error: message || "Failed to resend verification email. Please try again." }, { status });
    }
  }
  try {
    const { session } = await context.emailLinks.verify(String(form.get("token") ?? ""));
    return json<Result>({ intent: "verify", ok: true }, { headers: { "Set-Cookie": context.accounts.sessionCookie(session, true) } });
  } catch (error) {
    const { message, status } = context.formError(error);
    const code = status === 400 ? "INVALID_TOKEN" : "VERIFY_FAILED";
    return json<Result>({ intent: "verify", ok: false, code, error: message || "Failed to verify email. Please try again." }, { status });
  }
}

export default function VerifyEmail() {
  const { token } = useLoaderData<typeof loader>();
  const verify = useFetcher<typeof action>();
  const resend = useFetcher<typeof action>();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    verify.submit({ intent: "verify", token }, { method: "post" });
  }, [token, verify]);

  const outcome = verify.data;
  const succeeded = outcome?.ok === true;
  useEffect(() => {
    if (!succeeded) return;
    const timer = window.setTimeout(() => navigate("/app/dashboard"), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [succeeded, navigate]);

  const state = !token ? "error" : !outcome ? "verifying" : outcome.ok ? "success" : outcome.code === "INVALID_TOKEN" ? "expired" : "error";
  const message =
    state === "verifying"
      ? "Verifying your email..."
      : state === "success"
        ? "Your email is verified. Taking you to your dashboard..."
        : state === "expired"
          ? "This verification link has expired or is invalid. Please request a new one."
          : !token
            ? MISSING_TOKEN
            : outcome && !outcome.ok
              ? outcome.error
              : "Failed to verify email. Please try again.";

  return (
    <AuthLayout title="Email verification" subtitle="Confirming the address on your account.">
      <p role="status" data-state={state} className={state === "success" ? "text-emerald-800" : state === "verifying" ? "text-slate-700" : "text-rose-800"}>
        {message}
      </p>
      {state === "expired" || state === "error" ? (
        <resend.Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="resend" />
          <button type="submit" className="btn-primary w-full" disabled={resend.state !== "idle"}>
            Resend Verification Email
          </button>
          {resend.data ? (
            <p role="alert" className={`mt-2 text-sm ${resend.data.ok ? "text-emerald-800" : "text-rose-800"}`}>
              {"message" in resend.data ? resend.data.message : "error" in resend.data ? resend.data.error : null}
            </p>
          ) : null}
        </resend.Form>
      ) : null}
      <Link to="/login" className="btn-secondary mt-4 w-full">
        Back to Login
      </Link>
    </AuthLayout>
  );
}
