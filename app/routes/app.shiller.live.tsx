import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";

/** The contest page's data again, for its refreshes (after an entry, when the countdown reaches zero). */
export async function loader({ context }: LoaderFunctionArgs) {
  try {
    return json({ ok: true as const, page: await context.contest.refresh() }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    const { message, status } = context.formError(error);
    return json({ ok: false as const, error: message }, { status, headers: { "Cache-Control": "no-store" } });
  }
}
