import type { PluginSpec } from '../plugin-spec';
import { GENERATED_HEADER } from '../scaffold-version';
import { tsString, tsStringArray } from '../ts-literal';

/**
 * plugins/<id>/contract/index.ts: the module's endpoint, declared once. The server mounts it, the page calls it
 * with `api.call`, `vigil smoke` runs it (`smoke: {}`) and the OpenAPI description lists it.
 */
export function contractTemplate(spec: PluginSpec): string {
  const { id, pascal, constant } = spec;
  return `${GENERATED_HEADER}
import { defineEndpoint, LONG_LIST_MAX, NoInput, Schema, type AnyEndpoint, type Static } from '@vigil/core';

/** Who may use the module: the route's permissions, which the server enforces on every call. */
export const ${constant}_PERMISSIONS = { allowed: ${tsStringArray(spec.permissions)} } as const;

export const ${pascal}Note = Schema.Object({ id: Schema.Integer(), text: Schema.String() });
export type ${pascal}Note = Static<typeof ${pascal}Note>;

export const ${pascal}Overview = Schema.Object({
  title: Schema.String(),
  message: Schema.String(),
  /** The newest notes of the user's company (at most LONG_LIST_MAX), oldest first. */
  notes: Schema.Array(${pascal}Note, { maxItems: LONG_LIST_MAX }),
});
export type ${pascal}Overview = Static<typeof ${pascal}Overview>;

export const getOverview = defineEndpoint({
  id: ${tsString(`${id}.getOverview`)},
  backend: 'legacy',
  method: 'GET',
  path: ${tsString(`/${id}/getOverview`)},
  summary: ${tsString(`${spec.title}: the overview and the company notes`)},
  access: ${constant}_PERMISSIONS,
  input: NoInput,
  answer: ${pascal}Overview,
  // A read the smoke user may run against any deployment.
  smoke: {},
});

/** Every endpoint of the module: the server mounts them, \`vigil smoke\` and the OpenAPI description list them. */
export const endpoints: readonly AnyEndpoint[] = [getOverview];
`;
}
