import path from 'node:path';
import { discoverEndpoints } from '../../cli/smoke/discover-endpoints';
import { getBuildings } from '../../host/core/contract/personnel';
import type { PluginManifest } from '../../host/core/plugin-manifest';
import { listPluginIds } from '../../host/server/plugin-host/discover-plugins';
import { SRMT_PERMISSIONS } from '../../plugins/srmt/contract/permissions';
import { repoRoot } from './support/smoke-rows';

test('smoke sees a platform call opened to the permissions the plugins ask for, as the server mounts it', async () => {
  const { endpoints, problems } = await discoverEndpoints(repoRoot);
  expect(problems).toEqual([]);
  const buildings = endpoints.find((endpoint) => endpoint.id === getBuildings.id);
  const allowed = typeof buildings?.access === 'object' ? buildings.access.allowed : [];
  expect([...allowed].sort()).toEqual([...new Set(['admin', ...SRMT_PERMISSIONS])].sort());
});

// The server reads a plugin's platformCalls from its manifest, `vigil smoke` from its contract: one object, both places.
test.each(listPluginIds(path.join(repoRoot, 'plugins')))("plugin %s's manifest and contract ask for the same platform calls", async (id) => {
  const manifest = ((await import(`../../plugins/${id}/manifest.ts`)) as { default: PluginManifest }).default;
  let contract: { platformCalls?: unknown } = {};
  try {
    contract = (await import(`../../plugins/${id}/contract/index.ts`)) as { platformCalls?: unknown };
  } catch {
    // A plugin without a contract asks for nothing.
  }
  expect(contract.platformCalls ?? {}).toEqual(manifest.platformCalls ?? {});
});
