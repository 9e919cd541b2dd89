import { geoContains } from 'd3-geo';
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import world from 'world-atlas/countries-50m.json';
import { nearestOnArc, unitVector } from '../../server/status/arc-distance';
import { EARTH_RADIUS_METERS, type CountryFence, type LonLat } from '../../server/status/fence';
import { prepareFence } from '../../server/status/prepare-fence';
import { seededRandom } from './fence-walk';

/**
 * The border index (status/area-index.ts) against the plain reading it replaces: every edge's distance, and d3's
 * point-in-polygon. Countries with many edges, holes (the Vatican, Lesotho), islands, and the antimeridian cut.
 */
type Countries = Topology<{ countries: GeometryCollection<{ name: string }> }>;
type Country = Feature<Polygon | MultiPolygon, { name: string }>;
const topology = world as unknown as Countries;
const countries = (feature(topology, topology.objects.countries) as unknown as { features: Country[] }).features;
const country = (id: string): Country => countries.find((each) => each.id === id)!;

/** The signed distance in metres by brute force: the nearest of all edges (the cut at ±180° is none), d3 for the side. */
function plainSignedDistance(area: Country, point: LonLat): number {
  const polygons = area.geometry.type === 'Polygon' ? [area.geometry.coordinates] : area.geometry.coordinates;
  const p = unitVector(point);
  let nearest = Infinity;
  for (const ring of polygons.flat()) {
    for (let i = 1; i < ring.length; i += 1) {
      const a = ring[i - 1] as LonLat;
      const b = ring[i] as LonLat;
      if (Math.abs(a[0]) === 180 && a[0] === b[0]) continue;
      nearest = Math.min(nearest, nearestOnArc(p, unitVector(a), unitVector(b)).distance);
    }
  }
  const meters = nearest * EARTH_RADIUS_METERS;
  return geoContains(area, point) ? -meters : meters;
}

/** Random points over the country's box, and a margin around it: inside, outside, near the border and far. */
function pointsAround(area: Country, count: number, seed: number): LonLat[] {
  const random = seededRandom(seed);
  const polygons = area.geometry.type === 'Polygon' ? [area.geometry.coordinates] : area.geometry.coordinates;
  const all = polygons.flat(2);
  const lons = all.map((position) => position[0]!);
  const lats = all.map((position) => position[1]!);
  const [west, east] = [Math.max(-180, Math.min(...lons) - 1), Math.min(180, Math.max(...lons) + 1)];
  const [south, north] = [Math.max(-89, Math.min(...lats) - 1), Math.min(89, Math.max(...lats) + 1)];
  return Array.from({ length: count }, () => [west + random() * (east - west), south + random() * (north - south)]);
}

// Italy (the Vatican and San Marino are holes), South Africa (Lesotho), Russia and Fiji (cut at ±180°), Canada and
// Indonesia (thousands of islands), Switzerland (small and landlocked). Fewer points where the plain reading is slow.
const CASES: Array<[string, number]> = [['380', 300], ['710', 300], ['643', 40], ['242', 300], ['124', 30], ['360', 60], ['756', 300]];

it.each(CASES)('country %s: the same distance and side as every edge and d3 would give (%i points)', (id, count) => {
  const area = country(id);
  const fence: CountryFence = { kind: 'country', area };
  const { signedDistance } = prepareFence(fence);
  for (const point of pointsAround(area, count, Number(id))) {
    const expected = plainSignedDistance(area, point);
    const actual = signedDistance(point);
    expect(Math.abs(actual - expected)).toBeLessThan(1e-6 * Math.max(1, Math.abs(expected)));
  }
});

it('reads the side at a border vertex from its corner: points just off each vertex of a country', () => {
  const area = country('756');
  const { signedDistance } = prepareFence({ kind: 'country', area });
  const ring = (area.geometry as Polygon).coordinates[0]!;
  const random = seededRandom(3);
  for (const [lon, lat] of ring.slice(0, 200)) {
    // 5 to 50 m off the vertex in a random direction, where the nearest border point is often the vertex itself.
    const bearing = random() * 2 * Math.PI;
    const meters = 5 + random() * 45;
    const point: LonLat = [lon! + (meters * Math.sin(bearing)) / (111_195 * Math.cos((lat! * Math.PI) / 180)), lat! + (meters * Math.cos(bearing)) / 111_195];
    expect(Math.sign(signedDistance(point))).toBe(Math.sign(plainSignedDistance(area, point)));
  }
});

it('judges a fix inside Russia in a small fraction of the plain reading (~17 ms a fix)', () => {
  const area = country('643');
  const { signedDistance } = prepareFence({ kind: 'country', area });
  const points = pointsAround(area, 1000, 643);
  // Against the plain reading of the same run, so that a loaded machine slows both alike (npm run bench has the
  // figures): the index must be at least twenty times faster; it is thousands of times faster.
  const timePerPoint = (judge: (point: LonLat) => number, sample: readonly LonLat[]): number => {
    const started = performance.now();
    for (const point of sample) judge(point);
    return (performance.now() - started) / sample.length;
  };
  const plain = timePerPoint((point) => plainSignedDistance(area, point), points.slice(0, 20));
  expect(timePerPoint(signedDistance, points)).toBeLessThan(plain / 20);
});
