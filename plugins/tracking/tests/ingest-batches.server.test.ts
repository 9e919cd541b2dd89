import { traccarFormPost, traccarJsonPost } from './app-requests';
import { fixTimeAgo, trackingSuite } from './tracking-suite';

/**
 * Fixes that arrive together are written together (server/fix-writer.ts): each answer still means its own fix is
 * stored, a resend in the same batch is stored once, a late fix moves nobody back, and an SOS in a batch opens once.
 */
const suite = trackingSuite();

test('forty fixes from four people at once: every acknowledged one stored once, each person at their newest', async () => {
  const people = await Promise.all(['trk-b1', 'trk-b2', 'trk-b3', 'trk-b4'].map((username) => suite.newEmployee(username)));
  const devices = await Promise.all(people.map((person) => suite.pairFor(person, 'traccar')));
  const start = fixTimeAgo(60 * 60 * 1000);
  const requests = devices.flatMap((device, who) =>
    Array.from({ length: 10 }, (_, step) => {
      const fix = { lat: 10 + who, lon: step / 100, time: start + step * 1000 };
      // Half by JSON, half by form: two decoders feeding one writer.
      return step % 2 === 0 ? traccarFormPost(suite.server, device.secret, fix) : traccarJsonPost(suite.server, device.secret, fix);
    }),
  );
  // The first person's newest fix twice, and an older fix of the second person last of all.
  const first = devices[0];
  const second = devices[1];
  if (!first || !second) throw new Error('no devices');
  requests.push(traccarFormPost(suite.server, first.secret, { lat: 10, lon: 0.09, time: start + 9000 }));
  requests.push(traccarFormPost(suite.server, second.secret, { lat: 11, lon: -1, time: start - 5000 }));
  const answers = await Promise.all(requests);
  expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));

  for (const [who, person] of people.entries()) {
    const stored = await suite.positions(person);
    expect(stored).toHaveLength(who === 1 ? 11 : 10);
    expect(await suite.person(person)).toMatchObject({ lat: 10 + who, lon: 0.09, last_fix_time: new Date(start + 9000).toISOString() });
  }
});

test('an SOS resent within one batch opens one SOS, and a device revoked meanwhile stores nothing more', async () => {
  const person = await suite.newEmployee('trk-b-sos');
  const device = await suite.pairFor(person, 'traccar');
  const time = fixTimeAgo(2 * 60 * 60 * 1000);
  const answers = await Promise.all(
    Array.from({ length: 5 }, (_, resend) => traccarFormPost(suite.server, device.secret, { lat: 1, lon: 2, time: time + (resend % 2) * 1000, alarm: 'sos' })),
  );
  expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
  expect(await suite.openSos(person)).toHaveLength(1);
  expect(await suite.positions(person)).toHaveLength(2);

  await suite.db.updateTable('tracking_devices').set({ revoked_at: new Date().toISOString() }).where('id', '=', device.device.id).execute();
  expect((await traccarFormPost(suite.server, device.secret, { lat: 1, lon: 2, time: time + 5000 })).statusCode).toBe(404);
  expect(await suite.positions(person)).toHaveLength(2);
});
