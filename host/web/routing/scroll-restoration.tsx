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

/** The page's height and scroll position, as one frame of the restoration saw them. */
export interface PageExtent {
  height: number;
  scrollY: number;
}

/**
 * Whether something other than the page's growth moved it between two frames: a scroll bar dragged, the page's own
 * scrollTo or scrollIntoView. A page that grows moves the position down, if at all (the browser keeps what is in
 * view in place), and one that shrinks moves it up (the same, or the bottom clamps it); a move with the height
 * unchanged, or against its change, is someone's. Going to the top regrows the sticky header in the same frame, so
 * a height change alone does not excuse a move. How far it moved says nothing: a block that replaces its loader
 * moves the position by a little more or less than the page grew.
 */
export function movedByOthers(before: PageExtent, now: PageExtent): boolean {
  const moved = now.scrollY - before.scrollY;
  const grew = now.height - before.height;
  return Math.abs(moved) >= 1 && (Math.abs(grew) < 1 || Math.sign(moved) !== Math.sign(grew));
}

/**
 * Scrolls to `target` as soon as the page is tall enough, and holds it there for a few seconds: a block above the
 * reader's place that loads later would otherwise push the page (the browser keeps what is in view in place) and
 * leave the reader short of where they were. Stops as soon as the reader scrolls, or anything else moves the page
 * (movedByOthers): only a page still growing or shrinking is put back.
 */
function restore(target: number): () => void {
  const until = performance.now() + RESTORE_WINDOW_MS;
  let frame = 0;
  let seen: PageExtent | undefined;
  const stop = (): void => {
    cancelAnimationFrame(frame);
    for (const event of USER_SCROLL_EVENTS) window.removeEventListener(event, stop);
  };
  const attempt = (): void => {
    const root = document.documentElement;
    const extent = { height: root.scrollHeight, scrollY: window.scrollY };
    if ((seen && movedByOthers(seen, extent)) || performance.now() > until) return stop();
    if (root.scrollHeight - window.innerHeight >= target && Math.abs(window.scrollY - target) >= 1) window.scrollTo(0, target);
    seen = { height: root.scrollHeight, scrollY: window.scrollY };
    frame = requestAnimationFrame(attempt);
  };
  for (const event of USER_SCROLL_EVENTS) window.addEventListener(event, stop, { passive: true });
  attempt();
  return stop;
}
