// Builds the web host and the server bundle when their output is missing or older than their sources.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'tests') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function isStale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((source) => newestMtime(join(root, source)) > built);
}

const steps = [
  {
    name: 'web host',
    output: join(root, 'dist', 'web', 'index.html'),
    sources: ['host/web', 'host/core', 'plugins', 'config', 'package-lock.json'],
    run: () => execFileSync(process.execPath,
      [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--config', 'host/web/vite.config.ts', '--logLevel', 'warn'],
      // Whatever NODE_ENV the caller has (jest sets 'test'), users get the production build.
      { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } }),
  },
  {
    name: 'server',
    output: join(root, 'dist', 'server', 'main.cjs'),
    sources: ['host/server', 'host/core', 'plugins', 'config', 'package-lock.json'],
    run: () => execFileSync(process.execPath, [join(root, 'scripts', 'build-server.mjs')], { cwd: root, stdio: 'inherit' }),
  },
];

/** Runs the stale build steps (all of them with `force`). */
export function buildWhatIsMissing({ force = false } = {}) {
  for (const step of steps) {
    if (force || isStale(step.output, step.sources)) {
      console.log(`Building the ${step.name}…`);
      step.run();
    }
  }
}
