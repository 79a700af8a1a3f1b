import { Link } from "@remix-run/react";
import { useState } from "react";

/** The frame of the sign-in and sign-up pages. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: React.ReactNode;
}) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-b from-brand-50 to-canvas px-4 py-10">
      <Link to="/" className="mb-6 flex items-center gap-2 text-lg font-bold text-brand-700">
        <img src="/favicon.svg" alt="" width={36} height={36} className="h-9 w-9" />
        Haven
      </Link>
      <div className="card w-full max-w-md p-6 sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <p className="mt-1 text-sm text-slate-600">{subtitle}</p>
        <div className="mt-6">{children}</div>
      </div>
      <p className="mt-6 max-w-md text-center text-xs text-slate-600">
        Haven is not a substitute for professional therapy. In an emergency, call 988 (US) or your local crisis line.
      </p>
    </main>
  );
}

export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <div role="alert" className="rounded-xl border border-rose-200 bg-rose-50 px-3 py-2 text-sm text-rose-800">
      {message}
    </div>
  );
}

/** A field's own message, beside it; the field points at it with aria-describedby and is marked aria-invalid. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-rose-700">
      {message}
    </p>
  );
}

/** A field's aria attributes: invalid with an error, described by its hint and its error (ids that are absent are ignored). */
export function describedBy(id: string, error: string | undefined) {
  return { "aria-invalid": error ? true : undefined, "aria-describedby": `${id}-hint ${id}-error` };
}

/** A labelled text input with its own message beside it (the field's `name` is its id). */
export function TextField({
  id,
  label,
  error,
  ...input
}: { id: string; label: string; error?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <input id={id} name={id} className="input" {...input} {...describedBy(id, error)} />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function PasswordField({
  id,
  name,
  label,
  autoComplete,
  hint,
  error,
}: {
  id: string;
  name: string;
  label: string;
  autoComplete: "current-password" | "new-password";
  hint?: string;
  error?: string;
}) {
  const [visible, setVisible] = useState(false);
  return (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          name={name}
          type={visible ? "text" : "password"}
          autoComplete={autoComplete}
          className="input pr-16"
          {...describedBy(id, error)}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          className="absolute inset-y-0 right-0 min-w-[44px] rounded-r-xl px-3 text-sm font-semibold text-brand-700 hover:text-brand-800"
          aria-label={`Show ${label.toLowerCase()}`}
          aria-pressed={visible}
        >
          {visible ? "Hide" : "Show"}
        </button>
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
