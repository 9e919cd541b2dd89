import { render, type RenderResult } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { Route } from 'wouter';
import { holdsAny, isMenuVisible, isPathAllowed, type PermissionRule } from '../../host/core/permission-matcher';
import type { PluginManifest } from '../../host/core/plugin-manifest';
import { serverMessagesLoaded } from '../../host/web/i18n';
import { ApiError, type ApiClient, type Params } from '../../host/web/services/api-client';
import type { AnalyticsService } from '../../host/web/services/analytics-service';
import type { AuthService } from '../../host/web/services/auth-service';
import { AnalyticsTracker } from '../../host/web/services/analytics-tracker';
import { BrowserStorageService } from '../../host/web/services/browser-storage-service';
import type { ConfigService } from '../../host/web/services/config-service';
import type { HealthService } from '../../host/web/services/health-service';
import { BrowserMapsService, type MapsService } from '../../host/web/maps/maps-service';
import type { NavigationService } from '../../host/web/services/navigation-service';
import type { PermissionsService } from '../../host/web/services/permissions-service';
import { RouterNavigation } from '../../host/web/services/router-navigation';
import { parseRuntimeConfig, RuntimeConfigService } from '../../host/web/services/runtime-config-service';
import { storeUserDetails, withUserDetails, type SessionUser } from '../../host/web/services/session-storage';
import type { StorageService } from '../../host/web/services/storage-service';
import { EndpointClient } from '../../host/web/services/endpoint-client';
import { TOKENS } from '../../host/web/services/tokens';
import type { UiService } from '../../host/web/services/ui-service';
import { UiStore } from '../../host/web/services/ui-store';
import { NavigationBridge } from '../../host/web/routing/navigation-bridge';
import { routePattern } from '../../host/web/routing/plugin-routes';
import { ServicesProvider } from '../../host/web/services-context';
import { PageLoader } from '../../host/web/ui/page-loader';
import { UiHost } from '../../host/web/ui/ui-host';
import { Container } from 'inversify';
import { TestRouter } from './test-router';

/**
 * Renders a plugin's page with fake host services and the app's router, like Backstage's TestApiProvider: a
 * module is tested without the whole host and without a network.
 */

export interface TestServices {
  config: ConfigService;
  storage: StorageService;
  legacyApi: ApiClient;
  newApi: ApiClient;
  auth: AuthService;
  permissions: PermissionsService;
  ui: UiService;
  analytics: AnalyticsService;
  health: HealthService;
  navigation: NavigationService;
  plugins: readonly PluginManifest[];
  maps: MapsService;
}

/** Fake answers keyed by 'GET /path' or 'POST /path'; a function receives the params or body. */
export type FakeApiAnswers = Readonly<Record<string, unknown | ((params: Params | undefined) => unknown)>>;

export interface PluginPageOverrides extends Partial<Omit<TestServices, 'legacyApi' | 'newApi'>> {
  /** A whole client, or only the methods the page calls (the rest answer like `fakeApiClient()`). */
  legacyApi?: Partial<ApiClient>;
  newApi?: Partial<ApiClient>;
  /** The address the page opens at (default '/'). */
  route?: string;
  /** The manifest route the element is mounted at, for pages that read params (default: every path). */
  path?: string;
}

export interface RenderPluginPageResult extends RenderResult {
  services: TestServices;
  injector: Container;
}

export const TEST_USER: SessionUser = {
  id: 1,
  name: 'Ada',
  surname: 'Tester',
  initial: 'AT',
  image: null,
  email: 'ada@example.test',
  company: 'Test Company',
  permission: ['admin'],
  privacyCheckedDate: '2024-01-01T00:00:00.000Z',
  language: 'en',
};

/** An ApiClient answering from `answers`; anything else rejects with a 404 ApiError naming the call. */
export function fakeApiClient(answers: FakeApiAnswers = {}): ApiClient {
  const answer = async (method: string, path: string, params?: Params): Promise<never> => {
    const key = `${method} ${path}`;
    if (!(key in answers)) throw new ApiError(404, `No fake answer for ${key}`);
    const value = answers[key];
    try {
      return (typeof value === 'function' ? await (value as (p?: Params) => unknown)(params) : value) as never;
    } catch (error) {
      // As the HTTP helper does: a coded refusal is handed on once its language's server messages are there.
      if (error instanceof ApiError && error.code !== undefined) await serverMessagesLoaded();
      throw error;
    }
  };
  return {
    get: (path, params) => answer('GET', path, params),
    post: (path, body) => answer('POST', path, body),
    download: (path, params) => answer('GET', path, params),
    // As the legacy client builds it, without credentials: a page's <video src> shows which call it streams.
    href: (path, params) => `/api${path}?${new URLSearchParams(Object.entries(params ?? {}).map(([k, v]) => [k, String(v)]))}`,
  };
}

