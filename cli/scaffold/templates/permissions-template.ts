import type { PluginSpec } from '../plugin-spec';
import { GENERATED_HEADER } from '../scaffold-version';
import { tsStringArray } from '../ts-literal';

/**
 * plugins/<id>/contract/permissions.ts: who may use the module, written once. The manifest's route and the
 * contract's endpoints both read it (as inf's and srmt's do), and it imports nothing, so the dashboard loads the
 * list without the declarations.
 */
export function permissionsTemplate(spec: PluginSpec): string {
  return `${GENERATED_HEADER}
/** Who may open the module: its route's permissions, which the server enforces on every call too. */
export const ${spec.constant}_PERMISSIONS = ${tsStringArray(spec.permissions)} as const;
`;
}
