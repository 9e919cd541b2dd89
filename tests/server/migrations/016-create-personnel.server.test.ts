import { expectConstraintViolation, migratedUpTo, type MigratedDatabase } from '../support/migrated-database';

let database: MigratedDatabase;
beforeAll(async () => {
  database = await migratedUpTo('016-create-personnel');
}, 30_000);
afterAll(async () => database?.close());

test('adds the admin-edited employee fields with defaults, and projects unique per company', async () => {
  expect(await database.columns('customers')).toMatchObject({
    nationality_id: { nullable: true }, employee_code: { nullable: true }, hidden: { nullable: false },
    tracking_enabled: { nullable: false }, political_risk_visible: { nullable: false },
  });
  const { db } = database;
  const now = new Date().toISOString();
  const company = await db.insertInto('companies').values({ name: 'Acme', created_at: now }).returning('id').executeTakeFirstOrThrow();
  const customer = await db
    .insertInto('customers')
    .values({ company_id: company.id, username: 'ada', email: 'ada@example.com', password_hash: 'x', name: 'Ada', surname: 'L', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  expect(await db.selectFrom('customers').select(['hidden', 'tracking_enabled', 'political_risk_visible', 'nationality_id']).executeTakeFirstOrThrow()).toEqual({
    hidden: 0, tracking_enabled: 0, political_risk_visible: 1, nationality_id: null,
  });
  const building = await db.insertInto('buildings').values({ company_id: company.id, label: 'Milan HQ', created_at: now }).returning('id').executeTakeFirstOrThrow();
  await expectConstraintViolation(db.insertInto('buildings').values({ company_id: company.id, label: 'Milan HQ', created_at: now }).execute());
  await db.insertInto('customer_buildings').values({ customer_id: customer.id, building_id: building.id }).execute();
  await expectConstraintViolation(db.insertInto('customer_buildings').values({ customer_id: customer.id, building_id: building.id }).execute());
  await expectConstraintViolation(db.insertInto('customer_buildings').values({ customer_id: 999, building_id: building.id }).execute());
});
