import { revokeDevice } from '../contract';
import { traccarFormPost } from './app-requests';
import { fixTimeAgo, trackingSuite } from './tracking-suite';

/**
 * The ingest's device lookup is cached for a few seconds (device-cache.ts); revocation still takes effect at once,
 * in this process through the cache and in any process through the batch's own check when it writes.
 */
const suite = trackingSuite();

test('within the TTL the device is not read again: a secret changed under it still names the device', async () => {
  const person = await suite.newEmployee('trk-cached');
  const { device, secret } = await suite.pairFor(person, 'traccar');
  expect((await traccarFormPost(suite.server, secret, { lat: 1, lon: 1, time: fixTimeAgo(20_000) })).statusCode).toBe(200);
  await suite.db.updateTable('tracking_devices').set({ secret_hash: 'changed' }).where('id', '=', device.id).execute();
  expect((await traccarFormPost(suite.server, secret, { lat: 2, lon: 2, time: fixTimeAgo(10_000) })).statusCode).toBe(200);
  expect(await suite.positions(person)).toHaveLength(2);
});

test('revoking a device its phone just used is 404 at once and stores nothing more', async () => {
  const person = await suite.newEmployee('trk-revoke-cached');
  const { device, secret } = await suite.pairFor(person, 'traccar');
  expect((await traccarFormPost(suite.server, secret, { lat: 1, lon: 1, time: fixTimeAgo(20_000) })).statusCode).toBe(200);
  expect((await suite.post(revokeDevice.path, await suite.login('admin'), { device: String(device.id) })).statusCode).toBe(200);
  expect((await traccarFormPost(suite.server, secret, { lat: 2, lon: 2, time: fixTimeAgo(10_000) })).statusCode).toBe(404);
  expect(await suite.positions(person)).toHaveLength(1);
});

test('a device revoked by another process, whose cache this one cannot clear, stores nothing more', async () => {
  const person = await suite.newEmployee('trk-revoke-elsewhere');
  const { device, secret } = await suite.pairFor(person, 'traccar');
  expect((await traccarFormPost(suite.server, secret, { lat: 1, lon: 1, time: fixTimeAgo(20_000) })).statusCode).toBe(200);
  // What another process's revocation leaves here: the row revoked, this process's cache untouched.
  await suite.db.updateTable('tracking_devices').set({ revoked_at: new Date().toISOString() }).where('id', '=', device.id).execute();
  expect((await traccarFormPost(suite.server, secret, { lat: 2, lon: 2, time: fixTimeAgo(10_000), alarm: 'sos' })).statusCode).toBe(404);
  expect(await suite.positions(person)).toHaveLength(1);
  expect(await suite.openSos(person)).toHaveLength(0);
});
