import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Linter, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { moduleNamesRule } from '../../scripts/eslint/module-names-rule.mjs';

/**
 * The module-names rule (eslint.config.mjs: 'vigil/module-names') over a repository of its own: gpa grants
 * gpa_detail and free besides its id; srmt's contract declares the dvr-s permission.
 */
const root = mkdtempSync(path.join(tmpdir(), 'vigil-module-names-'));
function write(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}
write('plugins/gpa/manifest.ts', "export default defineManifest({ id: 'gpa', routes: [{ path: '/Gpa/detail', allowed: ['admin', 'gpa', 'free', 'gpa_detail'] }] });\n");
write('plugins/srmt/manifest.ts', "export default defineManifest({ id: 'srmt', routes: [] });\n");
write('plugins/srmt/contract/permissions.ts', "export const SRMT_PERMISSIONS = ['admin', 'srmt', 'dvr-s'] as const;\n");
afterAll(() => rmSync(root, { recursive: true, force: true }));

const at = (file: string): string => path.join(root, file);
const named = (word: string, plugin = word): string =>
  `host code names ${plugin === word ? `the module '${word}'` : `'${word}', a permission of the module '${plugin}'`}: find modules by discovery, or let the module ask for it in its manifest (uses, platformCalls)`;

new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } }).run('vigil/module-names', moduleNamesRule(root), {
  valid: [
    // The platform's words, and words no plugin declares.
    { filename: at('host/core/contract/personnel.ts'), code: "export const PERSONNEL_ADMIN_PERMISSIONS = ['admin'] as const;" },
    { filename: at('host/server/legacy/public-account-bindings.ts'), code: "export const SIGN_UP = ['free', 'all', '*'];" },
    { filename: at('host/web/shell/header.tsx'), code: "const label = 'gpa-like'; const kind = `route`;" },
    // A plugin names itself, and only host/ and cli/ are checked; a path in an import is the boundaries rule's.
    { filename: at('plugins/gpa/contract/index.ts'), code: "export const id = 'gpa';" },
    { filename: at('tests/server/gpa.server.test.ts'), code: "const id = 'srmt';" },
    { filename: at('host/web/app.tsx'), code: "import x from 'gpa';" },
    // A template literal with a value in it is not a name written down.
    { filename: at('host/server/plugin-host/discover-plugins.ts'), code: 'const load = (id: string) => `${id}`;' },
  ],
  invalid: [
    { filename: at('host/core/contract/personnel.ts'), code: "export const BUILDINGS = ['admin', 'srmt'];", errors: [{ message: named('srmt') }] },
    { filename: at('host/core/contract/personnel.ts'), code: "export const BUILDINGS = ['dvr-s'];", errors: [{ message: named('dvr-s', 'srmt') }] },
    { filename: at('host/server/create-server.ts'), code: "if (manifest.id === 'gpa') skip();", errors: [{ message: named('gpa') }] },
    { filename: at('host/web/shell/dashboard.tsx'), code: 'const extra = `gpa_detail`;', errors: [{ message: named('gpa_detail', 'gpa') }] },
    { filename: at('cli/smoke/smoke-table.ts'), code: "const first = { module: 'srmt' };", errors: [{ message: named('srmt') }] },
  ],
});

test('a module added later is seen without restarting the linter', () => {
  const linter = new Linter({ configType: 'flat', cwd: root });
  const config = [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, plugins: { vigil: { rules: { 'module-names': moduleNamesRule(root) } } }, rules: { 'vigil/module-names': 'error' as const } }];
  const lint = (): string[] => linter.verify("const id = 'vis';", config, { filename: at('host/core/plugin-uses.ts') }).map((message) => message.message);
  expect(lint()).toEqual([]);
  write('plugins/vis/manifest.ts', "export default defineManifest({ id: 'vis', routes: [] });\n");
  const later = new Date(Date.now() + 5_000);
  utimesSync(at('plugins/vis/manifest.ts'), later, later);
  expect(lint()).toEqual([named('vis')]);
});

/** ESLint's Node API in a process of its own: it loads eslint.config.mjs with a dynamic import, which jest refuses. */
const LINT_TEXT = `
  import { ESLint } from 'eslint';
  const eslint = new ESLint({ cwd: process.argv[1] });
  const [result] = await eslint.lintText(process.argv[3], { filePath: process.argv[2] });
  process.stdout.write(JSON.stringify(result.messages.map((message) => message.ruleId)));
`;

test("the repository's lint config fails host code that imports a plugin or names one", async () => {
  const repo = path.resolve(__dirname, '../..');
  const code = "import { endpoints } from '../../../plugins/srmt/contract';\nexport const asked = ['admin', 'srmt'];\nexport { endpoints };\n";
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', LINT_TEXT, repo, path.join(repo, 'host/core/contract/probe.ts'), code], { cwd: repo });
  expect(JSON.parse(stdout)).toEqual(expect.arrayContaining(['vigil/boundaries', 'vigil/module-names']));
}, 60_000);
