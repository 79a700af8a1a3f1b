import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { AuthLayout, FormError, PasswordField } from "~/components/auth-form";
import { loginIssue } from "../../workers/shared/auth-rules";

export const meta: MetaFunction = () => [{ title: "Sign in | Haven" }];

export async function loader({ context }: LoaderFunctionArgs) {
  if (await context.auth.optionalUser()) throw redirect("/app");
  return null;
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

export default function Login() {
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
        <FormError message={error} />
        <div>
          <label htmlFor="email" className="label">
            Email
          </label>
          <input id="email" name="email" type="email" autoComplete="email" inputMode="email" className="input" />
        </div>
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
