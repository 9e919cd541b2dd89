import { deleteFence, getFences, saveFence, type TrackedPerson } from '../contract';
import { trackingServerFunctions } from '../server/server-functions';
import { traccarFormPost } from './app-requests';
import { fixTimeAgo, trackingSuite } from './tracking-suite';

/**
 * Geofences (issue 20): an admin draws a circle or a polygon; a person confirmed inside one shows as Geofences;
 * fixes that wobble at the border with 80 m accuracy never make a run of entries and exits, and each entry and exit
 * is stored with the fix that proved it.
 */
const suite = trackingSuite();
const CENTRE = { lat: 45.4642, lon: 9.19 };
const METRES_PER_DEGREE = 111_195;

/** A point `metres` north of the circle's centre. */
function north(metres: number): { lat: number; lon: number } {
  return { lat: CENTRE.lat + metres / METRES_PER_DEGREE, lon: CENTRE.lon };
}

async function statusOf(customerId: number): Promise<TrackedPerson['status'] | undefined> {
  const company = await suite.db.selectFrom('customers').select('company_id').where('id', '=', customerId).executeTakeFirstOrThrow();
  return (await trackingServerFunctions(suite.db).trackedPerson(company.company_id, customerId))?.status;
}

test('a circle: wobbling at its border with 80 m accuracy raises nothing; walking in raises one entry, proved by its fix', async () => {
  const admin = await suite.login('admin');
  const saved = await suite.post(saveFence.path, admin, { name: 'Milan HQ', kind: 'circle', lat: String(CENTRE.lat), lon: String(CENTRE.lon), radius: '500' });
  expect(saved.statusCode).toBe(200);
  const fence = saved.json<{ fence: { id: number; radius: number } }>().fence;
  expect(fence.radius).toBe(500);

  const person = await suite.newEmployee('trk-fence');
  const device = await suite.pairFor(person, 'traccar');
  const start = fixTimeAgo(3 * 60 * 60 * 1000);
  // Two hundred fixes a few seconds apart, each ±60 m around the border (500 m from the centre), 80 m accuracy.
  let seed = 7;
  const noise = (): number => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return (seed / 2147483648) * 120 - 60;
  };
  for (let step = 0; step < 200; step += 1) {
    const point = north(500 + noise());
    const answer = await traccarFormPost(suite.server, device.secret, { ...point, time: start + step * 5000, accuracy: 80 });
    expect(answer.statusCode).toBe(200);
  }
  expect(await suite.db.selectFrom('tracking_fence_events').selectAll().where('customer_id', '=', person).execute()).toEqual([]);
  expect(await statusOf(person)).not.toBe('geofences');

  // Then the person walks to the centre and stays: one entry, carrying the first fix clearly inside.
  const walk = [300, 150, 50, 20, 10, 0];
  for (const [index, metres] of walk.entries()) {
    const answer = await traccarFormPost(suite.server, device.secret, { ...north(metres), time: start + (200 + index) * 30_000, accuracy: 10 });
    expect(answer.statusCode).toBe(200);
  }
  const events = await suite.db.selectFrom('tracking_fence_events').selectAll().where('customer_id', '=', person).execute();
  expect(events.map((event) => event.kind)).toEqual(['entry']);
  const proof = await suite.db.selectFrom('tracking_positions').select(['lat', 'fix_time']).where('id', '=', events[0]?.position_id ?? -1).executeTakeFirstOrThrow();
  expect(proof.fix_time).toBe(events[0]?.fix_time);
  expect(proof.lat).toBeCloseTo(north(300).lat, 6);
  expect(await statusOf(person)).toBe('geofences');

  // Deleting the fence: nobody is in a fence any more.
  expect((await suite.post(deleteFence.path, admin, { fence: String(fence.id) })).statusCode).toBe(200);
  expect(await statusOf(person)).toBe('secure');
});

test('a polygon is saved and listed; a bad one, another company and a non-admin are refused', async () => {
  const admin = await suite.login('admin');
  const ring = JSON.stringify([[9.1, 45.4], [9.3, 45.4], [9.3, 45.5], [9.1, 45.5]]);
  const saved = await suite.post(saveFence.path, admin, { name: 'City centre', kind: 'polygon', ring });
  expect(saved.statusCode).toBe(200);
  const listed = (await suite.get(getFences.path, admin)).json<{ fences: Array<{ name: string; ring: number[][] | null }> }>().fences;
  expect(listed.find((fence) => fence.name === 'City centre')?.ring).toHaveLength(4);

  expect((await suite.post(saveFence.path, admin, { name: 'Line', kind: 'polygon', ring: JSON.stringify([[9.1, 45.4], [9.2, 45.4]]) })).json()).toMatchObject({ field: 'ring' });
  expect((await suite.post(saveFence.path, admin, { name: 'Nowhere', kind: 'circle', lat: '95', lon: '9', radius: '100' })).statusCode).toBe(400);
  expect((await suite.post(saveFence.path, admin, { name: 'Broken', kind: 'polygon', ring: '[[9.1,' })).statusCode).toBe(400);
  expect((await suite.post(saveFence.path, await suite.login('traveller'), { name: 'Mine', kind: 'circle', lat: '1', lon: '1', radius: '10' })).statusCode).toBe(403);
  const theirs = (await suite.get(getFences.path, suite.other.adminToken)).json<{ fences: unknown[] }>().fences;
  expect(theirs).toEqual([]);
  const id = saved.json<{ fence: { id: number } }>().fence.id;
  expect((await suite.post(deleteFence.path, suite.other.adminToken, { fence: String(id) })).statusCode).toBe(404);
});
