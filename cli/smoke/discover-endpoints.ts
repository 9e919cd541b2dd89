import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { platformEndpoints } from '../../host/core/contract';
import type { AnyEndpoint } from '../../host/core/endpoints';
import { withGrantedAccess, type PlatformCallGrants } from '../../host/core/platform-call-grants';

export interface DiscoveredEndpoints {
  endpoints: AnyEndpoint[];
  /** Contracts that could not be read, one line each; their rows are missing from the table. */
  problems: string[];
}

/** Ids of the folders under plugins/ that hold a contract/index.ts, in name order. */
export function listContractIds(repoRoot: string): string[] {
  const pluginsDir = path.join(repoRoot, 'plugins');
  if (!existsSync(pluginsDir)) return [];
  return readdirSync(pluginsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(pluginsDir, entry.name, 'contract', 'index.ts')))
    .map((entry) => entry.name)
    .sort();
}

/**
 * The declarations of the platform, then those of each plugin's contract (its `endpoints` export), plugins in id
 * order: found the way the server finds manifests, so cli/ names no module. The import is a template literal on
 * purpose: esbuild (cli/bin/vigil.cjs) turns it into a bundle of every plugins/<id>/contract/index.ts, their
 * '@vigil/core' resolved through tsconfig.json's paths, and jest resolves it at run time. A contract that cannot
 * be loaded, or exports no list, is reported and the other rows still run. A contract's `platformCalls` (its
 * manifest's, see PluginManifest) opens platform calls to its permissions, as the server does when it mounts them.
 */
export async function discoverEndpoints(repoRoot: string): Promise<DiscoveredEndpoints> {
  const endpoints: AnyEndpoint[] = [];
  const grants: PlatformCallGrants[] = [];
  const problems: string[] = [];
  for (const id of listContractIds(repoRoot)) {
    let contract: { endpoints?: unknown; platformCalls?: PlatformCallGrants };
    try {
      contract = (await import(`../../plugins/${id}/contract/index.ts`)) as { endpoints?: unknown; platformCalls?: PlatformCallGrants };
    } catch (error) {
      problems.push(`plugin ${id}: its contract could not be loaded (${error instanceof Error ? error.message : String(error)})`);
      continue;
    }
    if (!Array.isArray(contract.endpoints)) {
      problems.push(`plugin ${id}: contract/index.ts exports no \`endpoints\` list`);
      continue;
    }
    endpoints.push(...(contract.endpoints as AnyEndpoint[]));
    if (contract.platformCalls) grants.push(contract.platformCalls);
  }
  return { endpoints: [...platformEndpoints.map((endpoint) => withGrantedAccess(endpoint, grants)), ...endpoints], problems };
}
