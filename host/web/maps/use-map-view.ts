import { useCallback, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { VIEW, type ViewSize } from './map-projection';

/** Deepest zoom of the area maps (×32); marker maps go further to split clusters. */
export const MAX_SCALE = 32;
const PAN_STEP = 40;

export interface MapView {
  scale: number;
  /** Centre of the view in drawing units. */
  x: number;
  y: number;
  maxScale: number;
  /** SVG transform of the zoomed and panned content. */
  transform: string;
  zoomIn(): void;
  zoomOut(): void;
  /**
   * Centres the view on a point of the unzoomed drawing at `scale`. When the point and scale are the map's own
   * (`initial`, which a marker map derives from its centre and zoom props) and that scale is the one already
   * applied, only the centre moves: the page recentring the map (a hovered person) keeps the zoom the user chose.
   */
  focus(x: number, y: number, scale: number): void;
  handlers: {
    onPointerDown(event: PointerEvent<SVGSVGElement>): void;
    onPointerMove(event: PointerEvent<SVGSVGElement>): void;
    onPointerUp(): void;
    onKeyDown(event: KeyboardEvent<SVGSVGElement>): void;
  };
}

export interface State {
  scale: number;
  /** Centre of the view in drawing units. */
  x: number;
  y: number;
}

/**
 * Zoom (buttons, ×2 steps) and pan (drag, or arrow keys when the map has focus) of a map drawn in `size` units.
 * The map never zooms by itself (spec part 1 §9: no auto-zoom).
 */
export function useMapView(initial: Partial<State> = {}, maxScale = MAX_SCALE, size: ViewSize = VIEW): MapView {
  const { width, height } = size;
  const [state, setState] = useState<State>(() => ({ scale: 1, x: width / 2, y: height / 2, ...initial }));
  const [drag, setDrag] = useState<{ clientX: number; clientY: number } | null>(null);

  const zoomIn = useCallback(() => setState((s) => ({ ...s, scale: Math.min(maxScale, s.scale * 2) })), [maxScale]);
  const zoomOut = useCallback(
    () => setState((s) => (s.scale <= 2 ? { scale: 1, x: width / 2, y: height / 2 } : { ...s, scale: s.scale / 2 })),
    [width, height],
  );
  // The view the map was given this render, and the given scale last applied.
  const given = useRef<Partial<State>>(initial);
  given.current = initial;
  const givenScale = useRef(initial.scale ?? 1);
  const focus = useCallback(
    (x: number, y: number, scale: number) => {
      const page = given.current;
      const isGiven = page.x === x && page.y === y && page.scale === scale;
      if (isGiven && scale === givenScale.current) return setState((s) => ({ ...s, x, y }));
      if (isGiven) givenScale.current = scale;
      setState({ x, y, scale: Math.max(1, Math.min(maxScale, scale)) });
    },
    [maxScale],
  );
  const pan = (dx: number, dy: number): void => setState((s) => ({ ...s, x: s.x - dx / s.scale, y: s.y - dy / s.scale }));

  const { scale, x, y } = state;
  const transform = `translate(${width / 2 - x * scale} ${height / 2 - y * scale}) scale(${scale})`;
  return {
    scale,
    x,
    y,
    maxScale,
    transform,
    zoomIn,
    zoomOut,
    focus,
    handlers: {
      onPointerDown: (event) => setDrag({ clientX: event.clientX, clientY: event.clientY }),
      onPointerMove: (event) => {
        if (!drag) return;
        // Screen pixels to drawing units: the SVG is scaled to its box through the viewBox.
        const ratio = width / (event.currentTarget.clientWidth || width);
        pan((event.clientX - drag.clientX) * ratio, (event.clientY - drag.clientY) * ratio);
        setDrag({ clientX: event.clientX, clientY: event.clientY });
      },
      onPointerUp: () => setDrag(null),
      onKeyDown: (event) => {
        const moves: Record<string, [number, number]> = {
          ArrowLeft: [PAN_STEP, 0],
          ArrowRight: [-PAN_STEP, 0],
          ArrowUp: [0, PAN_STEP],
          ArrowDown: [0, -PAN_STEP],
        };
        const move = moves[event.key];
        if (event.key === '+' || event.key === '=') zoomIn();
        else if (event.key === '-') zoomOut();
        else if (move) pan(...move);
        else return;
        event.preventDefault();
      },
    },
  };
}
