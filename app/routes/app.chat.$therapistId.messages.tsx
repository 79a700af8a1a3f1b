import { json, type ActionFunctionArgs } from "@remix-run/cloudflare";

/**
 * The web UI's send: JSON in, the reply streamed back as server-sent events from the session's Durable Object.
 * Errors answer `{ error }` with their status so the chat can show its failure bubble.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const me = await context.auth.requireAppAccess();
  const url = new URL(request.url);
  const sessionId = url.searchParams.get("sessionId") ?? "";
  try {
    const body = await context.input.json();
    const { stream } = await context.chat.stream(me, sessionId, { ...(body as object), therapistId: params.therapistId });
    return new Response(stream, {
      headers: { "Content-Type": "text/event-stream; charset=utf-8", "Cache-Control": "no-store" },
    });
  } catch (error) {
    const { message, status } = context.formError(error);
    return json({ error: message }, { status });
  }
}
