import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PluginManifest } from '../../host/core/plugin-manifest';
import { validManifests, type ManifestModules } from '../../host/web/plugins/valid-manifests';

/**
 * Jest's stand-in for host/web/plugins/discover-plugins.ts (jest cannot parse import.meta.glob): the same
 * plugins/*\/manifest.ts files, found with fs and loaded with require, and the same validation.
 */
const pluginsDirectory = join(__dirname, '..', '..', 'plugins');

export function discoverPlugins(): PluginManifest[] {
  const modules: Record<string, { default?: unknown }> = {};
  const ids = existsSync(pluginsDirectory) ? readdirSync(pluginsDirectory) : [];
  for (const id of ids) {
    const file = join(pluginsDirectory, id, 'manifest.ts');
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- jest transforms and loads the TypeScript file.
    if (existsSync(file)) modules[`../../../plugins/${id}/manifest.ts`] = require(file) as { default?: unknown };
  }
  return validManifests(modules as ManifestModules);
}
