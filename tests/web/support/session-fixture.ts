import type { CustomerSession } from '../../../host/core/api-contract';
import { BrowserStorageService } from '../../../host/web/services/browser-storage-service';
import { EndpointClient } from '../../../host/web/services/endpoint-client';
import { LegacyApiClient } from '../../../host/web/services/legacy-api-client';
import type { NavigationService } from '../../../host/web/services/navigation-service';
import { NewApiClient } from '../../../host/web/services/new-api-client';
import { SessionAuthService } from '../../../host/web/services/session-auth-service';
import { UiStore } from '../../../host/web/services/ui-store';
import { fakeFetch, type FakeRoute } from './fake-fetch';

export const SESSION: CustomerSession = {
  login_token: 'token-abc',
  id: 7,
  name: 'Ada',
  surname: 'Lovelace',
  initial: 'AL',
  image: null,
  email: 'ada@example.test',
  company: 'Acme',
  permission: ['gpa'],
  // Accepted: the privacy gate is tested on its own (tests/web/gates) with a session that has not.
  privacyCheckedDate: '2024-01-01T00:00:00.000Z',
  language: 'en',
};

/** The answers of a backend where everything succeeds; tests replace the ones they need to fail. */
export function happyBackend(overrides: Record<string, FakeRoute> = {}): Record<string, FakeRoute> {
  const { login_token: _token, ...user } = SESSION;
  return {
    'GET /api/health/get-db-status': { body: { status: 'ok', database: 'sqlite' } },
    'POST /api/customers/loginCustomer': { body: SESSION },
    'POST /api/customers/loginCustomerWithToken': { body: SESSION },
    'POST /api/customers/checkLoginToken': { body: user },
    'POST /api/customers/logout': { body: { ok: true } },
    'POST /api/permissions/getFrontendPermissions': { body: { routes: [] } },
    'GET /api/companies/getDetail': { body: { id: 1, name: 'Acme', logo: null, activeModules: [] } },
    'POST /v2/auth': { body: { jwt: 'jwt-xyz', account: { legacy_id: 42, email: SESSION.email } } },
    ...overrides,
  };
}

export interface RecordingNavigation extends NavigationService {
  path: string;
  visits: { to: string; replace: boolean }[];
}

export function recordingNavigation(path = '/Login'): RecordingNavigation {
  const navigation: RecordingNavigation = {
    path,
    visits: [],
    navigate(to, options) {
      navigation.visits.push({ to, replace: options?.replace ?? false });
      navigation.path = to.split('?')[0] ?? to;
    },
  };
  return navigation;
}

/** A SessionAuthService over the real clients, a fake backend and a fast authorisation poll. */
export function createSession(routes: Record<string, FakeRoute> = happyBackend(), path = '/Login') {
  const storage = new BrowserStorageService(window.localStorage, window.sessionStorage);
  const fetch = fakeFetch(routes);
  const legacyApi = new LegacyApiClient('/api', 'app-token', storage, fetch);
  const newApi = new NewApiClient('/v2', storage, fetch);
  const ui = new UiStore();
  const navigation = recordingNavigation(path);
  const api = new EndpointClient(legacyApi, newApi);
  const auth = new SessionAuthService({ api, legacyApi, storage, ui, navigation, pollIntervalMs: 5 });
  return { auth, storage, fetch, legacyApi, ui, navigation };
}
