import { json, type AppLoadContext } from "@remix-run/cloudflare";

/**
 * A failed page action as the forms show it: the server's message when the service refused (with its status), else
 * the screen's fallback text (logged, answered 500), so a person always reads something they can act on.
 */
export function actionFailure(context: AppLoadContext, error: unknown, fallback: string) {
  let failure: { message: string; status: number };
  try {
    failure = context.formError(error);
  } catch {
    console.error(fallback, error);
    return json({ ok: false as const, error: fallback }, { status: 500 });
  }
  return json({ ok: false as const, error: failure.message || fallback }, { status: failure.status });
}
