import { msUntil, twoSessionStores } from './two-session-stores';

/**
 * Invalidations sent while a process's listening connection is down are lost to it: once it is back, it trusts
 * nothing it cached before. PostgreSQL only: SQLite's bus is in-process and loses nothing.
 */
const stores = twoSessionStores();

test('a store whose listening connection was cut drops its whole cache once it is back', async () => {
  const token = await stores.server().login('admin', 'Vigil-admin-1');
  expect(await stores.here().find(token)).not.toBeNull();
  await stores.server().server.db.deleteFrom('login_tokens').where('customer_id', '=', await stores.adminId()).execute();
  await stores.server().database.terminateConnections?.();
  // The bus listens again after 250 ms, then resyncs.
  expect(await msUntil(async () => (await stores.here().find(token).catch(() => undefined)) === null)).toBeLessThan(1_000);
});
