import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The folder of the files shipped with the module, from the repository root. */
const DEMO_DIR = path.join('plugins', 'inf', 'server', 'demo');

/**
 * A file shipped in server/demo/ (the demo video and its captions), found upwards from this module: its own folder
 * in the sources, dist/server in the bundle, which runs inside the repository as the server always does.
 */
export function readDemoAsset(name: string, start: string = __dirname): Buffer {
  let directory = start;
  for (;;) {
    const beside = path.join(directory, name);
    if (path.basename(directory) === 'demo' && existsSync(beside)) return readFileSync(beside);
    const candidate = path.join(directory, DEMO_DIR, name);
    if (existsSync(candidate)) return readFileSync(candidate);
    const parent = path.dirname(directory);
    if (parent === directory) throw new Error(`The e-learning demo file ${name} is not in ${DEMO_DIR} above ${start}`);
    directory = parent;
  }
}
