import routeTable from '../../../config/route-permissions.json';
import { findRule, type PermissionRule } from '../../core/permission-matcher';
import { routePrefix, type PluginManifest } from '../../core/plugin-manifest';

/** The product's routes (spec part 1 §2): what a tool's address is, whether or not this installation serves it. */
const PRODUCT_ROUTES = routeTable.routes as readonly PermissionRule[];

function firstSegment(path: string): string {
  return path.split('/').find(Boolean)?.toLowerCase() ?? '';
}

/** The name the shell's catalogue gives the module of a path: its first segment in lower case ('/Gps/3' → 'gps'). */
export function moduleKey(path: string): string {
  return firstSegment(path);
}

/** Whether `path` is an address of the product (a route of the spec's table), served here or not. */
export function isProductPath(path: string): boolean {
  return findRule(path, PRODUCT_ROUTES) !== undefined;
}

function isServed(prefix: string, plugins: readonly PluginManifest[]): boolean {
  const key = firstSegment(prefix);
  return plugins.some((plugin) => plugin.routes.some((route) => firstSegment(routePrefix(route.path)) === key));
}

/**
 * The product's tools the user may open that no enabled plugin serves (not built yet, or not installed here):
 * the module keys of the table's top-level routes, in the table's order.
 */
export function unservedTools(plugins: readonly PluginManifest[], canOpen: (path: string) => boolean): string[] {
  return PRODUCT_ROUTES.filter((rule) => rule.prefix.split('/').filter(Boolean).length === 1)
    .filter((rule) => canOpen(rule.prefix) && !isServed(rule.prefix, plugins))
    .map((rule) => moduleKey(rule.prefix));
}
