import { decodeOwnTracks } from '../../server/protocols/decode-owntracks';
import { NOW } from './protocol-fixtures';

const decode = (json: string): ReturnType<typeof decodeOwnTracks> =>
  decodeOwnTracks(JSON.parse(json), { deviceKey: 'jane', now: NOW });

// Payloads from the OwnTracks booklet (docs/features/traccar.md, docs/guide/quicksetup.md, docs/features/beacons.md).
const IPHONE = '{"cog":271,"batt":41,"lon":2.29513,"acc":5,"vel":61,"vac":21,"lat":48.85833,"t":"u","tst":1497508651,'
  + '"alt":167,"_type":"location","topic":"owntracks/jane/iphone","p":71,"tid":"JJ"}';
const ANDROID = '{"_type":"location","SSID":"mywifi","alt":154,"batt":53,"conn":"w","created_at":1706856299,'
  + '"lat":48.856826,"lon":2.292713,"tid":"j1","tst":1706856298,"vel":0}';
const NO_BATTERY = '{"batt":-1,"lon":2.29513,"lat":48.85833,"t":"u","tst":1441984413,"_type":"location","tid":"JJ"}';
const TRANSITION = '{"_type":"transition","acc":65,"desc":"Main@WestWing","event":"enter","lat":2.2222,"lon":1.1111,'
  + '"tid":"jp","tst":1433342520,"wtst":1432817332}';

describe('OwnTracks HTTP mode', () => {
  it('reads the booklet\'s iPhone location: vel 61 km/h → m/s, tst in seconds', () => {
    const result = decode(IPHONE);
    expect(result.ok && result.fix).toEqual({
      source: 'owntracks', deviceKey: 'jane', fixTime: 1497508651000, lat: 48.85833, lon: 2.29513,
      speed: 61 / 3.6, course: 271, altitude: 167, accuracy: 5, battery: 41, charging: null, alarm: null,
    });
    expect(result.ok && result.fix?.speed).toBeCloseTo(16.944, 3);
  });

  it('reads an Android location without acc or cog as unknown accuracy and course', () => {
    const result = decode(ANDROID);
    expect(result.ok && result.fix).toMatchObject({
      fixTime: 1706856298000, speed: 0, course: null, accuracy: null, altitude: 154, battery: 53,
    });
  });

  it('reads batt -1 as an unknown battery', () => {
    const result = decode(NO_BATTERY);
    expect(result.ok && result.fix).toMatchObject({ battery: null, speed: null, fixTime: 1441984413000 });
  });

  it.each([[0, null], [1, false], [2, true], [3, true]])('reads battery status bs=%d as charging %s', (bs, charging) => {
    const result = decodeOwnTracks({ ...JSON.parse(ANDROID), bs }, { deviceKey: 'jane', now: NOW });
    expect(result.ok && result.fix?.charging).toBe(charging);
  });

  it.each([
    ['transition', TRANSITION],
    ['waypoint', '{"_type":"waypoint","desc":"My favorite coffee shop (Delaville)","lat":48.87069,"lon":2.34916,"rad":"50","tst":1610104395}'],
    ['lwt', '{"_type":"lwt","tst":1497476456}'],
    ['card', '{"_type":"card","name":"Jane Jolie","face":"iVBORw0KGgo="}'],
    ['cmd', '{"_type":"cmd","action":"reportLocation"}'],
    ['encrypted', '{"_type":"encrypted","data":"eyJfdHlwZSI6ImxvY2F0aW9uIn0="}'],
  ])('stores nothing from a %s message', (_, json) => {
    expect(decode(json)).toEqual({ ok: true, fix: null });
  });
});

describe('OwnTracks refusals', () => {
  const base = JSON.parse(IPHONE) as Record<string, unknown>;
  it.each([
    ['an array', [base], 'The body is not a JSON object', undefined],
    ['a text', 'location', 'The body is not a JSON object', undefined],
    ['no _type', { ...base, _type: undefined }, 'Missing message type: _type', '_type'],
    ['no lat', { ...base, lat: undefined }, 'Missing coordinates: lat', 'lat'],
    ['no lon', { ...base, lon: undefined }, 'Missing coordinates: lon', 'lon'],
    ['lat as text', { ...base, lat: '48.8' }, 'Not a valid number: lat', 'lat'],
    ['lat -91', { ...base, lat: -91 }, 'Latitude out of range: lat', 'lat'],
    ['lon 200', { ...base, lon: 200 }, 'Longitude out of range: lon', 'lon'],
    ['no tst', { ...base, tst: undefined }, 'Missing timestamp: tst', 'tst'],
    ['tst in 1999', { ...base, tst: 946684799 }, 'The fix time is before the year 2000: tst', 'tst'],
    ['tst 11 minutes ahead', { ...base, tst: NOW / 1000 + 660 }, 'The fix time is in the future: tst', 'tst'],
    ['vel as text', { ...base, vel: 'fast' }, 'Not a valid number: vel', 'vel'],
    ['cog 361', { ...base, cog: 361 }, 'Course out of range: cog', 'cog'],
    ['alt as text', { ...base, alt: '167' }, 'Not a valid number: alt', 'alt'],
    ['acc as text', { ...base, acc: '5' }, 'Not a valid number: acc', 'acc'],
    ['batt 120', { ...base, batt: 120 }, 'Battery level out of range: batt', 'batt'],
  ])('refuses %s', (_, body, message, field) => {
    const expected = field === undefined ? { ok: false, message } : { ok: false, message, field };
    expect(decodeOwnTracks(body, { deviceKey: 'jane', now: NOW })).toEqual(expected);
  });

  it('refuses a location without the user name the caller should have taken from Basic auth', () => {
    expect(decodeOwnTracks(base, { deviceKey: ' ', now: NOW })).toEqual({
      ok: false, message: 'Missing device identifier: HTTP Basic user name', field: 'HTTP Basic user name',
    });
  });

  it('accepts a location queued for days while the phone was offline', () => {
    const tst = Math.floor(NOW / 1000) - 4 * 86400;
    const result = decodeOwnTracks({ ...base, tst }, { deviceKey: 'jane', now: NOW });
    expect(result.ok && result.fix?.fixTime).toBe(tst * 1000);
  });
});
