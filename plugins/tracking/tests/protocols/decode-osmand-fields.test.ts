import { decodeOsmAndFields } from '../../server/protocols/decode-osmand-fields';
import type { DecodedFix, DecodeResult } from '../../server/protocols/decoded-fix';
import { fillOsmAndTemplate, NOW, queryFields } from './protocol-fixtures';

function fixOf(result: DecodeResult): DecodedFix {
  if (!result.ok) throw new Error(`Refused: ${result.message}`);
  return result.fix;
}

const traccar = (url: string): DecodeResult => decodeOsmAndFields(queryFields(url), { source: 'traccar', now: NOW });
const osmand = (url: string): DecodeResult => decodeOsmAndFields(queryFields(url), { source: 'osmand', now: NOW });

describe('the OsmAnd app (Trip recording → Online tracking)', () => {
  // The template the OsmAnd docs give, with the device's id added by the user. MessageFormat fills {0}..{6} with
  // lat and lon ("0.00#####"), System.currentTimeMillis(), Location.getAccuracy() (named hdop), altitude,
  // speed in m/s and bearing, each written by Java's Float.toString (LiveSender.getLiveUrl).
  const template = 'https://vigil.example/api/tracking/osmand?id=phone-7'
    + '&lat={0}&lon={1}&timestamp={2}&hdop={3}&altitude={4}&speed={5}&bearing={6}';
  const url = fillOsmAndTemplate(template, ['45.4642035', '9.189982', '1764300000123', '4.8', '122.3', '13.9', '271.5']);

  it('reads the filled template: ms timestamp, speed already m/s, hdop already metres', () => {
    expect(url).toBe('https://vigil.example/api/tracking/osmand?id=phone-7&lat=45.4642035&lon=9.189982'
      + '&timestamp=1764300000123&hdop=4.8&altitude=122.3&speed=13.9&bearing=271.5');
    expect(fixOf(osmand(url))).toEqual({
      source: 'osmand', deviceKey: 'phone-7', fixTime: 1764300000123, lat: 45.4642035, lon: 9.189982,
      speed: 13.9, course: 271.5, altitude: 122.3, accuracy: 4.8, battery: null, charging: null, alarm: null,
    });
  });

  it('reads the battery percent of {11} and Java\'s scientific notation for a crawling speed', () => {
    const fix = fixOf(osmand('id=p&lat=1.5&lon=2.5&timestamp=1764300000123&speed=1.0E-4&batproc=40&batt=40'));
    expect(fix.speed).toBeCloseTo(0.0001, 8);
    expect(fix.battery).toBe(40);
  });
});

describe('Traccar Client (OsmAnd protocol as a query string)', () => {
  it('turns the knots Traccar Client sends into m/s', () => {
    // traccar-client-android's ProtocolFormatter: id, timestamp (s), lat, lon, speed (kn), bearing, altitude, accuracy, batt.
    const fix = fixOf(traccar('http://localhost:5055?id=123456789012345&timestamp=1764299990&lat=45.4642035'
      + '&lon=9.189982&speed=27.0&bearing=90.0&altitude=122.0&accuracy=12.0&batt=87.0&charge=true'));
    expect(fix.speed).toBeCloseTo(13.89, 2);
    expect(fix).toMatchObject({
      source: 'traccar', deviceKey: '123456789012345', fixTime: 1764299990000, course: 90, altitude: 122,
      accuracy: 12, battery: 87, charging: true, alarm: null,
    });
  });

  it('knows the same speed number means different things from the two apps', () => {
    const query = 'id=1&lat=1&lon=1&speed=10';
    expect(fixOf(osmand(query)).speed).toBe(10);
    expect(fixOf(traccar(query)).speed).toBeCloseTo(5.144, 3);
  });

  it('reads no charge from Traccar Client as not charging, and 0.0 accuracy (a GPS fix) as unknown', () => {
    const fix = fixOf(traccar('http://localhost:5055?id=123456789012345&timestamp=1764299990&lat=0.0&lon=0.0'
      + '&speed=0.0&bearing=0.0&altitude=0.0&accuracy=0.0&batt=55.0'));
    expect(fix).toMatchObject({ lat: 0, lon: 0, speed: 0, accuracy: null, battery: 55, charging: false });
  });

  it("refuses ProtocolFormatterTest's own string: its timestamp 619315200 is 1989", () => {
    const url = 'http://localhost:5055?id=123456789012345&timestamp=619315200&lat=0.0&lon=0.0&speed=0.0'
      + '&bearing=0.0&altitude=0.0&accuracy=0.0&batt=0.0';
    expect(traccar(url)).toEqual({ ok: false, message: 'The fix time is before the year 2000: timestamp', field: 'timestamp' });
  });

  it('reads the SOS shortcut (ShortcutActivity: alarm=sos) and keeps other alarms in lower case', () => {
    const sos = 'http://localhost:5055/?id=123456789012345&timestamp=1764299990&lat=60.0&lon=30.0&speed=0.0'
      + '&bearing=0.0&altitude=0.0&accuracy=0.0&batt=0.0&alarm=sos';
    expect(fixOf(traccar(sos)).alarm).toBe('sos');
    expect(fixOf(traccar('id=1&lat=1&lon=1&alarm=Alert%20Message')).alarm).toBe('alert message');
  });
});

