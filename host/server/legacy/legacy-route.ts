import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { APP_TOKEN_FIELD, LOGIN_TOKEN_FIELD } from '../../core/api-contract';
import { missingInputMessage } from '../../core/messages';
import { holdsAny, isRevoked } from '../../core/permission-matcher';
import type { SessionStore, SessionUser } from '../auth/session-store';
import type { Database } from '../database/schema';
import { HttpError } from '../http-error';
import { readLegacyFields, type LegacyInput } from './legacy-input';

export type LegacyMethod = 'GET' | 'POST';

/** What every legacy endpoint shares: where it is mounted and how it checks credentials. */
export interface LegacyApi {
  app: FastifyInstance;
  /** Path prefix of the legacy API, '/api' by default. */
  base: string;
  appToken: string;
  sessions: SessionStore;
  db: Kysely<Database>;
}

export interface PublicLegacyContext {
  input: LegacyInput;
  db: Kysely<Database>;
  request: FastifyRequest;
}

export interface AuthenticatedLegacyContext extends PublicLegacyContext {
  user: SessionUser;
  loginToken: string;
}

interface LegacyRouteBase {
  method: LegacyMethod | readonly LegacyMethod[];
  /** Path under the legacy base, e.g. '/customers/logout'. */
  path: string;
  /** Raises the server's body limit for this call only (the avatar upload). */
  bodyLimit?: number;
  /** Headers of every successful answer (e.g. Cache-Control of the map areas). */
  headers?: Readonly<Record<string, string>>;
}

/** A call the spec exempts from credentials (sign-in, sign-up, password reset, confirm registration, health). */
export interface PublicLegacyRoute extends LegacyRouteBase {
  exempt: true;
  handler(context: PublicLegacyContext): Promise<unknown>;
}

export interface AuthenticatedLegacyRoute extends LegacyRouteBase {
  exempt?: false;
  /** Any of these grants the call ('all' and '*' as in the client); 'authenticated' (default) needs a session only. */
  permissions?: readonly string[] | 'authenticated';
  /** Holding any of these revokes the call, as a route's not-allowed list does in the client. */
  notAllowed?: readonly string[];
  handler(context: AuthenticatedLegacyContext): Promise<unknown>;
}

export type LegacyRoute = PublicLegacyRoute | AuthenticatedLegacyRoute;

/**
 * Checks the credentials of a non-exempt call. A missing app token is a client bug (400 naming app_token); a
 * wrong one, 401. A missing login token answers 401 (naming login_token), not 400: it means "not signed in", and
 * the client treats every 401 as loss of authorisation and returns to sign-in, which is right here too.
 */
async function authenticate(
  api: LegacyApi,
  route: AuthenticatedLegacyRoute,
  credentials: { appToken: string | undefined; loginToken: string | undefined },
): Promise<SessionUser> {
  if (!credentials.appToken) throw new HttpError(400, missingInputMessage(APP_TOKEN_FIELD), APP_TOKEN_FIELD);
  if (credentials.appToken !== api.appToken) throw new HttpError(401, 'Unknown app token', APP_TOKEN_FIELD);
  if (!credentials.loginToken) throw new HttpError(401, missingInputMessage(LOGIN_TOKEN_FIELD), LOGIN_TOKEN_FIELD);
  const user = await api.sessions.find(credentials.loginToken);
  if (!user) throw new HttpError(401, 'Unknown or expired login token, sign in again', LOGIN_TOKEN_FIELD);
  const permissions = route.permissions ?? 'authenticated';
  const granted = permissions === 'authenticated' || holdsAny(user.permissions, permissions);
  if (!granted || isRevoked(user.permissions, route.notAllowed)) {
    const needed = permissions === 'authenticated' ? '' : ` (it needs one of: ${permissions.join(', ')})`;
    throw new HttpError(403, `You don't have the permissions for this call${needed}`);
  }
  return user;
}

/** Mounts one legacy endpoint: fields from query and form body, credentials and permissions checked first. */
export function registerLegacyRoute(api: LegacyApi, route: LegacyRoute): void {
  api.app.route({
    method: typeof route.method === 'string' ? route.method : [...route.method],
    url: `${api.base}${route.path}`,
    ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const fields = readLegacyFields(request.query, request.body);
      const context = { input: fields.input, db: api.db, request };
      let result: unknown;
      if (route.exempt) {
        result = await route.handler(context);
      } else {
        const user = await authenticate(api, route, fields);
        result = await route.handler({ ...context, user, loginToken: fields.loginToken ?? '' });
      }
      if (route.headers) void reply.headers(route.headers);
      return reply.send(result ?? {});
    },
  });
}
