import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Linter, RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { boundariesRule } from '../../scripts/eslint/boundaries-rule.mjs';

/**
 * The boundaries rule (eslint.config.mjs: 'vigil/boundaries') over a repository of its own: nat's manifest lists
 * gpa in `uses`, gpa's lists nothing. Every rule of the house has a case that must fail.
 */
const root = mkdtempSync(path.join(tmpdir(), 'vigil-boundaries-'));
function writeManifest(id: string, text: string): void {
  mkdirSync(path.join(root, 'plugins', id), { recursive: true });
  writeFileSync(path.join(root, 'plugins', id, 'manifest.ts'), text);
}
writeManifest('gpa', "export default defineManifest({ id: 'gpa', routes: [], menu: [] });\n");
writeManifest('nat', "export default defineManifest({\n  id: 'nat',\n  uses: ['gpa'],\n  routes: [],\n});\n");
afterAll(() => rmSync(root, { recursive: true, force: true }));

const at = (file: string): string => path.join(root, file);
const rule = boundariesRule(root);

const HOST_DOORS =
  "plugins reach the host only through '@vigil/core', '@vigil/web-sdk' and '@vigil/server-sdk', never by a path into host/";
const CONTRACT_ONLY = "a contract imports only '@vigil/core', its own contract files and the contracts of the plugins it uses";

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
});

