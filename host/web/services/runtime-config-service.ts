import type { ConfigService, RuntimeConfig } from './config-service';
import type { FetchFunction } from './http-request';

export const RUNTIME_CONFIG_URL = '/config.json';

/** What the host assumes when /config.json leaves a key out (same origin as the reference server). */
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  legacyApiUrl: '/api',
  newApiUrl: '/v2',
  appToken: '',
  googleMapsKey: '',
  disabledPlugins: [],
  mobileAppUrl: '',
  websiteUrl: '',
};

export class RuntimeConfigService implements ConfigService {
  private readonly disabled: ReadonlySet<string>;

  constructor(readonly config: RuntimeConfig) {
    this.disabled = new Set(config.disabledPlugins);
  }

  isPluginEnabled(id: string): boolean {
    return !this.disabled.has(id);
  }
}

/** Keeps only the known keys whose type matches the default, so a typo in ops' file cannot break the app. */
export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const source = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const config: RuntimeConfig = { ...DEFAULT_RUNTIME_CONFIG, disabledPlugins: [] };
  for (const key of Object.keys(DEFAULT_RUNTIME_CONFIG) as (keyof RuntimeConfig)[]) {
    const value = source[key];
    if (key === 'disabledPlugins') {
      if (Array.isArray(value)) config.disabledPlugins = value.filter((id): id is string => typeof id === 'string');
    } else if (typeof value === 'string') {
      config[key] = value;
    }
  }
  return config;
}

/**
 * Reads /config.json at start. When it cannot be read the defaults apply, so the sign-in page still renders
 * and the API calls explain the failure.
 */
export async function loadRuntimeConfig(fetchFunction: FetchFunction, url = RUNTIME_CONFIG_URL): Promise<RuntimeConfig> {
  try {
    const response = await fetchFunction(url, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return parseRuntimeConfig(await response.json());
  } catch (error) {
    console.error(`Could not read ${url}; using defaults`, error);
    return parseRuntimeConfig({});
  }
}
