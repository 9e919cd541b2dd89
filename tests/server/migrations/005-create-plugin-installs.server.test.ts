import { expectConstraintViolation, migratedUpTo, type MigratedDatabase } from '../support/migrated-database';

let database: MigratedDatabase;
beforeAll(async () => {
  database = await migratedUpTo('005-create-plugin-installs');
}, 30_000);
afterAll(async () => database?.close());

test('creates plugin_installs keyed by plugin id', async () => {
  expect(Object.keys(await database.columns('plugin_installs')).sort()).toEqual(['installed_at', 'plugin_id']);
  const row = { plugin_id: 'cmr', installed_at: new Date().toISOString() };
  await database.db.insertInto('plugin_installs').values(row).execute();
  await expectConstraintViolation(database.db.insertInto('plugin_installs').values(row).execute());
});
