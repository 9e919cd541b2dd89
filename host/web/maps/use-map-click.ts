import { useRef, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import type { GeoProjection } from 'd3-geo';
import type { ViewSize } from './map-projection';
import type { LatLng } from './map-types';
import type { MapView } from './use-map-view';

/** A pointer that moved further than this between press and release panned the map: its click places nothing. */
export const DRAG_TOLERANCE_PX = 5;

export interface MapClickHandlers {
  onPointerDown(event: PointerEvent<HTMLElement>): void;
  onClick(event: MouseEvent<HTMLElement>): void;
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
}

/** The drawing's point under a screen point: the SVG keeps its view box's aspect (xMidYMid meet) inside its box. */
export function drawingPoint(svg: SVGSVGElement, clientX: number, clientY: number, view: MapView, size: ViewSize): [number, number] | null {
  const box = svg.getBoundingClientRect();
  if (!box.width || !box.height) return null;
  const fit = Math.min(box.width / size.width, box.height / size.height);
  const viewX = (clientX - box.left - (box.width - size.width * fit) / 2) / fit;
  const viewY = (clientY - box.top - (box.height - size.height * fit) / 2) / fit;
  return [view.x + (viewX - size.width / 2) / view.scale, view.y + (viewY - size.height / 2) / view.scale];
}

export function latLngOf(projection: GeoProjection, point: [number, number] | null): LatLng | null {
  const position = point && projection.invert?.(point);
  if (!position || !Number.isFinite(position[0]) || !Number.isFinite(position[1])) return null;
  return { lat: position[1], lng: position[0] };
}

/**
 * Clicks on an offline map as positions, for a form that collects points (a fence being drawn). A click that ends
 * a drag-pan, or lands on a cluster or a zoom button, places nothing. With the map focused, Enter places the point
 * at the view's centre, so the keyboard can draw too (the arrow keys pan, + and − zoom).
 */
export function useMapClick(view: MapView, projection: GeoProjection, size: ViewSize, onMapClick: ((point: LatLng) => void) | undefined): MapClickHandlers | null {
  const pressed = useRef<{ x: number; y: number } | null>(null);
  if (!onMapClick) return null;
  return {
    onPointerDown: (event) => {
      pressed.current = { x: event.clientX, y: event.clientY };
    },
    onClick: (event) => {
      const start = pressed.current;
      pressed.current = null;
      const target = event.target as Element;
      const svg = target.closest('svg.map-svg');
      if (!(svg instanceof SVGSVGElement) || target.closest('.map-cluster')) return;
      if (start && Math.hypot(event.clientX - start.x, event.clientY - start.y) > DRAG_TOLERANCE_PX) return;
      const point = latLngOf(projection, drawingPoint(svg, event.clientX, event.clientY, view, size));
      if (point) onMapClick(point);
    },
    onKeyDown: (event) => {
      if (event.key !== 'Enter' || !(event.target instanceof SVGSVGElement)) return;
      const point = latLngOf(projection, [view.x, view.y]);
      if (!point) return;
      event.preventDefault();
      onMapClick(point);
    },
  };
}
