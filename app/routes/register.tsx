import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { AuthLayout, describedBy, FieldError, FormError, PasswordField, TextField } from "~/components/auth-form";
import { PASSWORD_MIN_LENGTH, registerFormIssues, splitName, type FieldIssue } from "../../workers/shared/auth-rules";
import { networkSafeAction, skipRevalidationAfterNetworkFailure } from "~/lib/network-action";

export const meta: MetaFunction = () => [{ title: "Create your account | Haven" }];

export async function loader({ context }: LoaderFunctionArgs) {
  if (await context.auth.optionalUser()) throw redirect("/app");
  return null;
}

function readForm(form: FormData) {
  return {
    name: String(form.get("name") ?? ""),
    email: String(form.get("email") ?? ""),
    password: String(form.get("password") ?? ""),
    confirmPassword: String(form.get("confirmPassword") ?? ""),
    acceptTerms: form.get("acceptTerms") === "on",
  };
}

type FieldErrors = Partial<Record<string, string>>;

function fieldErrors(issues: FieldIssue[]): FieldErrors {
  return Object.fromEntries(issues.map((issue) => [issue.field, issue.message]));
}

export async function action({ context }: ActionFunctionArgs) {
  const form = readForm(await context.input.form());
  const issues = registerFormIssues(form);
  if (issues.length > 0) return json({ error: issues[0]!.message, fields: fieldErrors(issues) }, { status: 400 });
  const { name, email, password } = form;
  try {
    const { session } = await context.accounts.register({ ...splitName(name), email, password }, true);
    return redirect("/app", { headers: { "Set-Cookie": context.accounts.sessionCookie(session, true) } });
  } catch (error) {
    const { message, status } = context.formError(error);
    // An address already registered is the email field's mistake; a rate limit is nobody's field.
    const fields: FieldErrors = status === 409 ? { email: message } : {};
    return json({ error: message || "Registration failed", fields }, { status });
  }
}

/** A submission that cannot reach the server keeps the page and what was typed, and says so (app/lib/network.ts). */
export const clientAction = networkSafeAction;
export const shouldRevalidate = skipRevalidationAfterNetworkFailure;

export default function Register() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [checked, setChecked] = useState<{ error: string; fields: FieldErrors } | null>(null);
  const submitting = navigation.state !== "idle" && navigation.formAction === "/register";
  // The first message in the spec's order sits on top; every invalid field is marked and has its own message beside it.
  const shown: { error?: string | null; fields?: FieldErrors } | undefined = checked ?? actionData;
  const fields = shown?.fields ?? {};

  return (
    <AuthLayout title="Create your account" subtitle="Start your 7-day free trial. No card needed.">
      <Form
        method="post"
        replace
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          const issues = registerFormIssues(readForm(new FormData(event.currentTarget)));
          const first = issues[0];
          setChecked(first ? { error: first.message, fields: fieldErrors(issues) } : null);
          if (!first) return;
          event.preventDefault();
          (event.currentTarget.elements.namedItem(first.field) as HTMLElement | null)?.focus();
        }}
      >
        <FormError message={shown?.error} />
        <TextField id="name" label="Full name" type="text" autoComplete="name" error={fields.name} />
        <TextField id="email" label="Email" type="email" autoComplete="email" inputMode="email" error={fields.email} />
        <PasswordField
          id="password"
          name="password"
          label="Password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          error={fields.password}
        />
        <PasswordField
          id="confirmPassword"
          name="confirmPassword"
          label="Confirm password"
          autoComplete="new-password"
          error={fields.confirmPassword}
        />
        <div>
          <label className="flex items-start gap-3 text-sm text-slate-700">
            <input
              type="checkbox"
              name="acceptTerms"
              className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-300 text-brand-600"
              {...describedBy("acceptTerms", fields.acceptTerms)}
            />
            <span>
              I agree to the{" "}
              <Link to="/terms-of-service" className="font-semibold text-brand-700 underline">
                Terms of Service
              </Link>{" "}
              and{" "}
              <Link to="/privacy-policy" className="font-semibold text-brand-700 underline">
                Privacy Policy
              </Link>
              .
            </span>
          </label>
          <FieldError id="acceptTerms-error" message={fields.acceptTerms} />
        </div>
        <button type="submit" className="btn-primary w-full" disabled={submitting}>
          {submitting ? "Creating account..." : "Create Account"}
        </button>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account?{" "}
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          Sign in
        </Link>
      </p>
    </AuthLayout>
  );
}
