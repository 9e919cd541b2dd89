import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyRequest } from 'fastify';
import { serverMessage, type CodedMessage } from '../../core/server-messages';
import { HttpError } from '../http-error';
import type { SignInLimits } from './sign-in-limits';

/**
 * Runs one sign-in attempt under the sign-in limits: refused with 429 while the account, from this client
 * address, is over them, before the attempt does any work; a failure (the attempt returns null) counts, waits
 * the longer the more this account failed from this address, and answers 401 with `failureMessage`.
 */
export async function limitedSignIn<T>(
  limits: SignInLimits,
  request: FastifyRequest,
  account: string,
  failureMessage: string | CodedMessage,
  attempt: () => Promise<T | null>,
): Promise<T> {
  const scope = request.routeOptions.url ?? '';
  const wait = await limits.retryAfterSeconds(scope, request.ip, account);
  if (wait > 0) throw new HttpError(429, serverMessage('tooManySignIns', { seconds: wait }), undefined, { 'retry-after': String(wait) });
  const result = await attempt();
  if (result === null) {
    const delayMs = await limits.recordFailure(scope, request.ip, account);
    if (delayMs > 0) await sleep(delayMs);
    throw new HttpError(401, failureMessage);
  }
  await limits.recordSuccess(scope, request.ip, account);
  return result;
}
