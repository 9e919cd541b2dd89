import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useHistoryEntry } from './browser-history';

/** How long Back keeps trying to reach the remembered position while the page's content is still loading. */
export const RESTORE_WINDOW_MS = 3000;
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * A new page opens at its top; Back and Forward return to where the reader was on that page. The browser's own
 * restoration is switched off: it runs before a single-page app has drawn the page it comes back to. Positions
 * are remembered per history entry while the reader scrolls, and restored once the page is tall enough (its
 * chunk and its data load after the navigation), then held while the page settles, unless the reader scrolls.
 */
export function ScrollRestoration(): null {
  const [pathname] = useLocation();
  const { key, type } = useHistoryEntry();
  const positions = useRef(new Map<string, number>());
  const current = useRef(key);
  const previousPath = useRef(pathname);

  useEffect(() => {
    const history = window.history;
    const before = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    let frame = 0;
    const remember = (): void => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => positions.current.set(current.current, window.scrollY));
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', remember);
      history.scrollRestoration = before;
    };
  }, []);

  useLayoutEffect(() => {
    current.current = key;
    const pathChanged = previousPath.current !== pathname;
    previousPath.current = pathname;
    if (type !== 'POP') {
      // A filter or a token taken out of the address (same path, replaced) is not a new page.
      if ((type === 'PUSH' || pathChanged) && window.scrollY !== 0) window.scrollTo(0, 0);
      return undefined;
    }
    const target = positions.current.get(key);
    if (target === undefined) return undefined;
    return restore(target);
  }, [key, pathname, type]);

  return null;
}

/** The page's height, the window's and the scroll position, as one frame of the restoration saw them. */
export interface PageExtent {
  height: number;
  viewport: number;
  scrollY: number;
}

/**
 * Whether something other than the page's growth moved it between two frames: a scroll bar dragged, the page's own
 * scrollTo or scrollIntoView. While Back holds the position the browser's scroll anchoring is off, so a page that
 * grows or shrinks leaves the position where it is, but for one that gets too short for it, which the browser
 * clamps to its new bottom. Any other move is someone's, whatever the height did in the same frame (going to the
 * top regrows the sticky header; a block may swap its loader for shorter content at that moment).
 */
export function movedByOthers(before: PageExtent, now: PageExtent): boolean {
  const moved = now.scrollY - before.scrollY;
  if (Math.abs(moved) < 1) return false;
  const clamped = moved < 0 && now.height < before.height && now.scrollY >= now.height - now.viewport - 1;
  return !clamped;
}

/** The elements whose overflow-anchor governs the window's scroll anchoring. */
function anchoringElements(): HTMLElement[] {
  return [document.documentElement, document.body];
}

/**
 * Scrolls to `target` as soon as the page is tall enough, and holds it there for a few seconds: a block above the
 * reader's place that loads later would otherwise push the page (the browser keeps what is in view in place) and
 * leave the reader short of where they were. The browser's anchoring is off meanwhile: the position is the one the
 * reader left, on the page as it was. Stops as soon as the reader scrolls, or anything else moves the page
 * (movedByOthers).
 */
function restore(target: number): () => void {
  const until = performance.now() + RESTORE_WINDOW_MS;
  let frame = 0;
  let seen: PageExtent | undefined;
  const anchoring = anchoringElements().map((element) => [element, element.style.overflowAnchor] as const);
  for (const [element] of anchoring) element.style.overflowAnchor = 'none';
  const stop = (): void => {
    cancelAnimationFrame(frame);
    for (const event of USER_SCROLL_EVENTS) window.removeEventListener(event, stop);
    for (const [element, value] of anchoring) element.style.overflowAnchor = value;
  };
  const extentNow = (): PageExtent => ({ height: document.documentElement.scrollHeight, viewport: window.innerHeight, scrollY: window.scrollY });
  const attempt = (): void => {
    const extent = extentNow();
    if ((seen && movedByOthers(seen, extent)) || performance.now() > until) return stop();
    if (extent.height - extent.viewport >= target && Math.abs(extent.scrollY - target) >= 1) window.scrollTo(0, target);
    seen = extentNow();
    frame = requestAnimationFrame(attempt);
  };
  for (const event of USER_SCROLL_EVENTS) window.addEventListener(event, stop, { passive: true });
  attempt();
  return stop;
}
