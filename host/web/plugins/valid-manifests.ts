import { validateManifest, type PluginManifest } from '../../core/plugin-manifest';
import { applyUses, disabledByUsesMessage } from '../../core/plugin-uses';
import type { ConfigService } from '../services/config-service';

export type ManifestModules = Readonly<Record<string, { default?: unknown }>>;

/**
 * The manifests of `modules` (file path → module) that pass `validateManifest`, sorted by id so the order does
 * not depend on the file system. Invalid ones are dropped with an error in the console: one broken plugin must
 * not take the host down.
 */
export function validManifests(modules: ManifestModules): PluginManifest[] {
  const manifests: PluginManifest[] = [];
  const seen = new Set<string>();
  for (const [file, module] of Object.entries(modules)) {
    const manifest = module.default as PluginManifest | undefined;
    const problems = isManifestShaped(manifest) ? validateManifest(manifest) : ['no default-exported manifest'];
    if (problems.length > 0 || !manifest) {
      console.error(`Plugin ${file} is ignored: ${problems.join('; ')}`);
    } else if (seen.has(manifest.id)) {
      console.error(`Plugin ${file} is ignored: id '${manifest.id}' is already taken`);
    } else {
      seen.add(manifest.id);
      manifests.push(manifest);
    }
  }
  return manifests.sort((a, b) => a.id.localeCompare(b.id));
}

function isManifestShaped(value: unknown): value is PluginManifest {
  const candidate = value as Partial<PluginManifest> | undefined;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.id === 'string' &&
    typeof candidate.title === 'string' &&
    Array.isArray(candidate.routes) &&
    Array.isArray(candidate.menu)
  );
}

/**
 * The manifests that config does not switch off (`disabledPlugins`), less those whose `uses` names a plugin that
 * is disabled or absent: each of those is named in the console with the reason, as the server's log does.
 */
export function enabledPlugins(manifests: readonly PluginManifest[], config: ConfigService): PluginManifest[] {
  const { enabled, disabledByUses } = applyUses(manifests, (id) => config.isPluginEnabled(id));
  for (const plugin of disabledByUses) console.warn(disabledByUsesMessage(plugin));
  return enabled;
}
