import { expectConstraintViolation, migratedUpTo, type MigratedDatabase } from '../support/migrated-database';

let database: MigratedDatabase;
beforeAll(async () => {
  database = await migratedUpTo('002-create-companies');
}, 30_000);
afterAll(async () => database?.close());

test('creates companies and company_modules', async () => {
  expect(Object.keys(await database.columns('companies')).sort()).toEqual(['created_at', 'id', 'is_demo', 'logo', 'name']);
  expect(Object.keys(await database.columns('company_modules')).sort()).toEqual(['company_id', 'module_id']);
});

test('keeps one row per company and module, and drops modules with their company', async () => {
  const { db } = database;
  const company = await db.insertInto('companies').values({ name: 'Acme', created_at: new Date().toISOString() }).returning('id').executeTakeFirstOrThrow();
  expect(await db.selectFrom('companies').select(['is_demo', 'logo']).executeTakeFirstOrThrow()).toEqual({ is_demo: 0, logo: null });
  await db.insertInto('company_modules').values({ company_id: company.id, module_id: 'gpa' }).execute();
  await expectConstraintViolation(db.insertInto('company_modules').values({ company_id: company.id, module_id: 'gpa' }).execute());
  await db.deleteFrom('companies').where('id', '=', company.id).execute();
  expect(await db.selectFrom('company_modules').selectAll().execute()).toEqual([]);
});
