import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../../..');

/**
 * A copy of the working tree as git sees it (tracked files, and new ones git does not ignore), with the
 * repository's node_modules linked in: a place to change and check the code without touching the tree.
 */
export function copyWorkingTree(): { root: string; remove(): void } {
  const root = mkdtempSync(path.join(tmpdir(), 'vigil-tree-'));
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: repoRoot,
    maxBuffer: 64 * 1024 * 1024,
  });
  for (const file of listed.toString('utf8').split('\0')) {
    // A file deleted in the working tree is still listed until the deletion is committed.
    if (!file || !existsSync(path.join(repoRoot, file))) continue;
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    copyFileSync(path.join(repoRoot, file), path.join(root, file));
  }
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** The files under `dir` of `root` whose names match `pattern`, as paths from `root`. */
export function filesMatching(root: string, dir: string, pattern: RegExp): string[] {
  const full = path.join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

export interface StepResult {
  code: number;
  output: string;
  seconds: number;
}

/** Runs `node <script> ...args` in `cwd` with a clean jest-free environment, collecting its output. */
export function runNode(cwd: string, script: string, args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<StepResult> {
  const started = Date.now();
  const childEnv: NodeJS.ProcessEnv = { ...process.env, CI: '1', FORCE_COLOR: '0', ...env };
  // The outer jest's worker variables would make the inner jest (and the test server) think it is a worker.
  delete childEnv.JEST_WORKER_ID;
  delete childEnv.NODE_OPTIONS;
  delete childEnv.VIGIL_TEST_DB;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(cwd, script), ...args], { cwd, env: childEnv });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('close', (code) => resolve({ code: code ?? 1, output, seconds: Math.round((Date.now() - started) / 1000) }));
  });
}
