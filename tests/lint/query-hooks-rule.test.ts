import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ESLint } from 'eslint';

/**
 * The repository's lint configuration refuses wouter's query hooks in the host and the plugins: they decode a
 * value's `%41` to `A` (host/web/routing/search-params.ts reads the query as sent).
 */
const root = path.resolve(__dirname, '../..');

/** ESLint's Node API in a process of its own, as in import-cycle-rule.test.ts: jest refuses its dynamic import. */
const LINT_TEXTS = `
  import { ESLint } from 'eslint';
  const [cwd, files] = process.argv.slice(1);
  const eslint = new ESLint({ cwd });
  const results = [];
  for (const { filePath, code } of JSON.parse(files)) results.push(...(await eslint.lintText(code, { filePath })));
  process.stdout.write(JSON.stringify(results));
`;

/** The no-restricted-imports messages of each file, in order. */
async function restrictedImports(files: Array<{ file: string; code: string }>): Promise<string[][]> {
  const given = JSON.stringify(files.map(({ file, code }) => ({ filePath: path.join(root, file), code })));
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', LINT_TEXTS, root, given], {
    cwd: root,
    maxBuffer: 16 * 1024 * 1024,
  });
  return (JSON.parse(stdout) as ESLint.LintResult[]).map((result) =>
    result.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message),
  );
}

test("wouter's useSearchParams fails the lint in a plugin, naming the SDK's; the SDK's and wouter's other hooks pass", async () => {
  const [wouters, sdks] = await restrictedImports([
    { file: 'plugins/nat/web/query-example.tsx', code: "import { Link, useSearchParams } from 'wouter';\nexport const hooks = [Link, useSearchParams];\n" },
    {
      file: 'plugins/nat/web/query-example.tsx',
      code: "import { useLocation } from 'wouter';\nimport { useSearchParams } from '@vigil/web-sdk';\nexport const hooks = [useLocation, useSearchParams];\n",
    },
  ]);
  expect(wouters).toEqual([expect.stringContaining("Use useSearchParams from '@vigil/web-sdk'")]);
  expect(sdks).toEqual([]);
});
