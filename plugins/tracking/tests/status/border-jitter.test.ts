import type { CircleFence, LonLat, PolygonFence } from '../../server/status/fence';
import { NEW_FENCE_STATE } from '../../server/status/judge-fence';
import { eventNames, fixAt, judgeAll, moved, seededRandom, type NamedFix, type Place } from './fence-walk';

const T0 = Date.UTC(2026, 10, 28, 8);
const centre = { lat: 45.07, lon: 7.69 };
const lonLat = (place: Place): LonLat => [place.lon, place.lat];
// A 4 km square whose west edge is a meridian: a point's distance to it is its east offset from it.
const corners = [moved(centre, -2000, -2000), moved(centre, -2000, 2000), moved(centre, 2000, 2000), moved(centre, 2000, -2000)];
const square: PolygonFence = { kind: 'polygon', ring: corners.map(lonLat) };
const westBorder = moved(centre, 0, -2000);

type Noisy = { fix: NamedFix; east: number };

/** Fixes every 10 s at `east` metres from the west border, each moved by seeded noise of up to ±`noise` m per axis. */
function jittered(prefix: string, offsets: number[], start: number, accuracy: number, random: () => number, noise = 60): Noisy[] {
  return offsets.map((offset, i) => {
    const north = (random() * 2 - 1) * noise;
    const east = offset + (random() * 2 - 1) * noise;
    return { fix: fixAt(`${prefix}${i}`, moved(westBorder, north, east), start + i * 10_000, accuracy), east };
  });
}

describe('fixes wobbling at a border', () => {
  it('200 fixes jittering ±60 m across a polygon edge with 80 m accuracy raise no event', () => {
    const jitter = jittered('j', Array<number>(200).fill(0), T0, 80, seededRandom(7));
    // The noise really crosses the border, many times.
    const sides = jitter.map(({ east }) => east > 0);
    expect(sides.filter((side, i) => i > 0 && side !== sides[i - 1]).length).toBeGreaterThan(50);
    const result = judgeAll(square, jitter.map(({ fix }) => fix));
    expect(result.events).toEqual([]);
    expect(result.verdicts.every((verdict) => verdict === 'unclear')).toBe(true);
    expect(result.state).toEqual({ inside: null, lastJudged: T0 + 199 * 10_000 });
  });

  it('holds even when the device claims 10 m, where a judge without hysteresis and dwell flaps', () => {
    const fixes = jittered('j', Array<number>(200).fill(0), T0, 10, seededRandom(7)).map(({ fix }) => fix);
    expect(judgeAll(square, fixes).events).toEqual([]);
    const naive = judgeAll(square, fixes, { settings: { hysteresisMeters: 0, dwellMs: 0, minClearFixes: 1 } });
    expect(naive.events.length).toBeGreaterThan(20);
  });

  it('a person inside jittering at the border does not leave, and one outside does not enter', () => {
    for (const inside of [true, false]) {
      const start = { inside, lastJudged: T0 - 1 };
      const result = judgeAll(square, jittered('j', Array<number>(200).fill(0), T0, 80, seededRandom(11)).map(({ fix }) => fix), undefined, start);
      expect(result.events).toEqual([]);
      expect(result.state.inside).toBe(inside);
    }
  });

  it('the same jitter across a 500 m circle raises no event', () => {
    const circle: CircleFence = { kind: 'circle', lat: centre.lat, lon: centre.lon, radiusMeters: 500 };
    const random = seededRandom(3);
    const onCircle = moved(centre, 0, 500);
    const fixes = Array.from({ length: 200 }, (_, i) => {
      const place = moved(onCircle, (random() * 2 - 1) * 60, (random() * 2 - 1) * 60);
      return fixAt(`c${i}`, place, T0 + i * 10_000, 80);
    });
    expect(judgeAll(circle, fixes).events).toEqual([]);
  });

  it('a real crossing after the jitter (1 km in, then staying) is exactly one entry, with the fix that proved it', () => {
    const random = seededRandom(42);
    const jitter = jittered('j', Array<number>(200).fill(0), T0, 80, random);
    const walkIn = jittered('w', Array.from({ length: 21 }, (_, i) => i * 50), T0 + 200 * 10_000, 80, random);
    const stay = jittered('s', Array<number>(60).fill(1000), T0 + 221 * 10_000, 80, random);
    const result = judgeAll(square, [...jitter, ...walkIn, ...stay].map(({ fix }) => fix));

    expect(result.events).toHaveLength(1);
    // The proving fix is the first one clearly inside: 80 m accuracy + 50 m hysteresis past the border.
    const proof = walkIn.find(({ east }) => east >= 130)!;
    expect(eventNames(result.events)).toEqual([`entry@${proof.fix.id}`]);
    // Confirmed by the next clear fix at least a minute later, still on the walk in.
    const confirmedBy = result.events[0]!.confirmedBy;
    expect(confirmedBy.fixTime - proof.fix.fixTime).toBeGreaterThanOrEqual(60_000);
    expect(confirmedBy.id).toMatch(/^w/);
    expect(result.state.inside).toBe(true);
  });

  it('walking out again through the jitter is exactly one exit', () => {
    const random = seededRandom(5);
    const inside = { inside: true, lastJudged: T0 - 1 };
    const jitter = jittered('j', Array<number>(100).fill(0), T0, 80, random);
    const walkOut = jittered('o', Array.from({ length: 21 }, (_, i) => -i * 50), T0 + 100 * 10_000, 80, random);
    const result = judgeAll(square, [...jitter, ...walkOut].map(({ fix }) => fix), undefined, inside);
    const proof = walkOut.find(({ east }) => east <= -130)!;
    expect(eventNames(result.events)).toEqual([`exit@${proof.fix.id}`]);
    expect(result.state).toEqual({ inside: false, lastJudged: walkOut[20]!.fix.fixTime });
  });

  it('coarse fixes far inside change nothing against a small fence', () => {
    const circle: CircleFence = { kind: 'circle', lat: centre.lat, lon: centre.lon, radiusMeters: 500 };
    const fixes = Array.from({ length: 20 }, (_, i) => fixAt(`x${i}`, centre, T0 + i * 60_000, 500));
    const result = judgeAll(circle, fixes);
    expect(result.verdicts.every((verdict) => verdict === 'inaccurate')).toBe(true);
    expect(result.state).toBe(NEW_FENCE_STATE);
  });
});
