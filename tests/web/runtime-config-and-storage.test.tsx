import { BrowserStorageService } from '../../host/web/services/browser-storage-service';
import {
  DEFAULT_RUNTIME_CONFIG,
  loadRuntimeConfig,
  RuntimeConfigService,
} from '../../host/web/services/runtime-config-service';
import { fakeFetch } from './support/fake-fetch';

it('reads /config.json at run time and keeps defaults for missing or mistyped keys', async () => {
  const fetch = fakeFetch({
    'GET /config.json': {
      body: { legacyApiUrl: 'https://legacy.example/api', appToken: 'abc', googleMapsKey: 42, disabledPlugins: ['gps', 3] },
    },
  });
  const config = await loadRuntimeConfig(fetch);
  expect(config).toEqual({
    ...DEFAULT_RUNTIME_CONFIG,
    legacyApiUrl: 'https://legacy.example/api',
    appToken: 'abc',
    disabledPlugins: ['gps'],
  });
  const service = new RuntimeConfigService(config);
  expect(service.isPluginEnabled('gps')).toBe(false);
  expect(service.isPluginEnabled('gpa')).toBe(true);
});

it('falls back to the defaults when /config.json cannot be read', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await expect(loadRuntimeConfig(fakeFetch({}))).resolves.toEqual(DEFAULT_RUNTIME_CONFIG);
  jest.restoreAllMocks();
});

it('keeps a session-storage cache until it expires', () => {
  let now = 1_000;
  const storage = new BrowserStorageService(window.localStorage, window.sessionStorage, () => now);
  storage.setCached('NEWS_CACHE', [{ id: 1 }], 500);
  expect(storage.getCached('NEWS_CACHE')).toEqual([{ id: 1 }]);
  now = 1_500;
  expect(storage.getCached('NEWS_CACHE')).toBeNull();
  expect(window.sessionStorage.getItem('NEWS_CACHE')).toBeNull();
});
