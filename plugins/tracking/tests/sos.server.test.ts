import { closeSos, raiseSos, setPaused } from '../contract';
import { traccarFormPost, traccarJsonPost } from './app-requests';
import { fixTimeAgo, trackingSuite } from './tracking-suite';

/**
 * SOS (issue 20): from an app's alarm or the web button; never dropped for arriving late, never blocked by a pause
 * or by tracking switched off; raised once however often it is resent; mailed to every admin; closed with a note.
 */
const suite = trackingSuite();
const HOUR_MS = 3_600_000;

async function sosMails(name: string): Promise<Array<{ to: string; subject: string; text: string }>> {
  return (await suite.server.outbox()).filter((mail) => mail.subject === `SOS: Test ${name}`);
}

test('an SOS timestamped two hours ago opens, at its own time, and is mailed to the admins', async () => {
  const person = await suite.newEmployee('trk-late');
  const { secret } = await suite.pairFor(person, 'traccar');
  const time = fixTimeAgo(2 * HOUR_MS);
  expect((await traccarFormPost(suite.server, secret, { lat: 12.5, lon: 7.5, time, alarm: 'sos' })).statusCode).toBe(200);
  const open = await suite.openSos(person);
  expect(open).toEqual([{ id: expect.any(Number), raised_at: new Date(time).toISOString(), origin: 'app' }]);
  const mails = await sosMails('trk-late');
  expect(mails.map((mail) => mail.to)).toContain('admin@demo.vigil.example');
  expect(mails[0]?.text).toContain('Test trk-late raised an SOS');
});

test("the same SOS resent (Traccar Client's JSON alarm) raises it once and mails once", async () => {
  const person = await suite.newEmployee('trk-resent');
  const { secret } = await suite.pairFor(person, 'traccar');
  const fix = { lat: 1.5, lon: 2.5, time: fixTimeAgo(60_000), alarm: 'sos' };
  for (let attempt = 0; attempt < 3; attempt += 1) expect((await traccarJsonPost(suite.server, secret, fix)).statusCode).toBe(200);
  expect(await suite.openSos(person)).toHaveLength(1);
  expect((await suite.positions(person)).map((row) => row.alarm)).toEqual(['sos']);
  const mails = await sosMails('trk-resent');
  expect(mails.length).toBeGreaterThan(0);
  expect(new Set(mails.map((mail) => mail.to)).size).toBe(mails.length);
});

test('while paused no position is kept, but an SOS still is, and opens', async () => {
  const person = await suite.newEmployee('trk-paused');
  const { secret } = await suite.pairFor(person, 'traccar');
  await suite.db.insertInto('tracking_people').values({ customer_id: person, company_id: (await companyOf(person)), paused: 1, tracking_since: new Date().toISOString(), in_fence: 0, version: 0 }).execute();
  expect((await traccarFormPost(suite.server, secret, { lat: 3, lon: 4, time: fixTimeAgo(20_000) })).statusCode).toBe(200);
  expect(await suite.positions(person)).toHaveLength(0);
  expect(await suite.openSos(person)).toHaveLength(0);
  expect((await traccarFormPost(suite.server, secret, { lat: 3.1, lon: 4.1, time: fixTimeAgo(10_000), alarm: 'sos' })).statusCode).toBe(200);
  expect((await suite.positions(person)).map((row) => row.lat)).toEqual([3.1]);
  expect(await suite.openSos(person)).toHaveLength(1);
});

test('with tracking switched off an SOS still opens', async () => {
  const person = await suite.newEmployee('trk-off');
  await suite.setTracking(person, false);
  const { secret } = await suite.pairFor(person, 'traccar');
  expect((await traccarFormPost(suite.server, secret, { lat: 5, lon: 6, time: fixTimeAgo(5_000), alarm: 'sos' })).statusCode).toBe(200);
  expect(await suite.openSos(person)).toHaveLength(1);
});

test("an operator closes an SOS of their company with a note; twice is 409; another company's admin gets 404", async () => {
  const person = await suite.newEmployee('trk-closed');
  const { secret } = await suite.pairFor(person, 'traccar');
  await traccarFormPost(suite.server, secret, { lat: 7, lon: 8, time: fixTimeAgo(5_000), alarm: 'sos' });
  const [sos] = await suite.openSos(person);
  const admin = await suite.login('admin');
  expect((await suite.post(closeSos.path, suite.other.adminToken, { sos: String(sos?.id), note: 'Not ours' })).statusCode).toBe(404);
  const noNote = await suite.post(closeSos.path, admin, { sos: String(sos?.id), note: '  ' });
  expect(noNote.statusCode).toBe(400);
  expect(noNote.json()).toMatchObject({ field: 'note' });
  expect((await suite.post(closeSos.path, await suite.login('visitor'), { sos: String(sos?.id), note: 'x' })).statusCode).toBe(403);
  expect((await suite.post(closeSos.path, admin, { sos: String(sos?.id), note: 'Called her: a false alarm' })).json()).toEqual({ message: 'SOS closed' });
  const closed = await suite.db.selectFrom('tracking_sos').select(['closed_by', 'close_note']).where('id', '=', sos?.id ?? 0).executeTakeFirstOrThrow();
  expect(closed).toEqual({ closed_by: await suite.idOf('admin'), close_note: 'Called her: a false alarm' });
  expect((await suite.post(closeSos.path, admin, { sos: String(sos?.id), note: 'again' })).statusCode).toBe(409);
  expect((await suite.post(closeSos.path, admin, { sos: '999999', note: 'x' })).statusCode).toBe(404);
});

test("the web button opens an SOS for the signed-in person, once while it is open, even paused", async () => {
  const visitor = await suite.login('visitor');
  const visitorId = await suite.idOf('visitor');
  expect((await suite.post(setPaused.path, visitor, { paused: '1' })).statusCode).toBe(200);
  expect((await suite.post(raiseSos.path, visitor, { lat: '41.9', lng: '12.5' })).json()).toEqual({ message: 'SOS raised' });
  expect((await suite.post(raiseSos.path, visitor)).json()).toEqual({ message: 'An SOS is already open' });
  expect(await suite.openSos(visitorId)).toEqual([{ id: expect.any(Number), raised_at: expect.any(String), origin: 'web' }]);
  const mails = (await suite.server.outbox()).filter((mail) => mail.subject === 'SOS: Vera Visitor');
  expect(mails).toHaveLength(1);
});

async function companyOf(customerId: number): Promise<number> {
  return (await suite.db.selectFrom('customers').select('company_id').where('id', '=', customerId).executeTakeFirstOrThrow()).company_id;
}
