import { loadCliDefaults } from '../../cli/config/cli-defaults';
import { LATERAL_NOISE_METRES, pointOnPath, randomPath, SPEED_RANGE, type DevicePath } from '../../cli/track/device-path';
import { greatCircleDistance, initialBearing, interpolateGreatCircle, offsetPoint } from '../../cli/track/great-circle';
import { IngestTally, percentile } from '../../cli/track/ingest-tally';
import { quietSchedule } from '../../cli/track/quiet-schedule';
import { seededRandom } from '../../cli/track/seeded-random';
import { SEEDED_CITIES } from '../../cli/track/seeded-cities';
import { resolveSimulatePlan, type TrackSimulateFlags } from '../../cli/track/simulate-options';

const ROME = { lat: 41.89193, lon: 12.51133 };
const PARIS = { lat: 48.85341, lon: 2.3488 };

describe('great-circle interpolation', () => {
  it('starts and ends at the cities and halves the equator between 0° and 90° east', () => {
    expect(interpolateGreatCircle(ROME, PARIS, 0).lat).toBeCloseTo(ROME.lat, 9);
    expect(interpolateGreatCircle(ROME, PARIS, 1).lon).toBeCloseTo(PARIS.lon, 9);
    const middle = interpolateGreatCircle({ lat: 0, lon: 0 }, { lat: 0, lon: 90 }, 0.5);
    expect(middle.lat).toBeCloseTo(0, 9);
    expect(middle.lon).toBeCloseTo(45, 9);
  });

  it('measures Rome to Paris as about 1,106 km, and a point part-way splits it in proportion', () => {
    const total = greatCircleDistance(ROME, PARIS);
    const point = interpolateGreatCircle(ROME, PARIS, 0.3);

    expect(total / 1000).toBeCloseTo(1106, -1);
    expect(greatCircleDistance(ROME, point) / total).toBeCloseTo(0.3, 6);
    expect(greatCircleDistance(point, PARIS) / total).toBeCloseTo(0.7, 6);
  });

  it('steps a point the given metres towards a bearing', () => {
    const east = offsetPoint(ROME, 90, 100);

    expect(greatCircleDistance(ROME, east)).toBeCloseTo(100, 3);
    expect(initialBearing(ROME, east)).toBeCloseTo(90, 1);
  });
});

describe('a device path', () => {
  const path: DevicePath = { from: { name: 'Rome', ...ROME }, to: { name: 'Paris', ...PARIS }, speed: 20, startMetres: 0, lengthMetres: greatCircleDistance(ROME, PARIS) };

  it('moves at its speed along the great circle, wobbling sideways by at most the noise', () => {
    const random = seededRandom(1);
    for (const seconds of [0, 60, 600, 3600]) {
      const point = pointOnPath(path, seconds, random);
      const onLine = interpolateGreatCircle(ROME, PARIS, (20 * seconds) / path.lengthMetres);
      expect(greatCircleDistance(point, onLine)).toBeLessThanOrEqual(LATERAL_NOISE_METRES + 0.01);
      expect(point.speed).toBeGreaterThanOrEqual(18);
      expect(point.speed).toBeLessThanOrEqual(22);
      // Heading north-west, towards Paris.
      expect(point.bearing).toBeGreaterThan(290);
      expect(point.bearing).toBeLessThan(320);
    }
  });

  it('stops at the destination', () => {
    const point = pointOnPath(path, path.lengthMetres, seededRandom(2));

    expect(greatCircleDistance(point, PARIS)).toBeLessThanOrEqual(LATERAL_NOISE_METRES + 0.01);
    expect(point.speed).toBe(0);
  });

  it('goes between two different seeded cities at 5-30 m/s, and a seed replays it', () => {
    for (let seed = 0; seed < 50; seed += 1) {
      const random = randomPath(seededRandom(seed));
      expect(SEEDED_CITIES).toContain(random.from);
      expect(random.to).not.toBe(random.from);
      expect(random.speed).toBeGreaterThanOrEqual(SPEED_RANGE.min);
      expect(random.speed).toBeLessThan(SPEED_RANGE.max);
      expect(random.startMetres).toBeLessThan(random.lengthMetres);
    }
    expect(randomPath(seededRandom(7))).toEqual(randomPath(seededRandom(7)));
  });
});

describe('quiet devices', () => {
  it('silences the share asked for, each between a third and two thirds of the run', () => {
    const stops = quietSchedule(20, 0.1, 60, seededRandom(3));
    const quiet = stops.filter((stop): stop is number => stop !== null);

    expect(stops).toHaveLength(20);
    expect(quiet).toHaveLength(2);
    for (const stop of quiet) {
      expect(stop).toBeGreaterThanOrEqual(20);
      expect(stop).toBeLessThanOrEqual(40);
    }
  });

  it('silences none at share 0 and all at share 1', () => {
    expect(quietSchedule(7, 0, 60, seededRandom(4)).every((stop) => stop === null)).toBe(true);
    expect(quietSchedule(7, 1, 60, seededRandom(4)).every((stop) => stop !== null)).toBe(true);
  });
});

describe('the summary', () => {
  it('counts acknowledged, refused by status and unanswered, with nearest-rank percentiles of the answers', () => {
    const tally = new IngestTally();
    for (let ms = 1; ms <= 100; ms += 1) tally.record(ms === 50 ? 404 : 200, ms);
    tally.record(null, 5000);

    expect(tally.summary()).toEqual({ sent: 101, acknowledged: 99, refused: { '404': 1 }, unanswered: 1, p50Ms: 50, p99Ms: 99 });
    expect(percentile([], 0.5)).toBeNull();
  });
});

describe('the options', () => {
  const defaults = loadCliDefaults('/nonexistent', {});
  const flags: TrackSimulateFlags = {
    username: 'admin', password: 'pw', devices: '20', protocol: 'mixed', interval: '5', duration: '60', quietShare: '0.1', seed: '1',
  };

  it('fills the plan from the flags and defaults', () => {
    expect(resolveSimulatePlan(flags, defaults)).toMatchObject({
      target: { legacyUrl: 'http://localhost:8080/api', username: 'admin' },
      devices: 20,
      protocol: 'mixed',
      simulation: { intervalSeconds: 5, durationSeconds: 60, quietShare: 0.1, sos: false, seed: 1 },
    });
  });

  it.each([
    [{ protocol: 'gpx' }, "--protocol must be one of osmand, traccar-form, traccar-json, owntracks, mixed, got 'gpx'"],
    [{ devices: '0' }, "--devices must be a whole number from 1 to 20000, got '0'"],
    [{ interval: '0.5' }, "--interval must be a number of seconds from 1 to 3600, got '0.5'"],
    [{ quietShare: '2' }, "--quiet-share must be a share from 0 to 1, got '2'"],
    [{ protocol: 'osmand', sos: true }, '--sos needs a Traccar Client device (the app with an SOS button): use --protocol traccar-form, traccar-json or mixed'],
    [{ username: undefined }, 'missing --username (or set VIGIL_SMOKE_USERNAME)'],
  ])('refuses %j', (change, message) => {
    expect(resolveSimulatePlan({ ...flags, ...change }, defaults)).toBe(message);
  });
});
