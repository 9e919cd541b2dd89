import { expectConstraintViolation, migratedWith, type MigratedDatabase } from '../../../tests/server/support/migrated-database';
import { migration as createRiskContent } from '../server/migrations/014-create-risk-content';
import { migration } from '../server/migrations/015-create-country-requests';

let database: MigratedDatabase;
beforeAll(async () => {
  database = await migratedWith([createRiskContent, migration]);
}, 30_000);
afterAll(async () => database?.close());

test('creates print_requests and country_views tied to existing customers and countries', async () => {
  expect(Object.keys(await database.columns('print_requests')).sort()).toEqual(['country_id', 'created_at', 'customer_id', 'id', 'language']);
  expect(Object.keys(await database.columns('country_views')).sort()).toEqual(['country_id', 'created_at', 'customer_id', 'id']);
  const now = new Date().toISOString();
  await expectConstraintViolation(
    database.db.insertInto('print_requests').values({ customer_id: 999, country_id: 999, language: 'English', created_at: now }).execute(),
  );
  await expectConstraintViolation(database.db.insertInto('country_views').values({ customer_id: 999, country_id: 999, created_at: now }).execute());
});
