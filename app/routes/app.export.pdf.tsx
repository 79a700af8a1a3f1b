import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

/** The handover PDF for the signed-in person (the page's 'Export Your Therapy Data' downloads it). */
export async function loader({ context }: LoaderFunctionArgs) {
  const { fileName, body } = await context.exports.pdf();
  return new Response(body as Uint8Array<ArrayBuffer>, {
    headers: { "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="${fileName}"`, "Cache-Control": "no-store" },
  });
}
