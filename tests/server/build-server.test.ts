import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const repoRoot = path.resolve(__dirname, '../..');
const buildScript = pathToFileURL(path.join(repoRoot, 'scripts/build-server.mjs')).href;
const outDir = path.join(repoRoot, '.tmp', `build-server-test-${randomBytes(4).toString('hex')}`);
const outfile = path.join(outDir, 'bundle.cjs');

beforeAll(() => {
  const entryPoint = path.join(repoRoot, 'tests/fixtures/server-bundle/entry.ts');
  const call = `import(${JSON.stringify(buildScript)}).then((m) => m.buildServer(${JSON.stringify({ entryPoint, outfile })}))`;
  execFileSync(process.execPath, ['--input-type=module', '-e', call], { cwd: repoRoot, stdio: 'pipe' });
}, 30_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

test("bundles the plugins' manifests and server parts found by the template-literal import", () => {
  const output = execFileSync(process.execPath, [outfile, 'vault'], { encoding: 'utf8' });
  expect(JSON.parse(output)).toEqual({
    id: 'vault',
    endpoints: ['/vault/getItems', '/vault/addItem', '/vault/getPublicStats', '/vault/fail'],
    page: 'stripped',
  });
});

test('leaves web code out and npm packages external', () => {
  const bundle = readFileSync(outfile, 'utf8');
  expect(bundle).not.toContain('VAULT_WEB_CODE_MARKER');
  expect(bundle).toContain('vault_001_create_items');
  expect(bundle).toMatch(/require\("kysely"\)/);
});
