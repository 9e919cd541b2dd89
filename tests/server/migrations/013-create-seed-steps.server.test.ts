import { expectConstraintViolation, migratedUpTo, type MigratedDatabase } from '../support/migrated-database';

let database: MigratedDatabase;
beforeAll(async () => {
  database = await migratedUpTo('013-create-seed-steps');
}, 30_000);
afterAll(async () => database?.close());

test('creates seed_steps with unique names', async () => {
  expect(Object.keys(await database.columns('seed_steps')).sort()).toEqual(['applied_at', 'name']);
  const row = { name: 'step', applied_at: new Date().toISOString() };
  await database.db.insertInto('seed_steps').values(row).execute();
  await expectConstraintViolation(database.db.insertInto('seed_steps').values(row).execute());
});
