import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nock from 'nock';
import { runSmoke } from '../../cli/commands/smoke';
import { recordingIo } from '../../cli/output/cli-io';
import { discoverEndpoints } from '../../cli/smoke/discover-endpoints';
import type { SmokeRow } from '../../cli/smoke/run-smoke-table';
import { smokeTable } from '../../cli/smoke/smoke-table';
import { platformEndpoints } from '../../host/core/contract';
import { withGrantedAccess } from '../../host/core/platform-call-grants';
import { getCmrNotes } from '../../plugins/cmr/contract';
import { platformCalls as gpsPlatformCalls } from '../../plugins/gps/contract';
import { platformCalls as srmtPlatformCalls } from '../../plugins/srmt/contract';
import { platformCalls as traPlatformCalls } from '../../plugins/tra/contract';
import { TARGET, mockBackends } from './support/mock-backends';
import { repoRoot } from './support/smoke-rows';
import { makeTempRepo } from './support/temp-repo';

/** How `vigil smoke` finds the declarations: the platform's, then every plugin contract's. */

afterEach(() => {
  nock.abortPendingRequests();
  nock.cleanAll();
});

// Take nock's interceptor off the shared http module, or the next test file in this worker trips over it.
afterAll(() => nock.restore());

describe('discovery of the declarations', () => {
  it("finds the platform's declarations first, then every plugin contract's, plugins by id", async () => {
    const { endpoints, problems } = await discoverEndpoints(repoRoot);

    expect(problems).toEqual([]);
    // The platform's calls come first, each with the permissions the plugins' `platformCalls` ask for added.
    const grants = [gpsPlatformCalls, srmtPlatformCalls, traPlatformCalls];
    expect(endpoints.slice(0, platformEndpoints.length)).toEqual(platformEndpoints.map((endpoint) => withGrantedAccess(endpoint, grants)));
    expect(endpoints.find((endpoint) => endpoint.id === 'personnel.getBuildings')?.access).toEqual({ allowed: ['admin', 'srmt', 'dvr-s'] });
    expect(endpoints).toContain(getCmrNotes);
    const modules = endpoints.slice(platformEndpoints.length).map((endpoint) => endpoint.id.split('.')[0] ?? '');
    expect(modules).toEqual([...modules].sort());
  });

  it('reports a contract that cannot be loaded, runs the other rows and exits 1 for the rows missing', async () => {
    const repo = makeTempRepo();
    try {
      mkdirSync(path.join(repo.root, 'plugins', 'ghost', 'contract'), { recursive: true });
      writeFileSync(path.join(repo.root, 'plugins', 'ghost', 'contract', 'index.ts'), 'export const endpoints = [];\n');

      const discovered = await discoverEndpoints(repo.root);

      expect(discovered.endpoints).toEqual([...platformEndpoints]);
      expect(discovered.problems).toEqual([expect.stringMatching(/^plugin ghost: its contract could not be loaded \(.+\)$/)]);

      mockBackends(smokeTable(platformEndpoints));
      const io = recordingIo();
      const code = await runSmoke(TARGET, { repoRoot: repo.root, json: true }, io);

      expect(io.stderr).toMatch(/^vigil smoke: plugin ghost: its contract could not be loaded \(.+\)\n$/);
      const rows = JSON.parse(io.stdout) as SmokeRow[];
      expect(rows).toHaveLength(2 + platformEndpoints.filter((endpoint) => endpoint.smoke).length);
      expect(rows.filter((row) => !row.ok)).toEqual([]);
      expect(code).toBe(1);
    } finally {
      repo.remove();
    }
  });
});
