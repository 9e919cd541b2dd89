import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { validateManifest, type PluginManifest } from '../../core/plugin-manifest';
import { findRepoRoot } from '../repo-root';

export interface DiscoveryLog {
  error(message: string): void;
}

/** Ids of the folders under `pluginsDir` that hold a manifest.ts, in name order. */
export function listPluginIds(pluginsDir: string): string[] {
  if (!existsSync(pluginsDir)) return [];
  return readdirSync(pluginsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(pluginsDir, entry.name, 'manifest.ts')))
    .map((entry) => entry.name)
    .sort();
}

/**
 * Loads the manifests of the repository's plugins/ folder (not configurable: the bundle holds exactly that
 * folder's manifests; tests pass their own manifests to createServer instead). The import is a template literal
 * on purpose: esbuild turns it into a bundle of every plugins/<id>/manifest.ts, and jest resolves it at run time.
 * A broken manifest, or one added after the server was built, is reported and skipped; the server still starts.
 */
export async function discoverPlugins(log: DiscoveryLog): Promise<PluginManifest[]> {
  const manifests: PluginManifest[] = [];
  for (const id of listPluginIds(path.join(findRepoRoot(), 'plugins'))) {
    let manifest: PluginManifest | undefined;
    try {
      manifest = ((await import(`../../../plugins/${id}/manifest.ts`)) as { default?: PluginManifest }).default;
    } catch (error) {
      const reason = (error as Error).message;
      log.error(`Plugin ${id}: its manifest could not be loaded (${reason}); if it is new, run npm run build:server`);
      continue;
    }
    const problems = manifest ? validateManifest(manifest) : ['manifest.ts has no default export'];
    if (problems.length > 0) {
      log.error(`Plugin ${id} is skipped: ${problems.join('; ')}`);
      continue;
    }
    if (manifest) manifests.push(manifest);
  }
  return manifests;
}
