import { LEGACY_PATHS, NEW_API_PATHS } from '../../host/core/api-contract';
import { Schema } from '../../host/core/endpoints';
import { schemaCheck } from './answer-check';
import type { SmokeCall } from './smoke-call';

/** What the runner reads from sign-in; the declaration describes the rest of the answer. */
const SignedIn = Schema.Object({ login_token: Schema.String(), email: Schema.String(), permission: Schema.Array(Schema.String()) });
const Authorised = Schema.Object({ jwt: Schema.String(), account: Schema.Object({ legacy_id: Schema.Integer() }) });

/**
 * The runner's own first steps: sign-in and /auth produce the credentials every other row uses (the login token,
 * the email and the permissions, then the JWT), so they are not smoke rows of a declaration but come first,
 * whatever the contracts hold.
 */
export const FOUNDATION_CALLS: readonly SmokeCall[] = [
  {
    foundation: 'signIn',
    backend: 'legacy',
    method: 'POST',
    path: LEGACY_PATHS.login,
    expected: 200,
    needs: [],
    payload: (session) => ({ username: session.username, password: session.password }),
    check: schemaCheck(SignedIn),
    produces: ['loginToken', 'email', 'permissions'],
    keep: (answer, session) => {
      const customer = answer as { login_token: string; email: string; permission: string[] };
      session.values.loginToken = customer.login_token;
      session.values.email = customer.email;
      session.permissions = customer.permission;
      return null;
    },
  },
  {
    foundation: 'authorise',
    backend: 'new',
    method: 'POST',
    path: NEW_API_PATHS.auth,
    expected: 200,
    needs: ['loginToken'],
    // The newer API takes the legacy login token as the password (spec part 1 §7).
    payload: (session) => ({ email: session.values.email ?? '', password: session.values.loginToken ?? '' }),
    check: schemaCheck(Authorised),
    produces: ['jwt'],
    keep: (answer, session) => {
      session.values.jwt = (answer as { jwt: string }).jwt;
      return null;
    },
  },
];
