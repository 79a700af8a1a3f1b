import { Link } from "@remix-run/react";

/** What Base and expired-trial members see instead of the forums. */
export function UpgradePrompt({ message }: { message: string }) {
  return (
    <section className="card space-y-3" aria-labelledby="upgrade-title">
      <h2 id="upgrade-title" className="text-lg font-semibold text-slate-900">
        Peer support is part of the Advanced plan
      </h2>
      <p className="text-slate-600">{message}</p>
      <p className="text-slate-600">
        Advanced opens ten moderated forums where members share what helps, ask questions and support each other, anonymously
        where a forum allows it.
      </p>
      <Link to="/app/subscription" className="btn-primary">
        See plans and upgrade
      </Link>
    </section>
  );
}
