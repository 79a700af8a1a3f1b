import { json, type ActionFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { AuthLayout, FormError } from "~/components/auth-form";
import { networkSafeAction, skipRevalidationAfterNetworkFailure } from "~/lib/network-action";

export const meta: MetaFunction = () => [{ title: "Forgot your password? | Haven" }];

export async function action({ context }: ActionFunctionArgs) {
  const form = await context.input.form();
  try {
    return json({ sent: await context.emailLinks.requestReset(String(form.get("email") ?? "")), error: null });
  } catch (error) {
    const { message, status } = context.formError(error);
    return json({ sent: null, error: message }, { status });
  }
}

/** A submission that cannot reach the server keeps the page and what was typed, and says so (app/lib/network.ts). */
export const clientAction = networkSafeAction;
export const shouldRevalidate = skipRevalidationAfterNetworkFailure;

export default function ForgotPassword() {
  const result = useActionData<typeof action>();
  const submitting = useNavigation().state !== "idle";
  return (
    <AuthLayout title="Forgot your password?" subtitle="We will email you a link to choose a new one.">
      {result?.sent ? (
        <p role="status" className="rounded-xl border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          {result.sent}
        </p>
      ) : (
        <Form method="post" className="space-y-4">
          <FormError message={result?.error} />
          <div>
            <label htmlFor="email" className="label">
              Email
            </label>
            <input id="email" name="email" type="email" autoComplete="email" inputMode="email" required className="input" />
          </div>
          <button type="submit" className="btn-primary w-full" disabled={submitting}>
            {submitting ? "Sending..." : "Send reset link"}
          </button>
        </Form>
      )}
      <Link to="/login" className="btn-secondary mt-4 w-full">
        Back to Login
      </Link>
    </AuthLayout>
  );
}
