// `npm test`: every suite in one jest run (unit, component, server on SQLite and PostgreSQL, CLI, browser),
// ending with the line CI reads: `N passed, N failed`. Missing Chromium or PostgreSQL makes their suites fail
// with a message saying how to install them; nothing is skipped silently.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { chromiumPath, CHROMIUM_INSTALL_HINT } from './lib/chromium-path.mjs';
import { findPostgresBin, startThrowawayPostgres } from './lib/throwaway-postgres.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Lines of each failure's message in the closing list, and failures listed at most. */
const MESSAGE_LINES = 12;
const FAILURES_LISTED = 20;
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
const failures = [];
for (const phase of phases) {
  if (!existsSync(resultsFile(phase.name))) {
    failed += 1;
    failures.push({ where: `the ${phase.name} phase wrote no results (jest did not finish)`, message: '' });
    continue;
  }
  const results = JSON.parse(readFileSync(resultsFile(phase.name), 'utf8'));
  passed += results.numPassedTests;
  failed += results.numFailedTests + results.numRuntimeErrorTestSuites;
  skipped += results.numPendingTests + results.numTodoTests;
  failures.push(...failuresOf(results));
}
if (status !== 0 && failed === 0) failed = 1;
printFailures(failures);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(status === 0 && failed === 0 ? 0 : 1);

/** Each failed test (file, name, message) and each file that failed outside its tests, from a jest results file. */
function failuresOf(results) {
  const found = [];
  for (const file of results.testResults) {
    const where = file.name.startsWith(root) ? file.name.slice(root.length + 1) : file.name;
    const tests = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of tests) found.push({ where: `${where} › ${test.fullName}`, message: test.failureMessages.join('\n') });
    if (tests.length === 0 && file.status === 'failed') found.push({ where: `${where} (outside its tests)`, message: file.message ?? '' });
  }
  return found;
}

/**
 * The failures again, just above the closing line: jest prints each where it happens, which on CI can be
 * thousands of lines before the end (the browser phase runs after the others), where a shortened log loses it.
 */
function printFailures(failures) {
  if (failures.length === 0) return;
  console.log(`\nFailed (${failures.length}):`);
  for (const { where, message } of failures.slice(0, FAILURES_LISTED)) {
    console.log(`✕ ${where}`);
    // Stack frames inside jest and Node say nothing of the test.
    const lines = stripVTControlCharacters(message).split('\n').filter((line) => line.trim() !== '' && !/^\s*at .*(node_modules|node:internal|<anonymous>)/.test(line));
    for (const line of lines.slice(0, MESSAGE_LINES)) console.log(`    ${line}`);
  }
  if (failures.length > FAILURES_LISTED) console.log(`…and ${failures.length - FAILURES_LISTED} more`);
}
