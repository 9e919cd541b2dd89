import { expectConstraintViolation, migratedUpTo, type MigratedDatabase } from '../support/migrated-database';

let database: MigratedDatabase;
let companyId: number;
beforeAll(async () => {
  database = await migratedUpTo('003-create-customers');
  const company = await database.db.insertInto('companies').values({ name: 'Acme', created_at: new Date().toISOString() }).returning('id').executeTakeFirstOrThrow();
  companyId = company.id;
}, 30_000);
afterAll(async () => database?.close());

const customer = (username: string, email: string) => ({
  company_id: companyId,
  username,
  email,
  password_hash: '$2b$10$hash',
  name: 'Ada',
  surname: 'Lovelace',
  created_at: new Date().toISOString(),
});

test('creates customers with their columns', async () => {
  const columns = await database.columns('customers');
  expect(Object.keys(columns).sort()).toEqual(
    ['company_id', 'created_at', 'email', 'id', 'image', 'last_login_at', 'name', 'password_hash', 'permissions', 'phone', 'privacy_checked_at', 'surname', 'username'].sort(),
  );
  expect(columns.privacy_checked_at?.nullable).toBe(true);
});

test('defaults permissions and phone, and keeps usernames and emails unique', async () => {
  const { db } = database;
  await db.insertInto('customers').values(customer('ada', 'ada@example.com')).execute();
  expect(await db.selectFrom('customers').select(['permissions', 'phone']).executeTakeFirstOrThrow()).toEqual({ permissions: '[]', phone: '' });
  await expectConstraintViolation(db.insertInto('customers').values(customer('ada', 'other@example.com')).execute());
  await expectConstraintViolation(db.insertInto('customers').values(customer('other', 'ada@example.com')).execute());
  await expectConstraintViolation(db.insertInto('customers').values({ ...customer('x', 'x@example.com'), company_id: 999 }).execute());
});
