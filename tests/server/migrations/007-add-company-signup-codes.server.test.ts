import { connectDatabase } from '../../../host/server/database/connect';
import { runMigrations } from '../../../host/server/database/migration-runner';
import { CORE_MIGRATIONS } from '../../../host/server/database/migrations/core-migrations';
import { createTestDatabase } from '../../support/test-database';
import { expectConstraintViolation } from '../support/migrated-database';

test('gives the existing demo company the demo code and keeps codes unique', async () => {
  const database = await createTestDatabase();
  const { db, close } = await connectDatabase(database);
  try {
    const index = CORE_MIGRATIONS.findIndex((migration) => migration.name === '007-add-company-signup-codes');
    await runMigrations(db, CORE_MIGRATIONS.slice(0, index));
    const now = new Date().toISOString();
    // Companies from before the migration: the seeded demo company and another.
    await db.insertInto('companies').values([{ name: 'Demo', is_demo: 1, created_at: now }, { name: 'Acme', is_demo: 0, created_at: now }] as never).execute();
    await runMigrations(db, CORE_MIGRATIONS.slice(0, index + 1));
    const rows = await db.selectFrom('companies').select(['name', 'signup_code']).orderBy('id').execute();
    expect(rows).toEqual([{ name: 'Demo', signup_code: 'demo' }, { name: 'Acme', signup_code: null }]);
    await db.insertInto('companies').values({ name: 'Beta', created_at: now, signup_code: null, is_demo: 0 }).execute();
    await expectConstraintViolation(db.insertInto('companies').values({ name: 'Copy', created_at: now, signup_code: 'demo', is_demo: 0 }).execute());
  } finally {
    await close();
    await database.close();
  }
}, 30_000);
