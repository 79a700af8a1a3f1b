import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams, useSubmit } from "@remix-run/react";
import { useEffect, useState } from "react";
import { PasswordField } from "~/components/auth-form";
import { CancelSubscriptionForm, PlanGrid } from "~/components/plan-grid";
import { PROFILE_FAQ } from "~/content/profile-faq";
import { NAME_MAX_LENGTH } from "../../workers/shared/auth-rules";
import { planBadgeLabel } from "../../workers/shared/plans";
import { passwordChangeIssue, PROFILE_IMAGE_MAX_BYTES, profileNameIssue } from "../../workers/shared/profile-rules";

export const meta: MetaFunction = () => [{ title: "Profile settings | Haven" }];

const SUCCESS_TIMEOUT_MS = 3000;

/**
 * Open whatever the plan or trial state, unlike most of /app: deleting one's account must always be possible
 * (DESIGN.md, "Data export and account deletion are open to every signed-in user").
 */
export async function loader({ context }: LoaderFunctionArgs) {
  const me = await context.auth.requireUser();
  const { user, access } = me;
  const therapists = await context.therapists.listFor(me);
  return json({
    user: { name: user.name, email: user.email, profileImage: user.profileImage },
    plan: access.subscription?.plan ?? null,
    subscription: access.subscription,
    therapists: therapists.map(({ id, name, specialty }) => ({ id, name, specialty })),
    level: access.level,
    trialInfo: access.trialInfo,
    cancellationInfo: access.cancellationInfo,
    faq: PROFILE_FAQ,
  });
}

type ActionResult = { ok: true; message: string } | { ok: false; error: string };

export async function action({ context }: ActionFunctionArgs) {
  // Room for a profile image plus the form's other fields.
  const form = await context.input.form(PROFILE_IMAGE_MAX_BYTES + 64 * 1024).catch((error: unknown) => {
    if (error instanceof Response && error.status === 413) throw json<ActionResult>({ ok: false, error: "Images can be up to 2 MB." }, { status: 413 });
    throw error;
  });
  const intent = form.get("intent");
  const field = (name: string) => String(form.get(name) ?? "");
  try {
    if (intent === "name") {
      await context.profile.updateName(field("name"));
      return json<ActionResult>({ ok: true, message: "Profile updated successfully!" });
    }
    if (intent === "image") {
      const file = form.get("image");
      if (!(file instanceof File)) throw new Error("No image in the form");
      await context.profile.saveImage(new Uint8Array(await file.arrayBuffer()));
      return json<ActionResult>({ ok: true, message: "Profile image updated successfully!" });
    }
    if (intent === "password") {
      await context.profile.changePassword({
        currentPassword: field("currentPassword"),
        newPassword: field("newPassword"),
        confirmPassword: field("confirmPassword"),
      });
      return json<ActionResult>({ ok: true, message: "Password changed successfully!" });
    }
    if (intent === "subscribe") {
      const me = await context.auth.requireUser();
      const { checkoutUrl } = await context.billing.start(me, {
        planType: form.get("planType"),
        preferredTherapist: form.get("preferredTherapist") ?? undefined,
      });
      return redirect(checkoutUrl);
    }
    if (intent === "cancel" || intent === "upgrade") {
      const me = await context.auth.requireUser();
      const { message } = intent === "cancel" ? await context.billing.cancel(me) : await context.billing.upgrade(me);
      return json<ActionResult>({ ok: true, message });
    }
    if (intent === "delete") {
      return redirect("/login", { headers: { "Set-Cookie": await context.profile.deleteAccount() } });
    }
    return json<ActionResult>({ ok: false, error: "Operation failed. Please try again." }, { status: 400 });
  } catch (error) {
    const { message, status } = context.formError(error);
    return json<ActionResult>({ ok: false, error: message || "An error occurred. Please try again." }, { status });
  }
}

