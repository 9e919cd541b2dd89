import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listPluginIds } from '../../host/server/plugin-host/discover-plugins';

test('lists the folders that hold a manifest.ts, in name order', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'vigil-plugins-'));
  try {
    for (const id of ['zeta', 'alpha', 'no-manifest']) mkdirSync(path.join(dir, id));
    writeFileSync(path.join(dir, 'zeta', 'manifest.ts'), '');
    writeFileSync(path.join(dir, 'alpha', 'manifest.ts'), '');
    writeFileSync(path.join(dir, 'loose-file.ts'), '');
    expect(listPluginIds(dir)).toEqual(['alpha', 'zeta']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('answers no plugins for a missing folder', () => {
  expect(listPluginIds(path.join(tmpdir(), 'vigil-no-such-folder'))).toEqual([]);
});

test('finds the fixture plugin', () => {
  expect(listPluginIds(path.join(__dirname, '../fixtures/plugins'))).toContain('vault');
});
