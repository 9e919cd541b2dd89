import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';
import type { SignInRateLimiter } from './sign-in-rate-limiter';

/**
 * Runs one sign-in attempt under the rate limit: refused with 429 while the client and account are over it;
 * a failure (the attempt returns null) counts and answers 401 with `failureMessage`.
 */
export async function limitedSignIn<T>(
  limiter: SignInRateLimiter,
  request: FastifyRequest,
  account: string,
  failureMessage: string,
  attempt: () => Promise<T | null>,
): Promise<T> {
  const key = `${request.routeOptions.url ?? ''}|${request.ip}|${account.toLowerCase()}`;
  const wait = limiter.retryAfterSeconds(key);
  if (wait > 0) throw new HttpError(429, `Too many sign-in attempts. Try again in ${wait} seconds`, undefined, {
      'retry-after': String(wait),
    });
  const result = await attempt();
  if (result === null) {
    limiter.recordFailure(key);
    throw new HttpError(401, failureMessage);
  }
  return result;
}
