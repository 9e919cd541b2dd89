import { useState, type ReactElement } from 'react';
import type { GeoProjection } from 'd3-geo';
import { MAP_DEFAULTS } from './map-defaults';
import { markerLabel, markerPosition, type MapMarker } from './map-types';

const RADIUS = 4;

interface PlacedMarker {
  key: string;
  marker: MapMarker;
  x: number;
  y: number;
}

export interface MarkerLayerProps {
  markers: readonly MapMarker[];
  projection: GeoProjection;
  /** Current zoom of the view: markers keep their screen size however far the map is zoomed. */
  viewScale: number;
  onMarkerClick?: (marker: MapMarker) => void;
  /**
   * Whether each marker is a tab stop (default). A map whose countries are buttons keeps one tab stop in all:
   * its cities are then named to screen readers and on hover, and not each a stop of the Tab key.
   */
  inTabOrder?: boolean;
}

/**
 * City markers with a label on hover or focus. Capitals are drawn at double scale, and the hovered marker is
 * drawn last, so it sits above the others (SVG has no z-index: later is on top). A marker with a tone (a
 * person's status) is drawn in it.
 */
export function MarkerLayer({ markers, projection, viewScale, onMarkerClick, inTabOrder = true }: MarkerLayerProps): ReactElement {
  const [active, setActive] = useState<string | null>(null);
  const placed: PlacedMarker[] = [];
  markers.forEach((marker, index) => {
    const position = markerPosition(marker);
    const point = position && projection([position.lng, position.lat]);
    if (point) placed.push({ key: String(marker.id ?? index), marker, x: point[0], y: point[1] });
  });
  const ordered = active === null ? placed : [...placed.filter((p) => p.key !== active), ...placed.filter((p) => p.key === active)];

  return (
    <g className="map-markers">
      {ordered.map(({ key, marker, x, y }) => {
        const markerScale = marker.isCapital ? MAP_DEFAULTS.capitalScale : 1;
        const label = markerLabel(marker);
        const shown = key === active;
        const activate = (): void => onMarkerClick?.(marker);
        return (
          <g
            key={key}
            className={`map-marker${marker.isCapital ? ' map-marker-capital' : ''}${shown ? ' map-marker-active' : ''}`}
            data-scale={markerScale}
            transform={`translate(${x} ${y}) scale(${markerScale / viewScale})`}
            role={onMarkerClick ? 'button' : 'img'}
            tabIndex={inTabOrder ? 0 : -1}
            aria-label={label}
            onPointerEnter={() => setActive(key)}
            onPointerLeave={() => setActive((current) => (current === key ? null : current))}
            onFocus={() => setActive(key)}
            onBlur={() => setActive((current) => (current === key ? null : current))}
            onClick={activate}
            onKeyDown={(event) => {
              if (onMarkerClick && (event.key === 'Enter' || event.key === ' ')) {
                event.preventDefault();
                activate();
              }
            }}
          >
            <circle r={RADIUS} style={marker.tone ? { fill: marker.tone.fill, stroke: marker.tone.ink } : undefined} />
            {shown && label && (
              <text className="map-marker-label" x={RADIUS * 2} y={-RADIUS} aria-hidden="true">
                {label}
              </text>
            )}
          </g>
        );
      })}
    </g>
  );
}