export default function Profile() {
  const { user, plan, subscription, therapists, level, trialInfo, cancellationInfo, faq } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const submit = useSubmit();
  const busy = navigation.state !== "idle";
  const [success, setSuccess] = useState<string | null>(null);
  const [clientError, setClientError] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [plansOpen, setPlansOpen] = useState(false);
  const [searchParams, setSearchParams] = useSearchParams();

  // Back from checkout: say so once, then clear the query string.
  useEffect(() => {
    if (searchParams.get("success") !== "true") return;
    setSuccess("Payment successful! Your subscription has been activated.");
    setSearchParams({}, { replace: true });
    const timer = window.setTimeout(() => setSuccess(null), SUCCESS_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [searchParams, setSearchParams]);

  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      setSuccess(result.message);
      setEditing(false);
      setPasswordOpen(false);
      setPlansOpen(false);
      const timer = window.setTimeout(() => setSuccess(null), SUCCESS_TIMEOUT_MS);
      return () => window.clearTimeout(timer);
    }
  }, [result]);

  const error = clientError ?? (result && !result.ok ? result.error : null);

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="page-title">Profile settings</h1>

      {success ? (
        <p role="status" className="rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-emerald-900">
          {success}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="rounded-xl border border-rose-200 bg-rose-50 px-4 py-3 text-rose-900">
          {error}
        </p>
      ) : null}
      {cancellationInfo ? (
        <p className="rounded-xl border border-orange-200 bg-orange-50 px-4 py-3 text-orange-900">
          Your subscription is cancelled and stays active for {cancellationInfo.daysRemaining} more day
          {cancellationInfo.daysRemaining === 1 ? "" : "s"}.
        </p>
      ) : null}

      <section className="card space-y-4" aria-labelledby="profile-info">
        <h2 id="profile-info" className="text-lg font-semibold text-slate-900">
          Profile information
        </h2>
        {editing ? (
          <Form
            method="post"
            className="space-y-3"
            onSubmit={(event) => {
              const issue = profileNameIssue(String(new FormData(event.currentTarget).get("name") ?? ""));
              setClientError(issue?.message ?? null);
              if (issue) event.preventDefault();
            }}
          >
            <input type="hidden" name="intent" value="name" />
            <label htmlFor="name" className="label">
              Name
            </label>
            <input id="name" name="name" defaultValue={user.name} maxLength={NAME_MAX_LENGTH} className="input" autoComplete="name" />
            <div className="flex gap-2">
              <button type="submit" className="btn-primary" disabled={busy}>
                Save
              </button>
              <button
                type="button"
                className="btn-secondary"
                onClick={() => {
                  setEditing(false);
                  setClientError(null);
                }}
              >
                Cancel
              </button>
            </div>
          </Form>
        ) : (
          <div className="flex items-center justify-between gap-3">
            <div>
              <p className="text-sm text-slate-500">Name</p>
              <p className="font-medium text-slate-900">{user.name}</p>
            </div>
            <button type="button" className="btn-secondary" onClick={() => setEditing(true)}>
              Edit
            </button>
          </div>
        )}
        <div>
          <p className="text-sm text-slate-500">Email</p>
          <p className="font-medium text-slate-900">{user.email}</p>
          <p className="text-xs text-slate-500">Your email cannot be changed.</p>
        </div>
        <Form method="post" encType="multipart/form-data" className="flex items-center gap-4">
          {user.profileImage ? (
            <img src={user.profileImage} alt="Your profile" className="h-16 w-16 rounded-full object-cover" />
          ) : (
            <span aria-hidden className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-100 text-xl font-semibold text-brand-800">
              {user.name.charAt(0)}
            </span>
          )}
          <input type="hidden" name="intent" value="image" />
          <label className="btn-secondary cursor-pointer">
            {busy && navigation.formData?.get("intent") === "image" ? "Uploading..." : "Change photo"}
            <input
              type="file"
              name="image"
              accept="image/*"
              className="sr-only"
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                if (!file) return;
                if (file.size > PROFILE_IMAGE_MAX_BYTES) {
                  setClientError("Images can be up to 2 MB.");
                  return;
                }
                setClientError(null);
                submit(event.currentTarget.form, { method: "post", encType: "multipart/form-data" });
              }}
            />
          </label>
        </Form>
      </section>

      <section className="card" aria-labelledby="subscription-info">
        <h2 id="subscription-info" className="text-lg font-semibold text-slate-900">
          Subscription
        </h2>
        <p className="mt-2 text-slate-700">
          {level === "none"
            ? "Your free trial has ended."
            : trialInfo.isOnTrial
              ? `Free trial: ${trialInfo.trialDaysRemaining} day${trialInfo.trialDaysRemaining === 1 ? "" : "s"} left.`
              : `${planBadgeLabel(plan)}, active.`}
        </p>
        {subscription ? (
          <p className="mt-1 text-sm text-slate-600">
            {subscription.cancelAtPeriodEnd ? "Ends on " : "Renews on "}
            {new Date(subscription.currentPeriodEnd).toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" })}
          </p>
        ) : null}
        <div className="mt-3 flex flex-wrap gap-2">
          {subscription?.plan === "base" && !subscription.cancelAtPeriodEnd ? (
            <Form method="post">
              <input type="hidden" name="intent" value="upgrade" />
              <input type="hidden" name="planType" value="advanced" />
              <button type="submit" className="btn-primary" disabled={busy}>
                Upgrade to Advanced
              </button>
            </Form>
          ) : null}
          {subscription ? null : (
            <button type="button" className="btn-primary" onClick={() => setPlansOpen(true)}>
              Choose a plan
            </button>
          )}
          {subscription && !subscription.cancelAtPeriodEnd ? <CancelSubscriptionForm busy={busy} /> : null}
          <Link to="/app/subscription" className="btn-secondary">
            Plans and subscription
          </Link>
        </div>
      </section>

      <section className="card space-y-3" aria-labelledby="security-info">
        <h2 id="security-info" className="text-lg font-semibold text-slate-900">
          Security and privacy
        </h2>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn-secondary" onClick={() => setPasswordOpen(true)}>
            Change password
          </button>
          <Form
            method="post"
            onSubmit={(event) => {
              const sure =
                window.confirm("Delete your account? This permanently deletes your profile, conversations and subscription record.") &&
                window.confirm("This cannot be undone. Delete your account and everything in it now?");
              if (!sure) event.preventDefault();
            }}
          >
            <input type="hidden" name="intent" value="delete" />
            <button type="submit" className="btn-danger" disabled={busy}>
              Delete account
            </button>
          </Form>
        </div>
      </section>

      {passwordOpen ? (
        <PasswordDialog
          busy={busy}
          error={error}
          onClose={() => {
            setPasswordOpen(false);
            setClientError(null);
          }}
          onInvalid={setClientError}
        />
      ) : null}

      {plansOpen ? (
        <div className="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/50 sm:items-center" role="presentation">
          <div
            role="dialog"
            aria-modal="true"
            aria-labelledby="plans-title"
            onKeyDown={(event) => {
              if (event.key === "Escape") setPlansOpen(false);
            }}
            className="max-h-[90vh] w-full max-w-2xl overflow-y-auto rounded-t-3xl bg-slate-50 p-6 sm:rounded-3xl"
          >
            <div className="mb-5 flex items-center justify-between gap-3">
              <h2 id="plans-title" className="text-lg font-semibold text-slate-900">
                Choose your plan
              </h2>
              <button type="button" className="btn-secondary" autoFocus onClick={() => setPlansOpen(false)}>
                Close
              </button>
            </div>
            <PlanGrid current={plan} therapists={therapists} busy={busy} compact />
          </div>
        </div>
      ) : null}

      <section aria-labelledby="faq-title" className="space-y-3">
        <h2 id="faq-title" className="text-lg font-semibold text-slate-900">
          Frequently asked questions
        </h2>
        {faq.map((group) => (
          <details key={group.category} className="card p-0">
            <summary className="min-h-[44px] cursor-pointer px-5 py-3 font-semibold text-slate-900">{group.category}</summary>
            <dl className="space-y-3 px-5 pb-4">
              {group.questions.map((entry) => (
                <div key={entry.q}>
                  <dt className="font-medium text-slate-800">{entry.q}</dt>
                  <dd className="text-sm text-slate-600">{entry.a}</dd>
                </div>
              ))}
            </dl>
          </details>
        ))}
      </section>
    </div>
  );
}

