import { expectConstraintViolation, migratedUpTo, type MigratedDatabase } from '../support/migrated-database';

let database: MigratedDatabase;
beforeAll(async () => {
  database = await migratedUpTo('004-create-login-tokens');
}, 30_000);
afterAll(async () => database?.close());

test('creates login_tokens with their columns', async () => {
  expect(Object.keys(await database.columns('login_tokens')).sort()).toEqual(['created_at', 'customer_id', 'expires_at', 'id', 'token_hash']);
});

test('keeps token hashes unique and drops tokens with their customer', async () => {
  const { db } = database;
  const now = new Date().toISOString();
  const company = await db.insertInto('companies').values({ name: 'Acme', created_at: now }).returning('id').executeTakeFirstOrThrow();
  const customer = await db
    .insertInto('customers')
    .values({ company_id: company.id, username: 'ada', email: 'ada@example.com', password_hash: 'x', name: 'Ada', surname: 'L', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = { customer_id: customer.id, token_hash: 'a'.repeat(64), created_at: now, expires_at: now };
  await db.insertInto('login_tokens').values(token).execute();
  await expectConstraintViolation(db.insertInto('login_tokens').values(token).execute());
  await db.deleteFrom('customers').where('id', '=', customer.id).execute();
  expect(await db.selectFrom('login_tokens').selectAll().execute()).toEqual([]);
});
