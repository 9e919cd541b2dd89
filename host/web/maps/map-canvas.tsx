import type { ReactElement, ReactNode } from 'react';
import { VIEW, type ViewSize } from './map-projection';
import type { MapView } from './use-map-view';

export interface MapCanvasProps {
  name: string;
  view: MapView;
  /** The drawing's size (VIEW unless the map has its own, as the cropped world map does). */
  size?: ViewSize;
  /**
   * Whether the drawing itself is a tab stop (arrow keys pan, + and − zoom). A map whose countries are buttons
   * passes false: one of its countries is the tab stop instead, and the arrow keys move between countries.
   */
  focusable?: boolean;
  /** Ids of what describes the map (the keys it answers to). */
  describedBy?: string;
  children: ReactNode;
}

/**
 * The drawing surface every offline map shares: an SVG of a fixed view box, named for assistive technology, with
 * its layers inside the view's zoom and pan transform.
 */
export function MapCanvas({ name, view, size = VIEW, focusable = true, describedBy, children }: MapCanvasProps): ReactElement {
  return (
    <svg
      className="map-svg"
      viewBox={`0 0 ${size.width} ${size.height}`}
      role="group"
      aria-label={name}
      aria-describedby={describedBy}
      tabIndex={focusable ? 0 : undefined}
      data-scale={view.scale}
      {...view.handlers}
    >
      <title>{name}</title>
      <g transform={view.transform}>{children}</g>
    </svg>
  );
}
