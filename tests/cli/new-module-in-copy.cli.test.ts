import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pluginNew } from '../../cli/commands/plugin-new';
import type { PluginOptions } from '../../cli/scaffold/plugin-spec';
import { copyWorkingTree, filesMatching, runNode, type StepResult } from './support/tree-copy';

/**
 * "Adding a module touches only plugins/<id>/" (docs/architecture.md), proved: two modules are scaffolded into a
 * copy of the working tree (one on the dashboard, one in the user menu), nothing else is changed, and there the
 * type check, the lint of the new folders, the host suites that enumerate modules and the modules' own generated
 * tests must pass. Each failing step is named with the end of its output. The browser suites need a web build of
 * the copy (minutes), so they are left to the generated module the tree keeps, plugins/cmr.
 */

// Copy, type check, lint and about thirty suites: two to four minutes on a 2-core machine, more when it is busy.
jest.setTimeout(420_000);

/** As docs/new-module.md says to make them: with the Italian title, which the catalogue test wants translated. */
const MODULES: Readonly<Record<string, PluginOptions>> = {
  vis: { titleIt: 'Visite' },
  'claims-desk': { section: 'USER', permissions: 'admin', titleIt: 'Sportello reclami' },
};

/** Host suites that find the modules by discovery (or list what they declare), by file name pattern. */
const HOST_SUITES: ReadonlyArray<[dir: string, pattern: RegExp]> = [
  ['tests/server', /^upgrade.*\.server\.test\.ts$/],
  ['tests/server', /^bad-input-values\.server\.test\.ts$/],
  ['tests/server', /^endpoint-(inputs|answers)\.test\.ts$/],
  ['tests/server', /^openapi.*\.server\.test\.ts$/],
  ['tests/server', /^plugin-.*\.test\.ts$/],
  ['tests/server', /^(discover-plugins|enabled-manifests)\.test\.ts$/],
  ['tests/server', /^(seed|company-modules)\.server\.test\.ts$/],
  ['tests/web', /^(discover-plugins|plugin-uses)\.test\.tsx$/],
  ['tests/web/i18n', /^catalogue-completeness\.test\.ts$/],
  ['tests/lint', /^boundaries-rule\.test\.ts$/],
  ['tests/cli', /^smoke-(discovery|permissions|table)\.cli\.test\.ts$/],
];

/** The last lines of a step's output: enough to see what failed without a page of noise. */
function tail(output: string, lines = 40): string {
  return output.trimEnd().split('\n').slice(-lines).join('\n');
}

interface JestReport {
  testResults: Array<{ name: string; status: string; message: string }>;
}

it('scaffolds modules into a copy of the tree, and every host suite passes there with no change outside their folders', async () => {
  const copy = copyWorkingTree();
  try {
    for (const [id, options] of Object.entries(MODULES)) {
      const made = await pluginNew(id, options, copy.root);
      expect(made.ok ? made.files.every((file) => file.startsWith(`plugins/${id}/`)) : made.problems).toBe(true);
    }
    const folders = Object.keys(MODULES).map((id) => `plugins/${id}`);
    const failures: string[] = [];
    const timings: string[] = [];
    const record = (step: string, result: StepResult, details = tail(result.output)): void => {
      timings.push(`${step}: ${result.seconds} s`);
      if (result.code !== 0) failures.push(`${step} failed (exit ${result.code}):\n${details}`);
    };

    // One core each.
    const [typecheck, lint] = await Promise.all([
      runNode(copy.root, 'node_modules/typescript/bin/tsc', ['-p', 'tsconfig.json', '--noEmit']),
      runNode(copy.root, 'node_modules/eslint/bin/eslint.js', folders),
    ]);
    record('typecheck', typecheck);
    record('lint of the new modules', lint);

    const suites = HOST_SUITES.flatMap(([dir, pattern]) => filesMatching(copy.root, dir, pattern));
    const own = folders.flatMap((folder) => filesMatching(copy.root, folder, /\.test\.tsx?$/)).filter((file) => !file.endsWith('.browser.test.ts'));
    // Each module brings a manifest, contract, page, server and migration test.
    expect(own).toHaveLength(5 * folders.length);
    const reportFile = path.join(copy.root, '.tmp', 'jest-report.json');
    const jest = await runNode(copy.root, 'node_modules/jest/bin/jest.js', [
      '--ci',
      '--silent',
      '--selectProjects',
      'unit',
      'component',
      // SQLite only: what the copy proves is discovery, which no dialect changes; the full run has both, and
      // PostgreSQL would double the server suites past CI's budget.
      'server-sqlite',
      'cli',
      '--json',
      '--outputFile',
      reportFile,
      '--runTestsByPath',
      ...suites,
      ...own,
    ]);
    let report: JestReport | undefined;
    try {
      report = JSON.parse(readFileSync(reportFile, 'utf8')) as JestReport;
    } catch {
      // No report: jest itself failed to start; its output says why.
    }
    const failed = (report?.testResults ?? []).filter((result) => result.status !== 'passed');
    const names = failed.map((result) => path.relative(copy.root, result.name));
    record(
      `jest (${suites.length} host suites and ${own.length} of the modules)`,
      jest,
      report ? `failing suites: ${names.join(', ')}\n${failed.map((result) => tail(result.message, 25)).join('\n')}` : tail(jest.output),
    );
    // Every suite asked for ran: a pattern that matched nothing would prove nothing.
    expect(suites.length).toBeGreaterThanOrEqual(HOST_SUITES.length);
    if (report) expect(new Set(report.testResults.map((result) => path.relative(copy.root, result.name)))).toEqual(new Set([...suites, ...own]));

    process.stdout.write(`new module in a copy: ${timings.join(', ')}\n`);
    expect(failures).toEqual([]);
  } finally {
    copy.remove();
  }
});
