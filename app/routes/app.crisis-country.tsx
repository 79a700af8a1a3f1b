import { json, redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";

/** Saves whose crisis lines the person sees (the picker on the Safety Plan and in the chat's crisis banner). */
export async function action({ context, request }: ActionFunctionArgs) {
  const me = await context.auth.requireUser();
  const form = await context.input.form();
  try {
    const { crisisLines } = await context.safety.setCountry(me, { country: form.get("country") });
    // Without JavaScript the form posts as a document: go back to the page it came from (its path only).
    if (!new URL(request.url).searchParams.has("_data")) {
      return redirect(new URL(request.headers.get("Referer") ?? "/app/safety-plan", request.url).pathname);
    }
    return json({ crisisLines });
  } catch (error) {
    const { message, status } = context.formError(error);
    return json({ error: message }, { status });
  }
}

export function loader() {
  return redirect("/app/safety-plan");
}
