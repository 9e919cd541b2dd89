import type { DashboardBlock, PluginManifest } from '../../core/plugin-manifest';

export interface DashboardBlockEntry {
  plugin: PluginManifest;
  block: DashboardBlock;
  key: string;
}

/**
 * The blocks the dashboard opens on for this user: those of the modules the company has enabled whose `allowed`
 * the user holds, in their `order` (then by plugin id). None until the company's modules are known (null).
 */
export function dashboardBlockEntries(
  plugins: readonly PluginManifest[],
  activeModules: readonly string[] | null,
  holdsAny: (allowed: readonly string[]) => boolean,
): DashboardBlockEntry[] {
  if (!activeModules) return [];
  return plugins
    .filter((plugin) => activeModules.includes(plugin.id))
    .flatMap((plugin) =>
      (plugin.dashboardBlocks ?? []).flatMap((block, index) => (holdsAny(block.allowed) ? [{ plugin, block, key: `${plugin.id} ${index}` }] : [])),
    )
    .sort((a, b) => a.block.order - b.block.order || a.plugin.id.localeCompare(b.plugin.id));
}
