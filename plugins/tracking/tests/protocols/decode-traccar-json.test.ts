import { decodeTraccarJson } from '../../server/protocols/decode-traccar-json';
import type { DecodedFix, DecodeResult } from '../../server/protocols/decoded-fix';
import { NOW } from './protocol-fixtures';

function fixOf(result: DecodeResult): DecodedFix {
  if (!result.ok) throw new Error(`Refused: ${result.message}`);
  return result.fix;
}

const decode = (json: string): DecodeResult => decodeTraccarJson(JSON.parse(json), { now: NOW });

// Bodies as traccar's OsmAndProtocolDecoderTest.testDecodeJson holds them: what Traccar Client 9 POSTs.
const MOVING = '{"location":{"event":"motionchange","is_moving":false,"uuid":"0e9a2473-a9a7-4c00-997b-fb97d2154e75",'
  + '"timestamp":"2021-07-21T08:06:34.444Z","odometer":0,"coords":{"latitude":-6.1148096,"longitude":106.6837015,'
  + '"accuracy":3.8,"speed":18.67,"speed_accuracy":0.26,"heading":63,"heading_accuracy":0.28,"altitude":35.7,'
  + '"altitude_accuracy":3.8},"activity":{"type":"still","confidence":100},"battery":{"is_charging":false,"level":0.79},'
  + '"extras":{}},"device_id":"8737767034"}';
const STILL = '{"location":{"timestamp":"2025-06-15T13:45:12.862Z","coords":{"latitude":37.4219983,"longitude":-122.084,'
  + '"accuracy":5,"speed":0,"heading":-1,"altitude":5},"is_moving":false,"odometer":0,"event":"motionchange",'
  + '"battery":{"level":1,"is_charging":false},"activity":{"type":"still"},"extras":{},'
  + '"_":"&id=48241179&lat=37.4219983&lon=-122.084&timestamp=2025-06-15T13:45:12.862Z&"},"device_id":"48241179"}';
const SIMULATOR = '{"location":{"extras":{},"mock":true,"coords":{"speed_accuracy":-1,"speed":-1,"longitude":-122.406417,'
  + '"ellipsoidal_altitude":0,"floor":null,"heading_accuracy":-1,"latitude":37.785834000000001,"accuracy":5,'
  + '"altitude_accuracy":-1,"altitude":0,"heading":-1},"is_moving":false,"age":188,"odometer":0,'
  + '"uuid":"2FB04C65-99CF-42AB-8DD3-EBCB4B108BF8","event":"motionchange","battery":{"level":-1,"is_charging":false},'
  + '"activity":{"type":"unknown","confidence":100},"timestamp":"2025-05-09T04:11:30.579Z"},"device_id":"658765"}';

/** The SOS button: getCurrentPosition(extras: {alarm: 'sos'}), charging at 87 %. */
const SOS = '{"location":{"timestamp":"2026-11-28T03:58:41.120Z","coords":{"latitude":45.4642035,"longitude":9.189982,'
  + '"accuracy":12.5,"speed":1.2,"heading":180.5,"altitude":122.3},"is_moving":true,"odometer":1520.4,'
  + '"event":"getCurrentPosition","battery":{"level":0.87,"is_charging":true},"activity":{"type":"on_foot"},'
  + '"extras":{"alarm":"sos"}},"device_id":"48241179"}';

describe('Traccar Client JSON (background-geolocation location object)', () => {
  it('reads a moving fix: speed stays m/s, battery 0.79 becomes 79 %', () => {
    expect(fixOf(decode(MOVING))).toEqual({
      source: 'traccar', deviceKey: '8737767034', fixTime: Date.UTC(2021, 6, 21, 8, 6, 34, 444),
      lat: -6.1148096, lon: 106.6837015, speed: 18.67, course: 63, altitude: 35.7, accuracy: 3.8,
      battery: 79, charging: false, alarm: null,
    });
  });

  it('reads heading -1 as no course', () => {
    expect(fixOf(decode(STILL))).toMatchObject({ deviceKey: '48241179', speed: 0, course: null, accuracy: 5, battery: 100 });
  });

  it('reads the SDK\'s -1 for speed, heading and battery level as unknown', () => {
    expect(fixOf(decode(SIMULATOR))).toMatchObject({
      lat: 37.785834, lon: -122.406417, speed: null, course: null, altitude: 0, battery: null, charging: false,
    });
  });

  it('reads the SOS button: extras.alarm, battery 0.87 → 87, charging', () => {
    expect(fixOf(decode(SOS))).toMatchObject({ alarm: 'sos', battery: 87, charging: true, speed: 1.2, course: 180.5 });
  });

  it('reads older clients\' extras.sos, an alarm beside the coordinates first, and no alarm without one', () => {
    const body = (location: object): unknown => ({
      device_id: 'd', location: { timestamp: '2026-11-28T03:00:00Z', coords: { latitude: 1, longitude: 2 }, ...location },
    });
    const alarm = (location: object): string | null => fixOf(decodeTraccarJson(body(location), { now: NOW })).alarm;
    expect(alarm({ extras: { sos: true } })).toBe('sos');
    expect(alarm({ alarm: 'SOS', extras: { alarm: 'general' } })).toBe('sos');
    expect(alarm({ extras: { alarm: 'Low Battery' } })).toBe('low battery');
    expect(alarm({ extras: { heartbeat: true } })).toBeNull();
    expect(alarm({})).toBeNull();
  });

  it('accepts a numeric device_id and a fix three days old', () => {
    const threeDaysAgo = new Date(NOW - 3 * 86400_000).toISOString();
    const fix = fixOf(decodeTraccarJson(
      { device_id: 48241179, location: { timestamp: threeDaysAgo, coords: { latitude: 1, longitude: 2 } } }, { now: NOW },
    ));
    expect(fix).toMatchObject({ deviceKey: '48241179', fixTime: NOW - 3 * 86400_000, battery: null, charging: null });
  });
});

