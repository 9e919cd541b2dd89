import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { TestDatabase } from './test-database';

const repoRoot = path.resolve(__dirname, '../..');

export interface StartedBundle {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/** Builds the server bundle (scripts/build-server.mjs) into `outfile`, as `npm run build:server` does. */
export function buildServerBundle(outfile: string): void {
  const buildScript = pathToFileURL(path.join(repoRoot, 'scripts/build-server.mjs')).href;
  const call = `import(${JSON.stringify(buildScript)}).then((m) => m.buildServer(${JSON.stringify({ outfile })}))`;
  execFileSync(process.execPath, ['--input-type=module', '-e', call], { cwd: repoRoot, stdio: 'pipe' });
}

/** Runs the bundle as `npm start` would, from its own directory, and waits for its URL. */
export function startBundle(outfile: string, database: TestDatabase): Promise<StartedBundle> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', VIGIL_DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl ?? '' };
  const child = spawn(process.execPath, [outfile], { cwd: path.dirname(outfile), env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no URL within 30 s:\n${output}`)), 30_000);
    const read = (chunk: Buffer): void => {
      output += chunk.toString();
      const match = /Vigil is running at (http:\/\/localhost:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: match[1], output: () => output });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });
}

/** Stops the bundle with SIGTERM and answers its exit code. */
export function stopBundle(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}
