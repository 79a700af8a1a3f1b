import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";

/** The old public forum link: forums live inside the signed-in area. A server redirect replaces this entry. */
export async function loader({ params }: LoaderFunctionArgs) {
  throw redirect("/app/peer-support/forum/" + encodeURIComponent(params.forumId ?? ""));
}
