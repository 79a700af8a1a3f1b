import {
  json,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { AuthLayout, describedBy, FieldError, FormError, PasswordField } from "~/components/auth-form";
import { PASSWORD_MIN_LENGTH, registerFormIssues, splitName, type FieldIssue } from "../../workers/shared/auth-rules";
import { networkSafeAction, skipRevalidationAfterNetworkFailure } from "~/lib/network";

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
  const [clientIssues, setClientIssues] = useState<FieldIssue[] | null>(null);
  const submitting = navigation.state !== "idle" && navigation.formAction === "/register";
  // The first message in the spec's order sits on top; every invalid field is marked and has its own message beside it.
  const error = clientIssues ? clientIssues[0]?.message : actionData?.error;
  const fields: FieldErrors = clientIssues
    ? fieldErrors(clientIssues)
    : (actionData && "fields" in actionData && actionData.fields) || {};

  return (
    <AuthLayout title="Create your account" subtitle="Start your 7-day free trial. No card needed.">
      <Form
        method="post"
        replace
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          const issues = registerFormIssues(readForm(new FormData(event.currentTarget)));
          setClientIssues(issues.length > 0 ? issues : null);
          if (issues.length === 0) return;
          event.preventDefault();
          event.currentTarget.querySelector<HTMLElement>(`[name="${issues[0]!.field}"]`)?.focus();
        }}
      >
        <FormError message={error} />
        <div>
          <label htmlFor="name" className="label">
            Full name
          </label>
          <input
            id="name"
            name="name"
            type="text"
            autoComplete="name"
            className="input"
            {...describedBy("name", { error: fields.name })}
          />
          <FieldError id="name-error" message={fields.name} />
        </div>
        <div>
          <label htmlFor="email" className="label">
            Email
          </label>
          <input
            id="email"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            className="input"
            {...describedBy("email", { error: fields.email })}
          />
          <FieldError id="email-error" message={fields.email} />
        </div>
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
              {...describedBy("acceptTerms", { error: fields.acceptTerms })}
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
