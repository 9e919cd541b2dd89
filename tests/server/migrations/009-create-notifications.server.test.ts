import { expectConstraintViolation, migratedUpTo, type MigratedDatabase } from '../support/migrated-database';

let database: MigratedDatabase;
beforeAll(async () => {
  database = await migratedUpTo('009-create-notifications');
}, 30_000);
afterAll(async () => database?.close());

test('creates notifications, unread by default, tied to an existing customer', async () => {
  expect(Object.keys(await database.columns('notifications')).sort()).toEqual(['content', 'created_at', 'customer_id', 'id', 'image', 'is_read', 'updated_at']);
  const { db } = database;
  const now = new Date().toISOString();
  const company = await db.insertInto('companies').values({ name: 'Acme', created_at: now }).returning('id').executeTakeFirstOrThrow();
  const customer = await db
    .insertInto('customers')
    .values({ company_id: company.id, username: 'ada', email: 'ada@example.com', password_hash: 'x', name: 'Ada', surname: 'L', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('notifications').values({ customer_id: customer.id, content: 'Hi', created_at: now, updated_at: now }).execute();
  expect(await db.selectFrom('notifications').select(['is_read', 'image']).executeTakeFirstOrThrow()).toEqual({ is_read: 0, image: null });
  await expectConstraintViolation(db.insertInto('notifications').values({ customer_id: 999, content: 'x', created_at: now, updated_at: now }).execute());
});
