import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

/** Everything the signed-in person owns, as JSON (data portability). */
export async function loader({ context }: LoaderFunctionArgs) {
  const { fileName, body } = await context.exports.json();
  return new Response(JSON.stringify(body, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}
