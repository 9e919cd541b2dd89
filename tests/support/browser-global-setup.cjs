// The browser suite runs against the built web host: build it once per run so it matches the source.
const { execFileSync } = require('node:child_process');
const { join } = require('node:path');

module.exports = async function buildWebHost() {
  const root = join(__dirname, '..', '..');
  execFileSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build',
    '--config', join(root, 'host', 'web', 'vite.config.ts'), '--logLevel', 'error'],
    // jest sets NODE_ENV=test, which would make Vite emit React's development build: test what users get.
    { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
};
