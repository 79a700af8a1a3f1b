import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { CrisisSupport } from "../../../workers/forums/types";
import {
  AUTHOR_NAME_MAX_LENGTH,
  CATEGORY_LABELS,
  POST_CATEGORIES,
  POST_CONTENT_MAX_LENGTH,
  POST_PRIORITIES,
  PRIORITY_LABELS,
  TAGS_MAX,
  TITLE_MAX_LENGTH,
} from "../../../workers/shared/forums";
import { useOutcome, usePage, type ActionResult } from "./forum-page";

export function Counter({ length, max }: { length: number; max: number }) {
  return (
    <span className={`text-xs ${length > max * 0.95 ? "text-rose-700" : "text-slate-600"}`} aria-hidden="true">
      {length.toLocaleString("en-US")}/{max.toLocaleString("en-US")}
    </span>
  );
}

export function PostComposer({ onClose, onCreated }: { onClose: () => void; onCreated: (postId: string, support: CrisisSupport | null) => void }) {
  const { forum, notify } = usePage();
  const creator = useFetcher<ActionResult>();
  const [title, setTitle] = useState("");
  const [content, setContent] = useState("");
  const [anonymous, setAnonymous] = useState(false);
  const titleInput = useRef<HTMLInputElement>(null);
  const busy = creator.state !== "idle";
  // A failure is shown in the form, beside what was typed; only a success is the page's announcement.
  useOutcome(creator, (notice) => notice.ok && notify(notice), (result) => onCreated(result.postId ?? "", result.crisisSupport ?? null));
  useEffect(() => titleInput.current?.focus(), []);
  const failed = creator.data && !creator.data.ok ? creator.data.error : null;

  return (
    <section className="card" aria-labelledby="new-post-title">
      <h2 id="new-post-title" className="text-lg font-semibold text-slate-900">
        New Post
      </h2>
      <creator.Form method="post" className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="create-post" />
        <div>
          <div className="flex items-baseline justify-between">
            <label htmlFor="post-title" className="label">
              Title
            </label>
            <Counter length={title.length} max={TITLE_MAX_LENGTH} />
          </div>
          <input
            ref={titleInput}
            id="post-title"
            name="title"
            className="input"
            required
            maxLength={TITLE_MAX_LENGTH}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
          />
        </div>
        <div>
          <div className="flex items-baseline justify-between">
            <label htmlFor="post-content" className="label">
              What would you like to share?
            </label>
            <Counter length={content.length} max={POST_CONTENT_MAX_LENGTH} />
          </div>
          <textarea
            id="post-content"
            name="content"
            className="input min-h-[9rem]"
            required
            maxLength={POST_CONTENT_MAX_LENGTH}
            value={content}
            onChange={(event) => setContent(event.target.value)}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="post-category" className="label">
              Category
            </label>
            <select id="post-category" name="category" className="input" defaultValue="general">
              {POST_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {CATEGORY_LABELS[category]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="post-priority" className="label">
              Priority
            </label>
            <select id="post-priority" name="priority" className="input" defaultValue="medium">
              {POST_PRIORITIES.map((priority) => (
                <option key={priority} value={priority}>
                  {PRIORITY_LABELS[priority]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div>
          <label htmlFor="post-tags" className="label">
            Tags <span className="font-normal text-slate-600">(optional, comma-separated, up to {TAGS_MAX})</span>
          </label>
          <input id="post-tags" name="tags" className="input" placeholder="sleep, work, small wins" />
        </div>
        {forum.settings.allowAnonymous ? (
          <label className="flex min-h-[44px] items-start gap-3 text-slate-700">
            <input
              type="checkbox"
              name="isAnonymous"
              className="mt-0.5 h-5 w-5 shrink-0 accent-brand-600"
              checked={anonymous}
              onChange={(event) => setAnonymous(event.target.checked)}
            />
            <span>
              Post anonymously
              <span className="block text-sm text-slate-600">No one else sees who wrote it.</span>
            </span>
          </label>
        ) : null}
        {anonymous ? null : (
          <div>
            <label htmlFor="post-author-name" className="label">
              Display name <span className="font-normal text-slate-600">(optional; otherwise your first name and initial)</span>
            </label>
            <input id="post-author-name" name="authorName" className="input" maxLength={AUTHOR_NAME_MAX_LENGTH} />
          </div>
        )}
        {failed ? (
          <p role="alert" className="rounded-xl border border-rose-200 bg-rose-50 px-3 py-2 text-sm text-rose-900">
            {failed}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={busy || !title.trim() || !content.trim()}>
            {busy ? "Posting..." : "Create Post"}
          </button>
        </div>
      </creator.Form>
    </section>
  );
}

