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
 * City markers with a label on hover or focus. Capitals are drawn at double scale. The hovered or focused marker is
 * drawn again on top, with its label, as a picture that takes no pointer (SVG has no z-index: later is on top). The
 * markers themselves never move in the document: a node moved between a press and its release would lose the click
 * to its parent, and the Tab order would change under the keyboard. A marker with a tone (a person's status) is
 * drawn in it.
 */
export function MarkerLayer({ markers, projection, viewScale, onMarkerClick, inTabOrder = true }: MarkerLayerProps): ReactElement {
  const [active, setActive] = useState<string | null>(null);
  const placed: PlacedMarker[] = [];
  markers.forEach((marker, index) => {
    const position = markerPosition(marker);
    const point = position && projection([position.lng, position.lat]);
    if (point) placed.push({ key: String(marker.id ?? index), marker, x: point[0], y: point[1] });
  });
  const shown = placed.find((p) => p.key === active);
  const transform = ({ marker, x, y }: PlacedMarker): string => `translate(${x} ${y}) scale(${(marker.isCapital ? MAP_DEFAULTS.capitalScale : 1) / viewScale})`;
  const dot = (marker: MapMarker): ReactElement => <circle r={RADIUS} style={marker.tone ? { fill: marker.tone.fill, stroke: marker.tone.ink } : undefined} />;

  return (
    <g className="map-markers">
      {placed.map((item) => {
        const { key, marker } = item;
        const label = markerLabel(marker);
        const activate = (): void => onMarkerClick?.(marker);
        return (
          <g
            key={key}
            className={`map-marker${marker.isCapital ? ' map-marker-capital' : ''}${key === active ? ' map-marker-active' : ''}`}
            data-scale={marker.isCapital ? MAP_DEFAULTS.capitalScale : 1}
            transform={transform(item)}
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
            {dot(marker)}
          </g>
        );
      })}
      {shown && (
        <g className="map-marker map-marker-active map-marker-top" transform={transform(shown)} aria-hidden="true">
          {dot(shown.marker)}
          {markerLabel(shown.marker) && (
            <text className="map-marker-label" x={RADIUS * 2} y={-RADIUS}>
              {markerLabel(shown.marker)}
            </text>
          )}
        </g>
      )}
    </g>
  );
}
