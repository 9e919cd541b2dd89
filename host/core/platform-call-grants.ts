import type { AnyEndpoint } from './endpoints';

/**
 * The platform calls a plugin asks its users be allowed to make: a platform endpoint's id → permissions
 * ({ 'personnel.getBuildings': ['srmt', 'dvr-s'] }). The platform's declarations name no module; the host adds the
 * permissions the enabled plugins ask for to each call's `allowed` when it mounts it, and `vigil smoke` when it
 * builds its rows, so both, and the OpenAPI description, see one list.
 */
export type PlatformCallGrants = Readonly<Record<string, readonly string[]>>;

/** The declaration with the permissions `grants` ask for it added to its `allowed` (a public or session call is left as it is). */
export function withGrantedAccess<E extends AnyEndpoint>(endpoint: E, grants: readonly PlatformCallGrants[]): E {
  if (typeof endpoint.access !== 'object') return endpoint;
  const asked = grants.flatMap((grant) => grant[endpoint.id] ?? []);
  const allowed = [...new Set([...endpoint.access.allowed, ...asked])];
  if (allowed.length === endpoint.access.allowed.length) return endpoint;
  return { ...endpoint, access: { ...endpoint.access, allowed } };
}

/** Grants that name no endpoint of `endpoints` (a typo, or a call of a platform that no longer has it), as 'plugin: id'. */
export function unknownGrantedCalls(
  grants: readonly { plugin: string; calls: PlatformCallGrants }[],
  endpoints: readonly AnyEndpoint[],
): string[] {
  const known = new Set(endpoints.filter((endpoint) => typeof endpoint.access === 'object').map((endpoint) => endpoint.id));
  return grants.flatMap(({ plugin, calls }) => Object.keys(calls).filter((id) => !known.has(id)).map((id) => `${plugin}: ${id}`));
}