function PasswordDialog({
  busy,
  error,
  onClose,
  onInvalid,
}: {
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onInvalid: (message: string | null) => void;
}) {
  const [filled, setFilled] = useState({ currentPassword: false, newPassword: false, confirmPassword: false });
  const complete = filled.currentPassword && filled.newPassword && filled.confirmPassword;
  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/50 sm:items-center" role="presentation">
      <div role="dialog" aria-modal="true" aria-labelledby="password-title" className="w-full max-w-md rounded-t-3xl bg-white p-6 sm:rounded-3xl">
        <h2 id="password-title" className="text-lg font-semibold text-slate-900">
          Change password
        </h2>
        <Form
          method="post"
          className="mt-4 space-y-3"
          onChange={(event) => {
            const data = new FormData(event.currentTarget);
            setFilled({
              currentPassword: Boolean(data.get("currentPassword")),
              newPassword: Boolean(data.get("newPassword")),
              confirmPassword: Boolean(data.get("confirmPassword")),
            });
          }}
          onSubmit={(event) => {
            const data = new FormData(event.currentTarget);
            const issue = passwordChangeIssue({
              currentPassword: String(data.get("currentPassword") ?? ""),
              newPassword: String(data.get("newPassword") ?? ""),
              confirmPassword: String(data.get("confirmPassword") ?? ""),
            });
            onInvalid(issue?.message ?? null);
            if (issue) event.preventDefault();
          }}
        >
          <input type="hidden" name="intent" value="password" />
          {error ? (
            <p role="alert" className="rounded-xl border border-rose-200 bg-rose-50 px-3 py-2 text-sm text-rose-900">
              {error}
            </p>
          ) : null}
          <PasswordField id="currentPassword" name="currentPassword" label="Current password" autoComplete="current-password" />
          <PasswordField id="newPassword" name="newPassword" label="New password" autoComplete="new-password" hint="At least 8 characters." />
          <PasswordField id="confirmPassword" name="confirmPassword" label="Confirm new password" autoComplete="new-password" />
          <p className="text-xs text-slate-500">Changing your password signs you out on every other device.</p>
          <div className="flex gap-2 pt-2">
            <button type="submit" className="btn-primary flex-1" disabled={!complete || busy}>
              Change password
            </button>
            <button type="button" className="btn-secondary flex-1" onClick={onClose}>
              Cancel
            </button>
          </div>
        </Form>
      </div>
    </div>
  );
}
