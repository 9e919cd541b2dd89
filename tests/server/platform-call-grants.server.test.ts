import { getBuildings } from '../../host/core/contract/personnel';
import { defineManifest, type PluginManifest } from '../../host/core/plugin-manifest';
import { startTestServer, type TestServer } from '../support/test-server';
import { credentials, legacyGet } from './support/legacy-request';

/** A module (not in plugins/) whose users pick a project from the platform's buildings list, as srmt's do. */
const assets: PluginManifest = defineManifest({
  id: 'assets',
  title: 'Assets (test fixture)',
  section: 'PROTECT',
  routes: [{ path: '/Assets', allowed: ['admin', 'assets'], page: () => Promise.resolve({ default: null }) }],
  menu: [],
  platformCalls: { [getBuildings.id]: ['assets'], 'personnel.noSuchCall': ['assets'] },
});

interface Seen {
  status: number;
  /** What the OpenAPI description says of the call's access. */
  described: string;
}

/** What a user holding only `assets` gets of getBuildings, and what the description says, on a server with `plugins`. */
async function buildingsSeen(plugins: readonly PluginManifest[]): Promise<Seen> {
  const server: TestServer = await startTestServer({ plugins });
  try {
    const accepted = new Date().toISOString();
    await server.server.db.updateTable('customers').set({ permissions: '["assets"]', privacy_checked_at: accepted }).where('username', '=', 'newcomer').execute();
    const token = await server.login('newcomer', 'Vigil-newcomer-1');
    const response = await legacyGet(server, getBuildings.path, credentials(server, token));
    const document = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { description?: string }>>;
    }>();
    return { status: response.statusCode, described: document.paths[`/api${getBuildings.path}`]?.get?.description ?? '' };
  } finally {
    await server.close();
  }
}

test('a platform call is opened to the permissions an enabled plugin asks for, in the server and in the description', async () => {
  const seen = await buildingsSeen([assets]);
  expect(seen.status).toBe(200);
  expect(seen.described).toContain('Needs one of the permissions admin, assets.');
}, 60_000);

test('without the plugin the call is the platform’s alone: admin', async () => {
  const seen = await buildingsSeen([]);
  expect(seen.status).toBe(403);
  expect(seen.described).toContain('Needs one of the permissions admin.');
}, 60_000);
