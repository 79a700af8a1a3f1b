import { json, type ActionFunctionArgs } from "@remix-run/cloudflare";

/**
 * The dream detail page's actions, JSON in and out: `save` (an edit), `delete`, `insights` (the analysis, with
 * `forceRegenerate`), `reflection`, and `answer` (a reflection prompt's answer, with `promptId`).
 */
export async function action({ context, params }: ActionFunctionArgs) {
  const me = await context.auth.requireAppAccess();
  const dreamId = params.dreamId ?? "";
  const body = (await context.input.json()) as Record<string, unknown> | null;
  try {
    switch (params.intent) {
      case "save":
        return json({ dream: await context.dreams.update(me, dreamId, body) });
      case "delete":
        await context.dreams.delete(me, dreamId);
        return json({ deleted: true });
      case "insights":
        return json(await context.dreams.insights(me, dreamId, body));
      case "reflection":
        return json(await context.dreams.reflection(me, dreamId));
      case "answer":
        return json(await context.dreams.answer(me, dreamId, String(body?.promptId ?? ""), body));
      default:
        return json({ error: "Not found." }, { status: 404 });
    }
  } catch (error) {
    const { message, status } = context.formError(error);
    return json({ error: message }, { status });
  }
}
