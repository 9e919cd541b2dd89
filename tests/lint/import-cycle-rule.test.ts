import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ESLint } from 'eslint';

/**
 * The repository's own lint configuration (eslint.config.mjs) refuses any import cycle, types included:
 * tests/lint/fixtures/import-cycle holds two files whose types import each other, no-import-cycle the same files
 * with one direction removed.
 */
const root = path.resolve(__dirname, '../..');
const fixture = (name: string): string => path.join(root, 'tests/lint/fixtures', name);

/**
 * ESLint's Node API in a process of its own: it loads eslint.config.mjs with a dynamic import, which jest's module
 * sandbox refuses.
 */
const LINT_FILES = `
  import { ESLint } from 'eslint';
  const eslint = new ESLint({ cwd: process.argv[1], ignore: false });
  process.stdout.write(JSON.stringify(await eslint.lintFiles([process.argv[2]])));
`;

async function lintFixture(name: string): Promise<ESLint.LintResult[]> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', LINT_FILES, root, `${fixture(name)}/*.ts`], {
    cwd: root,
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout) as ESLint.LintResult[];
}

const cycleErrors = (results: ESLint.LintResult[]): string[] =>
  results.flatMap((result) =>
    result.messages.filter((message) => message.ruleId === 'cycles/no-cycle').map((message) => `${path.basename(result.filePath)}: ${message.message}`),
  );

test('two files that import each other, by type only, fail the lint', async () => {
  const results = await lintFixture('import-cycle');
  expect(results.map((result) => path.basename(result.filePath)).sort()).toEqual(['customer.ts', 'order.ts']);
  expect(cycleErrors(results).sort()).toEqual(['customer.ts: Dependency cycle detected', 'order.ts: Dependency cycle detected']);
  expect(results.every((result) => result.errorCount > 0)).toBe(true);
}, 60_000);

test('the same files without the way back pass it', async () => {
  const results = await lintFixture('no-import-cycle');
  expect(results).toHaveLength(2);
  expect(results.flatMap((result) => result.messages)).toEqual([]);
}, 60_000);
