import { expectConstraintViolation, migratedUpTo, type MigratedDatabase } from '../support/migrated-database';

let database: MigratedDatabase;
beforeAll(async () => {
  database = await migratedUpTo('019-add-message-fields');
}, 30_000);
afterAll(async () => database?.close());

async function addCustomer(companyId: number, username: string): Promise<number> {
  const now = new Date().toISOString();
  const row = await database.db
    .insertInto('customers')
    .values({ company_id: companyId, username, email: `${username}@example.com`, password_hash: 'x', name: username, surname: 'L', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

test('adds the sender, kind, pickup fields and read time; earlier rows read as plain messages from nobody', async () => {
  expect(await database.columns('notifications')).toMatchObject({
    sender_id: { nullable: true }, kind: { nullable: false }, pickup_date: { nullable: true }, airport: { nullable: true },
    location: { nullable: true }, driver: { nullable: true }, driver_detail: { nullable: true }, pickup_company: { nullable: true },
    vhl: { nullable: true }, read_at: { nullable: true },
  });
  const { db } = database;
  const now = new Date().toISOString();
  const company = await db.insertInto('companies').values({ name: 'Acme', created_at: now }).returning('id').executeTakeFirstOrThrow();
  const ada = await addCustomer(company.id, 'ada');
  const sender = await addCustomer(company.id, 'bob');
  await db.insertInto('notifications').values({ customer_id: ada, content: 'Old', created_at: now, updated_at: now }).execute();
  expect(await db.selectFrom('notifications').select(['kind', 'sender_id', 'read_at']).executeTakeFirstOrThrow()).toEqual({ kind: 'message', sender_id: null, read_at: null });

  const sent = await db
    .insertInto('notifications')
    .values({ customer_id: ada, sender_id: sender, kind: 'pickup', content: 'Pickup', airport: 'FCO', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await expectConstraintViolation(db.insertInto('notifications').values({ customer_id: ada, sender_id: 999, content: 'x', created_at: now, updated_at: now }).execute());
  // The sender's deletion keeps the message, from nobody.
  await db.deleteFrom('customers').where('id', '=', sender).execute();
  expect(await db.selectFrom('notifications').select(['sender_id', 'airport']).where('id', '=', sent.id).executeTakeFirstOrThrow()).toEqual({ sender_id: null, airport: 'FCO' });
});

test("keeps a message's image, one per message, and drops it with the message", async () => {
  const { db } = database;
  const now = new Date().toISOString();
  const company = await db.insertInto('companies').values({ name: 'Images', created_at: now }).returning('id').executeTakeFirstOrThrow();
  const carl = await addCustomer(company.id, 'carl');
  const message = await db.insertInto('notifications').values({ customer_id: carl, content: 'See', created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
  const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);
  await db.insertInto('message_images').values({ id: 'random-id', notification_id: message.id, mime_type: 'image/png', bytes }).execute();
  const stored = await db.selectFrom('message_images').select('bytes').where('id', '=', 'random-id').executeTakeFirstOrThrow();
  expect(Buffer.from(stored.bytes).equals(bytes)).toBe(true);
  await expectConstraintViolation(db.insertInto('message_images').values({ id: 'second', notification_id: message.id, mime_type: 'image/png', bytes }).execute());
  await expectConstraintViolation(db.insertInto('message_images').values({ id: 'orphan', notification_id: 999, mime_type: 'image/png', bytes }).execute());
  await db.deleteFrom('notifications').where('id', '=', message.id).execute();
  expect(await db.selectFrom('message_images').selectAll().execute()).toEqual([]);
});
