import { deleteAlert } from '../../host/core/contract/profile';
import { holdMessageImage, purgeOrphanMessageImages, saveMessageImage } from '../../host/server/legacy/message-images';
import type { MessagesService } from '../../host/server/messages/platform-messages';
import { startTestServer, type TestServer } from '../support/test-server';
import { dataUri, imageBytes } from './support/account-fixtures';
import { alertCall, demoCompanyId, idOf, messagesService, PASSWORDS, type DemoUser } from './support/message-fixtures';
import { addOtherCompany } from './support/other-company';

/**
 * A message with an image sent to many stores the image once: every recipient's notification shows the same URL,
 * the image goes with the last notification using it, and the purge takes the ones nobody uses any more.
 */
let server: TestServer;
let companyId: number;
beforeAll(async () => {
  server = await startTestServer({ plugins: [] });
  companyId = await demoCompanyId(server);
}, 60_000);
afterAll(async () => server?.close());

const service = (fail = false): MessagesService => messagesService(server, [], fail);

async function imageCount(): Promise<number> {
  const row = await server.server.db.selectFrom('message_images').select(({ fn }) => fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

async function served(url: string): Promise<{ status: number; body: Buffer }> {
  const response = await server.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.rawPayload };
}

const HOUR = 3_600_000;

test('a message with an image to three people stores it once; it goes with the last notification showing it', async () => {
  const users: DemoUser[] = ['visitor', 'analyst', 'traveller'];
  const ids = await Promise.all(users.map((user) => idOf(server, user)));
  const bytes = imageBytes('png', 4096);
  const before = await imageCount();
  await service().send({ companyId, senderId: await idOf(server, 'admin'), recipientIds: ids, content: 'Shared photo', image: dataUri('image/png', bytes), baseUrl: 'https://vigil.test' });
  expect(await imageCount()).toBe(before + 1);

  const rows = await server.server.db.selectFrom('notifications').select(['id', 'customer_id', 'image']).where('content', '=', 'Shared photo').orderBy('id').execute();
  expect(rows.map((row) => row.customer_id)).toEqual(ids);
  const url = rows[0]?.image ?? '';
  expect(url).toMatch(/^\/media\/message\/[A-Za-z0-9_-]{22}\.png$/);
  expect(rows.map((row) => row.image)).toEqual([url, url, url]);
  const first = await served(url);
  expect(first.status).toBe(200);
  expect(first.body.equals(bytes)).toBe(true);

  for (const [index, user] of users.entries()) {
    const token = await server.login(user, PASSWORDS[user]);
    expect((await alertCall(server, deleteAlert.path, token, { alert: String(rows[index]?.id) })).statusCode).toBe(200);
    // Two deleted, one left: the image still shows for the third; the third deleted, it is gone.
    const last = index === users.length - 1;
    expect({ user, status: (await served(url)).status }).toEqual({ user, status: last ? 404 : 200 });
  }
  expect(await imageCount()).toBe(before);
});

test('a send whose first mail fails stores no message and leaves no image behind', async () => {
  const before = await imageCount();
  const image = dataUri('image/png', imageBytes('png'));
  await expect(
    service(true).send({ companyId, senderId: await idOf(server, 'admin'), recipientIds: [await idOf(server, 'visitor')], content: 'Never told', image, baseUrl: 'https://vigil.test' }),
  ).rejects.toMatchObject({ statusCode: 503 });
  expect(await imageCount()).toBe(before);
});

test('a recipient storing an image deleted meanwhile stores it again under its id, so the URL shows it', async () => {
  const { db } = server.server;
  const bytes = imageBytes('jpeg', 128);
  const stored = await saveMessageImage(db, { type: 'image/jpeg', bytes });
  await db.deleteFrom('message_images').where('id', '=', stored.id).execute();
  await db.transaction().execute((trx) => holdMessageImage(trx, stored));
  const again = await served(stored.url);
  expect(again.status).toBe(200);
  expect(again.body.equals(bytes)).toBe(true);
  await db.deleteFrom('message_images').where('id', '=', stored.id).execute();
});

test('the purge deletes the images nobody uses once older than an hour, and keeps young or used ones', async () => {
  const { db } = server.server;
  const now = new Date();
  const at = (ms: number): string => new Date(now.getTime() - ms).toISOString();
  const bytes = imageBytes('png');
  await db
    .insertInto('message_images')
    .values([
      { id: 'orphan-old', mime_type: 'image/png', bytes, created_at: at(2 * HOUR) },
      { id: 'orphan-young', mime_type: 'image/png', bytes, created_at: at(10 * 60_000) },
      { id: 'used-old', mime_type: 'image/png', bytes, created_at: at(3 * HOUR) },
    ])
    .execute();
  const visitor = await idOf(server, 'visitor');
  await db.insertInto('notifications').values({ customer_id: visitor, content: 'Uses it', image: '/media/message/x.png', image_id: 'used-old', created_at: at(0), updated_at: at(0) }).execute();
  expect(await purgeOrphanMessageImages(db, now)).toBe(1);
  const left = await db.selectFrom('message_images').select('id').where('id', 'in', ['orphan-old', 'orphan-young', 'used-old']).orderBy('id').execute();
  expect(left.map((row) => row.id)).toEqual(['orphan-young', 'used-old']);
  await db.deleteFrom('notifications').where('image_id', '=', 'used-old').execute();
  await db.deleteFrom('message_images').where('id', 'in', ['orphan-young', 'used-old']).execute();
});

test("a deleted customer's notifications go by cascade; their shared image, once nobody uses it, at the purge", async () => {
  const other = await addOtherCompany(server, 'smi');
  const [ann, ben] = [await other.addEmployee('smi-ann', 'Ann', 'A'), await other.addEmployee('smi-ben', 'Ben', 'B')];
  const { db } = server.server;
  await service().send({ companyId: other.companyId, senderId: ann, recipientIds: [ann, ben], content: 'Cascade', image: dataUri('image/png', imageBytes('png')), baseUrl: 'https://vigil.test' });
  const url = (await db.selectFrom('notifications').select('image').where('content', '=', 'Cascade').executeTakeFirstOrThrow()).image ?? '';
  await db.deleteFrom('customers').where('id', 'in', [ann, ben]).execute();
  expect(await db.selectFrom('notifications').select('id').where('content', '=', 'Cascade').execute()).toEqual([]);
  expect(await purgeOrphanMessageImages(db)).toBe(0);
  expect((await served(url)).status).toBe(200);
  expect(await purgeOrphanMessageImages(db, new Date(Date.now() + 2 * HOUR))).toBe(1);
  expect((await served(url)).status).toBe(404);
});

test("the server's periodic purge sweeps images nobody uses", async () => {
  // 0.01 minutes: every 600 ms.
  const purging = await startTestServer({ plugins: [], config: { purgeIntervalMinutes: 0.01 } });
  try {
    const { db } = purging.server;
    const old = new Date(Date.now() - 2 * HOUR).toISOString();
    await db.insertInto('message_images').values({ id: 'swept', mime_type: 'image/png', bytes: imageBytes('png'), created_at: old }).execute();
    const started = Date.now();
    let left = 1;
    while (left > 0 && Date.now() - started < 15_000) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      left = (await db.selectFrom('message_images').select('id').where('id', '=', 'swept').execute()).length;
    }
    expect(left).toBe(0);
  } finally {
    await purging.close();
  }
}, 60_000);
