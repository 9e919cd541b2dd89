import { expectConstraintViolation, migratedUpTo, type MigratedDatabase } from '../support/migrated-database';

let database: MigratedDatabase;
beforeAll(async () => {
  database = await migratedUpTo('011-create-avatars');
}, 30_000);
afterAll(async () => database?.close());

test('creates avatars: bytes read back exactly, one per customer', async () => {
  expect(Object.keys(await database.columns('avatars')).sort()).toEqual(['bytes', 'customer_id', 'id', 'mime_type', 'updated_at']);
  const { db } = database;
  const now = new Date().toISOString();
  const company = await db.insertInto('companies').values({ name: 'Acme', created_at: now }).returning('id').executeTakeFirstOrThrow();
  const customer = await db
    .insertInto('customers')
    .values({ company_id: company.id, username: 'ada', email: 'ada@example.com', password_hash: 'x', name: 'Ada', surname: 'L', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const bytes = Buffer.from([0, 1, 2, 255, 254, 0, 10, 13]);
  await db.insertInto('avatars').values({ id: 'a', customer_id: customer.id, mime_type: 'image/png', bytes, updated_at: now }).execute();
  const stored = await db.selectFrom('avatars').select('bytes').executeTakeFirstOrThrow();
  expect(Buffer.from(stored.bytes).equals(bytes)).toBe(true);
  await expectConstraintViolation(db.insertInto('avatars').values({ id: 'b', customer_id: customer.id, mime_type: 'image/png', bytes, updated_at: now }).execute());
});
