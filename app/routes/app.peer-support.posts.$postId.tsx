import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { PostWithReplies } from "../../workers/forums/types";
import { forumMessages } from "../../workers/shared/forums";

/** A post with a page of its replies, for the forum page's replies panel (a resource route: JSON only). */
export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const me = await context.auth.requireUser();
  const url = new URL(request.url);
  try {
    const post = await context.forums.post(me, params.postId ?? "", Object.fromEntries(url.searchParams));
    return json<RepliesResult>({ ok: true, post });
  } catch (error) {
    const { status } = context.formError(error);
    return json<RepliesResult>({ ok: false, error: forumMessages.repliesLoadFailed }, { status });
  }
}

export type RepliesResult = { ok: true; post: PostWithReplies } | { ok: false; error: string };
