import { basicAuth, osmAndGet, ownTracksLocation, ownTracksPost, traccarFormPost, traccarJsonPost, traccarQueryPost } from './app-requests';
import { fixTimeAgo, trackingSuite } from './tracking-suite';

/**
 * The exact requests of OsmAnd, Traccar Client (query string, form, JSON) and OwnTracks (issue 20): each stores a
 * position once, speed in m/s whatever the app's unit, and an older fix enters the history without moving the person.
 */
const suite = trackingSuite();

/** A tracked person of the demo company with no seeded device or fix. */
let walker: number;
beforeAll(async () => {
  walker = await suite.newEmployee('trk-walker');
});

async function positionsAt(lat: number): Promise<Awaited<ReturnType<typeof suite.positions>>> {
  return (await suite.positions(walker)).filter((row) => Math.abs(row.lat - lat) < 1e-9);
}

test("OsmAnd's GET of its URL template is stored once, acknowledged again when resent; speed stays m/s", async () => {
  const { setup } = await suite.pairFor(walker, 'osmand');
  const fix = { lat: 41.9028, lon: 12.4964, time: fixTimeAgo(5_000), speed: 4.5 };
  const first = await osmAndGet(suite.server, setup.url, fix);
  expect(first.statusCode).toBe(200);
  expect(first.json()).toEqual({ message: 'OK' });
  expect((await osmAndGet(suite.server, setup.url, fix)).statusCode).toBe(200);
  const stored = await positionsAt(41.9028);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ lon: 12.4964, speed: 4.5, fix_time: new Date(fix.time).toISOString() });
  expect(await suite.person(walker)).toMatchObject({ lat: 41.9028, lon: 12.4964 });
});

test('Traccar Client: a POST with the fields as query string and an empty body; speed in knots stored as m/s', async () => {
  const { secret } = await suite.pairFor(walker, 'traccar');
  const fix = { lat: 45.4642, lon: 9.19, time: fixTimeAgo(4_000), speed: 10 };
  const response = await traccarQueryPost(suite.server, secret, fix);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ message: 'OK' });
  const [stored] = await positionsAt(45.4642);
  expect(stored?.speed).toBeCloseTo(10 * 0.514444, 4);
});

test('Traccar Client: the same fields as a form body, stored once when resent', async () => {
  const { secret } = await suite.pairFor(walker, 'traccar');
  const fix = { lat: 6.5244, lon: 3.3792, time: fixTimeAgo(3_000) };
  expect((await traccarFormPost(suite.server, secret, fix)).statusCode).toBe(200);
  expect((await traccarFormPost(suite.server, secret, fix)).statusCode).toBe(200);
  expect(await positionsAt(6.5244)).toHaveLength(1);
});

test("Traccar Client 9's JSON body (application/json) is stored with its m/s speed", async () => {
  const { secret } = await suite.pairFor(walker, 'traccar');
  const fix = { lat: -6.2088, lon: 106.8456, time: fixTimeAgo(2_000), speed: 3.2 };
  const response = await traccarJsonPost(suite.server, secret, fix);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ message: 'OK' });
  expect((await traccarJsonPost(suite.server, secret, fix)).statusCode).toBe(200);
  const stored = await positionsAt(-6.2088);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ lon: 106.8456, speed: 3.2, fix_time: new Date(fix.time).toISOString() });
});

test('OwnTracks: a location with Basic credentials is answered [] and stored, vel km/h as m/s', async () => {
  const { setup, secret } = await suite.pairFor(walker, 'owntracks');
  const auth = basicAuth(setup.identifier ?? '', secret);
  const fix = { lat: 59.3293, lon: 18.0686, time: fixTimeAgo(1_000), speed: 36 };
  const response = await ownTracksPost(suite.server, auth, ownTracksLocation(fix));
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual([]);
  expect((await ownTracksPost(suite.server, auth, ownTracksLocation(fix))).json()).toEqual([]);
  const stored = await positionsAt(59.3293);
  expect(stored).toHaveLength(1);
  expect(stored[0]?.speed).toBeCloseTo(10, 6);
  const device = await suite.db.selectFrom('tracking_devices').select('last_seen_at').where('login', '=', setup.identifier).executeTakeFirstOrThrow();
  expect(device.last_seen_at).not.toBeNull();
});

test('OwnTracks: a transition is answered [] and stores nothing', async () => {
  const visitor = await suite.newEmployee('trk-quiet');
  const { setup, secret } = await suite.pairFor(visitor, 'owntracks');
  const auth = basicAuth(setup.identifier ?? '', secret);
  const transition = { _type: 'transition', wtst: 1700000000, lat: 1, lon: 2, tst: Math.floor(Date.now() / 1000), acc: 10, event: 'enter', desc: 'Office', t: 'c', tid: 'VV' };
  const answered = await ownTracksPost(suite.server, auth, transition);
  expect(answered.statusCode).toBe(200);
  expect(answered.json()).toEqual([]);
  expect(await suite.positions(visitor)).toHaveLength(0);
});

test('OwnTracks: an empty body with its JSON content type (a ping) is answered [] and stores nothing', async () => {
  const pinger = await suite.newEmployee('trk-pinger');
  const { setup, secret } = await suite.pairFor(pinger, 'owntracks');
  const empty = await ownTracksPost(suite.server, basicAuth(setup.identifier ?? '', secret), '');
  expect(empty.statusCode).toBe(200);
  expect(empty.json()).toEqual([]);
  expect(await suite.positions(pinger)).toHaveLength(0);
});

test('a fix older than the latest enters the history without moving the person back', async () => {
  const runner = await suite.newEmployee('trk-runner');
  const { secret } = await suite.pairFor(runner, 'traccar');
  const newer = { lat: 48.8566, lon: 2.3522, time: fixTimeAgo(1_000) };
  const older = { lat: 48.85, lon: 2.35, time: fixTimeAgo(600_000) };
  expect((await traccarFormPost(suite.server, secret, newer)).statusCode).toBe(200);
  expect((await traccarFormPost(suite.server, secret, older)).statusCode).toBe(200);
  expect((await suite.positions(runner)).map((row) => row.lat)).toEqual([48.85, 48.8566]);
  expect(await suite.person(runner)).toMatchObject({ lat: 48.8566, lon: 2.3522, last_fix_time: new Date(newer.time).toISOString() });
});

test('while tracking is off, a fix is acknowledged and not stored; the device is still seen', async () => {
  const analyst = await suite.newEmployee('trk-untracked');
  await suite.setTracking(analyst, false);
  const { device, secret } = await suite.pairFor(analyst, 'traccar');
  const response = await traccarFormPost(suite.server, secret, { lat: 10, lon: 10, time: fixTimeAgo(1_000) });
  expect(response.statusCode).toBe(200);
  expect(await suite.positions(analyst)).toHaveLength(0);
  const seen = await suite.db.selectFrom('tracking_devices').select('last_seen_at').where('id', '=', device.id).executeTakeFirstOrThrow();
  expect(seen.last_seen_at).not.toBeNull();
});
