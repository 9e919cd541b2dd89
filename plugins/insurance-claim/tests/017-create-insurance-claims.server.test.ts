import { expectConstraintViolation, migratedWith, type MigratedDatabase } from '../../../tests/server/support/migrated-database';
import { migration } from '../server/migrations/017-create-insurance-claims';

let database: MigratedDatabase;
beforeAll(async () => {
  database = await migratedWith([migration]);
}, 30_000);
afterAll(async () => database?.close());

test('creates insurance_claims tied to an existing customer', async () => {
  expect(Object.keys(await database.columns('insurance_claims')).sort()).toEqual(['created_at', 'customer_id', 'id', 'insurance_name', 'insurance_phone', 'is_demo']);
  await expectConstraintViolation(
    database.db.insertInto('insurance_claims').values({ customer_id: 999, insurance_name: 'Acme', insurance_phone: '+1 555 0100', created_at: new Date().toISOString() }).execute(),
  );
});
