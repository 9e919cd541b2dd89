import type { PluginManifest } from '../../host/core/plugin-manifest';
import { discoverPlugins } from '../../host/web/plugins/discover-plugins';
import { enabledPlugins, validManifests } from '../../host/web/plugins/valid-manifests';
import { RuntimeConfigService, parseRuntimeConfig } from '../../host/web/services/runtime-config-service';
import alpha from '../fixtures/web-plugins/alpha/manifest';
import flaky from '../fixtures/web-plugins/flaky/manifest';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it('keeps valid manifests sorted by id and drops invalid ones with an error', () => {
  const broken = { ...alpha, id: 'Bad Id' } as PluginManifest;
  const manifests = validManifests({
    'plugins/flaky/manifest.ts': { default: flaky },
    'plugins/broken/manifest.ts': { default: broken },
    'plugins/empty/manifest.ts': {},
    'plugins/alpha/manifest.ts': { default: alpha },
    'plugins/copy/manifest.ts': { default: alpha },
  });
  expect(manifests.map((manifest) => manifest.id)).toEqual(['alpha', 'flaky']);
  expect(console.error).toHaveBeenCalledTimes(3);
});

it('drops the plugins that config disables', () => {
  const config = new RuntimeConfigService(parseRuntimeConfig({ disabledPlugins: ['flaky'] }));
  expect(enabledPlugins([alpha, flaky], config)).toEqual([alpha]);
});

it('finds the manifests under plugins/ (jest uses the node twin of the import.meta.glob module)', () => {
  const manifests = discoverPlugins();
  expect(Array.isArray(manifests)).toBe(true);
  for (const manifest of manifests) expect(manifest.routes.length).toBeGreaterThan(0);
  expect(console.error).not.toHaveBeenCalled();
});
