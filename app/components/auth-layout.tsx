import { Link } from "@remix-run/react";
import { HeartIcon } from "./icons";

/** The frame of the sign-in and sign-up pages. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle: string; children: React.ReactNode }) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-b from-brand-50 to-canvas px-4 py-10">
      <Link to="/" className="mb-6 flex items-center gap-2 text-lg font-bold text-brand-700">
        <span className="flex h-9 w-9 items-center justify-center rounded-xl bg-brand-600 text-white">
          <HeartIcon className="h-5 w-5" />
        </span>
        Haven
      </Link>
      <div className="card w-full max-w-md p-6 sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <p className="mt-1 text-sm text-slate-600">{subtitle}</p>
        <div className="mt-6">{children}</div>
      </div>
      <p className="mt-6 max-w-md text-center text-xs text-slate-500">
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
