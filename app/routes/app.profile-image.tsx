import type { LoaderFunctionArgs } from "@remix-run/cloudflare";

/** The signed-in user's own profile image from R2; nobody else's image is reachable. */
export async function loader({ context }: LoaderFunctionArgs) {
  await context.auth.requireUser();
  try {
    const object = await context.profile.readImage();
    return new Response(object.body, {
      headers: {
        "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
        // The URL changes with every upload, so the browser may keep it; it is private to this user.
        "Cache-Control": "private, max-age=31536000, immutable",
      },
    });
  } catch (error) {
    const { status } = context.formError(error);
    return new Response(null, { status });
  }
}
