import type { Plugin } from 'vite';

/** Files of a plugin's server part: plugins/<id>/server/** (either path separator). */
export const SERVER_PART_PATTERN = /[\\/]plugins[\\/][^\\/]+[\\/]server[\\/]/;

/**
 * Manifests declare `server: () => import('./server/index')`. The browser never calls it, but the bundler
 * would still follow the import into database code; this plugin answers every such module with an empty one.
 */
export function stripServerParts(): Plugin {
  return {
    name: 'vigil:strip-server-parts',
    enforce: 'pre',
    load(id) {
      const file = id.split('?', 1)[0] ?? id;
      return SERVER_PART_PATTERN.test(file) ? 'export default null;\n' : null;
    },
  };
}
