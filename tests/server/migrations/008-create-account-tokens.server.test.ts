import { expectConstraintViolation, migratedUpTo, type MigratedDatabase } from '../support/migrated-database';

let database: MigratedDatabase;
beforeAll(async () => {
  database = await migratedUpTo('008-create-account-tokens');
}, 30_000);
afterAll(async () => database?.close());

test('creates account_tokens: unique hashes, dropped with their customer', async () => {
  expect(Object.keys(await database.columns('account_tokens')).sort()).toEqual(['created_at', 'customer_id', 'expires_at', 'id', 'purpose', 'token_hash', 'used_at']);
  const { db } = database;
  const now = new Date().toISOString();
  const company = await db.insertInto('companies').values({ name: 'Acme', created_at: now }).returning('id').executeTakeFirstOrThrow();
  const customer = await db
    .insertInto('customers')
    .values({ company_id: company.id, username: 'ada', email: 'ada@example.com', password_hash: 'x', name: 'Ada', surname: 'L', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = { customer_id: customer.id, purpose: 'reset', token_hash: 'b'.repeat(64), created_at: now, expires_at: now };
  await db.insertInto('account_tokens').values(token).execute();
  await expectConstraintViolation(db.insertInto('account_tokens').values(token).execute());
  await db.deleteFrom('customers').where('id', '=', customer.id).execute();
  expect(await db.selectFrom('account_tokens').selectAll().execute()).toEqual([]);
});
