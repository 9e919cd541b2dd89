// The browser suite runs against the built web host: build it once per run so it matches the source. Each run
// builds into a directory of its own, so two runs at once (or a run beside `npm start`, which serves dist/web)
// never serve each other's half-written files.
const { execFileSync } = require('node:child_process');
const { mkdtempSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

module.exports = async function buildWebHost() {
  const root = join(__dirname, '..', '..');
  const outDir = mkdtempSync(join(tmpdir(), 'vigil-test-web-'));
  execFileSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build',
    '--config', join(root, 'host', 'web', 'vite.config.ts'), '--logLevel', 'error', '--outDir', outDir, '--emptyOutDir'],
    // jest sets NODE_ENV=test, which would make Vite emit React's development build: test what users get.
    { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  // Workers start after the global setup and inherit the environment; see tests/support/test-web-root.ts.
  process.env.VIGIL_TEST_WEB_ROOT = outDir;
};
