import { useEffect, useRef, useState, type RefObject } from 'react';

/** Boxes laid out at first and added each time the end of the list comes near the window. */
export const WINDOW_STEP = 60;

/**
 * How many of a long list's items to show: a screenful or two at first, more as the user scrolls to the end (the
 * sentinel comes into view). 5,000 document boxes are never laid out at once, so the first render and a filter
 * change cost a screenful. A new list (a filter change) starts again from the first step. Where the browser has no
 * IntersectionObserver (jsdom) every item is shown.
 */
export function useGrowingWindow(items: readonly unknown[], sentinel: RefObject<HTMLElement | null>, step = WINDOW_STEP): number {
  const observable = typeof IntersectionObserver !== 'undefined';
  const [shown, setShown] = useState(step);
  const last = useRef(items);
  if (last.current !== items) {
    last.current = items;
    if (shown !== step) setShown(step);
  }

  useEffect(() => {
    const target = sentinel.current;
    if (!observable || !target) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShown((count) => count + step);
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [observable, sentinel, step, items, shown]);

  return observable ? Math.min(shown, items.length) : items.length;
}