/**
 * A signed-in user (admin by default) whose session methods do nothing; a change of the user's own details is
 * kept, and written to `storage` when one is given, as the real service does.
 */
export function fakeAuth(user: SessionUser = TEST_USER, storage?: StorageService): AuthService {
  const auth: AuthService = {
    state: 'authorised',
    checking: false,
    user,
    permissions: user.permission,
    login: async () => undefined,
    loginWithToken: async () => undefined,
    restore: async () => undefined,
    logout: async () => undefined,
    start: () => undefined,
    acceptUrlToken: () => false,
    updateUser: (change) => {
      const updated = withUserDetails(auth.user ?? user, change);
      Object.assign(auth, { user: updated });
      if (storage) storeUserDetails(storage, updated);
    },
  };
  return auth;
}

/** Permission checks of the real matcher over `auth`'s permissions and `rules` (none: every path is open). */
export function fakePermissions(auth: AuthService, rules: readonly PermissionRule[] = []): PermissionsService {
  return {
    rules,
    canOpen: (path) => isPathAllowed(path, auth.permissions, rules),
    isMenuVisible: (visibleTo) => isMenuVisible(auth.permissions, visibleTo),
    holdsAny: (allowed) => holdsAny(auth.permissions, allowed),
  };
}

export function createTestServices(overrides: PluginPageOverrides = {}): TestServices {
  const storage = overrides.storage ?? new BrowserStorageService(window.localStorage, window.sessionStorage);
  const auth = overrides.auth ?? fakeAuth(TEST_USER, storage);
  const config = overrides.config ?? new RuntimeConfigService(parseRuntimeConfig({ appToken: 'test-app-token' }));
  return {
    config,
    storage,
    legacyApi: { ...fakeApiClient(), ...overrides.legacyApi },
    newApi: { ...fakeApiClient(), ...overrides.newApi },
    auth,
    permissions: overrides.permissions ?? fakePermissions(auth),
    ui: overrides.ui ?? new UiStore(),
    analytics: overrides.analytics ?? new AnalyticsTracker(() => undefined),
    health: overrides.health ?? { checkDatabase: async () => true },
    navigation: overrides.navigation ?? new RouterNavigation(),
    plugins: overrides.plugins ?? [],
    // No Google key in tests: the real service answers the offline map at once.
    maps: overrides.maps ?? new BrowserMapsService(config),
  };
}

/** A container with every token bound to `services`. */
export function createTestContainer(services: TestServices): Container {
  const container = new Container();
  container.bind(TOKENS.Config).toConstantValue(services.config);
  container.bind(TOKENS.Storage).toConstantValue(services.storage);
  container.bind(TOKENS.LegacyApi).toConstantValue(services.legacyApi);
  container.bind(TOKENS.NewApi).toConstantValue(services.newApi);
  // The real endpoint client over the fakes: tests see the paths and fields a declared call sends.
  container.bind(TOKENS.Api).toConstantValue(new EndpointClient(services.legacyApi, services.newApi));
  container.bind(TOKENS.Auth).toConstantValue(services.auth);
  container.bind(TOKENS.Permissions).toConstantValue(services.permissions);
  container.bind(TOKENS.Ui).toConstantValue(services.ui);
  container.bind(TOKENS.Analytics).toConstantValue(services.analytics);
  container.bind(TOKENS.Health).toConstantValue(services.health);
  container.bind(TOKENS.Navigation).toConstantValue(services.navigation);
  container.bind(TOKENS.Plugins).toConstantValue(services.plugins);
  container.bind(TOKENS.Maps).toConstantValue(services.maps);
  return container;
}

/**
 * Renders `element` (a plugin page) inside the services and the app's router, with the host's toasts and dialogs
 * on screen. Example: `renderPluginPage(<CmrPage />, { legacyApi: { get: jest.fn().mockResolvedValue(x) } })`.
 */
export function renderPluginPage(element: ReactElement, overrides: PluginPageOverrides = {}): RenderPluginPageResult {
  const services = createTestServices(overrides);
  const injector = createTestContainer(services);
  const result = render(
    <ServicesProvider container={injector}>
      <TestRouter path={overrides.route ?? '/'}>
        <NavigationBridge />
        <Suspense fallback={<PageLoader />}>
          <Route path={overrides.path === undefined ? undefined : routePattern(overrides.path)}>{element}</Route>
        </Suspense>
        <UiHost />
      </TestRouter>
    </ServicesProvider>,
  );
  return { ...result, services, injector };
}