describe('Traccar Client JSON refusals', () => {
  const valid = JSON.parse(SOS) as { location: Record<string, unknown> & { coords: Record<string, unknown> } };
  const withLocation = (change: Record<string, unknown>): unknown => ({ ...valid, location: { ...valid.location, ...change } });
  const withCoords = (change: Record<string, unknown>): unknown => withLocation({ coords: { ...valid.location.coords, ...change } });

  it.each([
    ['a text body', 'hello', 'The body is not a JSON object', undefined],
    ['an array', [JSON.parse(SOS)], 'The body is not a JSON object', undefined],
    ['null', null, 'The body is not a JSON object', undefined],
    ['no device_id', { location: valid.location }, 'Missing device identifier: device_id', 'device_id'],
    ['an empty device_id', { ...valid, device_id: '' }, 'Missing device identifier: device_id', 'device_id'],
    ['no location', { device_id: 'd' }, 'Missing location: location', 'location'],
    ['a batch of locations', { device_id: 'd', location: [valid.location] }, 'Not a valid object: location', 'location'],
    ['no timestamp', withLocation({ timestamp: undefined }), 'Missing timestamp: location.timestamp', 'location.timestamp'],
    ['a bad timestamp', withLocation({ timestamp: 'now' }), 'Not a valid timestamp: location.timestamp', 'location.timestamp'],
    ['a future timestamp', withLocation({ timestamp: new Date(NOW + 11 * 60_000).toISOString() }), 'The fix time is in the future: location.timestamp', 'location.timestamp'],
    ['no coords', withLocation({ coords: undefined }), 'Missing coordinates: location.coords', 'location.coords'],
    ['no latitude', withCoords({ latitude: undefined }), 'Missing coordinates: location.coords.latitude', 'location.coords.latitude'],
    ['a latitude as text', withCoords({ latitude: '45.1' }), 'Not a valid number: location.coords.latitude', 'location.coords.latitude'],
    ['latitude 90.1', withCoords({ latitude: 90.1 }), 'Latitude out of range: location.coords.latitude', 'location.coords.latitude'],
    ['longitude -181', withCoords({ longitude: -181 }), 'Longitude out of range: location.coords.longitude', 'location.coords.longitude'],
    ['a speed as text', withCoords({ speed: 'fast' }), 'Not a valid number: location.coords.speed', 'location.coords.speed'],
    ['heading 400', withCoords({ heading: 400 }), 'Course out of range: location.coords.heading', 'location.coords.heading'],
    ['an altitude as text', withCoords({ altitude: 'high' }), 'Not a valid number: location.coords.altitude', 'location.coords.altitude'],
    ['an accuracy as boolean', withCoords({ accuracy: true }), 'Not a valid number: location.coords.accuracy', 'location.coords.accuracy'],
    ['a battery level of 87', withLocation({ battery: { level: 87 } }), 'Battery level out of range: location.battery.level', 'location.battery.level'],
    ['is_charging as text', withLocation({ battery: { level: 0.5, is_charging: 'yes' } }), 'Not a valid true or false: location.battery.is_charging', 'location.battery.is_charging'],
  ])('refuses %s', (_, body, message, field) => {
    const expected = field === undefined ? { ok: false, message } : { ok: false, message, field };
    expect(decodeTraccarJson(body, { now: NOW })).toEqual(expected);
  });
});
