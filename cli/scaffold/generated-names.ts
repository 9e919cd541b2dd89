import { camelCase, pascalCase } from './plugin-names';
import type { PluginSpec } from './plugin-spec';

/**
 * The names of the generated sample, all from the module's first table, which is its id unless --table says
 * otherwise: 'vis' gives the endpoint getVis, the answer's field vis, the row type VisRow; 'cmr_notes' gives
 * getCmrNotes, cmrNotes, CmrNotesRow. Migration and seed step names are recorded by every installation once
 * applied, so they start with the plugin id (unique among plugins) and must never change afterwards.
 */

/** 'cmr_notes' → 'cmr-notes': the table in file names. */
function tableDashed(spec: PluginSpec): string {
  return spec.table.replace(/_/g, '-');
}

/** The table less the id: 'cmr_notes' → 'notes'; the id itself when the table is just the id. */
function tableNoun(spec: PluginSpec): string {
  return spec.table === spec.snake ? spec.id : spec.table.slice(spec.snake.length + 1).replace(/_/g, '-');
}

/** 'CmrNotes': prefix of the table's types and of the endpoint's and functions' names. */
export function tablePascal(spec: PluginSpec): string {
  return pascalCase(tableDashed(spec));
}

/** 'cmrNotes': the answer's field that lists the rows. */
export function tableCamel(spec: PluginSpec): string {
  return camelCase(tableDashed(spec));
}

/** 'getCmrNotes': the read endpoint, in the contract (its id is '<plugin id>.getCmrNotes'). */
export function endpointName(spec: PluginSpec): string {
  return `get${tablePascal(spec)}`;
}

/** The handler of the endpoint, in server/list-<table>.ts. */
export function handlerName(spec: PluginSpec): string {
  return `list${tablePascal(spec)}`;
}

export function handlerFile(spec: PluginSpec): string {
  return `list-${tableDashed(spec)}`;
}

/** The demo content's seed step function, in server/seed-<table>.ts. */
export function seedFunctionName(spec: PluginSpec): string {
  return `seed${tablePascal(spec)}`;
}

export function seedFile(spec: PluginSpec): string {
  return `seed-${tableDashed(spec)}`;
}

export function migrationName(spec: PluginSpec): string {
  return `${spec.id}-001-create-${tableNoun(spec)}`;
}

export function seedStepName(spec: PluginSpec): string {
  return `${spec.id}-demo-${tableNoun(spec)}`;
}

/** The text of the demo row the seed step writes, which the generated tests expect to see. */
export function demoRowText(spec: PluginSpec): string {
  return `(Demo content) The first row of ${spec.title}.`;
}

/** The accessible name of the page's list, which the generated browser test finds it by. */
export function listLabel(spec: PluginSpec): string {
  return `${spec.title}: rows`;
}
