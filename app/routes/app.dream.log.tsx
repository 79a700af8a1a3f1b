import { json, type ActionFunctionArgs } from "@remix-run/cloudflare";

/** Logs a dream from the Log Dream form: JSON in, `{ dream }` out, or `{ error }` with its status. */
export async function action({ context }: ActionFunctionArgs) {
  const me = await context.auth.requireAppAccess();
  const body = await context.input.json();
  try {
    return json({ dream: await context.dreams.create(me, body) });
  } catch (error) {
    const { message, status } = context.formError(error);
    return json({ error: message }, { status });
  }
}
