import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";

export const meta: MetaFunction = () => [{ title: "Local outbox | Haven (development)" }];

/** Development only: the emails that would have been sent, so their links can be opened. 404 in production. */
export async function loader({ context }: LoaderFunctionArgs) {
  try {
    const emails = await context.emailLinks.outbox();
    return json({ emails: emails.map((email) => ({ ...email, createdAt: email.createdAt.toISOString() })) });
  } catch (error) {
    throw new Response("Not found", { status: context.formError(error).status });
  }
}

export default function Outbox() {
  const { emails } = useLoaderData<typeof loader>();
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="page-title">Local outbox</h1>
      <p className="mt-1 text-slate-600">
        No email API is configured, so Haven keeps emails here instead of sending them. This page does not exist in
        production.
      </p>
      {emails.length === 0 ? <p className="card mt-6">No emails yet.</p> : null}
      <ul className="mt-6 space-y-4">
        {emails.map((email) => (
          <li key={email.id} className="card">
            <p className="text-sm text-slate-600">
              To {email.toAddress} · {email.createdAt}
            </p>
            <h2 className="mt-1 font-semibold text-slate-900">{email.subject}</h2>
            <p className="mt-2 whitespace-pre-wrap break-words text-sm text-slate-700">
              {email.body.split(/(https?:\/\/\S+)/).map((part, index) =>
                /^https?:\/\//.test(part) ? (
                  <a key={index} href={part} className="font-semibold text-brand-700 underline">
                    {part}
                  </a>
                ) : (
                  part
                ),
              )}
            </p>
          </li>
        ))}
      </ul>
    </main>
  );
}
