import { LEGACY_PATHS, NEW_API_PATHS } from '../../host/core/api-contract';
import { MODULE_CALLS } from './module-calls';
import { allOf, arrayOf, field, hasFields } from './shape-checks';
import type { SmokeCall } from './smoke-call';

const MIN_COUNTRIES = 200;

/**
 * The read-only calls of the smoke test, in order. Sign-in and /auth come first because they produce the
 * credentials the others use; everything else only reads, so the smoke test is safe against production. Never
 * add a call that writes (print requests, views, adding, editing or deleting anything).
 */
export const SMOKE_TABLE: readonly SmokeCall[] = [
  {
    backend: 'legacy',
    method: 'POST',
    path: LEGACY_PATHS.login,
    expected: 200,
    needs: [],
    payload: (session) => ({ form: { username: session.username, password: session.password } }),
    check: hasFields({ login_token: 'string', email: 'string', permission: 'string[]' }),
    produces: ['loginToken', 'permissions'],
    keep: (answer, session) => {
      const customer = answer as { login_token: string; email: string; permission: string[] };
      session.loginToken = customer.login_token;
      session.email = customer.email;
      session.permissions = customer.permission;
    },
  },
  {
    backend: 'new',
    method: 'POST',
    path: NEW_API_PATHS.auth,
    expected: 200,
    needs: ['loginToken'],
    // The newer API takes the legacy login token as the password (spec part 1 §7).
    payload: (session) => ({ json: { email: session.email ?? '', password: session.loginToken ?? '' } }),
    check: allOf(hasFields({ jwt: 'string', account: 'object' }), field('account', hasFields({ legacy_id: 'number' }))),
    produces: ['jwt'],
    keep: (answer, session) => {
      session.jwt = (answer as { jwt: string }).jwt;
    },
  },
  {
    backend: 'legacy',
    method: 'GET',
    path: LEGACY_PATHS.health,
    expected: 200,
    needs: [],
    check: allOf(hasFields({ status: 'string' }), (answer) => {
      const { status } = answer as { status: string };
      return status === 'ok' ? null : `status should be 'ok', got '${status}'`;
    }),
  },
  {
    backend: 'legacy',
    method: 'POST',
    path: LEGACY_PATHS.checkLoginToken,
    expected: 200,
    needs: ['loginToken'],
    check: hasFields({ permission: 'string[]', email: 'string' }),
  },
  {
    backend: 'legacy',
    method: 'GET',
    path: LEGACY_PATHS.companyDetail,
    expected: 200,
    needs: ['loginToken'],
    check: hasFields({ id: 'number', name: 'string', logo: 'string|null', activeModules: 'string[]' }),
  },
  {
    backend: 'legacy',
    method: 'POST',
    path: LEGACY_PATHS.frontendPermissions,
    expected: 200,
    needs: ['loginToken'],
    check: field('routes', arrayOf(hasFields({ prefix: 'string', allowed: 'string[]' }))),
  },
  {
    backend: 'new',
    method: 'GET',
    path: NEW_API_PATHS.countries,
    expected: 200,
    needs: ['jwt'],
    check: arrayOf(
      hasFields({ id: 'number', name: 'string', zoneId: 'number', iso2: 'string', iso3: 'string' }),
      MIN_COUNTRIES,
    ),
  },
  ...MODULE_CALLS,
];