tester.run('vigil/boundaries', rule, {
  valid: [
    // A plugin's parts through their doors, their own files and the libraries.
    { filename: at('plugins/gpa/web/gpa-page.tsx'), code: "import { Schema } from '@vigil/core';\nimport { useService } from '@vigil/web-sdk';\nimport { getZones } from '../contract';\nimport { GpaStore } from './gpa-store';\nimport { useState } from 'react';" },
    { filename: at('plugins/gpa/server/index.ts'), code: "import { bind } from '@vigil/server-sdk';\nimport type { Kysely } from 'kysely';\nimport { getZones } from '../contract';\nimport { zones } from './zones';" },
    { filename: at('plugins/gpa/contract/index.ts'), code: "import { defineEndpoint } from '@vigil/core';\nexport * from './answers';" },
    { filename: at('plugins/gpa/manifest.ts'), code: "import { defineManifest } from '@vigil/core';\nconst page = () => import('./web/gpa-page');\nconst server = () => import('./server/index');" },
    // Tests may use both SDKs, their plugin's every part and the repository's test support.
    {
      filename: at('plugins/gpa/tests/gpa-page.test.tsx'),
      code: "import { ApiError } from '@vigil/web-sdk';\nimport { bind } from '@vigil/server-sdk';\nimport { renderPluginPage } from '../../../tests/support/render-plugin';\nimport page from '../web/gpa-page';\nimport part from '../server/index';",
    },
    // Another plugin's contract, when the manifest lists it in uses: from the contract, web, server and tests.
    { filename: at('plugins/nat/contract/index.ts'), code: "import { NAT_LEVELS } from '../../gpa/contract/permissions';" },
    { filename: at('plugins/nat/web/nat-page.tsx'), code: "import { getCountriesAvailable } from '../../gpa/contract';" },
    { filename: at('plugins/nat/server/index.ts'), code: "export { getContinents } from '../../gpa/contract';" },
    // The host: core from anywhere in it, its own side, and plugins only by discovery (no string to resolve).
    { filename: at('host/server/create-server.ts'), code: "import { validateManifest } from '../core/plugin-manifest';\nimport { defineEndpoint } from '@vigil/core';\nimport { bind } from '@vigil/server-sdk';" },
    { filename: at('host/web/app.tsx'), code: "import { routePrefix } from '../core/plugin-manifest';\nimport { useService } from '@vigil/web-sdk';\nimport { useState } from 'react';" },
    { filename: at('host/server/plugin-host/discover-plugins.ts'), code: 'export const load = (id: string) => import(`../../../plugins/${id}/manifest.ts`);' },
    { filename: at('host/core/endpoints/endpoint.ts'), code: "import type { TObject } from '@sinclair/typebox';\nimport { Line } from './fields';" },
    // Repository tests and the CLI are not plugins.
    { filename: at('tests/server/plugin-endpoints.server.test.ts'), code: "import vault from '../fixtures/plugins/vault/manifest';\nimport part from '../../plugins/gpa/server/index';" },
    { filename: at('cli/smoke/smoke-table.ts'), code: "import type { AnyEndpoint } from '../../host/core/endpoints';" },
  ],
  invalid: [
    // A plugin reaches the host only through its doors.
    { filename: at('plugins/gpa/web/gpa-page.tsx'), code: "import { PageHeading } from '../../../host/web/ui/page-heading';", errors: [{ message: HOST_DOORS }] },
    { filename: at('plugins/gpa/server/index.ts'), code: "import { HttpError } from '../../../host/server/http-error';", errors: [{ message: HOST_DOORS }] },
    { filename: at('plugins/gpa/contract/index.ts'), code: "export * from '../../../host/core/endpoints';", errors: [{ message: HOST_DOORS }] },
    { filename: at('plugins/gpa/tests/gpa.server.test.ts'), code: "import { validateManifest } from '../../../host/core/plugin-manifest';", errors: [{ message: HOST_DOORS }] },
    // '@vigil/web-sdk' in web/ and tests/ only, '@vigil/server-sdk' in server/ and tests/ only.
    { filename: at('plugins/gpa/server/index.ts'), code: "import { useService } from '@vigil/web-sdk';", errors: [{ message: "server code must not import '@vigil/web-sdk': it is for a plugin's web/ and tests/ only" }] },
    { filename: at('plugins/gpa/web/gpa-store.ts'), code: "import { HttpError } from '@vigil/server-sdk';", errors: [{ message: "web code must not import '@vigil/server-sdk': it is for a plugin's server/ and tests/ only" }] },
    { filename: at('plugins/gpa/manifest.ts'), code: "import { TOKENS } from '@vigil/web-sdk';", errors: [{ message: "a plugin's manifest must not import '@vigil/web-sdk': it is for a plugin's web/ and tests/ only" }] },
    // Another plugin: its contract only, never its web, server or tests.
    { filename: at('plugins/nat/web/nat-page.tsx'), code: "import GpaPage from '../../gpa/web/gpa-page';", errors: [{ message: "plugin 'nat' may import only the contract/ of plugin 'gpa', not its web" }] },
    { filename: at('plugins/nat/server/index.ts'), code: "import { zones } from '../../gpa/server/zones';", errors: [{ message: "plugin 'nat' may import only the contract/ of plugin 'gpa', not its server" }] },
    { filename: at('plugins/nat/tests/nat-page.test.tsx'), code: "import { fixtures } from '../../gpa/tests/gpa-fixtures';", errors: [{ message: "plugin 'nat' may import only the contract/ of plugin 'gpa', not its tests" }] },
    { filename: at('plugins/nat/web/nat-page.tsx'), code: "const page = () => import('../../gpa/web/gpa-page');", errors: [{ message: "plugin 'nat' may import only the contract/ of plugin 'gpa', not its web" }] },
    // ... and only when its manifest lists that plugin in uses (gpa's lists nothing; a plugin never listed, neither).
    { filename: at('plugins/gpa/web/gpa-page.tsx'), code: "import { NAT_PERMISSIONS } from '../../nat/contract';", errors: [{ message: "plugin 'gpa' imports the contract of 'nat': list 'nat' in the uses of its manifest" }] },
    { filename: at('plugins/gpa/contract/index.ts'), code: "export { NAT_PERMISSIONS } from '../../nat/contract/permissions';", errors: [{ message: "plugin 'gpa' imports the contract of 'nat': list 'nat' in the uses of its manifest" }] },
    { filename: at('plugins/nat/server/index.ts'), code: "import { getQuizList } from '../../quiz/contract';", errors: [{ message: "plugin 'nat' imports the contract of 'quiz': list 'quiz' in the uses of its manifest" }] },
    // A contract: '@vigil/core', its own files and used contracts; no React, no SDKs, none of its plugin's other parts.
    { filename: at('plugins/gpa/contract/index.ts'), code: "import { useState } from 'react';", errors: [{ message: "a contract imports only '@vigil/core' and contracts, not 'react' (no React, no SDKs): web, server and CLI share it" }] },
    { filename: at('plugins/gpa/contract/index.ts'), code: "import { Type } from '@sinclair/typebox';", errors: [{ message: "a contract imports only '@vigil/core' and contracts, not '@sinclair/typebox' (no React, no SDKs): web, server and CLI share it" }] },
    { filename: at('plugins/gpa/contract/answers.ts'), code: "import { TOKENS } from '@vigil/web-sdk';", errors: [{ message: "a contract imports only '@vigil/core' and contracts, not '@vigil/web-sdk' (no React, no SDKs): web, server and CLI share it" }] },
    { filename: at('plugins/gpa/contract/answers.ts'), code: "import type { Database } from '@vigil/server-sdk';", errors: [{ message: "a contract imports only '@vigil/core' and contracts, not '@vigil/server-sdk' (no React, no SDKs): web, server and CLI share it" }] },
    { filename: at('plugins/gpa/contract/index.ts'), code: "import { GPA_NS } from '../web/gpa-i18n';", errors: [{ message: CONTRACT_ONLY }] },
    { filename: at('plugins/gpa/contract/index.ts'), code: "import type { GpaTables } from '../server/tables';", errors: [{ message: CONTRACT_ONLY }] },
    // Web code never imports server code, and back, within a plugin too.
    { filename: at('plugins/gpa/web/gpa-store.ts'), code: "import { zones } from '../server/zones';", errors: [{ message: 'web code must not import server code' }] },
    { filename: at('plugins/gpa/server/zones.ts'), code: "import { GpaStore } from '../web/gpa-store';", errors: [{ message: 'server code must not import web code' }] },
    // Only a plugin's tests import the repository's tests.
    { filename: at('plugins/gpa/web/gpa-page.tsx'), code: "import { renderPluginPage } from '../../../tests/support/render-plugin';", errors: [{ message: "only a plugin's tests/ may import the repository's tests/" }] },
    // The host never imports a plugin.
    { filename: at('host/server/create-server.ts'), code: "import gpa from '../../plugins/gpa/server/index';", errors: [{ message: 'the host finds plugins by convention and never imports one' }] },
    { filename: at('host/web/app.tsx'), code: "import { getZones } from '../../plugins/gpa/contract';", errors: [{ message: 'the host finds plugins by convention and never imports one' }] },
    { filename: at('host/core/contract/index.ts'), code: "import { endpoints } from '../../../plugins/gpa/contract';", errors: [{ message: 'the host finds plugins by convention and never imports one' }] },
    // host/core: nothing from host/web, host/server or React.
    { filename: at('host/core/error-message.ts'), code: "import { ApiError } from '../web/services/api-client';", errors: [{ message: 'host/core must not import host/web' }] },
    { filename: at('host/core/endpoints/endpoint.ts'), code: "import { HttpError } from '../../server/http-error';", errors: [{ message: 'host/core must not import host/server' }] },
    { filename: at('host/core/error-message.ts'), code: "import { TOKENS } from '@vigil/web-sdk';", errors: [{ message: 'host/core must not import host/web' }] },
    { filename: at('host/core/error-message.ts'), code: "import type { Database } from '@vigil/server-sdk';", errors: [{ message: 'host/core must not import host/server' }] },
    { filename: at('host/core/format-date.ts'), code: "import { useMemo } from 'react';", errors: [{ message: 'host/core must not import React' }] },
    { filename: at('host/core/format-date.ts'), code: "import { createRoot } from 'react-dom/client';", errors: [{ message: 'host/core must not import React' }] },
    // host/web and host/server never import each other; the SDKs stay on their side.
    { filename: at('host/web/app.tsx'), code: "import { HttpError } from '../server/http-error';", errors: [{ message: 'web code must not import server code' }] },
    { filename: at('host/server/web/web-routes.ts'), code: "import { TOKENS } from '../../web/services/tokens';", errors: [{ message: 'server code must not import web code' }] },
    { filename: at('host/web/app.tsx'), code: "import { bind } from '@vigil/server-sdk';", errors: [{ message: "web code must not import '@vigil/server-sdk'" }] },
    { filename: at('host/server/create-server.ts'), code: "import { useService } from '@vigil/web-sdk';", errors: [{ message: "server code must not import '@vigil/web-sdk'" }] },
  ],
});

describe("the manifests' uses", () => {
  it('are read again when a manifest changes, optional uses too', () => {
    const linter = new Linter({ configType: 'flat', cwd: root });
    const config = [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { vigil: { rules: { boundaries: boundariesRule(root) } } },
        rules: { 'vigil/boundaries': 'error' as const },
      },
    ];
    const lint = (): string[] =>
      linter
        .verify("import { getQuizList } from '../../quiz/contract';", config, { filename: at('plugins/gpa/server/index.ts') })
        .map((message) => message.message);

    expect(lint()).toEqual(["plugin 'gpa' imports the contract of 'quiz': list 'quiz' in the uses of its manifest"]);
    writeManifest('gpa', "export default defineManifest({ id: 'gpa', uses: ['nat'], optionalUses: ['quiz'], routes: [] });\n");
    // A later modification time, as an edit an instant after the first read has.
    const later = new Date(Date.now() + 5_000);
    utimesSync(at('plugins/gpa/manifest.ts'), later, later);
    expect(lint()).toEqual([]);
  });
});
