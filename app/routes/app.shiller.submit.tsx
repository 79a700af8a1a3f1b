import { json, type ActionFunctionArgs } from "@remix-run/cloudflare";
import type { OwnSubmissionView } from "../../workers/contest/types";

export type SubmitResult = { ok: true; message: string; submission: OwnSubmissionView } | { ok: false; error: string; field?: string };

/**
 * The contest page's entry form posts here (a resource route answering JSON), so the page can tell a network
 * failure from a refusal. A refusal carries the service's message and status.
 */
export async function action({ context }: ActionFunctionArgs) {
  const form = await context.input.form();
  try {
    const { message, submission } = await context.contest.submit({ tweetUrl: form.get("tweetUrl") ?? undefined, walletAddress: form.get("walletAddress") ?? undefined });
    return json<SubmitResult>({ ok: true, message, submission }, { status: 201, headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    const { message, status } = context.formError(error);
    const field = error instanceof Error && "field" in error && typeof error.field === "string" ? error.field : undefined;
    return json<SubmitResult>({ ok: false, error: message, field }, { status, headers: { "Cache-Control": "no-store" } });
  }
}
