import { geoArea, geoContains, geoDistance } from 'd3-geo';
import type { MultiPolygon, Polygon, Position } from 'geojson';
import { AreaIndex } from './area-index';
import { EARTH_RADIUS_METERS, type Fence, type LonLat } from './fence';
import { fenceProblem } from './fence-problem';

/** A fence ready for judging: its geometry normalised once, whatever the number of fixes judged against it. */
export type PreparedFence = {
  /** The fence's size: a circle's radius, an area's equal-area radius. Bounds the accuracy and hysteresis. */
  scaleMeters: number;
  /** Metres from the point to the fence's border: negative inside, positive outside. */
  signedDistance(point: LonLat): number;
};

const lonLat = (position: Position): LonLat => [position[0] ?? NaN, position[1] ?? NaN];

function closed(ring: LonLat[]): LonLat[] {
  const first = ring[0];
  const last = ring[ring.length - 1];
  return first && last && (first[0] !== last[0] || first[1] !== last[1]) ? [...ring, first] : ring;
}

/*
 * d3-geo reads winding on the sphere: a ring encloses the area on its right, so GeoJSON's counter-clockwise exterior
 * (RFC 7946) would mean "the whole Earth but this". No fence covers more than a hemisphere, so a polygon whose area
 * comes out larger is reversed, holes included.
 */
function wound(rings: LonLat[][]): LonLat[][] {
  const [exterior] = rings;
  if (!exterior || geoArea({ type: 'Polygon', coordinates: [exterior] }) <= 2 * Math.PI) return rings;
  return rings.map((ring) => [...ring].reverse());
}

function prepareArea(polygons: LonLat[][][]): PreparedFence {
  const normalised = polygons.map(wound);
  const geometry: MultiPolygon = { type: 'MultiPolygon', coordinates: normalised };
  const index = new AreaIndex(normalised.flat());
  return {
    scaleMeters: Math.sqrt(geoArea(geometry) / Math.PI) * EARTH_RADIUS_METERS,
    signedDistance(point) {
      const { distance, inside } = index.nearest(point);
      const meters = distance * EARTH_RADIUS_METERS;
      return (inside ?? geoContains(geometry, point)) ? -meters : meters;
    },
  };
}

function prepare(fence: Fence): PreparedFence {
  const problem = fenceProblem(fence);
  if (problem) throw new RangeError(problem);
  switch (fence.kind) {
    case 'circle': {
      const centre: LonLat = [fence.lon, fence.lat];
      return {
        scaleMeters: fence.radiusMeters,
        signedDistance: (point) => geoDistance(centre, point) * EARTH_RADIUS_METERS - fence.radiusMeters,
      };
    }
    case 'polygon':
      return prepareArea([[closed(fence.ring)]]);
    case 'country': {
      const geometry = (fence.area.type === 'Feature' ? fence.area.geometry : fence.area) as Polygon | MultiPolygon;
      const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
      return prepareArea(polygons.map((rings) => rings.map((ring) => closed(ring.map(lonLat)))));
    }
  }
}

const prepared = new WeakMap<Fence, PreparedFence>();

/**
 * The fence ready for judging, cached per fence object: the server keeps one object per stored fence, and a
 * country's outline (thousands of edges) is normalised once. Throws a RangeError naming the problem of a bad fence.
 */
export function prepareFence(fence: Fence): PreparedFence {
  let ready = prepared.get(fence);
  if (!ready) {
    ready = prepare(fence);
    prepared.set(fence, ready);
  }
  return ready;
}
