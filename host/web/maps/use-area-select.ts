import { useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import type { GeoProjection } from 'd3-geo';
import type { ViewSize } from './map-projection';
import type { MapBounds } from './map-types';
import { DRAG_TOLERANCE_PX, drawingPoint, latLngOf } from './use-map-click';
import type { MapView } from './use-map-view';

/** The rectangle being drawn, in drawing units (as the view's transform places it). */
export interface SelectionRectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface AreaSelectHandlers {
  onPointerDownCapture(event: PointerEvent<HTMLElement>): void;
  onPointerMoveCapture(event: PointerEvent<HTMLElement>): void;
  onPointerUpCapture(event: PointerEvent<HTMLElement>): void;
  onClickCapture(event: MouseEvent<HTMLElement>): void;
}

export interface AreaSelect {
  /** The 'Select area' toggle: while on, a drag draws a rectangle instead of panning. */
  active: boolean;
  setActive(on: boolean): void;
  rectangle: SelectionRectangle | null;
  /** For the map's outer box; null when the map offers no selection. */
  handlers: AreaSelectHandlers | null;
}

interface Press {
  start: [number, number];
  end: [number, number];
  clientX: number;
  clientY: number;
}

/** The box two corners of a drawn rectangle cover. The projection keeps west left and north up, so min and max suffice. */
export function boundsOf(projection: GeoProjection, a: [number, number], b: [number, number]): MapBounds | null {
  const topLeft = latLngOf(projection, [Math.min(a[0], b[0]), Math.min(a[1], b[1])]);
  const bottomRight = latLngOf(projection, [Math.max(a[0], b[0]), Math.max(a[1], b[1])]);
  if (!topLeft || !bottomRight) return null;
  const clamp = (value: number, limit: number): number => Math.max(-limit, Math.min(limit, value));
  return { north: clamp(topLeft.lat, 90), south: clamp(bottomRight.lat, 90), west: clamp(topLeft.lng, 180), east: clamp(bottomRight.lng, 180) };
}

function rectangleOf({ start, end }: Press): SelectionRectangle {
  return { x: Math.min(start[0], end[0]), y: Math.min(start[1], end[1]), width: Math.abs(end[0] - start[0]), height: Math.abs(end[1] - start[1]) };
}

/**
 * The rectangle selection of the offline marker map. The handlers run in the capture phase on the map's box, so a
 * selecting drag never reaches the view's pan nor, once finished, the map's click (which would clear what it just
 * selected). A press on a control (zoom, the toggle) is left alone; a drag shorter than a click's tolerance is a
 * click.
 */
export function useAreaSelect(view: MapView, projection: GeoProjection, size: ViewSize, onAreaSelect: ((bounds: MapBounds) => void) | undefined): AreaSelect {
  const [active, setActive] = useState(false);
  const [press, setPress] = useState<Press | null>(null);
  const pressing = useRef<Press | null>(null);
  const swallowClick = useRef(false);

  const pointIn = (event: PointerEvent<HTMLElement>): [number, number] | null => {
    const svg = event.currentTarget.querySelector('svg.map-svg');
    return svg instanceof SVGSVGElement ? drawingPoint(svg, event.clientX, event.clientY, view, size) : null;
  };
  const update = (next: Press | null): void => {
    pressing.current = next;
    setPress(next);
  };

  const handlers: AreaSelectHandlers | null = onAreaSelect
    ? {
        onPointerDownCapture: (event) => {
          swallowClick.current = false;
          if (!(active || event.shiftKey) || event.button !== 0) return;
          if (!(event.target as Element).closest('svg.map-svg')) return;
          const point = pointIn(event);
          if (!point) return;
          event.stopPropagation();
          event.currentTarget.setPointerCapture?.(event.pointerId);
          update({ start: point, end: point, clientX: event.clientX, clientY: event.clientY });
        },
        onPointerMoveCapture: (event) => {
          const current = pressing.current;
          if (!current) return;
          event.stopPropagation();
          const point = pointIn(event);
          if (point) update({ ...current, end: point });
        },
        onPointerUpCapture: (event) => {
          const current = pressing.current;
          if (!current) return;
          event.stopPropagation();
          update(null);
          if (Math.hypot(event.clientX - current.clientX, event.clientY - current.clientY) <= DRAG_TOLERANCE_PX) return;
          const end = pointIn(event) ?? current.end;
          const bounds = boundsOf(projection, current.start, end);
          swallowClick.current = true;
          if (bounds) onAreaSelect(bounds);
        },
        onClickCapture: (event) => {
          if (!swallowClick.current) return;
          swallowClick.current = false;
          event.stopPropagation();
        },
      }
    : null;

  return { active, setActive, rectangle: press ? rectangleOf(press) : null, handlers };
}
