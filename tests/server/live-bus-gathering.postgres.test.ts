import { sql } from 'kysely';
import type { ChangeBus } from '../../host/server/live/change-bus';
import { createChangeBus } from '../../host/server/live/create-change-bus';
import type { LiveIds } from '../../host/server/live/live-topic';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The PostgreSQL change bus (host/server/live/postgres-change-bus.ts) gathers what one turn of the event loop
 * announces on a topic into one notification, as a committed ingest batch announces each of its fixes; an
 * announcement made in a transaction still waits for the commit. Two buses stand for two processes.
 */
const QUIET = { warn: (): void => undefined };
let server: TestServer;
let sender: ChangeBus;
let receiver: ChangeBus;

beforeAll(async () => {
  server = await startTestServer();
  const bus = (): Promise<ChangeBus> =>
    createChangeBus({ dialect: 'postgres', db: server.server.db, databaseUrl: server.database.databaseUrl, log: QUIET });
  [sender, receiver] = [await bus(), await bus()];
}, 60_000);
afterAll(async () => {
  await Promise.all([sender?.close(), receiver?.close()]);
  await server?.close();
});

/** What `topic` delivers to the receiver, call by call. */
function heard(topic: string): LiveIds[] {
  const calls: LiveIds[] = [];
  receiver.subscribe(topic, (ids) => calls.push(ids));
  return calls;
}

async function until(check: () => boolean): Promise<void> {
  for (let waited = 0; !check(); waited += 5) {
    if (waited > 5_000) throw new Error('nothing arrived within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

test('what one turn announces on a topic arrives as one notification, each id once; another topic apart', async () => {
  const people = heard('test.gathered-people');
  const sos = heard('test.gathered-sos');
  await Promise.all([
    sender.publish('test.gathered-people', [1]),
    sender.publish('test.gathered-people', [2, 1]),
    sender.publish('test.gathered-sos', [2]),
    sender.publish('test.gathered-people', [3]),
  ]);
  await until(() => people.length > 0 && sos.length > 0);
  // Anything still on its way would come with the next notifications: one more on the same topic shows none did.
  await sender.publish('test.gathered-people', [4]);
  await until(() => people.length > 1);
  expect(people).toEqual([[1, 2, 3], [4]]);
  expect(sos).toEqual([[2]]);
});

test('an announcement made in a transaction arrives once it commits, not before', async () => {
  const calls = heard('test.in-transaction');
  await server.server.db.transaction().execute(async (trx) => {
    await sender.publish('test.in-transaction', [7], trx);
    await sql`select pg_sleep(0.2)`.execute(trx);
    expect(calls).toEqual([]);
  });
  await until(() => calls.length > 0);
  expect(calls).toEqual([[7]]);
});
