import { LiveSocket } from '../../../tests/server/support/live-socket';
import { pluginDatabase } from '../../../tests/support/plugin-database';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import { addOtherCompany, type OtherCompany } from '../../../tests/server/support/other-company';
import { PEOPLE_TOPIC, type TrackedPerson } from '../contract';
import tracking from '../manifest';
import { peopleFallingSilent } from '../server/falling-silent';
import { DEMO_TRAVELLER_SECRET } from '../server/seed-demo-devices';
import type { TrackingTables } from '../server/tables';
import { traccarFormPost } from './app-requests';
import { fixTimeAgo } from './tracking-suite';

let server: TestServer;
let other: OtherCompany;
const sockets: LiveSocket[] = [];

beforeAll(async () => {
  server = await startTestServer({ plugins: [tracking], listen: true });
  other = await addOtherCompany(server, 'live');
});
afterAll(async () => {
  sockets.forEach((socket) => socket.close());
  await server.close();
});

async function follow(loginToken: string): Promise<LiveSocket> {
  const socket = await LiveSocket.signedIn(server.url, loginToken, server.appToken);
  sockets.push(socket);
  return socket;
}

async function travellerId(): Promise<number> {
  const row = await pluginDatabase<TrackingTables>(server).selectFrom('customers').select('id').where('username', '=', 'traveller').executeTakeFirstOrThrow();
  return row.id;
}

function personIn(items: readonly unknown[], id: number): TrackedPerson | undefined {
  return (items as TrackedPerson[]).filter((item) => item.id === id).at(-1);
}

test("an operator's page hears a new position and an SOS two hours old, without asking again", async () => {
  const traveller = await travellerId();
  const admin = await follow(await server.login('admin', 'Vigil-admin-1'));
  const snapshot = await admin.subscribe(PEOPLE_TOPIC);
  expect(personIn(snapshot.items, traveller)).toMatchObject({ tracking: true });

  const moved = await traccarFormPost(server, DEMO_TRAVELLER_SECRET, { lat: 41.9, lon: 12.5, time: fixTimeAgo(0) });
  expect(moved.statusCode).toBe(200);
  await admin.next((message) => message.type === 'changes' && personIn(message.items, traveller)?.lat === 41.9, 1000);

  const sos = await traccarFormPost(server, DEMO_TRAVELLER_SECRET, { lat: 41.91, lon: 12.51, time: fixTimeAgo(2 * 60 * 60 * 1000), alarm: 'sos' });
  expect(sos.statusCode).toBe(200);
  await admin.next((message) => message.type === 'changes' && personIn(message.items, traveller)?.status === 'sos', 1000);
  // The late fix raised the SOS without moving the person back to where they were two hours ago.
  expect(personIn(admin.changes(PEOPLE_TOPIC), traveller)).toMatchObject({ status: 'sos', lat: 41.9 });
});

test('another company hears nothing of these people, and a user without gps may not follow them', async () => {
  const traveller = await travellerId();
  const stranger = await follow(other.adminToken);
  const theirs = await stranger.subscribe(PEOPLE_TOPIC);
  expect(personIn(theirs.items, traveller)).toBeUndefined();
  expect((await traccarFormPost(server, DEMO_TRAVELLER_SECRET, { lat: 42, lon: 12.6, time: fixTimeAgo(0) })).statusCode).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(stranger.changes(PEOPLE_TOPIC).filter((item) => (item as TrackedPerson).id === traveller)).toEqual([]);

  const analyst = await follow(await server.login('analyst', 'Vigil-analyst-1'));
  analyst.send({ type: 'subscribe', topic: PEOPLE_TOPIC, cursor: null });
  await analyst.next((message) => message.type === 'error');
  expect(analyst.messages.some((message) => message.type === 'snapshot')).toBe(false);
});

test('finds the people who just turned Unreachable, once, and not those who paused', async () => {
  const db = pluginDatabase<TrackingTables>(server);
  const traveller = await travellerId();
  const heard = Date.parse((await db.selectFrom('tracking_people').select('last_received_at').where('customer_id', '=', traveller).executeTakeFirstOrThrow()).last_received_at ?? '');
  // The demo company's interval is 60 s: silent three intervals after the last fix was heard.
  const silentAt = heard + 3 * 60_000;
  expect(await peopleFallingSilent(db, silentAt + 5_000, 20_000)).toContain(traveller);
  expect(await peopleFallingSilent(db, silentAt + 25_000, 20_000)).not.toContain(traveller);
  expect(await peopleFallingSilent(db, silentAt - 1_000, 20_000)).not.toContain(traveller);
  await db.updateTable('tracking_people').set({ paused: 1 }).where('customer_id', '=', traveller).execute();
  expect(await peopleFallingSilent(db, silentAt + 5_000, 20_000)).not.toContain(traveller);
  await db.updateTable('tracking_people').set({ paused: 0 }).where('customer_id', '=', traveller).execute();
});
