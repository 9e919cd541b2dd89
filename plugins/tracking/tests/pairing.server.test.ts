import { getDevices, pairDevice, revokeDevice, type TrackingDevice } from '../contract';
import { secretHash } from '../server/device-secret';
import { MAX_ACTIVE_DEVICES } from '../server/pair-device';
import { traccarFormPost } from './app-requests';
import { fixTimeAgo, trackingSuite } from './tracking-suite';

/** Pairing (issue 20): who may pair for whom, what the setup gives each app, the limit and revoking. */
const suite = trackingSuite();

describe('pairDevice', () => {
  test('pairs OsmAnd for the signed-in user: its URL template carries the secret, stored only hashed', async () => {
    const { device, setup, secret } = await suite.pair('visitor', 'osmand');
    expect(device).toMatchObject({ app: 'osmand', label: 'OsmAnd', last_seen_at: null, revoked: false });
    expect(setup.url).toBe(
      `http://localhost:80/api/tracking/osmand?id=${secret}&lat={0}&lon={1}&timestamp={2}&hdop={3}&altitude={4}&speed={5}&bearing={6}`,
    );
    expect(secret).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(setup).toMatchObject({ identifier: null, password: null, steps: ['setup.osmand.1', 'setup.osmand.2', 'setup.osmand.3', 'setup.osmand.4'] });
    expect(setup.qrSvg).toMatch(/^<svg[^>]*>.*<\/svg>\s*$/s);
    const stored = await suite.db.selectFrom('tracking_devices').select(['secret_hash', 'customer_id']).where('id', '=', device.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ secret_hash: secretHash(secret), customer_id: await suite.idOf('visitor') });
  });

  test('Traccar Client gets the address and the secret as its identifier; OwnTracks a login and the secret as password', async () => {
    const traccar = await suite.pair('analyst', 'traccar');
    expect(traccar.setup).toMatchObject({ url: 'http://localhost:80/api/tracking/traccar', password: null });
    expect(traccar.setup.identifier).toBe(traccar.secret);
    const owntracks = await suite.pair('analyst', 'owntracks');
    expect(owntracks.setup.url).toBe('http://localhost:80/api/tracking/owntracks');
    expect(owntracks.setup.identifier).toMatch(/^vigil-[A-Za-z0-9_-]{10}$/);
    expect(owntracks.setup.password).toBe(owntracks.secret);
    expect(owntracks.secret).not.toBe(traccar.secret);
  });

  test('refuses an app it does not know', async () => {
    const response = await suite.post(pairDevice.path, await suite.login('visitor'), { app: 'gpslogger' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Unknown app: app', field: 'app' });
  });

  test("an admin pairs a device for traveller; traveller sees it; an employee without admin or gps cannot pair for another", async () => {
    const traveller = await suite.idOf('traveller');
    const { device } = await suite.pair('admin', 'traccar', traveller);
    const own = await suite.get(getDevices.path, await suite.login('traveller'));
    expect(own.json<{ devices: TrackingDevice[] }>().devices.map((row) => row.id)).toContain(device.id);
    const stored = await suite.db.selectFrom('tracking_devices').select('customer_id').where('id', '=', device.id).executeTakeFirstOrThrow();
    expect(stored.customer_id).toBe(traveller);
    const refused = await suite.post(pairDevice.path, await suite.login('visitor'), { app: 'osmand', employee: String(traveller) });
    expect(refused.statusCode).toBe(403);
  });

  test("another company's admin can neither pair for nor list this company's people", async () => {
    const traveller = await suite.idOf('traveller');
    const pair = await suite.post(pairDevice.path, suite.other.adminToken, { app: 'osmand', employee: String(traveller) });
    expect(pair.statusCode).toBe(404);
    const list = await suite.get(getDevices.path, suite.other.adminToken, { employee: String(traveller) });
    expect(list.statusCode).toBe(404);
    const count = await suite.db.selectFrom('tracking_devices').select('id').where('company_id', '=', suite.other.companyId).execute();
    expect(count).toHaveLength(0);
  });

  test(`allows at most ${MAX_ACTIVE_DEVICES} devices a person not revoked (409), and another once one is revoked`, async () => {
    const token = await suite.login('admin');
    const paired = [];
    for (let index = 0; index < MAX_ACTIVE_DEVICES; index += 1) paired.push(await suite.pair('admin', 'osmand'));
    const sixth = await suite.post(pairDevice.path, token, { app: 'osmand' });
    expect(sixth.statusCode).toBe(409);
    expect((await suite.post(revokeDevice.path, token, { device: String(paired[0]?.device.id) })).statusCode).toBe(200);
    expect((await suite.post(pairDevice.path, token, { app: 'osmand' })).statusCode).toBe(200);
  });
});

describe('revokeDevice', () => {
  test('a revoked device is refused from then on (404), and shows as revoked', async () => {
    const { device, secret } = await suite.pair('visitor', 'traccar');
    const token = await suite.login('visitor');
    expect((await suite.post(revokeDevice.path, token, { device: String(device.id) })).json()).toEqual({ message: 'Device revoked' });
    const sent = await traccarFormPost(suite.server, secret, { lat: 45.46, lon: 9.19, time: fixTimeAgo(1000) });
    expect(sent.statusCode).toBe(404);
    const listed = (await suite.get(getDevices.path, token)).json<{ devices: TrackingDevice[] }>().devices.find((row) => row.id === device.id);
    expect(listed?.revoked).toBe(true);
  });

  test("a person cannot revoke another's device; an operator of the company can; another company's cannot", async () => {
    const { device } = await suite.pair('analyst', 'osmand');
    expect((await suite.post(revokeDevice.path, await suite.login('visitor'), { device: String(device.id) })).statusCode).toBe(404);
    expect((await suite.post(revokeDevice.path, suite.other.adminToken, { device: String(device.id) })).statusCode).toBe(404);
    const stillActive = await suite.db.selectFrom('tracking_devices').select('revoked_at').where('id', '=', device.id).executeTakeFirstOrThrow();
    expect(stillActive.revoked_at).toBeNull();
    expect((await suite.post(revokeDevice.path, await suite.login('traveller'), { device: String(device.id) })).statusCode).toBe(200);
    const revoked = await suite.db.selectFrom('tracking_devices').select('revoked_at').where('id', '=', device.id).executeTakeFirstOrThrow();
    expect(revoked.revoked_at).not.toBeNull();
  });
});
