// `npm test`: every suite in one jest run (unit, component, server on SQLite and PostgreSQL, CLI, browser),
// ending with the line CI reads: `N passed, N failed`. Missing Chromium or PostgreSQL makes their suites fail
// with a message saying how to install them; nothing is skipped silently.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPath, CHROMIUM_INSTALL_HINT } from './lib/chromium-path.mjs';
import { findPostgresBin, startThrowawayPostgres } from './lib/throwaway-postgres.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const resultsFile = (phase) => join(root, '.tmp', `jest-results-${phase}.json`);
const env = { ...process.env };

if (!chromiumPath()) console.error(`\n[vigil test] ${CHROMIUM_INSTALL_HINT}\n`);

let postgres = null;
if (!env.VIGIL_TEST_DATABASE_URL) {
  const bin = findPostgresBin();
  if (bin) {
    postgres = await startThrowawayPostgres(bin);
    env.VIGIL_TEST_DATABASE_URL = postgres.url;
  } else {
    console.error('\n[vigil test] PostgreSQL is needed for the server-postgres suite. Install it with: ' +
      'sudo apt-get install -y postgresql (or set VIGIL_TEST_DATABASE_URL to a superuser URL).\n');
  }
}

mkdirSync(dirname(resultsFile('all')), { recursive: true });

// The browser suites each run a server and a Chromium: on two cores they run one at a time, after the rest,
// which share the cores. Arguments (a path, a project) run one jest with them instead.
const extra = process.argv.slice(2);
const phases = extra.length > 0
  ? [{ name: 'all', args: extra }]
  : [
    { name: 'fast', args: ['--selectProjects', 'unit', 'component', 'server-sqlite', 'server-postgres', 'cli'] },
    { name: 'browser', args: ['--selectProjects', 'browser', '--runInBand'] },
  ];

let status = 0;
try {
  const jest = join(root, 'node_modules', 'jest', 'bin', 'jest.js');
  for (const phase of phases) {
    rmSync(resultsFile(phase.name), { force: true });
    const args = [jest, '--ci', '--json', `--outputFile=${resultsFile(phase.name)}`, ...phase.args];
    const phaseStatus = spawnSync(process.execPath, args, { cwd: root, env, stdio: 'inherit' }).status ?? 1;
    if (phaseStatus !== 0) status = phaseStatus;
  }
} finally {
  postgres?.stop();
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const phase of phases) {
  if (!existsSync(resultsFile(phase.name))) {
    failed += 1;
    continue;
  }
  const results = JSON.parse(readFileSync(resultsFile(phase.name), 'utf8'));
  passed += results.numPassedTests;
  failed += results.numFailedTests + results.numRuntimeErrorTestSuites;
  skipped += results.numPendingTests + results.numTodoTests;
}
if (status !== 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(status === 0 && failed === 0 ? 0 : 1);
