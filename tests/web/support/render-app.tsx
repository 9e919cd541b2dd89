import { render, screen } from '@testing-library/react';
import routeTable from '../../../config/route-permissions.json';
import { effectiveRules } from '../../../host/core/manifest-rules';
import type { PermissionRule } from '../../../host/core/permission-matcher';
import type { PluginManifest } from '../../../host/core/plugin-manifest';
import { STORAGE_KEYS } from '../../../host/core/storage-keys';
import { createContainer } from '../../../host/web/container';
import { AppRoutes } from '../../../host/web/routing/app-routes';
import { ServicesProvider } from '../../../host/web/services-context';
import type { AnalyticsTracker } from '../../../host/web/services/analytics-tracker';
import { parseRuntimeConfig } from '../../../host/web/services/runtime-config-service';
import { SessionAuthService } from '../../../host/web/services/session-auth-service';
import { TOKENS } from '../../../host/web/services/tokens';
import type { UiStore } from '../../../host/web/services/ui-store';
import alpha from '../../fixtures/web-plugins/alpha/manifest';
import flaky from '../../fixtures/web-plugins/flaky/manifest';
import { fakeFetch, type FakeRoute } from './fake-fetch';
import { happyBackend, SESSION } from './session-fixture';
import { LocationProbe, TestRouter } from '../../support/test-router';

export const FIXTURE_PLUGINS: readonly PluginManifest[] = [alpha, flaky];

export interface RenderAppOptions {
  /** Answers that replace the happy backend's. */
  routes?: Record<string, FakeRoute>;
  plugins?: readonly PluginManifest[];
  /** Signs the user in before start: a stored login token and JWT, and this permission list on the server. */
  signedInAs?: string[];
  /** The user's permissions as the server answers them (default: `signedInAs`, else SESSION's). */
  permissions?: string[];
}

/**
 * The real AppRoutes over the real container and session services, against a fake backend (fake fetch), with
 * the fixture plugins and a fast authorisation poll.
 */
export function renderApp(path: string, options: RenderAppOptions = {}) {
  const plugins = options.plugins ?? FIXTURE_PLUGINS;
  const { login_token: _token, ...user } = SESSION;
  const permission = options.permissions ?? options.signedInAs ?? SESSION.permission;
  const rules: PermissionRule[] = effectiveRules(routeTable.routes as PermissionRule[], plugins);
  const fetch = fakeFetch(
    happyBackend({
      'POST /api/customers/checkLoginToken': { body: { ...user, permission } },
      'POST /api/customers/loginCustomer': { body: { ...SESSION, permission } },
      'POST /api/permissions/getFrontendPermissions': { body: { routes: rules } },
      'GET /api/companies/getDetail': { body: { id: 1, name: 'Acme', logo: null, activeModules: ['alpha', 'flaky'] } },
      ...options.routes,
    }),
  );
  if (options.signedInAs) {
    window.localStorage.setItem(STORAGE_KEYS.loginToken, SESSION.login_token);
    window.localStorage.setItem(STORAGE_KEYS.jwt, 'stored-jwt');
  }
  const container = createContainer(parseRuntimeConfig({ appToken: 'app-token' }), {
    fetch,
    localStorage: window.localStorage,
    sessionStorage: window.sessionStorage,
    initialPath: path,
  });
  container.bind(TOKENS.Plugins).toConstantValue(plugins);
  container.bind(TOKENS.Auth).toDynamicValue(
    (context) =>
      new SessionAuthService({
        api: context.get(TOKENS.Api),
        legacyApi: context.get(TOKENS.LegacyApi),
        storage: context.get(TOKENS.Storage),
        ui: context.get(TOKENS.Ui),
        navigation: context.get(TOKENS.Navigation),
        pollIntervalMs: 5,
      }),
  );
  const result = render(
    <ServicesProvider container={container}>
      <TestRouter path={path}>
        <AppRoutes />
        <LocationProbe />
      </TestRouter>
    </ServicesProvider>,
  );
  return {
    ...result,
    fetch,
    injector: container,
    analytics: container.get(TOKENS.Analytics) as AnalyticsTracker,
    ui: (): UiStore => container.get(TOKENS.Ui) as UiStore,
    location: (): string | null => screen.getByTestId('location').textContent,
  };
}
