import type { FastifyRequest } from 'fastify';
import type { JwtSigner } from '../auth/jwt';
import type { SessionStore } from '../auth/session-store';
import type { SessionUser } from '../auth/session-user';
import { serverMessage } from '../../core/server-messages';
import { HttpError } from '../http-error';

const CHALLENGE = { 'www-authenticate': 'Bearer realm="vigil"' };

export const BEARER_MESSAGES = {
  missing: serverMessage('bearerMissing'),
  invalid: serverMessage('bearerInvalid'),
  ended: serverMessage('sessionEnded'),
} as const;

/**
 * The user of the request's `Authorization: Bearer <jwt>`, read from the database: 401 when the token is
 * missing, tampered or expired, or when the session it was issued for has ended (logout, a password change, the
 * account disabled or deleted). A JWT never outlives its session, however long its own expiry.
 */
export async function requireBearer(context: { jwt: JwtSigner; sessions: SessionStore }, request: FastifyRequest): Promise<SessionUser> {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw new HttpError(401, BEARER_MESSAGES.missing, undefined, CHALLENGE);
  const claims = await context.jwt.verify(match[1]);
  if (!claims) throw new HttpError(401, BEARER_MESSAGES.invalid, undefined, CHALLENGE);
  const user = await context.sessions.findById(claims.sessionId);
  if (!user || user.id !== claims.customerId) throw new HttpError(401, BEARER_MESSAGES.ended, undefined, CHALLENGE);
  return user;
}
