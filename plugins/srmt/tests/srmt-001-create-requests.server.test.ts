import { expectConstraintViolation, migratedWith, type MigratedDatabase } from '../../../tests/server/support/migrated-database';
import { migration } from '../server/migrations/srmt-001-create-requests';

let database: MigratedDatabase;
beforeAll(async () => {
  database = await migratedWith([migration]);
}, 30_000);
afterAll(async () => database?.close());

test('creates srmt_requests, each request tied to an existing company and customer', async () => {
  expect(Object.keys(await database.columns('srmt_requests')).sort()).toEqual([
    'company_id',
    'country',
    'created_at',
    'customer_id',
    'details',
    'id',
    'source',
    'status',
  ]);
  const row = { source: 'cte', country: 'Italy', details: '{}', status: 'sent', created_at: '2026-01-01T00:00:00.000Z' };
  await expectConstraintViolation(database.db.insertInto('srmt_requests').values({ ...row, company_id: 999, customer_id: 999 }).execute());
});
