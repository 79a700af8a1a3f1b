import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from "react";

/** Room left between the newest message and the composer. */
const GAP_PX = 12;
/** How far above the bottom someone may be and still count as following the conversation. */
const FOLLOW_SLACK_PX = 48;

/** The bottom of what the person can see of the page: above the composer, and above an on-screen keyboard. */
function visibleBottom(composer: HTMLElement | null): number {
  const viewport = window.visualViewport;
  // The visual viewport is what remains above an on-screen keyboard (iOS, and Android by default).
  const viewportBottom = viewport ? viewport.offsetTop + viewport.height : window.innerHeight;
  return Math.min(composer?.getBoundingClientRect().top ?? viewportBottom, viewportBottom);
}

/**
 * The height an on-screen keyboard takes from the bottom of the page (0 without one, and where the browser shrinks the
 * page itself), as the CSS variable `--keyboard-inset`, so the docked composer can sit just above the keyboard.
 */
function updateKeyboardInset() {
  const viewport = window.visualViewport;
  const inset = viewport ? Math.max(0, window.innerHeight - viewport.height - viewport.offsetTop) : 0;
  document.documentElement.style.setProperty("--keyboard-inset", `${Math.round(inset)}px`);
}

/**
 * Keeps the newest message of the conversation fully visible above the docked composer while the person follows the
 * conversation: when a message arrives, while a reply streams in, and when the on-screen keyboard opens or the window
 * changes size. Someone who scrolled up to reread is left where they are until they scroll back down or send.
 * The page scrolls as a whole; `scroll-padding-bottom` is kept at the composer's space so focusing a control never
 * hides it behind the composer either.
 */
export function useNewestInView(list: RefObject<HTMLElement>, composer: RefObject<HTMLElement>, content: unknown) {
  const following = useRef(true);

  const overflow = useCallback(() => {
    const newest = list.current?.lastElementChild;
    if (!newest) return 0;
    return newest.getBoundingClientRect().bottom + GAP_PX - visibleBottom(composer.current);
  }, [list, composer]);

  const reveal = useCallback(() => {
    const hidden = overflow();
    if (hidden > 0) window.scrollBy({ top: hidden, behavior: "instant" });
    following.current = true;
  }, [overflow]);

  // Before paint, so a streamed word never shows behind the composer first.
  useLayoutEffect(() => {
    if (following.current) reveal();
  }, [content, reveal]);

  useEffect(() => {
    const onScroll = () => {
      following.current = overflow() <= FOLLOW_SLACK_PX;
    };
    const onResize = () => {
      updateKeyboardInset();
      const docked = composer.current;
      // The space the docked composer covers at the bottom of the page: its height and its distance from the bottom.
      const space = docked ? docked.offsetHeight + (parseFloat(getComputedStyle(docked).bottom) || 0) : 0;
      document.documentElement.style.scrollPaddingBottom = `${Math.round(space) + GAP_PX}px`;
      if (following.current) reveal();
    };
    onResize();
    const viewport = window.visualViewport;
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onResize);
    viewport?.addEventListener("resize", onResize);
    viewport?.addEventListener("scroll", onResize);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onResize);
      viewport?.removeEventListener("resize", onResize);
      viewport?.removeEventListener("scroll", onResize);
      document.documentElement.style.removeProperty("--keyboard-inset");
      document.documentElement.style.removeProperty("scroll-padding-bottom");
    };
  }, [composer, overflow, reveal]);

  /** Follow again from now on (the person just sent a message). */
  return reveal;
}
