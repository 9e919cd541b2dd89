import type { PluginManifest } from '../../core/plugin-manifest';
import { unknownGrantedCalls, withGrantedAccess } from '../../core/platform-call-grants';
import type { EndpointBinding } from '../endpoints/endpoint-binding';

export interface GrantLog {
  warn(message: string): void;
}

/**
 * The platform's bindings with the permissions the enabled plugins ask for in their manifests' `platformCalls`
 * added to each call's access, before they are mounted (the OpenAPI description is made from the same
 * declaration). A grant that names no platform call is logged and ignored.
 */
export function grantPlatformCalls(
  bindings: readonly EndpointBinding[],
  manifests: readonly PluginManifest[],
  log: GrantLog,
): EndpointBinding[] {
  const grants = manifests.map((manifest) => ({ plugin: manifest.id, calls: manifest.platformCalls ?? {} }));
  for (const unknown of unknownGrantedCalls(grants, bindings.map((binding) => binding.endpoint))) {
    log.warn(`Plugin ${unknown}: platformCalls names no platform call with permissions; ignored`);
  }
  const calls = grants.map((grant) => grant.calls);
  return bindings.map((binding) => ({ ...binding, endpoint: withGrantedAccess(binding.endpoint, calls) }));
}
