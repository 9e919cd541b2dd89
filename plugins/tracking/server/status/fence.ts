import type { Feature, MultiPolygon, Polygon } from 'geojson';

/** A GeoJSON position: [longitude, latitude] in degrees. */
export type LonLat = [number, number];

/** A circle on the sphere: every point within `radiusMeters` (great-circle) of the centre. */
export type CircleFence = { kind: 'circle'; lat: number; lon: number; radiusMeters: number };

/**
 * A drawn polygon: one ring of [lon, lat] positions as GeoJSON writes them. Either winding is accepted and the ring
 * may be open (last ≠ first): drawing tools differ, and a polygon fence is never meant to cover most of the Earth.
 */
export type PolygonFence = { kind: 'polygon'; ring: LonLat[] };

/** A country's outline, e.g. a world-atlas feature through topojson-client's `feature` (holes and islands kept). */
export type CountryFence = { kind: 'country'; area: Polygon | MultiPolygon | Feature<Polygon | MultiPolygon> };

export type Fence = CircleFence | PolygonFence | CountryFence;

/**
 * A position fix. `accuracy` is the device's horizontal accuracy radius in metres; null, 0 or a negative value
 * means the source gave none (Traccar stores 0 for protocols without one).
 */
export type Fix = { lat: number; lon: number; fixTime: number; accuracy: number | null };

/** The mean Earth radius (IUGG): d3-geo works on the unit sphere, so every distance is radians × this. */
export const EARTH_RADIUS_METERS = 6_371_008.8;
