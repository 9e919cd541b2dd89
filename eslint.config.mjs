import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { boundariesRule } from './scripts/eslint/boundaries-rule.mjs';
import { moduleNamesRule } from './scripts/eslint/module-names-rule.mjs';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import typeImportsCount from './scripts/eslint/type-imports-count.cjs';

const root = dirname(fileURLToPath(import.meta.url));

export default tseslint.config(
  // tests/lint/fixtures break the rules on purpose: the lint tests lint them with `ignore: false`.
  { ignores: ['node_modules/', 'dist/', 'data/', 'coverage/', '.tmp/', '.bench/', 'tests/lint/fixtures/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, vigil: { rules: { boundaries: boundariesRule(root), 'module-names': moduleNamesRule(root) } } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'vigil/boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // No module imports itself through others, types included (docs/decisions.md, "Import cycles, ...").
    plugins: { cycles: { rules: { 'no-cycle': typeImportsCount.countTypeImports(importX.rules['no-cycle']) } } },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}/tsconfig.json` })],
      'import-x/parsers': { [`${root}/scripts/eslint/type-imports-count.cjs`]: ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs'] },
    },
    rules: { 'cycles/no-cycle': 'error' },
  },
  {
    // The host and the CLI name no module (docs/decisions.md, "Lint: the host names no module"); tests, the demo
    // seed data and the spec's permission catalogue do.
    files: ['host/**', 'cli/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'host/server/seed/**', 'host/server/personnel/seed-demo-*.ts', 'host/core/contract/personnel-permissions.ts'],
    rules: { 'vigil/module-names': 'error' },
  },
  {
    // wouter's query hooks decode a value's `%41` to `A`: the web SDK's useSearchParams reads the query as sent.
    files: ['host/**', 'plugins/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [{ name: 'wouter', importNames: ['useSearchParams', 'useSearch'], message: "Use useSearchParams from '@vigil/web-sdk' (host/web/routing/search-params.ts)." }],
      }],
    },
  },
  {
    // The built server and CLI keep `import()` as written, and Node's loader refuses a JSON module without its type;
    // jest turns the import into a require that needs none, so only the lint sees it (docs/decisions.md, "Country
    // geofences in the built server").
    files: ['host/server/**', 'host/core/**', 'plugins/*/server/**', 'plugins/*/contract/**', 'plugins/*/manifest.ts', 'cli/**'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: 'ImportExpression[source.value=/\\.json$/][options=null]',
        message: "Import a JSON module with its type: import('…json', { with: { type: 'json' } }). Node refuses it without, in the built server.",
      }],
    },
  },
  {
    // Command-line programs and scripts talk to their user on the console.
    files: ['cli/**', 'scripts/**', 'host/server/main.ts', '**/*.cjs', '**/*.mjs'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
);
