import { handlerFile, migrationName, seedFile } from './generated-names';
import type { PluginSpec } from './plugin-spec';
import { browserTestTemplate } from './templates/browser-test-template';
import { contractTemplate } from './templates/contract-template';
import { contractTestTemplate } from './templates/contract-test-template';
import { handlerTemplate } from './templates/handler-template';
import { englishTemplate, i18nTemplate, italianTemplate, manifestItalianTemplate } from './templates/i18n-template';
import { manifestTemplate } from './templates/manifest-template';
import { manifestTestTemplate } from './templates/manifest-test-template';
import { migrationTemplate } from './templates/migration-template';
import { migrationTestTemplate } from './templates/migration-test-template';
import { pageTemplate } from './templates/page-template';
import { pageTestTemplate } from './templates/page-test-template';
import { permissionsTemplate } from './templates/permissions-template';
import { seedTemplate } from './templates/seed-template';
import { serverTemplate } from './templates/server-template';
import { serverTestTemplate } from './templates/server-test-template';
import { tablesTemplate } from './templates/tables-template';

/**
 * The files of a new plugin, by path relative to its folder: the shape every module has (docs/architecture.md).
 * The names are a convention: the host finds manifest.ts and contract/index.ts, the manifest loads web/<id>-page
 * and server/index, jest picks the suites by suffix.
 */
export function renderPluginFiles(spec: PluginSpec): Record<string, string> {
  const { id } = spec;
  const migration = migrationName(spec);
  return {
    'manifest.ts': manifestTemplate(spec),
    'contract/index.ts': contractTemplate(spec),
    'contract/permissions.ts': permissionsTemplate(spec),
    [`web/${id}-page.tsx`]: pageTemplate(spec),
    [`web/${id}-i18n.ts`]: i18nTemplate(spec),
    'web/i18n/en.ts': englishTemplate(spec),
    'web/i18n/it.ts': italianTemplate(spec),
    'web/i18n/manifest-it.ts': manifestItalianTemplate(spec),
    'server/index.ts': serverTemplate(spec),
    'server/tables.ts': tablesTemplate(spec),
    [`server/${handlerFile(spec)}.ts`]: handlerTemplate(spec),
    [`server/migrations/${migration}.ts`]: migrationTemplate(spec),
    [`server/${seedFile(spec)}.ts`]: seedTemplate(spec),
    [`tests/${id}-manifest.test.ts`]: manifestTestTemplate(spec),
    [`tests/${id}-contract.test.ts`]: contractTestTemplate(spec),
    [`tests/${id}-page.test.tsx`]: pageTestTemplate(spec),
    [`tests/${id}.server.test.ts`]: serverTestTemplate(spec),
    [`tests/${migration}.server.test.ts`]: migrationTestTemplate(spec),
    [`tests/${id}.browser.test.ts`]: browserTestTemplate(spec),
  };
}
