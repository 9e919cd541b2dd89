import { geoArea, geoCentroid, geoCircle } from 'd3-geo';
import type { LineString, Polygon } from 'geojson';
import type { MapShape } from './map-types';

/** The mean Earth radius (IUGG), as the server's fence judge measures distances with it. */
const EARTH_RADIUS_METRES = 6_371_008.8;
/** One point every 2° of the circle: 180 points, smooth at any zoom for a fence of a few hundred metres. */
const CIRCLE_STEP_DEGREES = 2;

export interface ShapeGeometry {
  geometry: Polygon | LineString;
  /** Where the label goes: the circle's centre, the polygon's centroid. */
  anchor: [number, number];
}

function validPoint(point: readonly number[]): point is readonly [number, number] {
  const [lon, lat] = point;
  return point.length >= 2 && Number.isFinite(lon) && Number.isFinite(lat) && Math.abs(lon!) <= 180 && Math.abs(lat!) <= 90;
}

/**
 * The GeoJSON a shape is drawn from, or null when it cannot be drawn (no radius, fewer than two valid points).
 * d3 takes a ring's winding as the side it encloses: a ring wound the other way would be the whole world minus the
 * area, so a ring enclosing more than a hemisphere is reversed (no fence is that large).
 */
export function shapeGeometry(shape: MapShape): ShapeGeometry | null {
  if (shape.kind === 'circle') {
    const { lat, lng } = shape.center;
    if (!validPoint([lng, lat]) || !(shape.radius > 0)) return null;
    const degrees = (shape.radius / EARTH_RADIUS_METRES) * (180 / Math.PI);
    return { geometry: geoCircle().center([lng, lat]).radius(degrees).precision(CIRCLE_STEP_DEGREES)(), anchor: [lng, lat] };
  }
  const points = shape.ring.filter(validPoint).map(([lon, lat]): [number, number] => [lon, lat]);
  const first = points[0];
  const last = points[points.length - 1];
  if (first && last && points.length > 1 && first[0] === last[0] && first[1] === last[1]) points.pop();
  if (points.length < 2) return null;
  if (points.length === 2) {
    const line: LineString = { type: 'LineString', coordinates: points };
    return { geometry: line, anchor: geoCentroid(line) };
  }
  let polygon: Polygon = { type: 'Polygon', coordinates: [[...points, points[0]!]] };
  if (geoArea(polygon) > 2 * Math.PI) polygon = { type: 'Polygon', coordinates: [[...points, points[0]!].reverse()] };
  return { geometry: polygon, anchor: geoCentroid(polygon) };
}
