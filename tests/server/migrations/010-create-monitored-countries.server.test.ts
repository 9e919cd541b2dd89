import { expectConstraintViolation, migratedUpTo, type MigratedDatabase } from '../support/migrated-database';

let database: MigratedDatabase;
beforeAll(async () => {
  database = await migratedUpTo('010-create-monitored-countries');
}, 30_000);
afterAll(async () => database?.close());

test('creates monitored_countries: one row per customer and country, levels default to none', async () => {
  expect(Object.keys(await database.columns('monitored_countries')).sort()).toEqual(['country_id', 'created_at', 'customer_id', 'level_alert']);
  const { db } = database;
  const now = new Date().toISOString();
  const continent = await db.insertInto('continents').values({ code: 'EU', name: 'Europe' }).returning('id').executeTakeFirstOrThrow();
  const country = await db
    .insertInto('countries')
    .values({ continent_id: continent.id, name: 'Italy', iso2: 'IT', iso3: 'ITA', calling_code: '+39', time_zones: 'Europe/Rome' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const company = await db.insertInto('companies').values({ name: 'Acme', created_at: now }).returning('id').executeTakeFirstOrThrow();
  const customer = await db
    .insertInto('customers')
    .values({ company_id: company.id, username: 'ada', email: 'ada@example.com', password_hash: 'x', name: 'Ada', surname: 'L', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = { customer_id: customer.id, country_id: country.id, created_at: now };
  await db.insertInto('monitored_countries').values(row).execute();
  expect((await db.selectFrom('monitored_countries').select('level_alert').executeTakeFirstOrThrow()).level_alert).toBe('[]');
  await expectConstraintViolation(db.insertInto('monitored_countries').values(row).execute());
  await expectConstraintViolation(db.insertInto('monitored_countries').values({ ...row, country_id: 999 }).execute());
});
