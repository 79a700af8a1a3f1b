import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

/** The signed-in user's own profile image from R2; nobody else's image is reachable. */
export async function loader({ context }: LoaderFunctionArgs) {
  await context.auth.requireUser();
  try {
    const object = await context.profile.readImage();
    return new Response(object.body, {
      headers: {
        "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
        // Personal: not kept in the browser's cache of a shared device (workers/web/cache-policy.ts).
        "Cache-Control": "no-store",
      },
    });
  } catch (error) {
    const { status } = context.formError(error);
    return new Response(null, { status });
  }
}
