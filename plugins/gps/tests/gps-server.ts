import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import { pluginManifests } from '../../../tests/support/plugin-manifests';

/** The demo accounts' passwords (the seed's), by username. */
const PASSWORDS: Readonly<Record<string, string>> = { admin: 'Vigil-admin-1', traveller: 'Vigil-traveller-1', analyst: 'Vigil-analyst-1', visitor: 'Vigil-visitor-1' };

export interface GpsServer {
  server(): TestServer;
  /** Signs a demo account in; answers its login token. */
  login(username: string): Promise<string>;
  idOf(username: string): Promise<number>;
}

/** A server with tracking and gps for the file's tests (started before them, closed after). Call at top level. */
export function gpsServer(): GpsServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer({ plugins: await pluginManifests('tracking', 'gps') });
  }, 60_000);
  afterAll(async () => server?.close());
  const started = (): TestServer => {
    if (!server) throw new Error('gpsServer: used outside a test');
    return server;
  };
  return {
    server: started,
    login: (username) => started().login(username, PASSWORDS[username] ?? ''),
    idOf: async (username) => (await started().server.db.selectFrom('customers').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id,
  };
}
