import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { AuthLayout, FormError, PasswordField } from "~/components/auth-form";
import { authMessages, PASSWORD_MIN_LENGTH } from "../../workers/shared/auth-rules";
import { networkSafeAction, skipRevalidationAfterNetworkFailure } from "~/lib/network-action";

export const meta: MetaFunction = () => [{ title: "Choose a new password | Haven" }];

export function loader({ request }: LoaderFunctionArgs) {
  return json({ token: new URL(request.url).searchParams.get("token") ?? "" });
}

export async function action({ context }: ActionFunctionArgs) {
  const form = await context.input.form();
  const password = String(form.get("password") ?? "");
  if (password !== String(form.get("confirmPassword") ?? "")) {
    return json({ done: false, error: authMessages.passwordsDontMatch }, { status: 400 });
  }
  try {
    await context.emailLinks.reset(String(form.get("token") ?? ""), password);
    return json({ done: true, error: null });
  } catch (error) {
    const { message, status } = context.formError(error);
    return json({ done: false, error: message }, { status });
  }
}

/** A submission that cannot reach the server keeps the page and what was typed, and says so (app/lib/network.ts). */
export const clientAction = networkSafeAction;
export const shouldRevalidate = skipRevalidationAfterNetworkFailure;

export default function ResetPassword() {
  const { token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const submitting = useNavigation().state !== "idle";
  const [mismatch, setMismatch] = useState(false);

  if (result?.done) {
    return (
      <AuthLayout title="Password changed" subtitle="You have been signed out everywhere for your safety.">
        <p role="status" className="text-slate-700">
          Your password has been changed. Please sign in with your new password.
        </p>
        <Link to="/login" className="btn-primary mt-6 w-full">
          Sign In
        </Link>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Choose a new password" subtitle="Pick something you have not used here before.">
      {!token ? (
        <FormError message="This password reset link is incomplete. Please request a new one." />
      ) : (
        <Form
          method="post"
          className="space-y-4"
          onSubmit={(event) => {
            const data = new FormData(event.currentTarget);
            const differs = data.get("password") !== data.get("confirmPassword");
            setMismatch(differs);
            if (differs) event.preventDefault();
          }}
        >
          <FormError message={mismatch ? authMessages.passwordsDontMatch : result?.error} />
          <input type="hidden" name="token" value={token} />
          <PasswordField id="password" name="password" label="New password" autoComplete="new-password" hint={`At least ${PASSWORD_MIN_LENGTH} characters.`} />
          <PasswordField id="confirmPassword" name="confirmPassword" label="Confirm new password" autoComplete="new-password" />
          <button type="submit" className="btn-primary w-full" disabled={submitting}>
            {submitting ? "Saving..." : "Save new password"}
          </button>
        </Form>
      )}
      <Link to="/forgot-password" className="btn-secondary mt-4 w-full">
        Request a new link
      </Link>
    </AuthLayout>
  );
}
