import type { FrontendPermissions } from '../../host/core/api-contract';
import { LEGACY_PATHS } from '../../host/core/api-contract';
import vault from '../fixtures/plugins/vault/manifest';
import vaultReader from '../fixtures/plugins/vault-reader/manifest';
import { startTestServer, type TestServer } from '../support/test-server';
import { credentials, legacyGet, legacyPost } from './support/legacy-request';

/** What a server with these plugins and this config serves of vault-reader, which `uses` vault. */
async function readerOn(server: TestServer): Promise<{ status: number; route: boolean }> {
  const token = await server.login('admin', 'Vigil-admin-1');
  const greeting = await legacyGet(server, '/vault-reader/getGreeting', credentials(server, token));
  const rules = (await legacyPost(server, LEGACY_PATHS.frontendPermissions, credentials(server, token))).json<FrontendPermissions>().routes;
  return { status: greeting.statusCode, route: rules.some((rule) => rule.prefix === '/VaultReader') };
}

async function withServer(options: Parameters<typeof startTestServer>[0], run: (server: TestServer) => Promise<void>): Promise<void> {
  const server = await startTestServer(options);
  try {
    await run(server);
  } finally {
    await server.close();
  }
}

test('mounts a plugin whose uses are enabled', async () => {
  await withServer({ plugins: [vault, vaultReader] }, async (server) => {
    expect(await readerOn(server)).toEqual({ status: 200, route: true });
  });
}, 60_000);

test('disables a plugin whose uses config disables: neither mounted nor routed', async () => {
  await withServer({ plugins: [vault, vaultReader], config: { disabledPlugins: ['vault'] } }, async (server) => {
    expect(await readerOn(server)).toEqual({ status: 404, route: false });
  });
}, 60_000);

test('disables a plugin whose uses is absent', async () => {
  await withServer({ plugins: [vaultReader] }, async (server) => {
    expect(await readerOn(server)).toEqual({ status: 404, route: false });
  });
}, 60_000);
