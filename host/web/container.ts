import { Container } from 'inversify';
import { AnalyticsTracker } from './services/analytics-tracker';
import { BrowserStorageService } from './services/browser-storage-service';
import type { RuntimeConfig } from './services/config-service';
import type { FetchFunction } from './services/http-request';
import { HttpHealthService } from './services/http-health-service';
import { EndpointClient } from './services/endpoint-client';
import { LegacyApiClient } from './services/legacy-api-client';
import { NewApiClient } from './services/new-api-client';
import { RouterNavigation } from './services/router-navigation';
import { RuntimeConfigService } from './services/runtime-config-service';
import { TOKENS } from './services/tokens';

/** What the services take from the browser; tests pass fakes. */
export interface BrowserEnvironment {
  fetch: FetchFunction;
  localStorage: Storage;
  sessionStorage: Storage;
  initialPath: string;
}

export function browserEnvironment(): BrowserEnvironment {
  return {
    fetch: (url, init) => window.fetch(url, init),
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
    initialPath: window.location.pathname,
  };
}

/**
 * The container with the services every page needs from the first paint. The session services (Auth,
 * Permissions, Ui, Plugins) are bound by session/session-module.ts, loaded on demand so that /Login does not
 * download MobX and the plugin manifests before the user signs in.
 */
export function createContainer(config: RuntimeConfig, environment: BrowserEnvironment): Container {
  // jitless: for class bindings inversify would otherwise build its resolvers with `new Function`, which the
  // pages' Content Security Policy refuses (no 'unsafe-eval').
  const container = new Container({ defaultScope: 'Singleton', jitless: true });
  container.bind(TOKENS.Config).toConstantValue(new RuntimeConfigService(config));
  container
    .bind(TOKENS.Storage)
    .toDynamicValue(() => new BrowserStorageService(environment.localStorage, environment.sessionStorage));
  container
    .bind(TOKENS.LegacyApi)
    .toDynamicValue(
      (context) =>
        new LegacyApiClient(config.legacyApiUrl, config.appToken, context.get(TOKENS.Storage), environment.fetch),
    );
  container
    .bind(TOKENS.NewApi)
    .toDynamicValue((context) => new NewApiClient(config.newApiUrl, context.get(TOKENS.Storage), environment.fetch));
  container
    .bind(TOKENS.Api)
    .toDynamicValue((context) => new EndpointClient(context.get(TOKENS.LegacyApi), context.get(TOKENS.NewApi)));
  container.bind(TOKENS.Health).toDynamicValue((context) => new HttpHealthService(context.get(TOKENS.Api)));
  container.bind(TOKENS.Analytics).toDynamicValue(() => new AnalyticsTracker());
  container.bind(TOKENS.Navigation).toConstantValue(new RouterNavigation(environment.initialPath));
  return container;
}
