import { secretHash } from '../server/device-secret';
import { basicAuth, osmAndGet, ownTracksLocation, ownTracksPost, traccarFormPost, traccarJsonPost } from './app-requests';
import { fixTimeAgo, ingestUrl, trackingSuite } from './tracking-suite';

/**
 * What a device may not do (issue 20): an unknown or revoked device gets 404 (OwnTracks' wrong credentials 401) and
 * nothing is stored; bad coordinates, times in the future and malformed bodies get 400 with a message; nothing a
 * device sends reaches another company.
 */
const suite = trackingSuite();

async function positionCount(): Promise<number> {
  return (await suite.db.selectFrom('tracking_positions').select('id').execute()).length;
}

const FIX = { lat: 45.07, lon: 7.69, time: 0 };
beforeEach(() => {
  FIX.time = fixTimeAgo(1_000);
});

test('an unknown device is 404 on every app, and nothing is stored', async () => {
  const before = await positionCount();
  expect((await traccarFormPost(suite.server, 'no-such-device', FIX)).statusCode).toBe(404);
  const json = await traccarJsonPost(suite.server, 'no-such-device', FIX);
  expect(json.statusCode).toBe(404);
  expect(json.json()).toMatchObject({ message: 'Unknown device' });
  const osmand = await osmAndGet(suite.server, 'http://localhost/api/tracking/osmand?id=nope&lat={0}&lon={1}&timestamp={2}', FIX);
  expect(osmand.statusCode).toBe(404);
  expect(await positionCount()).toBe(before);
});

test("a device paired for one app is unknown at another app's address", async () => {
  const person = await suite.newEmployee('trk-mixed');
  const { secret } = await suite.pairFor(person, 'osmand');
  expect((await traccarFormPost(suite.server, secret, FIX)).statusCode).toBe(404);
  expect(await suite.positions(person)).toHaveLength(0);
});

test('OwnTracks without credentials, or with wrong ones, is 401 with the Basic challenge; nothing is stored', async () => {
  const person = await suite.newEmployee('trk-owner');
  const { setup, secret } = await suite.pairFor(person, 'owntracks');
  const none = await ownTracksPost(suite.server, null, ownTracksLocation(FIX));
  expect(none.statusCode).toBe(401);
  expect(none.headers['www-authenticate']).toBe('Basic realm="vigil"');
  const wrong = await ownTracksPost(suite.server, basicAuth(setup.identifier ?? '', `${secret}x`), ownTracksLocation(FIX));
  expect(wrong.statusCode).toBe(401);
  expect(wrong.headers['www-authenticate']).toBe('Basic realm="vigil"');
  const otherUser = await ownTracksPost(suite.server, basicAuth('vigil-someone', secret), ownTracksLocation(FIX));
  expect(otherUser.statusCode).toBe(401);
  expect(await suite.positions(person)).toHaveLength(0);
});

test('a revoked OwnTracks device with its right credentials is 404', async () => {
  const person = await suite.newEmployee('trk-revoked');
  const { device, setup, secret } = await suite.pairFor(person, 'owntracks');
  await suite.db.updateTable('tracking_devices').set({ revoked_at: new Date().toISOString() }).where('id', '=', device.id).execute();
  expect((await ownTracksPost(suite.server, basicAuth(setup.identifier ?? '', secret), ownTracksLocation(FIX))).statusCode).toBe(404);
  expect(await suite.positions(person)).toHaveLength(0);
});

describe('bad fixes are 400 with a message, and nothing is stored', () => {
  let secret = '';
  let person = 0;
  beforeAll(async () => {
    person = await suite.newEmployee('trk-bad');
    secret = (await suite.pairFor(person, 'traccar')).secret;
  });
  afterEach(async () => expect(await suite.positions(person)).toHaveLength(0));

  test('a latitude out of range', async () => {
    const response = await traccarFormPost(suite.server, secret, { ...FIX, lat: 91 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'lat' });
    expect(response.json<{ message: string }>().message).toMatch(/lat/);
  });

  test('a timestamp far in the future', async () => {
    const response = await traccarFormPost(suite.server, secret, { ...FIX, time: Date.now() + 86_400_000 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'timestamp' });
  });

  test('a malformed JSON body (not a 500)', async () => {
    const response = await suite.server.app.inject({
      method: 'POST',
      url: ingestUrl('traccar'),
      payload: '{"device_id": "x", "location": {',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message.length).toBeGreaterThan(0);
  });

  test('a JSON body without coordinates', async () => {
    const response = await suite.server.app.inject({
      method: 'POST',
      url: ingestUrl('traccar'),
      payload: JSON.stringify({ device_id: secret, location: { timestamp: new Date().toISOString(), coords: {} } }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'location.coords.latitude' });
  });
});

test("another company's device moves only its own person, and this company's screens never see it", async () => {
  const outsider = await suite.other.addEmployee('trk-outsider', 'Olga', 'Outsider');
  await suite.setTracking(outsider, true);
  const { secret } = await suite.pair('trk-admin', 'traccar', outsider);
  expect((await traccarFormPost(suite.server, secret, { lat: 35.68, lon: 139.69, time: fixTimeAgo(1_000) })).statusCode).toBe(200);
  const rows = await suite.db.selectFrom('tracking_positions').select(['company_id', 'customer_id']).where('lat', '=', 35.68).execute();
  expect(rows).toEqual([{ company_id: suite.other.companyId, customer_id: outsider }]);
  const device = await suite.db.selectFrom('tracking_devices').select('company_id').where('secret_hash', '=', secretHash(secret)).executeTakeFirstOrThrow();
  expect(device.company_id).toBe(suite.other.companyId);
  const demoCompany = await suite.db.selectFrom('companies').select('id').where('is_demo', '=', 1).executeTakeFirstOrThrow();
  const demoPeople = await suite.db.selectFrom('tracking_people').select('customer_id').where('company_id', '=', demoCompany.id).execute();
  expect(demoPeople.map((row) => row.customer_id)).not.toContain(outsider);
});
