import type { Plugin } from 'vite';

/** Files of a plugin's server part: plugins/<id>/server/** (either path separator). */
export const SERVER_PART_PATTERN = /[\\/]plugins[\\/][^\\/]+[\\/]server[\\/]/;

/** A plugin's manifest: plugins/<id>/manifest.ts. */
const MANIFEST_PATTERN = /[\\/]plugins[\\/][^\\/]+[\\/]manifest\.ts$/;

/** The manifest's `server: () => import('./server/…')` entry, as every manifest (and the scaffold) writes it. */
const SERVER_ENTRY = /^[ \t]*server:\s*\(\)\s*=>\s*import\(\s*['"]\.\/server[^'"]*['"]\s*\),?[ \t]*\r?\n/m;

/** A manifest without its server entry: the browser never loads a server part. */
export function withoutServerEntry(code: string): string {
  return code.replace(SERVER_ENTRY, '');
}

/**
 * Manifests declare `server: () => import('./server/index')`. The browser never calls it, but the bundler would
 * still follow the import into database code, and keep a loader and an empty chunk per plugin: the entry is cut
 * from manifests, and any server module still reached is answered with an empty one.
 */
export function stripServerParts(): Plugin {
  return {
    name: 'vigil:strip-server-parts',
    enforce: 'pre',
    load(id) {
      const file = id.split('?', 1)[0] ?? id;
      return SERVER_PART_PATTERN.test(file) ? 'export default null;\n' : null;
    },
    transform(code, id) {
      const file = id.split('?', 1)[0] ?? id;
      return MANIFEST_PATTERN.test(file) ? { code: withoutServerEntry(code), map: null } : null;
    },
  };
}
