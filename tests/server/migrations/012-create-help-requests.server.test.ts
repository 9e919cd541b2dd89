import { expectConstraintViolation, migratedUpTo, type MigratedDatabase } from '../support/migrated-database';

let database: MigratedDatabase;
beforeAll(async () => {
  database = await migratedUpTo('012-create-help-requests');
}, 30_000);
afterAll(async () => database?.close());

test('creates help_requests tied to an existing customer', async () => {
  expect(Object.keys(await database.columns('help_requests')).sort()).toEqual(['created_at', 'customer_id', 'id', 'message']);
  const now = new Date().toISOString();
  await expectConstraintViolation(database.db.insertInto('help_requests').values({ customer_id: 999, message: 'x', created_at: now }).execute());
});
