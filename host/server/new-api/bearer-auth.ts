import type { FastifyRequest } from 'fastify';
import type { JwtClaims, JwtSigner } from '../auth/jwt';
import { HttpError } from '../http-error';

const CHALLENGE = { 'www-authenticate': 'Bearer realm="vigil"' };

/** The claims of the request's `Authorization: Bearer <jwt>`; 401 when it is missing, tampered or expired. */
export async function requireBearer(jwt: JwtSigner, request: FastifyRequest): Promise<JwtClaims> {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw new HttpError(401, 'Missing bearer token', undefined, CHALLENGE);
  const claims = await jwt.verify(match[1]);
  if (!claims) throw new HttpError(401, 'Invalid or expired bearer token', undefined, CHALLENGE);
  return claims;
}
