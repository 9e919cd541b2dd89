import type { PluginSpec } from './plugin-spec';

/**
 * Names the generated files share: the table, its migration and the seed step. Migration and seed step names are
 * recorded by every installation once applied, so they start with the plugin id (unique among plugins) and must
 * never change afterwards.
 */
export function notesTable(spec: PluginSpec): string {
  return `${spec.snake}_notes`;
}

export function migrationName(spec: PluginSpec): string {
  return `${spec.id}-001-create-notes`;
}

export function seedStepName(spec: PluginSpec): string {
  return `${spec.id}-demo-notes`;
}
