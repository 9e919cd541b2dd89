import { useMemo, type ReactElement } from 'react';
import { geoPath, type GeoProjection } from 'd3-geo';
import type { MapShape } from './map-types';
import { shapeGeometry } from './shape-geometry';
import './shape-layer.css';

/**
 * Decimals of a shape's path: the marker maps zoom to ×65,536, where a thousandth of a drawing unit (d3's default)
 * is about 40 m of ground, coarser than the fences drawn; a millionth is a few centimetres.
 */
const SHAPE_PATH_DIGITS = 6;

/** Screen pixels between a shape's centre and its label's middle. */
const LABEL_LIFT = -14;

export interface ShapeLayerProps {
  shapes: readonly MapShape[];
  projection: GeoProjection;
  /** Current zoom of the view: labels keep their screen size however far the map is zoomed. */
  viewScale: number;
}

interface DrawnShape {
  key: string;
  /** 'line' for a polygon of two points, being drawn. */
  kind: MapShape['kind'] | 'line';
  d: string;
  label?: string;
  anchor: [number, number] | null;
}

/**
 * Circles and polygons on the offline map, projected with the map's own projection inside its zoom and pan
 * transform, so they move and scale with the countries. Drawn under the markers; each is named by its label.
 */
export function ShapeLayer({ shapes, projection, viewScale }: ShapeLayerProps): ReactElement {
  const drawn = useMemo(() => {
    const path = geoPath(projection).digits(SHAPE_PATH_DIGITS);
    const result: DrawnShape[] = [];
    shapes.forEach((shape, index) => {
      const geometry = shapeGeometry(shape);
      const d = geometry && path(geometry.geometry);
      if (!geometry || !d) return;
      const kind = geometry.geometry.type === 'LineString' ? 'line' : shape.kind;
      result.push({ key: String(shape.id ?? `shape-${index}`), kind, d, label: shape.label, anchor: projection(geometry.anchor) });
    });
    return result;
  }, [shapes, projection]);

  return (
    <g className="map-shapes">
      {drawn.map(({ key, kind, d, label, anchor }) => (
        <g key={key} className={`map-shape map-shape-${kind}`} role={label ? 'img' : undefined} aria-label={label}>
          <path d={d} />
          {label && anchor ? (
            // Above the centre: a person standing there keeps their marker readable.
            <text className="map-shape-label" transform={`translate(${anchor[0]} ${anchor[1]}) scale(${1 / viewScale})`} y={LABEL_LIFT} aria-hidden="true">
              {label}
            </text>
          ) : null}
        </g>
      ))}
    </g>
  );
}
