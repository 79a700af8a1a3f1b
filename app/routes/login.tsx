import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { AuthLayout, FormError, PasswordField, TextField } from "~/components/auth-form";
import { loginIssue } from "../../workers/shared/auth-rules";
import { networkSafeAction, skipRevalidationAfterNetworkFailure } from "~/lib/network-action";

export const meta: MetaFunction = () => [{ title: "Sign in | Haven" }];

export async function loader({ context, request }: LoaderFunctionArgs) {
  if (await context.auth.optionalUser()) throw redirect("/app");
  // Where account deletion lands (`?deleted=1`): it says the deletion happened (as data, to keep this page's JS small).
  const deleted = new URL(request.url).searchParams.get("deleted") === "1";
  return json({
    notice: deleted ? "Your account has been deleted, with your conversations and everything else in it. Take care of yourself." : null,
  });
}

function readForm(form: FormData) {
  return {
    email: String(form.get("email") ?? ""),
    password: String(form.get("password") ?? ""),
    remember: form.get("remember") === "on",
  };
}

export async function action({ context }: ActionFunctionArgs) {
  const form = readForm(await context.input.form());
  const issue = loginIssue(form);
  if (issue) return json({ error: issue.message }, { status: 400 });
  try {
    const { session, deviceToken } = await context.accounts.login(form);
    const headers = new Headers();
    headers.append("Set-Cookie", context.accounts.sessionCookie(session, form.remember));
    headers.append("Set-Cookie", context.accounts.deviceCookie(deviceToken));
    return redirect("/app", { headers });
  } catch (error) {
    const { message, status } = context.formError(error);
    return json({ error: message || "Login failed" }, { status });
  }
}

/** A submission that cannot reach the server keeps the page and what was typed, and says so (app/lib/network.ts). */
export const clientAction = networkSafeAction;
export const shouldRevalidate = skipRevalidationAfterNetworkFailure;

export default function Login() {
  const { notice } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [clientError, setClientError] = useState<string | null>(null);
  const submitting = navigation.state !== "idle" && navigation.formAction === "/login";
  const error = clientError ?? actionData?.error;

  return (
    <AuthLayout title="Welcome back" subtitle="Sign in to continue where you left off.">
      <Form
        method="post"
        replace
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          const issue = loginIssue(readForm(new FormData(event.currentTarget)));
          setClientError(issue?.message ?? null);
          if (issue) event.preventDefault();
        }}
      >
        {notice && !error ? (
          <p role="status" className="rounded-xl border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
            {notice}
          </p>
        ) : null}
        <FormError message={error} />
        <TextField id="email" label="Email" type="email" autoComplete="email" inputMode="email" />
        <PasswordField id="password" name="password" label="Password" autoComplete="current-password" />
        <label className="flex min-h-[44px] items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" name="remember" defaultChecked className="h-4 w-4 rounded border-slate-300 text-brand-600" />
          Remember me
        </label>
        <Link to="/forgot-password" className="flex min-h-[44px] items-center text-sm font-medium text-brand-700 hover:underline">
          Forgot password?
        </Link>
        <button type="submit" className="btn-primary w-full" disabled={submitting}>
          {submitting ? "Signing in..." : "Sign In"}
        </button>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-600">
        New to Haven?{" "}
        <Link to="/register" className="font-semibold text-brand-700 hover:underline">
          Create an account
        </Link>
      </p>
    </AuthLayout>
  );
}
