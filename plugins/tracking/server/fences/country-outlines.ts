import type { Feature, MultiPolygon, Polygon } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { geoDistance, geoInterpolate } from 'd3-geo';
import type { CountryFence } from '../status/fence';
import { prepareFence } from '../status/prepare-fence';

/** One country of Natural Earth at 1:50m, keyed by its ISO 3166-1 numeric code. */
export interface CountryOutline {
  fence: CountryFence;
  /**
   * One [west, south, east, north] box per polygon (mainland, islands), in degrees, widened so that a fix outside
   * every box is clearly outside the country (the judge needs at most 1 km of accuracy and 50 m of hysteresis): such
   * a fix skips the judge. Per polygon, because a country cut at the antimeridian (Russia, Fiji) spans every
   * longitude as a whole.
   */
  boxes: readonly Box[];
}

export type Box = readonly [number, number, number, number];

type CountriesTopology = Topology<{ countries: GeometryCollection<{ name: string }> }>;

/** 0.2° of latitude is 22 km: far past the widest margin the judge keeps (accuracy ≤ 1 km + 50 m of hysteresis). */
const BOX_MARGIN_DEGREES = 0.2;
/** Above this latitude a degree of longitude is too short to trust a widened box: the box spans every longitude. */
const POLAR_LATITUDE = 80;

function boxOf(polygon: Polygon['coordinates']): Box {
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const ring of polygon) {
    for (const [lon = NaN, lat = NaN] of ring) {
      west = Math.min(west, lon);
      east = Math.max(east, lon);
      south = Math.min(south, lat);
      north = Math.max(north, lat);
    }
  }
  south = Math.max(-90, south - BOX_MARGIN_DEGREES);
  north = Math.min(90, north + BOX_MARGIN_DEGREES);
  // Longitude degrees shrink with latitude: widen by the same distance at the box's most poleward edge.
  const poleward = Math.max(Math.abs(south), Math.abs(north));
  if (poleward >= POLAR_LATITUDE) return [-180, south, 180, north];
  const margin = BOX_MARGIN_DEGREES / Math.cos((poleward * Math.PI) / 180);
  return [Math.max(-180, west - margin), south, Math.min(180, east + margin), north];
}

/** Cells of 1° × 1°, numbered from the south-west; beyond 80° of latitude a cell is too narrow to trust: always judged. */
const POLAR_CELL_LATITUDE = 80;
const cellOf = (lon: number, lat: number): number => (Math.floor(lat) + 90) * 360 + ((Math.floor(lon) + 180) % 360);

/** Degrees between points sampled along each border arc: several per cell, so no cell an arc crosses is missed. */
const SAMPLE_DEGREES = 0.25;

/**
 * The cells a border runs through, and their neighbours: a point in any other cell is at least a cell's width (over
 * 19 km below 80°) from the border, so its side is that of its cell's centre. Sampled along the great-circle arcs
 * the judge measures, not the straight lines of a flat map.
 */
function borderCells(fence: CountryFence): Set<number> {
  const geometry = fence.area.type === 'Feature' ? fence.area.geometry : fence.area;
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const cells = new Set<number>();
  const mark = (lon: number, lat: number): void => {
    for (let dLat = -1; dLat <= 1; dLat += 1) for (let dLon = -1; dLon <= 1; dLon += 1) cells.add(cellOf(lon + dLon + 360, Math.max(-90, Math.min(89.999, lat + dLat))) );
  };
  for (const ring of polygons.flat()) {
    for (let i = 1; i < ring.length; i += 1) {
      const [a, b] = [ring[i - 1]!, ring[i]!];
      const [lonA = 0, latA = 0] = a;
      const [lonB = 0, latB = 0] = b;
      const steps = Math.max(1, Math.ceil(geoDistance([lonA, latA], [lonB, latB]) / ((SAMPLE_DEGREES * Math.PI) / 180)));
      const along = geoInterpolate([lonA, latA], [lonB, latB]);
      for (let step = 0; step <= steps; step += 1) {
        const [lon, lat] = along(step / steps);
        mark(lon, lat);
      }
    }
  }
  return cells;
}

/** What the judge may skip for one country: fixes clearly outside, told by a box and then a 1° cell. */
interface OutlineCells {
  border: Set<number>;
  /** Cells away from the border: inside or not, from their centre, computed on first use. */
  sides: Map<number, boolean>;
}

const cellsOf = new WeakMap<CountryOutline, OutlineCells>();

/**
 * Whether a fix at [lon, lat] may be inside the country, or within the judge's margins of its border: false only when
 * it is clearly outside (outside every box, or in a cell off the border whose centre is outside), and the judge has
 * nothing to do for a person with no state for the country. About the price of a Map look-up for most fixes.
 */
export function mayBeInside(outline: CountryOutline, lon: number, lat: number): boolean {
  if (!outline.boxes.some((box) => lon >= box[0] && lon <= box[2] && lat >= box[1] && lat <= box[3])) return false;
  if (Math.abs(lat) >= POLAR_CELL_LATITUDE) return true;
  let cells = cellsOf.get(outline);
  if (!cells) {
    cells = { border: borderCells(outline.fence), sides: new Map() };
    cellsOf.set(outline, cells);
  }
  const cell = cellOf(lon, lat);
  if (cells.border.has(cell)) return true;
  let inside = cells.sides.get(cell);
  if (inside === undefined) {
    inside = prepareFence(outline.fence).signedDistance([Math.floor(lon) + 0.5, Math.floor(lat) + 0.5]) < 0;
    cells.sides.set(cell, inside);
  }
  return inside;
}

let loading: Promise<ReadonlyMap<string, CountryOutline>> | undefined;

/*
 * 1:50m, not 1:110m: at 1:110m borders are off by up to ~10 km and small countries lose their islands or vanish,
 * which for an alert about being inside a country is the difference between a right and a wrong status. The file
 * (about 750 KB, ~50 ms to convert) is read on the first batch that needs it, not at start, and kept.
 */
async function load(): Promise<ReadonlyMap<string, CountryOutline>> {
  // Node's loader refuses a JSON module without its type: the built server (dist/server/main.cjs) keeps this import
  // as written, where jest turns it into a require that needs none.
  const [module, { feature }] = await Promise.all([import('world-atlas/countries-50m.json', { with: { type: 'json' } }), import('topojson-client')]);
  const topology = ((module as { default?: unknown }).default ?? module) as CountriesTopology;
  const countries = feature(topology, topology.objects.countries).features as Array<Feature<Polygon | MultiPolygon | null>>;
  const outlines = new Map<string, CountryOutline>();
  for (const country of countries) {
    const { geometry } = country;
    if (typeof country.id !== 'string' || !geometry || (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon')) continue;
    const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
    outlines.set(country.id, { fence: { kind: 'country', area: geometry }, boxes: polygons.map(boxOf) });
  }
  return outlines;
}

/** The world's country outlines by ISO 3166-1 numeric code ('004'), loaded once; a failed load is retried next time. */
export function countryOutlines(): Promise<ReadonlyMap<string, CountryOutline>> {
  if (!loading) {
    loading = load();
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}
