import { closeSos } from '../contract';
import { traccarFormPost } from './app-requests';
import { fixTimeAgo, trackingSuite } from './tracking-suite';

/**
 * An SOS that shares its second with a fix the device already sent (Traccar Client's timestamps are whole seconds,
 * and the button may be pressed in the second of a periodic fix): acknowledged, it must open, not be dropped as the
 * same fix sent twice; and once an operator has closed it, the same SOS resent does not open it again.
 */
const suite = trackingSuite();

test('an SOS in the same second as a stored periodic fix opens, and that position carries the alarm', async () => {
  const person = await suite.newEmployee('trk-same-second');
  const { secret } = await suite.pairFor(person, 'traccar');
  const time = fixTimeAgo(5_000);
  expect((await traccarFormPost(suite.server, secret, { lat: 9, lon: 9, time })).statusCode).toBe(200);
  expect(await suite.openSos(person)).toHaveLength(0);

  expect((await traccarFormPost(suite.server, secret, { lat: 9, lon: 9, time, alarm: 'sos' })).statusCode).toBe(200);

  expect(await suite.openSos(person)).toEqual([{ id: expect.any(Number), raised_at: new Date(time).toISOString(), origin: 'app' }]);
  expect((await suite.positions(person)).map((row) => row.alarm)).toEqual(['sos']);
});

test('an SOS resent after an operator closed it stays closed', async () => {
  const person = await suite.newEmployee('trk-resent-closed');
  const { secret } = await suite.pairFor(person, 'traccar');
  const fix = { lat: 4, lon: 4, time: fixTimeAgo(5_000), alarm: 'sos' };
  expect((await traccarFormPost(suite.server, secret, fix)).statusCode).toBe(200);
  const [sos] = await suite.openSos(person);
  const admin = await suite.login('admin');
  expect((await suite.post(closeSos.path, admin, { sos: String(sos?.id), note: 'Called: she is safe' })).json()).toEqual({ message: 'SOS closed' });

  expect((await traccarFormPost(suite.server, secret, fix)).statusCode).toBe(200);

  expect(await suite.openSos(person)).toHaveLength(0);
});
