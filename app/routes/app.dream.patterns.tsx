import { json, type ActionFunctionArgs } from "@remix-run/cloudflare";

/** Regenerates the pattern insights across the person's dreams (the Insights tab's Regenerate). */
export async function action({ context }: ActionFunctionArgs) {
  const me = await context.auth.requireAppAccess();
  try {
    return json({ patterns: await context.dreams.patterns(me, { forceRegenerate: true }) });
  } catch (error) {
    const { message, status } = context.formError(error);
    return json({ error: message }, { status });
  }
}
