import { SessionStore } from '../../../host/server/auth/session-store';
import type { ChangeBus } from '../../../host/server/live/change-bus';
import { createChangeBus } from '../../../host/server/live/create-change-bus';
import { LocalChangeBus } from '../../../host/server/live/local-change-bus';
import beacon from '../../fixtures/plugins/beacon/manifest';
import { startTestServer, type TestServer } from '../../support/test-server';

/**
 * Two session stores on one database stand for two processes: each with a bus of its own on PostgreSQL (as two
 * processes have), one shared bus on SQLite (one process). Call at a test file's top level; the getters are valid
 * inside its tests.
 */
export interface TwoSessionStores {
  server(): TestServer;
  here(): SessionStore;
  there(): SessionStore;
  adminId(): Promise<number>;
}

const QUIET = { warn: (): void => undefined };

export function twoSessionStores(): TwoSessionStores {
  let server: TestServer | undefined;
  let buses: ChangeBus[] = [];
  let here: SessionStore | undefined;
  let there: SessionStore | undefined;
  beforeAll(async () => {
    server = await startTestServer({ plugins: [beacon], listen: true });
    const started = server;
    const busOf = (): Promise<ChangeBus> =>
      createChangeBus({ dialect: started.database.dialect, db: started.server.db, databaseUrl: started.database.databaseUrl, log: QUIET });
    buses = started.database.dialect === 'sqlite' ? [new LocalChangeBus()] : [await busOf(), await busOf()];
    here = new SessionStore(started.server.db, 1, { bus: buses[0], log: QUIET });
    there = new SessionStore(started.server.db, 1, { bus: buses.at(-1), log: QUIET });
  }, 60_000);
  afterAll(async () => {
    await Promise.all(buses.map((bus) => bus.close()));
    await server?.close();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('twoSessionStores: used outside a test');
    return value;
  };
  return {
    server: () => ready(server),
    here: () => ready(here),
    there: () => ready(there),
    adminId: async () => (await ready(server).server.db.selectFrom('customers').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id,
  };
}

/** Milliseconds until `check` holds, polling every 2 ms; fails past a second. */
export async function msUntil(check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > 1_000) throw new Error('not within a second');
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  return performance.now() - started;
}
