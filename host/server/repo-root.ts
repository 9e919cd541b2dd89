import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The repository root, found upwards from this file: host/server in the sources, dist/server in the bundle.
 * config/, plugins/, dist/web and the default data/ are resolved from it, whatever the working directory.
 */
export function findRepoRoot(start: string = __dirname): string {
  let directory = start;
  for (;;) {
    const has = (file: string): boolean => existsSync(path.join(directory, file));
    if (has('package.json') && has('config/default.json')) return directory;
    const parent = path.dirname(directory);
    if (parent === directory) throw new Error(`No Vigil repository (package.json and config/) above ${start}`);
    directory = parent;
  }
}
