import type { GeoProjection } from 'd3-geo';
import type { Position } from 'geojson';
import type { CountryFeature } from './load-geometry';
import { REGION_EXTENT } from './map-projection';

interface LonLatBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

const boxes = new WeakMap<CountryFeature, LonLatBox>();

function polygonRings(country: CountryFeature): readonly (readonly Position[])[] {
  const { geometry } = country;
  if (geometry?.type === 'Polygon') return geometry.coordinates;
  if (geometry?.type === 'MultiPolygon') return geometry.coordinates.flat();
  return [];
}

/*
 * The plain longitude/latitude box of a country's coordinates. Natural Earth splits countries at the antimeridian,
 * so one that crosses it (Russia, Fiji) gets a box from -180 to 180: drawn in every view, never wrongly left out.
 */
function boxOf(country: CountryFeature): LonLatBox {
  let box = boxes.get(country);
  if (box) return box;
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const ring of polygonRings(country)) {
    for (const [lon = 0, lat = 0] of ring) {
      if (lon < west) west = lon;
      if (lon > east) east = lon;
      if (lat < south) south = lat;
      if (lat > north) north = lat;
    }
  }
  box = { west, south, east, north };
  boxes.set(country, box);
  return box;
}

const DEGREES = 180 / Math.PI;

/**
 * The countries a region view can show: those whose box meets REGION_EXTENT under `projection`, an unrotated
 * Miller projection (x is proportional to the longitude; y gives the latitude through `invert`). Projecting and
 * drawing every country of the 1:50m world for one country's map blocked the main thread for a quarter of a
 * second, though most of them lie far outside the frame.
 */
export function countriesInView(countries: readonly CountryFeature[], projection: GeoProjection): readonly CountryFeature[] {
  const [[left, top], [right, bottom]] = REGION_EXTENT;
  const [originX] = projection.translate();
  const scale = projection.scale();
  const north = projection.invert?.([originX, top])?.[1];
  const south = projection.invert?.([originX, bottom])?.[1];
  if (north === undefined || south === undefined || !Number.isFinite(north) || !Number.isFinite(south)) return countries;
  // Not through invert, which wraps longitudes into ±180: the extent may reach past the antimeridian.
  const west = ((left - originX) / scale) * DEGREES;
  const east = ((right - originX) / scale) * DEGREES;
  const overlapsLongitude = (box: LonLatBox): boolean =>
    [-360, 0, 360].some((shift) => box.west + shift <= east && box.east + shift >= west);
  return countries.filter((country) => {
    const box = boxOf(country);
    return box.south <= north && box.north >= south && overlapsLongitude(box);
  });
}
