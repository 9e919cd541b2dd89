import type { PluginManifest, PluginRoute } from '../../core/plugin-manifest';

/**
 * The plugins' routes in the order the router tries them (the first that matches wins): as declared, except that a
 * route taking a whole subtree ('/Gpa/*') comes after every route that names one path, so '/Gpa/detail/:country'
 * is reached whichever plugin or line declares it first.
 */
export function pluginRoutes(plugins: readonly PluginManifest[]): Array<{ plugin: PluginManifest; route: PluginRoute }> {
  const all = plugins.flatMap((plugin) => plugin.routes.map((route) => ({ plugin, route })));
  const subtree = (path: string): boolean => path.endsWith('/*');
  return [...all.filter(({ route }) => !subtree(route.path)), ...all.filter(({ route }) => subtree(route.path))];
}

/** A manifest's path as the router's pattern: its trailing '/*' takes the path itself too ('/Account' and below). */
export function routePattern(path: string): string {
  return path.endsWith('/*') ? `${path}?` : path;
}
