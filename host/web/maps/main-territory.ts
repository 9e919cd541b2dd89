import { geoArea, geoCentroid } from 'd3-geo';
import type { MultiPolygon, Polygon, Position } from 'geojson';
import type { CountryFeature } from './load-geometry';

/** A part at least this share of the largest part's area belongs to the main territory wherever it lies. */
const LARGE_PART = 0.25;
/** How far around the largest part's box (a share of its size on each side) nearby parts still belong to it. */
const NEARBY = 0.25;

function box(rings: readonly (readonly Position[])[]): { west: number; south: number; east: number; north: number } {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const ring of rings) {
    for (const [lon = 0, lat = 0] of ring) {
      west = Math.min(west, lon);
      east = Math.max(east, lon);
      south = Math.min(south, lat);
      north = Math.max(north, lat);
    }
  }
  return { west, south, east, north };
}

/**
 * What a country's map is fitted to: its largest polygon, with the parts that go with it. Fitted to the whole
 * outline, France's map took in French Guiana and Réunion and showed mostly sea, and Portugal's the Azores. Kept
 * with the largest part: parts at least a quarter of its size (Indonesia's islands, New Zealand's, Malaysia's two
 * halves) and parts whose centre lies within a quarter of its size of its box (Sicily and Sardinia, Corsica, Zealand).
 * Far, small parts (overseas territories, Alaska, Svalbard) are left out of the fit, not out of the drawing.
 */
export function mainTerritory(country: CountryFeature): CountryFeature {
  const { geometry } = country;
  if (geometry?.type !== 'MultiPolygon' || geometry.coordinates.length < 2) return country;
  const parts = geometry.coordinates.map((coordinates) => {
    const polygon: Polygon = { type: 'Polygon', coordinates };
    return { coordinates, area: geoArea(polygon), centre: geoCentroid(polygon) };
  });
  const largest = parts.reduce((best, part) => (part.area > best.area ? part : best));
  const { west, south, east, north } = box(largest.coordinates);
  const [padX, padY] = [(east - west) * NEARBY, (north - south) * NEARBY];
  const kept = parts.filter(
    (part) =>
      part === largest ||
      part.area >= largest.area * LARGE_PART ||
      (part.centre[0] >= west - padX && part.centre[0] <= east + padX && part.centre[1] >= south - padY && part.centre[1] <= north + padY),
  );
  const main: MultiPolygon = { type: 'MultiPolygon', coordinates: kept.map((part) => part.coordinates) };
  return { ...country, geometry: main };
}
