import type { FastifyRequest } from 'fastify';
import { APP_TOKEN_FIELD, LOGIN_TOKEN_FIELD } from '../../core/api-contract';
import type { AnyEndpoint, EndpointAccess } from '../../core/endpoints';
import { serverMessage } from '../../core/server-messages';
import { holdsAny, isRevoked } from '../../core/permission-matcher';
import type { SessionUser } from '../auth/session-user';
import { HttpError } from '../http-error';
import { requireBearer } from '../new-api/bearer-auth';
import type { EndpointHost } from './endpoint-host';

/**
 * Spec part 1 §2, §4: until the privacy policy is accepted the app shows only the privacy gate, so a session may
 * make only the calls the gate needs (declared `beforePrivacyAccepted`); any other answers 403 with the gate's text.
 */
export function requirePrivacyAccepted(user: SessionUser, endpoint: Pick<AnyEndpoint, 'beforePrivacyAccepted'>): void {
  if (!user.privacyCheckedAt && !endpoint.beforePrivacyAccepted) throw new HttpError(403, serverMessage('privacyNotAccepted'));
}

/** The plugin a call belongs to: its calls are refused to a company that has switched the module off. */
export interface CallModule {
  id: string;
  title: string;
}

export function moduleSwitchedOffMessage(module: CallModule): string {
  return serverMessage('moduleSwitchedOff', { module: module.title }).message;
}

/** Refuses a call of a module the user's company has switched off, as the dashboard hides its bubble. */
export async function requireModule(host: Pick<EndpointHost, 'companyModules'>, user: SessionUser, module: CallModule): Promise<void> {
  if (!(await host.companyModules.isOn(user.companyId, module.id))) throw new HttpError(403, serverMessage('moduleSwitchedOff', { module: module.title }));
}

/** Refuses a signed-in user the call's permissions do not admit, as the client's route guard would. */
export function requireAccess(user: SessionUser, access: Exclude<EndpointAccess, 'public'>): void {
  if (access === 'session') return;
  if (!holdsAny(user.permissions, access.allowed) || isRevoked(user.permissions, access.notAllowed)) {
    throw new HttpError(403, serverMessage('noPermission', { permissions: access.allowed.join(', ') }));
  }
}

/**
 * The legacy API's credentials. A missing app token is a client bug (400 naming app_token); a wrong one, 401. A
 * missing login token answers 401 (naming login_token), not 400: it means "not signed in", and the client treats
 * every 401 as loss of authorisation and returns to sign-in, which is right here too.
 */
export async function legacyUser(
  host: Pick<EndpointHost, 'appToken' | 'sessions'>,
  credentials: { appToken: string | undefined; loginToken: string | undefined },
): Promise<SessionUser> {
  if (!credentials.appToken) throw new HttpError(400, serverMessage('missingInput', { field: APP_TOKEN_FIELD }), APP_TOKEN_FIELD);
  if (credentials.appToken !== host.appToken) throw new HttpError(401, serverMessage('unknownAppToken'), APP_TOKEN_FIELD);
  if (!credentials.loginToken) throw new HttpError(401, serverMessage('missingInput', { field: LOGIN_TOKEN_FIELD }), LOGIN_TOKEN_FIELD);
  const user = await host.sessions.find(credentials.loginToken);
  if (!user) throw new HttpError(401, serverMessage('loginTokenExpired'), LOGIN_TOKEN_FIELD);
  return user;
}

/** The newer API's credentials: the Bearer JWT of an open session. */
export function bearerUser(host: Pick<EndpointHost, 'jwt' | 'sessions'>, request: FastifyRequest): Promise<SessionUser> {
  return requireBearer(host, request);
}
