import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../../..');

/** A throwaway stand-in for the repository: an empty plugins/ and the real config/. */
export function makeTempRepo(): { root: string; remove(): void } {
  const root = mkdtempSync(path.join(tmpdir(), 'vigil-scaffold-'));
  mkdirSync(path.join(root, 'plugins'));
  cpSync(path.join(repoRoot, 'config'), path.join(root, 'config'), { recursive: true });
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** Every file below `dir`, relative to it, sorted. */
export function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}
