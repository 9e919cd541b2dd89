import type { PluginManifest } from '../../core/plugin-manifest';
import { validManifests } from './valid-manifests';

/*
 * Manifests are read eagerly (they are tiny and the host needs all of them to build routes and menus); their
 * pages stay `() => import(...)`, so each plugin's code is its own chunk. Jest cannot parse import.meta: its
 * moduleNameMapper swaps this module for tests/support/discover-plugins.node.ts.
 */
const modules = import.meta.glob<{ default: unknown }>('../../../plugins/*/manifest.ts', { eager: true });

/** Every valid plugin manifest under plugins/. */
export function discoverPlugins(): PluginManifest[] {
  return validManifests(modules);
}
