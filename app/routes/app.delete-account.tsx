import { json, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { exportMessages } from "../../workers/shared/handover";

export type DeleteAccountResult = { ok: true } | { ok: false; error: string };

/**
 * Deletes the signed-in person's account (the transparency page's confirmation modal posts here). A resource route,
 * so the page is not revalidated on the way out: it clears the browser's storage, then goes to the site root.
 */
export async function action({ context }: ActionFunctionArgs) {
  const form = await context.input.form();
  if (form.get("intent") !== "delete") return json<DeleteAccountResult>({ ok: false, error: exportMessages.deleteFailed }, { status: 400 });
  try {
    const clearCookie = await context.profile.deleteAccount();
    return json<DeleteAccountResult>({ ok: true }, { headers: { "Set-Cookie": clearCookie } });
  } catch (error) {
    const { status } = context.formError(error);
    return json<DeleteAccountResult>({ ok: false, error: exportMessages.deleteFailed }, { status });
  }
}
