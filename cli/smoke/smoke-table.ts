import { LEGACY_PATHS, NEW_API_PATHS } from '../../host/core/api-contract';
import { allOf, arrayOf, field, hasFields, type ShapeCheck } from './shape-checks';

export type Backend = 'legacy' | 'new';

/** What the rows pass on to each other: sign-in yields the login token, /auth the JWT. */
export interface SmokeSession {
  readonly username: string;
  readonly password: string;
  loginToken?: string;
  email?: string;
  jwt?: string;
}

export type Credential = 'loginToken' | 'jwt';

export interface SmokeCall {
  backend: Backend;
  method: 'GET' | 'POST';
  path: string;
  expected: number;
  /**
   * What the call needs from earlier rows; without it the row is reported as not run. Legacy rows that need the
   * login token also get the app token, as every non-exempt legacy call does.
   */
  needs: readonly Credential[];
  /** Request fields besides the credentials the runner adds. */
  payload?: (session: Readonly<SmokeSession>) => { form?: Record<string, string>; json?: unknown };
  check: ShapeCheck;
  /** Keeps what later rows need; called only when the answer passed `check`. */
  keep?: (answer: unknown, session: SmokeSession) => void;
}

const MIN_COUNTRIES = 200;

/**
 * The read-only calls of the smoke test, in order. Sign-in and /auth come first because they produce the
 * credentials the others use; everything else only reads, so the smoke test is safe against production.
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
    keep: (answer, session) => {
      const customer = answer as { login_token: string; email: string };
      session.loginToken = customer.login_token;
      session.email = customer.email;
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
];
