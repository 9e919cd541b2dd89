import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ESLint } from 'eslint';

/** The repository's root, whose eslint.config.mjs the texts are linted with. */
export const REPO_ROOT = path.resolve(__dirname, '../..');

/** ESLint's Node API in a process of its own, as in import-cycle-rule.test.ts: jest refuses its dynamic import. */
const LINT_TEXTS = `
  import { ESLint } from 'eslint';
  const [cwd, files] = process.argv.slice(1);
  const eslint = new ESLint({ cwd });
  const results = [];
  for (const { filePath, code } of JSON.parse(files)) results.push(...(await eslint.lintText(code, { filePath })));
  process.stdout.write(JSON.stringify(results));
`;

/**
 * Each text linted by the repository's configuration as if it were the file at `file` (relative to the root):
 * the messages of rule `ruleId` for each, in order.
 */
export async function ruleMessages(ruleId: string, files: Array<{ file: string; code: string }>): Promise<string[][]> {
  const given = JSON.stringify(files.map(({ file, code }) => ({ filePath: path.join(REPO_ROOT, file), code })));
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', LINT_TEXTS, REPO_ROOT, given], {
    cwd: REPO_ROOT,
    maxBuffer: 16 * 1024 * 1024,
  });
  return (JSON.parse(stdout) as ESLint.LintResult[]).map((result) =>
    result.messages.filter((message) => message.ruleId === ruleId).map((message) => message.message),
  );
}
