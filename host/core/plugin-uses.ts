import type { PluginManifest } from './plugin-manifest';

/** A plugin switched off because of its `uses`, and why, for the log. */
export interface DisabledByUses {
  id: string;
  reason: string;
}

export interface EnabledPlugins {
  /** The plugins that stay on, in their given order. */
  enabled: PluginManifest[];
  /** Those taken out because a plugin they use is off or not there (config's own choices are not listed). */
  disabledByUses: DisabledByUses[];
}

/**
 * The plugins left on: those config enables, less every plugin whose `uses` names a plugin that is disabled or
 * absent, down the chain (a plugin using one that lost its own use goes too). A plugin works only where the
 * contracts it uses are served, so the server and the web host apply the same rule and say so in their logs.
 */
export function applyUses(manifests: readonly PluginManifest[], isEnabled: (id: string) => boolean): EnabledPlugins {
  const present = new Set(manifests.map((manifest) => manifest.id));
  const on = new Set(manifests.filter((manifest) => isEnabled(manifest.id)).map((manifest) => manifest.id));
  const disabledByUses: DisabledByUses[] = [];
  for (let changed = true; changed; ) {
    changed = false;
    for (const manifest of manifests) {
      const missing = on.has(manifest.id) ? manifest.uses?.find((used) => !on.has(used)) : undefined;
      if (missing === undefined) continue;
      on.delete(manifest.id);
      changed = true;
      const state = present.has(missing) ? 'disabled' : 'absent';
      disabledByUses.push({ id: manifest.id, reason: `it uses plugin '${missing}', which is ${state}` });
    }
  }
  return { enabled: manifests.filter((manifest) => on.has(manifest.id)), disabledByUses };
}

/** The log line of a plugin switched off by its `uses`. */
export function disabledByUsesMessage(plugin: DisabledByUses): string {
  return `Plugin ${plugin.id} is disabled: ${plugin.reason}`;
}
