import type { ReactElement, ReactNode } from 'react';
import { VIEW } from './map-projection';
import type { MapView } from './use-map-view';

/**
 * The drawing surface every offline map shares: an SVG of the fixed view box, named for assistive technology,
 * focusable for keyboard panning and zooming, with its layers inside the view's zoom and pan transform.
 */
export function MapCanvas({ name, view, children }: { name: string; view: MapView; children: ReactNode }): ReactElement {
  return (
    <svg
      className="map-svg"
      viewBox={`0 0 ${VIEW.width} ${VIEW.height}`}
      role="group"
      aria-label={name}
      tabIndex={0}
      data-scale={view.scale}
      {...view.handlers}
    >
      <title>{name}</title>
      <g transform={view.transform}>{children}</g>
    </svg>
  );
}
