import type { FetcherWithComponents } from "@remix-run/react";
import { createContext, useContext, useEffect, useRef } from "react";
import type { CrisisSupport, ForumView } from "../../../workers/forums/types";

/** The forum page's parts share the forum, the reader's standing, one announcement line and the action's answers. */

export type Intent = "join" | "leave" | "create-post" | "delete-post" | "like" | "flag-post" | "reply" | "delete-reply" | "flag-reply" | "moderate";

export type ActionResult =
  | { ok: true; intent: Intent; message?: string; crisisSupport?: CrisisSupport | null; postId?: string }
  | { ok: false; error: string };

export interface Notice {
  ok: boolean;
  text: string;
}

/** What every part of the forum page shares: the forum, the reader's standing and the page's one announcement. */
export interface ForumPage {
  forum: ForumView;
  isModerator: boolean;
  timeZone: string;
  notify: (notice: Notice) => void;
  /** The post whose crisis support is shown at the top of the page (right after its author wrote it). */
  supportShownFor: string | null;
  /**
   * Deletes or flags through the page's own fetcher: the item may vanish from the page when the data reloads (a
   * deleted post, a third flag), and its answer must still be announced.
   */
  submit: (payload: Record<string, string>) => void;
}

export const PageContext = createContext<ForumPage | null>(null);
export const usePage = () => useContext(PageContext)!;

/** Reports a fetcher's answer once, as the page's announcement: its success text, or the error (or the fallback). */
export function useOutcome(
  fetcher: FetcherWithComponents<ActionResult>,
  notify: (notice: Notice) => void,
  onSuccess?: (result: Extract<ActionResult, { ok: true }>) => void,
) {
  const reported = useRef<ActionResult | undefined>(undefined);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || reported.current === fetcher.data) return;
    reported.current = fetcher.data;
    if (fetcher.data.ok) {
      if (fetcher.data.message) notify({ ok: true, text: fetcher.data.message });
      onSuccess?.(fetcher.data);
    } else {
      notify({ ok: false, text: fetcher.data.error });
    }
  });
}

