import type { PluginManifest } from '../../host/core/plugin-manifest';
import { enabledPlugins } from '../../host/web/plugins/valid-manifests';
import { RuntimeConfigService, parseRuntimeConfig } from '../../host/web/services/runtime-config-service';
import alpha from '../fixtures/web-plugins/alpha/manifest';
import flaky from '../fixtures/web-plugins/flaky/manifest';

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

/** A plugin of the fixtures' shape that uses others' contracts. */
const user = (id: string, uses: string[]): PluginManifest => ({ ...alpha, id, uses });

it('drops a plugin whose uses config disables, and says so in the console', () => {
  const config = new RuntimeConfigService(parseRuntimeConfig({ disabledPlugins: ['flaky'] }));

  expect(enabledPlugins([alpha, flaky, user('reader', ['flaky']), user('digest', ['reader'])], config)).toEqual([alpha]);
  expect(jest.mocked(console.warn).mock.calls).toEqual([
    ["Plugin reader is disabled: it uses plugin 'flaky', which is disabled"],
    ["Plugin digest is disabled: it uses plugin 'reader', which is disabled"],
  ]);
});

it('drops a plugin whose uses is absent', () => {
  const config = new RuntimeConfigService(parseRuntimeConfig({}));

  expect(enabledPlugins([alpha, user('reader', ['gone'])], config)).toEqual([alpha]);
  expect(console.warn).toHaveBeenCalledWith("Plugin reader is disabled: it uses plugin 'gone', which is absent");
});

it('keeps a plugin whose uses are enabled, quietly', () => {
  const config = new RuntimeConfigService(parseRuntimeConfig({}));
  const reader = user('reader', ['alpha']);

  expect(enabledPlugins([alpha, reader], config)).toEqual([alpha, reader]);
  expect(console.warn).not.toHaveBeenCalled();
});
