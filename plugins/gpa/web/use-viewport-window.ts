import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

export interface ViewportWindow {
  /** How many items to show: those from the list's start to the bottom of the window, and a little further. */
  count: number;
  /** Space kept for the items not shown, so the scroll bar and the End key cover the whole list. */
  reserve: number;
}

/** The grid's geometry, read from the list element: columns and the height of a row with its gap. */
interface Grid {
  columns: number;
  rowHeight: number;
  /** The list's top relative to the viewport, at the furthest the user has scrolled. */
  top: number;
}

/** How far below the window boxes are ready, as a share of its height: scrolling does not meet empty rows. */
const AHEAD = 0.25;

function readGrid(list: HTMLElement): Grid | null {
  const first = list.querySelector<HTMLElement>(':scope > :not([hidden])');
  if (!first || first.offsetHeight === 0) return null;
  const style = getComputedStyle(list);
  const columns = style.gridTemplateColumns.split(' ').filter(Boolean).length || 1;
  const gap = Number.parseFloat(style.rowGap) || 0;
  return { columns, rowHeight: first.offsetHeight + gap, top: list.getBoundingClientRect().top };
}

/**
 * The part of a long grid list worth laying out: the rows from its start down to the bottom of the window and a
 * little further, growing as the user scrolls. A keystroke in the list's search then changes a screenful of
 * boxes, not all of them; the rest keep their space, so scrolling and the End key behave as over the whole list.
 * For a new `items` the rows below the window come a frame later: the frame that answers a keystroke holds only
 * what the user sees.
 *
 * The whole list is shown until the browser is first idle, so every box is laid out once (its flag glyph and
 * words shaped and cached): boxes shown again later cost a fraction of that first layout. Where nothing is laid
 * out (jsdom) the whole list stays shown.
 */
export function useViewportWindow(list: RefObject<HTMLElement | null>, items: readonly unknown[]): ViewportWindow {
  const [grid, setGrid] = useState<Grid | null>(null);
  const [windowed, setWindowed] = useState(false);
  // The items whose rows below the window are shown too.
  const [ahead, setAhead] = useState<readonly unknown[] | null>(null);

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => setWindowed(true));
    return () => cancel(handle);
  }, []);

  useEffect(() => {
    if (!windowed || ahead === items) return undefined;
    // After the next frame has been painted: a task queued from an animation frame callback runs after it.
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setAhead(items), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [windowed, items, ahead]);

  useLayoutEffect(() => {
    if (!windowed) return undefined;
    let frame = 0;
    const measure = (): void => {
      frame = 0;
      const element = list.current;
      const next = element ? readGrid(element) : null;
      // Kept when nothing can be measured (a search that matches nothing) or when only the top moved down.
      setGrid((current) =>
        !next || (current && current.columns === next.columns && current.rowHeight === next.rowHeight && current.top <= next.top)
          ? current
          : next,
      );
    };
    const schedule = (): void => {
      frame ||= requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [windowed, list]);

  const total = items.length;
  if (!windowed || !grid) return { count: total, reserve: 0 };
  // The list's top is negative once it has scrolled past; scrolling back up keeps what was shown (the grid state
  // only moves down), so nothing churns.
  const bottom = window.innerHeight * (ahead === items ? 1 + AHEAD : 1);
  const rows = Math.max(1, Math.ceil((bottom - grid.top) / grid.rowHeight));
  const count = Math.min(total, rows * grid.columns);
  const reserve = Math.ceil((total - count) / grid.columns) * grid.rowHeight;
  return { count, reserve };
}
