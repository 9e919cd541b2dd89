import type { Feature, MultiPolygon, Polygon } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import world from 'world-atlas/countries-50m.json';
import type { CountryFence, LonLat, PolygonFence } from '../../server/status/fence';
import { fenceProblem } from '../../server/status/fence-problem';
import { judgeFence, NEW_FENCE_STATE } from '../../server/status/judge-fence';
import { prepareFence } from '../../server/status/prepare-fence';
import { eventNames, fixAt, judgeAll, moved, type NamedFix, type Place } from './fence-walk';

type Countries = Topology<{ countries: GeometryCollection<{ name: string }> }>;
type Country = Feature<Polygon | MultiPolygon, { name: string }>;
const topology = world as unknown as Countries;
const countries = (feature(topology, topology.objects.countries) as unknown as { features: Country[] }).features;
/** world-atlas keys countries by ISO 3166-1 numeric code. */
const country = (id: string): CountryFence => ({ kind: 'country', area: countries.find((each) => each.id === id)! });

const T0 = Date.UTC(2026, 10, 28, 8);
const lonLat = (place: Place): LonLat => [place.lon, place.lat];

describe('a polygon fence', () => {
  const centre = { lat: 41.9, lon: 12.5 };
  // A 2 km square, counter-clockwise as RFC 7946 draws an exterior ring, and left open as drawing tools leave it.
  const corners = [moved(centre, -1000, -1000), moved(centre, -1000, 1000), moved(centre, 1000, 1000), moved(centre, 1000, -1000)];
  const square: PolygonFence = { kind: 'polygon', ring: corners.map(lonLat) };
  const clockwise: PolygonFence = { kind: 'polygon', ring: [...square.ring].reverse() };

  it('measures the distance to the nearest edge, negative inside, whichever the winding', () => {
    for (const fence of [square, clockwise]) {
      const { signedDistance, scaleMeters } = prepareFence(fence);
      expect(signedDistance(lonLat(centre))).toBeCloseTo(-1000, -1);
      expect(signedDistance(lonLat(moved(centre, 0, 700)))).toBeCloseTo(-300, 0);
      expect(signedDistance(lonLat(moved(centre, 0, 1300)))).toBeCloseTo(300, 0);
      // Past a corner the nearest border point is the corner itself.
      expect(signedDistance(lonLat(moved(centre, 1300, 1400)))).toBeCloseTo(Math.hypot(300, 400), 0);
      // Its scale is the radius of a circle of the same area: 2000 / √π.
      expect(scaleMeters).toBeCloseTo(2000 / Math.sqrt(Math.PI), -1);
    }
  });

  it('sees a walk through it as one entry and one exit', () => {
    const fixes = Array.from({ length: 61 }, (_, i) => fixAt(`w${i}`, moved(centre, 0, -1500 + i * 50), T0 + i * 30_000, 20));
    // Clear at 20 m accuracy + 50 m hysteresis = 70 m past an edge: inside from -900 m (w12), outside from +1100 m (w52).
    expect(eventNames(judgeAll(square, fixes).events)).toEqual(['entry@w12', 'exit@w52']);
  });

  it('refuses a polygon without three distinct points', () => {
    const line: PolygonFence = { kind: 'polygon', ring: [[12, 41], [12.1, 41], [12, 41]] };
    expect(fenceProblem(line)).toBe('A polygon needs at least 3 distinct points.');
    expect(() => judgeFence(line, NEW_FENCE_STATE, fixAt('a', centre, T0, 10))).toThrow('at least 3 distinct points');
    expect(fenceProblem({ kind: 'polygon', ring: [[200, 41], [12.1, 41], [12, 42]] })).toMatch(/longitude/);
  });
});

describe('a country fence from world-atlas', () => {
  const italy = country('380');
  const switzerland = country('756');
  const como = { lat: 45.8081, lon: 9.0852 };
  const lugano = { lat: 46.0037, lon: 8.9511 };

  it('tells Como (Italy) from Lugano (Switzerland), a few kilometres either side of the border', () => {
    const inItaly = prepareFence(italy).signedDistance(lonLat(como));
    const fromSwitzerland = prepareFence(switzerland).signedDistance(lonLat(como));
    expect(inItaly).toBeLessThan(-2000);
    // The two countries share the border line: Como is as far inside one as outside the other.
    expect(fromSwitzerland).toBeCloseTo(-inItaly, -1);
    expect(prepareFence(italy).signedDistance(lonLat(lugano))).toBeGreaterThan(2000);
    expect(prepareFence(switzerland).signedDistance(lonLat(lugano))).toBeLessThan(-2000);
  });

  it('keeps the Vatican out of Italy: holes are borders too', () => {
    // At this scale the Vatican is a 0.01° box about 1 km west of the real one: this point is inside the box.
    const vatican = lonLat({ lat: 41.902, lon: 12.4345 });
    expect(prepareFence(italy).signedDistance(vatican)).toBeGreaterThan(0);
    expect(prepareFence(country('336')).signedDistance(vatican)).toBeLessThan(0);
    expect(prepareFence(italy).signedDistance(lonLat({ lat: 41.8902, lon: 12.4922 }))).toBeLessThan(-1000);
  });

  it('sees a drive from Lugano to Como as an exit from Switzerland and an entry into Italy', () => {
    const fixes: NamedFix[] = Array.from({ length: 31 }, (_, i) => {
      const share = i / 30;
      const place = { lat: lugano.lat + (como.lat - lugano.lat) * share, lon: lugano.lon + (como.lon - lugano.lon) * share };
      return fixAt(`d${i}`, place, T0 + i * 60_000, 15);
    });
    const intoItaly = judgeAll(italy, fixes);
    const outOfSwitzerland = judgeAll(switzerland, fixes);
    expect(intoItaly.events.map((event) => event.kind)).toEqual(['entry']);
    expect(intoItaly.state.inside).toBe(true);
    // First seen inside Switzerland: an entry, then the exit at the same fix as the entry into Italy.
    expect(outOfSwitzerland.events.map((event) => event.kind)).toEqual(['entry', 'exit']);
    expect(outOfSwitzerland.events[1]!.fix.id).toBe(intoItaly.events[0]!.fix.id);
  });

  it('judges coarse fixes against a country, up to 1 km', () => {
    const milan = { lat: 45.4642, lon: 9.19 };
    expect(judgeFence(italy, NEW_FENCE_STATE, fixAt('cell', milan, T0, 1000)).verdict).toBe('pending');
    expect(judgeFence(italy, NEW_FENCE_STATE, fixAt('ip', milan, T0, 1500)).verdict).toBe('inaccurate');
  });

  it('refuses a country fence without an outline', () => {
    const empty = { kind: 'country', area: { type: 'Feature', geometry: null, properties: {} } } as unknown as CountryFence;
    expect(fenceProblem(empty)).toBe('A country fence needs a Polygon or MultiPolygon outline.');
  });
});
