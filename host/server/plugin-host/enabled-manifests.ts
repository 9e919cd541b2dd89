import type { PluginManifest } from '../../core/plugin-manifest';
import { applyUses, disabledByUsesMessage } from '../../core/plugin-uses';

export interface EnablingLog {
  warn(message: string): void;
}

/**
 * The plugins the server mounts: those config does not disable (`disabledPlugins`), less those whose `uses` names
 * a plugin that is disabled or absent, each of which the log names with the reason.
 */
export function enabledManifests(
  available: readonly PluginManifest[],
  disabledPlugins: readonly string[],
  log: EnablingLog,
): PluginManifest[] {
  const disabled = new Set(disabledPlugins);
  const { enabled, disabledByUses } = applyUses(available, (id) => !disabled.has(id));
  for (const plugin of disabledByUses) log.warn(disabledByUsesMessage(plugin));
  return enabled;
}
