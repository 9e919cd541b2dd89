import { routePrefix, type PluginManifest } from './plugin-manifest';
import { mergeRules, type PermissionRule } from './permission-matcher';

/** Permission rules declared by the plugins' routes. */
export function manifestRules(manifests: readonly PluginManifest[]): PermissionRule[] {
  return manifests.flatMap((manifest) =>
    manifest.routes.map((route) => ({
      prefix: routePrefix(route.path),
      allowed: route.allowed,
      ...(route.notAllowed ? { notAllowed: route.notAllowed } : {}),
    })),
  );
}

/**
 * The effective rule list: the route table of config/ and the plugins' routes. A plugin's rule wins for its own
 * prefix, so a scaffolded plugin is guarded by what its manifest says; a test keeps the two in agreement for the
 * routes the spec's table names.
 */
export function effectiveRules(
  table: readonly PermissionRule[],
  manifests: readonly PluginManifest[],
): PermissionRule[] {
  return mergeRules(table, manifestRules(manifests));
}
