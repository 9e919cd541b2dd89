import { LEGACY_PATHS } from '../../host/core/api-contract';
import { checkLoginToken, logout } from '../../host/core/contract/session';
import { DEMO_EMPLOYEES } from '../../host/server/personnel/seed-demo-personnel';
import { DEMO_ACCOUNTS } from '../../host/server/seed/demo-accounts';
import vault from '../fixtures/plugins/vault/manifest';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';
import { credentials, legacyGet, legacyPost } from './support/legacy-request';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

async function counts(server: TestServer): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of ['countries', 'cities', 'companies', 'customers', 'company_modules'] as const) {
    const row = await server.server.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    result[table] = Number(row.count);
  }
  return result;
}

test('data survives a restart, and the seed runs only once', async () => {
  const first = await startTestServer({ database, plugins: [vault] });
  const kept = await first.login('admin', 'Vigil-admin-1');
  const revoked = await first.login('analyst', 'Vigil-analyst-1');
  await legacyPost(first, logout.path, credentials(first, revoked));
  await legacyPost(first, '/vault/addItem', { ...credentials(first, kept), label: 'Before restart' });
  const before = await counts(first);
  await first.close();

  const second = await startTestServer({ database, plugins: [vault] });
  try {
    expect((await legacyPost(second, checkLoginToken.path, credentials(second, kept))).statusCode).toBe(200);
    expect((await legacyPost(second, checkLoginToken.path, credentials(second, revoked))).statusCode).toBe(401);
    const items = (await legacyGet(second, '/vault/getItems', credentials(second, kept))).json<{ list: { label: string }[] }>();
    // The plugin's seed ran once: one seeded item, not two.
    expect(items.list.map((item) => item.label)).toEqual(['Seeded item (demo)', 'Before restart']);
    expect(await counts(second)).toEqual(before);
    // The demo accounts and the fictional employees of the 'demo-personnel' seed step, once.
    expect(before.customers).toBe(DEMO_ACCOUNTS.length + DEMO_EMPLOYEES.length);
    expect(before.companies).toBe(1);
  } finally {
    await second.close();
  }
}, 60_000);

test('a plugin added to an existing database is migrated, seeded and switched on for the demo company', async () => {
  const fresh = await createTestDatabase();
  try {
    const bare = await startTestServer({ database: fresh, plugins: [] });
    await bare.close();
    const withPlugin = await startTestServer({ database: fresh, plugins: [vault] });
    try {
      const token = await withPlugin.login('admin', 'Vigil-admin-1');
      const items = (await legacyGet(withPlugin, '/vault/getItems', credentials(withPlugin, token))).json<{ list: unknown[] }>();
      expect(items.list).toHaveLength(1);
      const company = (await legacyGet(withPlugin, LEGACY_PATHS.companyDetail, credentials(withPlugin, token))).json<{
        activeModules: string[];
      }>();
      expect(company.activeModules).toContain('vault');
    } finally {
      await withPlugin.close();
    }
  } finally {
    await fresh.close();
  }
}, 60_000);
