/** Runtime configuration, read from /config.json at start so ops can repoint a build without rebuilding. */
export interface RuntimeConfig {
  legacyApiUrl: string;
  newApiUrl: string;
  appToken: string;
  googleMapsKey: string;
  disabledPlugins: string[];
  mobileAppUrl: string;
  websiteUrl: string;
}

export interface ConfigService {
  readonly config: RuntimeConfig;
  isPluginEnabled(id: string): boolean;
}
