import type { Static } from '@vigil/core';
import { getDevices, getMyTracking, getPersonTrack, setPaused, sharePosition, type MyTracking as MyTrackingSchema, type TrackedPerson, type TrackPoint } from '../contract';

type MyTracking = Static<typeof MyTrackingSchema>;
import { trackingSuite } from './tracking-suite';

/**
 * "Share my position now" (issue 22: a contact asks a traveller for their position, the answer shows on the map):
 * the browser's position becomes the person's newest, as the GPS screens read it, even while they have paused.
 */
const suite = trackingSuite();

async function myTracking(token: string): Promise<MyTracking> {
  return (await suite.get(getMyTracking.path, token)).json<MyTracking>();
}

test('a shared position is stored as the newest fix (source web) and the operators see it', async () => {
  const traveller = await suite.login('traveller');
  const id = await suite.idOf('traveller');
  const response = await suite.post(sharePosition.path, traveller, { lat: '41.9028', lng: '12.4964', accuracy: '15' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ message: 'Position shared' });
  expect((await myTracking(traveller)).last_fix).toMatchObject({ lat: 41.9028, lng: 12.4964 });

  const track = await suite.get(getPersonTrack.path, await suite.login('admin'), { employee: String(id) });
  const { person, positions } = track.json<{ person: TrackedPerson; positions: TrackPoint[] }>();
  expect(person).toMatchObject({ lat: 41.9028, lng: 12.4964, accuracy: 15 });
  expect(positions[0]).toMatchObject({ lat: 41.9028, lng: 12.4964, source: 'web' });

  // The browser is no paired device: the person's list of devices does not show it.
  const devices = await suite.get(getDevices.path, traveller);
  expect(devices.json<{ devices: Array<{ label: string }> }>().devices.map((device) => device.label)).not.toContain('Web browser');
});

test('a second share moves the person again, through the same browser device', async () => {
  const visitor = await suite.login('visitor');
  await suite.post(sharePosition.path, visitor, { lat: '10', lng: '20' });
  await new Promise((resolve) => setTimeout(resolve, 5));
  await suite.post(sharePosition.path, visitor, { lat: '-33.8688', lng: '151.2093' });
  expect((await myTracking(visitor)).last_fix).toMatchObject({ lat: -33.8688, lng: 151.2093 });
  const id = await suite.idOf('visitor');
  const devices = await suite.db.selectFrom('tracking_devices').select('id').where('customer_id', '=', id).where('app', '=', 'web').execute();
  expect(devices).toHaveLength(1);
});

test('the person shares even while paused: it is their choice', async () => {
  const analyst = await suite.login('analyst');
  expect((await suite.post(setPaused.path, analyst, { paused: '1' })).statusCode).toBe(200);
  expect((await suite.post(sharePosition.path, analyst, { lat: '45.4642', lng: '9.19' })).statusCode).toBe(200);
  expect((await myTracking(analyst)).last_fix).toMatchObject({ lat: 45.4642, lng: 9.19 });
});

test('coordinates out of range, malformed or missing answer 400 naming the field, and nothing is stored', async () => {
  const traveller = await suite.login('traveller');
  const before = (await myTracking(traveller)).last_fix;
  const cases: Array<[Record<string, string>, string]> = [
    [{ lat: '91', lng: '0' }, 'lat'],
    [{ lat: '0', lng: '-180.5' }, 'lng'],
    [{ lat: 'north', lng: '0' }, 'lat'],
    [{ lng: '0' }, 'lat'],
    [{ lat: '1', lng: '1', accuracy: '-3' }, 'accuracy'],
  ];
  for (const [fields, field] of cases) {
    const response = await suite.post(sharePosition.path, traveller, fields);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field });
  }
  expect((await myTracking(traveller)).last_fix).toEqual(before);
});

test('without a session the call is refused', async () => {
  expect((await suite.post(sharePosition.path, '', { lat: '1', lng: '1' })).statusCode).toBe(401);
});
