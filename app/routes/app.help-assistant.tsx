import { json, type ActionFunctionArgs } from "@remix-run/cloudflare";

/** The help popup's question: JSON in, `{ response }` or `{ error }` out. */
export async function action({ context }: ActionFunctionArgs) {
  const me = await context.auth.requireUser();
  const body = await context.input.json();
  try {
    return json({ response: await context.help.ask(me, body) });
  } catch (error) {
    const { message, status } = context.formError(error);
    return json({ error: message }, { status });
  }
}
