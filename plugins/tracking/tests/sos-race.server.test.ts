import { raiseSos } from '../contract';
import { migration as oneOpenSos, MERGED_SOS_NOTE } from '../server/migrations/tracking-003-one-open-sos';
import { openSosUnlessOpen, type SosRequest } from '../server/open-sos';
import { testDialect } from '../../../tests/support/test-database';
import { trackingSuite } from './tracking-suite';

/**
 * One open SOS per person, whatever arrives at once (issue 20): the database decides, so two processes on
 * PostgreSQL each opening one in its own transaction still leave one open.
 */
const suite = trackingSuite();

async function companyOf(customerId: number): Promise<number> {
  return (await suite.db.selectFrom('customers').select('company_id').where('id', '=', customerId).executeTakeFirstOrThrow()).company_id;
}

function sosOf(customerId: number, companyId: number): SosRequest {
  const now = new Date().toISOString();
  return { companyId, customerId, deviceId: null, positionId: null, origin: 'app', raisedAt: now, receivedAt: now };
}

/**
 * Holds each caller until `parties` have arrived, so their transactions overlap (PostgreSQL); at most `waitMs`,
 * since SQLite runs one transaction at a time and the others cannot arrive before the first ends.
 */
function barrier(parties: number, waitMs: number): () => Promise<void> {
  let arrived = 0;
  let release = (): void => undefined;
  const everyone = new Promise<void>((resolve) => (release = resolve));
  return async () => {
    arrived += 1;
    if (arrived === parties) release();
    // Cleared once everyone is in: ten pending 20 s timers kept jest's worker alive after the suite.
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([everyone, new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
    clearTimeout(timer);
  };
}

test('ten SOS opened at once, in transactions that each saw none open, open one: the others are told one is open', async () => {
  const person = await suite.newEmployee('trk-race');
  const request = sosOf(person, await companyOf(person));
  // On PostgreSQL every one waits for the others, however loaded the machine; SQLite's come one at a time.
  const arrive = barrier(10, testDialect() === 'postgres' ? 20_000 : 100);
  let sawNoneOpen = 0;
  const opened = await Promise.all(
    Array.from({ length: 10 }, () =>
      suite.db.transaction().execute(async (trx) => {
        const open = await trx.selectFrom('tracking_sos').select('id').where('customer_id', '=', person).where('closed_at', 'is', null).execute();
        if (open.length === 0) sawNoneOpen += 1;
        await arrive();
        return openSosUnlessOpen(trx, request);
      }),
    ),
  );
  // On PostgreSQL all ten overlapped, each seeing none open (the race); SQLite runs them one after another.
  expect(sawNoneOpen).toBe(testDialect() === 'postgres' ? 10 : 1);
  expect(opened.filter((sos) => sos !== null)).toHaveLength(1);
  expect(await suite.openSos(person)).toHaveLength(1);
});

test("the web button pressed twice at once raises one SOS and says so to the second press", async () => {
  const token = await suite.login('visitor');
  const person = await suite.idOf('visitor');
  const answers = await Promise.all([suite.post(raiseSos.path, token), suite.post(raiseSos.path, token)]);
  expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
  expect(answers.map((answer) => answer.json<{ message: string }>().message).sort()).toEqual(['An SOS is already open', 'SOS raised']);
  expect(await suite.openSos(person)).toHaveLength(1);
});

test('the database refuses a second open SOS of a person, and takes a new one once the first is closed', async () => {
  const person = await suite.newEmployee('trk-unique');
  const request = sosOf(person, await companyOf(person));
  const first = await suite.db.transaction().execute((trx) => openSosUnlessOpen(trx, request));
  const row = { company_id: request.companyId, customer_id: person, device_id: null, position_id: null, origin: 'web', raised_at: request.raisedAt, received_at: request.receivedAt, closed_at: null, closed_by: null, close_note: null };
  // The driver's error may come from another realm than jest's Error, which toThrow would not recognise.
  const refusal = await suite.db.insertInto('tracking_sos').values(row).execute().then(() => 'stored', (error: { message?: string }) => error.message);
  expect(refusal).toMatch(/unique/i);
  await suite.db.updateTable('tracking_sos').set({ closed_at: new Date().toISOString(), close_note: 'ok' }).where('id', '=', first?.id ?? 0).execute();
  expect(await suite.db.transaction().execute((trx) => openSosUnlessOpen(trx, request))).not.toBeNull();
  expect(await suite.openSos(person)).toHaveLength(1);
});

test('the upgrade keeps the earliest of two SOS opened together and closes the other with a note', async () => {
  const person = await suite.newEmployee('trk-upgrade');
  const request = sosOf(person, await companyOf(person));
  await suite.db.schema.dropIndex('tracking_sos_one_open').execute();
  const row = { company_id: request.companyId, customer_id: person, device_id: null, position_id: null, origin: 'app', raised_at: request.raisedAt, received_at: request.receivedAt, closed_at: null, closed_by: null, close_note: null };
  const ids = await suite.db.insertInto('tracking_sos').values([row, row]).returning('id').execute();
  await oneOpenSos.up(suite.db);
  expect((await suite.openSos(person)).map((sos) => sos.id)).toEqual([Math.min(...ids.map((sos) => sos.id))]);
  const closed = await suite.db.selectFrom('tracking_sos').select('close_note').where('customer_id', '=', person).where('closed_at', 'is not', null).execute();
  expect(closed).toEqual([{ close_note: MERGED_SOS_NOTE }]);
});