describe("traccar's OsmAndProtocolDecoderTest samples", () => {
  it.each([
    ['/?id=902064&lat=42.06288&lon=-88.23412&timestamp=2016-01-27T18%3A55%3A47Z&hdop=6.0&altitude=224.0&speed=0.0',
      { deviceKey: '902064', lat: 42.06288, lon: -88.23412, fixTime: Date.UTC(2016, 0, 27, 18, 55, 47), altitude: 224, accuracy: 30, speed: 0 }],
    ['/?id=902064&lat=42.06288&lon=-88.23412&timestamp=1442068686579&hdop=6.0&altitude=224.0&speed=0.0',
      { fixTime: 1442068686579 }],
    ['/?lat=49.60688&lon=6.15788&timestamp=2014-06-04+09%3A10%3A11&altitude=384.7&speed=0.0&id=353861053849681',
      { deviceKey: '353861053849681', fixTime: Date.UTC(2014, 5, 4, 9, 10, 11), altitude: 384.7 }],
    ['/?id=123456&timestamp=1377177267&lat=60.0&lon=30.0&speed=0.0&bearing=0.0&altitude=0&hdop=0.0',
      { fixTime: 1377177267000, course: 0, accuracy: null }],
    ['/?id=123456&timestamp=1377177267&lat=60.0&lon=30.0',
      { speed: null, course: null, altitude: null, accuracy: null, battery: null, charging: null }],
    ['/?lat=60.0&lon=30.0&speed=0.0&heading=0.0&vacc=0&hacc=0&altitude=0&deviceid=123456',
      { deviceKey: '123456', fixTime: NOW, course: 0 }],
    ['/?id=861001000719969&lat=41.666667&lon=-0.883333&altitude=350.059479&speed=0.000000&batt=87',
      { lat: 41.666667, lon: -0.883333, altitude: 350.059479, battery: 87, charging: false }],
    ['/?id=123456&timestamp=1377177267&location=60.0,30.0', { lat: 60, lon: 30 }],
    ['/?id=123456789012345&timestamp=1504763810&lat=40.7232948571&lon=-74.0061408571&bearing=7.19889788244&speed=40&ignition=true&rpm=933&fuel=24',
      { course: 7.19889788244, fixTime: 1504763810000 }],
  ])('%s', (url, expected) => {
    expect(fixOf(traccar(url))).toMatchObject(expected);
  });

  it('refuses the sample traccar refuses: no id', () => {
    expect(traccar('/?timestamp=1377177267&lat=60.0&lon=30.0'))
      .toEqual({ ok: false, message: 'Missing device identifier: id', field: 'id' });
  });

  it('refuses the sample with only cells and wifi: Vigil keeps no last position to fall back on', () => {
    expect(traccar('/?id=123456&timestamp=1377177267&cell=257,02,16,2224&wifi=00-14-22-01-23-45,-80'))
      .toEqual({ ok: false, message: 'Missing coordinates: lat', field: 'lat' });
  });
});

