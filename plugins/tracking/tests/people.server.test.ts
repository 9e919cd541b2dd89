import type { Static } from '@vigil/core';
import { getMyTracking, getPersonTrack, setPaused, type MyTracking as MyTrackingSchema, type TrackedPerson, type TrackingServerFunctions, type TrackPoint } from '../contract';
import { trackingServerFunctions } from '../server/server-functions';
import { traccarFormPost } from './app-requests';
import { fixTimeAgo, trackingSuite } from './tracking-suite';

/**
 * What the GPS screens and the person read (issue 20): a person's track (recorded as a look the person sees), their
 * own tracking and pause, and the server functions the gps module lists people with, each status computed.
 */
const suite = trackingSuite();
type MyTracking = Static<typeof MyTrackingSchema>;
const functions = (): TrackingServerFunctions => trackingServerFunctions(suite.db);

async function demoCompanyId(): Promise<number> {
  return (await suite.db.selectFrom('companies').select('id').where('is_demo', '=', 1).executeTakeFirstOrThrow()).id;
}

test("getPersonTrack answers the person with their newest fixes first and records the operator's look", async () => {
  const person = await suite.newEmployee('trk-tracked');
  const { secret } = await suite.pairFor(person, 'traccar');
  await traccarFormPost(suite.server, secret, { lat: 10.1, lon: 20.1, time: fixTimeAgo(120_000) });
  await traccarFormPost(suite.server, secret, { lat: 10.2, lon: 20.2, time: fixTimeAgo(60_000) });
  const response = await suite.get(getPersonTrack.path, await suite.login('traveller'), { employee: String(person) });
  expect(response.statusCode).toBe(200);
  const { person: tracked, positions } = response.json<{ person: TrackedPerson; positions: TrackPoint[] }>();
  expect(tracked).toMatchObject({ id: person, tracking: true, paused: false, lat: 10.2, lng: 20.2, status: 'secure', sos: null });
  expect(positions.map((point) => point.lat)).toEqual([10.2, 10.1]);
  expect(positions[0]).toMatchObject({ lng: 20.2, source: 'traccar', accuracy: 12, battery: 87 });
  const views = await suite.db.selectFrom('tracking_views').select(['viewer_id', 'place']).where('customer_id', '=', person).execute();
  expect(views).toEqual([{ viewer_id: await suite.idOf('traveller'), place: 'detail' }]);
});

test("getPersonTrack is the operators' only, and of their own company", async () => {
  const person = await suite.newEmployee('trk-private');
  expect((await suite.get(getPersonTrack.path, await suite.login('visitor'), { employee: String(person) })).statusCode).toBe(403);
  expect((await suite.get(getPersonTrack.path, suite.other.adminToken, { employee: String(person) })).statusCode).toBe(404);
  expect(await suite.db.selectFrom('tracking_views').select('id').where('customer_id', '=', person).execute()).toHaveLength(0);
});

test('getMyTracking: the person sees who looked, newest first, and their own looks are not recorded', async () => {
  const analyst = await suite.idOf('analyst');
  const analystToken = await suite.login('analyst');
  await suite.setTracking(analyst, true);
  const device = await suite.pairFor(analyst, 'traccar');
  expect((await traccarFormPost(suite.server, device.secret, { lat: 45.1, lon: 9.2, time: fixTimeAgo(60_000) })).statusCode).toBe(200);
  await suite.get(getPersonTrack.path, await suite.login('admin'), { employee: String(analyst) });
  await suite.get(getPersonTrack.path, await suite.login('traveller'), { employee: String(analyst) });
  await functions().recordViews(await demoCompanyId(), analyst, [analyst], 'list');
  const mine = (await suite.get(getMyTracking.path, analystToken)).json<MyTracking>();
  expect(mine.views.map((view) => view.viewer)).toEqual(['Tom Traveller', 'Ada Admin']);
  expect(mine).toMatchObject({ tracking: true, paused: false, interval_seconds: 60, retention_days: 30, sos: null });
  expect(mine.last_fix).toEqual({ lat: expect.any(Number), lng: expect.any(Number), fix_time: expect.any(String) });
});

test('setPaused pauses, and resuming restarts the clock of Unreachable', async () => {
  const token = await suite.login('traveller');
  const traveller = await suite.idOf('traveller');
  await suite.db.updateTable('tracking_people').set({ tracking_since: '2020-01-01T00:00:00.000Z', last_received_at: '2020-01-01T00:00:00.000Z' }).where('customer_id', '=', traveller).execute();
  expect((await functions().trackedPerson(await demoCompanyId(), traveller))?.status).toBe('unreachable');
  expect((await suite.post(setPaused.path, token, { paused: '1' })).json()).toEqual({ message: 'Tracking paused' });
  expect((await suite.get(getMyTracking.path, token)).json<MyTracking>().paused).toBe(true);
  expect((await functions().trackedPerson(await demoCompanyId(), traveller))?.status).toBe('secure');
  expect((await suite.post(setPaused.path, token, { paused: '0' })).json()).toEqual({ message: 'Tracking resumed' });
  const person = await functions().trackedPerson(await demoCompanyId(), traveller);
  expect(person).toMatchObject({ paused: false, status: 'secure' });
  expect((await suite.post(setPaused.path, token, { paused: 'yes' })).statusCode).toBe(400);
});

test('peopleOnTracking: the tracked people of the company by id, with open SOS first in status, never another company', async () => {
  const companyId = await demoCompanyId();
  const person = await suite.newEmployee('trk-listed');
  const { secret } = await suite.pairFor(person, 'traccar');
  await traccarFormPost(suite.server, secret, { lat: 1, lon: 1, time: fixTimeAgo(1_000), alarm: 'sos' });
  const untracked = await suite.newEmployee('trk-unlisted');
  await suite.setTracking(untracked, false);
  const people = await functions().peopleOnTracking(companyId);
  const ids = people.map((row) => row.id);
  expect(ids).toEqual([...ids].sort((a, b) => a - b));
  expect(ids).toContain(await suite.idOf('traveller'));
  expect(ids).not.toContain(untracked);
  expect(people.find((row) => row.id === person)).toMatchObject({ status: 'sos', sos: { id: expect.any(Number) } });
  expect(await functions().peopleOnTracking(suite.other.companyId)).toEqual([]);
  expect(await functions().trackedPerson(suite.other.companyId, person)).toBeNull();
});
