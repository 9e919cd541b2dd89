import { migratedUpTo, type MigratedDatabase } from '../support/migrated-database';

let database: MigratedDatabase;
beforeAll(async () => {
  database = await migratedUpTo('006-add-customer-account-fields');
}, 30_000);
afterAll(async () => database?.close());

test('adds language, foreign phone, confirmation and previous sign-in, with defaults for existing rows', async () => {
  const columns = await database.columns('customers');
  expect(columns).toMatchObject({ language: { nullable: false }, foreign_phone: { nullable: false }, is_confirmed: { nullable: false }, previous_login_at: { nullable: true } });
  const { db } = database;
  const now = new Date().toISOString();
  const company = await db.insertInto('companies').values({ name: 'Acme', created_at: now }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('customers').values({ company_id: company.id, username: 'ada', email: 'ada@example.com', password_hash: 'x', name: 'Ada', surname: 'L', created_at: now }).execute();
  expect(await db.selectFrom('customers').select(['language', 'foreign_phone', 'is_confirmed', 'previous_login_at']).executeTakeFirstOrThrow()).toEqual({
    language: 'en', foreign_phone: '', is_confirmed: 1, previous_login_at: null,
  });
});
