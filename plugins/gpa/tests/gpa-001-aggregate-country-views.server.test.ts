import { expectConstraintViolation, migratedWith, migrateFurther, type MigratedDatabase } from '../../../tests/server/support/migrated-database';
import { migration as createRiskContent } from '../server/migrations/014-create-risk-content';
import { migration as createCountryRequests } from '../server/migrations/015-create-country-requests';
import { migration } from '../server/migrations/gpa-001-aggregate-country-views';

let database: MigratedDatabase;
beforeAll(async () => {
  database = await migratedWith([createRiskContent, createCountryRequests]);
}, 30_000);
afterAll(async () => database?.close());

test('merges the views of a user, country and day into one counted row, and keeps them one from then on', async () => {
  const { db } = database;
  const now = new Date().toISOString();
  const continent = await db.insertInto('continents').values({ code: 'EU', name: 'Europe' }).returning('id').executeTakeFirstOrThrow();
  const country = (iso2: string) =>
    db
      .insertInto('countries')
      .values({ continent_id: continent.id, name: iso2, iso2, iso3: `${iso2}X`, iso_numeric: null, calling_code: '+1', capital: null, time_zones: 'UTC' })
      .returning('id')
      .executeTakeFirstOrThrow();
  const [italy, spain] = [await country('IT'), await country('ES')];
  const company = await db.insertInto('companies').values({ name: 'Acme', created_at: now }).returning('id').executeTakeFirstOrThrow();
  const customer = await db
    .insertInto('customers')
    .values({ company_id: company.id, username: 'ada', email: 'ada@example.com', password_hash: 'x', name: 'Ada', surname: 'L', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const view = (countryId: number, createdAt: string) => ({ customer_id: customer.id, country_id: countryId, created_at: createdAt });
  await db
    .insertInto('country_views')
    .values([
      view(italy.id, '2024-05-01T08:00:00.000Z'),
      view(italy.id, '2024-05-01T09:30:00.000Z'),
      view(italy.id, '2024-05-01T23:59:00.000Z'),
      view(italy.id, '2024-05-02T00:01:00.000Z'),
      view(spain.id, '2024-05-01T10:00:00.000Z'),
    ])
    .execute();

  await migrateFurther(database, [createRiskContent, createCountryRequests, migration]);

  // Italy was added first, so its id sorts first.
  const rows = await db.selectFrom('country_views').select(['country_id', 'day', 'views', 'created_at']).orderBy('country_id').orderBy('day').execute();
  expect(rows).toEqual([
    { country_id: italy.id, day: '2024-05-01', views: 3, created_at: '2024-05-01T08:00:00.000Z' },
    { country_id: italy.id, day: '2024-05-02', views: 1, created_at: '2024-05-02T00:01:00.000Z' },
    { country_id: spain.id, day: '2024-05-01', views: 1, created_at: '2024-05-01T10:00:00.000Z' },
  ]);
  await expectConstraintViolation(
    db.insertInto('country_views').values({ ...view(italy.id, now), day: '2024-05-01', views: 1 }).execute(),
  );
});
