import { credentials, legacyPost } from '../support/legacy-request';
import { LiveSocket } from '../support/live-socket';
import { msUntil, twoSessionStores } from './two-session-stores';

/**
 * The invalidation wiring (host/server/auth/session-store.ts, SESSIONS_TOPIC): two session stores on one database
 * stand for two processes (two-session-stores.ts). What one ends or changes, the other stops trusting at once,
 * though it caches for 5 s.
 */
const stores = twoSessionStores();

test('a cached session is used without asking the database (the hot path is unchanged)', async () => {
  const token = await stores.server().login('admin', 'Vigil-admin-1');
  expect(await stores.here().find(token)).not.toBeNull();
  // Deleted underneath, with no announcement: only the cache can still answer.
  await stores.server().server.db.deleteFrom('login_tokens').where('customer_id', '=', await stores.adminId()).execute();
  expect(await stores.here().find(token)).not.toBeNull();
  expect(await stores.there().find(token)).toBeNull();
});

test('a sign-out through one store is refused by the other within 100 ms', async () => {
  const token = await stores.server().login('admin', 'Vigil-admin-1');
  expect((await stores.here().find(token))?.username).toBe('admin');
  await stores.there().revoke(token);
  expect(await msUntil(async () => (await stores.here().find(token)) === null)).toBeLessThan(100);
});

test('a change to the account (forget) shows in the other store within 100 ms', async () => {
  const token = await stores.server().login('admin', 'Vigil-admin-1');
  const id = await stores.adminId();
  const before = await stores.here().find(token);
  await stores.server().server.db.updateTable('customers').set({ name: 'Renamed' }).where('id', '=', id).execute();
  expect((await stores.here().find(token))?.name).toBe(before?.name);
  stores.there().forget(id);
  expect(await msUntil(async () => (await stores.here().find(token))?.name === 'Renamed')).toBeLessThan(100);
  await stores.server().server.db.updateTable('customers').set({ name: before!.name }).where('id', '=', id).execute();
  stores.there().forget(id);
});

test('every session of an account ended in a transaction is refused by the other store once it commits', async () => {
  const kept = await stores.server().login('admin', 'Vigil-admin-1');
  const ended = await stores.server().login('admin', 'Vigil-admin-1');
  await stores.here().find(kept);
  await stores.here().find(ended);
  // Read before: SQLite's one connection is the transaction's until it ends.
  const id = await stores.adminId();
  await stores.server().server.db.transaction().execute((trx) => stores.there().revokeAll(id, kept, trx));
  expect(await msUntil(async () => (await stores.here().find(ended)) === null)).toBeLessThan(100);
  expect(await stores.here().find(kept)).not.toBeNull();
});

test("a signed-out session's live socket is closed at once, not at the next periodic check", async () => {
  const token = await stores.server().login('admin', 'Vigil-admin-1');
  const socket = await LiveSocket.signedIn(stores.server().url, token, stores.server().appToken);
  const started = performance.now();
  const response = await legacyPost(stores.server(), '/customers/logout', credentials(stores.server(), token));
  expect(response.statusCode).toBe(200);
  await expect(socket.closed).resolves.toMatchObject({ code: 4401 });
  expect(performance.now() - started).toBeLessThan(1_000);
});
