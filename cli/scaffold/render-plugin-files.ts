import type { PluginSpec } from './plugin-spec';
import { manifestTemplate } from './templates/manifest-template';
import { manifestTestTemplate } from './templates/manifest-test-template';
import { pageTemplate } from './templates/page-template';
import { pageTestTemplate } from './templates/page-test-template';
import { serverTemplate } from './templates/server-template';
import { serverTestTemplate } from './templates/server-test-template';
import { storeTemplate } from './templates/store-template';

/**
 * The files of a new plugin, by path relative to its folder. The names are a convention: the host finds
 * manifest.ts, the manifest loads web/<id>-page and server/index, jest picks the suites by suffix.
 */
export function renderPluginFiles(spec: PluginSpec): Record<string, string> {
  const { id } = spec;
  return {
    'manifest.ts': manifestTemplate(spec),
    [`web/${id}-page.tsx`]: pageTemplate(spec),
    [`web/${id}-store.ts`]: storeTemplate(spec),
    'server/index.ts': serverTemplate(spec),
    [`tests/${id}-manifest.test.ts`]: manifestTestTemplate(spec),
    [`tests/${id}-page.test.tsx`]: pageTestTemplate(spec),
    [`tests/${id}.server.test.ts`]: serverTestTemplate(spec),
  };
}