describe('refusals', () => {
  it.each([
    ['id=1&lon=30', 'Missing coordinates: lat', 'lat'],
    ['id=1&lat=60', 'Missing coordinates: lon', 'lon'],
    ['id=1&lat=91&lon=30', 'Latitude out of range: lat', 'lat'],
    ['id=1&lat=-90.5&lon=30', 'Latitude out of range: lat', 'lat'],
    ['id=1&lat=60&lon=180.01', 'Longitude out of range: lon', 'lon'],
    ['id=1&lat=abc&lon=30', 'Not a valid number: lat', 'lat'],
    ['id=1&lat=NaN&lon=30', 'Not a valid number: lat', 'lat'],
    ['id=1&location=60.0', 'Not a valid location: location', 'location'],
    ['id=1&location=60.0,x', 'Not a valid number: location', 'location'],
    ['id=1&location=95,30', 'Latitude out of range: location', 'location'],
    ['id=%20&lat=1&lon=1', 'Missing device identifier: id', 'id'],
    ['id=1&lat=1&lon=1&speed=fast', 'Not a valid number: speed', 'speed'],
    ['id=1&lat=1&lon=1&speed=Infinity', 'Not a valid number: speed', 'speed'],
    ['id=1&lat=1&lon=1&bearing=0x10', 'Not a valid number: bearing', 'bearing'],
    ['id=1&lat=1&lon=1&bearing=361', 'Course out of range: bearing', 'bearing'],
    ['id=1&lat=1&lon=1&altitude=high', 'Not a valid number: altitude', 'altitude'],
    ['id=1&lat=1&lon=1&accuracy=1e999', 'Not a valid number: accuracy', 'accuracy'],
    ['id=1&lat=1&lon=1&hdop=bad', 'Not a valid number: hdop', 'hdop'],
    ['id=1&lat=1&lon=1&batt=101', 'Battery level out of range: batt', 'batt'],
    ['id=1&lat=1&lon=1&charge=maybe', 'Not a valid true or false: charge', 'charge'],
    ['id=1&lat=1&lon=1&timestamp=yesterday', 'Not a valid timestamp: timestamp', 'timestamp'],
    ['id=1&lat=1&lon=1&timestamp=2014-02-30T10:00:00Z', 'Not a valid timestamp: timestamp', 'timestamp'],
    ['id=1&lat=1&lon=1&timestamp=915148800', 'The fix time is before the year 2000: timestamp', 'timestamp'],
    ['id=1&lat=1&lon=1&timestamp=0', 'The fix time is before the year 2000: timestamp', 'timestamp'],
  ])('%s → %s', (query, message, field) => {
    expect(traccar(query)).toEqual({ ok: false, message, field });
  });

  it('refuses a fix more than 10 minutes ahead of the server, not one 9 minutes ahead', () => {
    const ahead = (minutes: number): string => `id=1&lat=1&lon=1&timestamp=${NOW + minutes * 60_000}`;
    expect(osmand(ahead(11))).toEqual({ ok: false, message: 'The fix time is in the future: timestamp', field: 'timestamp' });
    expect(fixOf(osmand(ahead(9))).fixTime).toBe(NOW + 9 * 60_000);
  });

  it('accepts fixes hours and days old: a phone back in coverage sends what it queued', () => {
    expect(fixOf(osmand(`id=1&lat=1&lon=1&timestamp=${NOW - 3 * 3600_000}`)).fixTime).toBe(NOW - 3 * 3600_000);
    expect(fixOf(traccar(`id=1&lat=1&lon=1&timestamp=${(NOW - 9 * 86400_000) / 1000}`)).fixTime).toBe(NOW - 9 * 86400_000);
  });
});
