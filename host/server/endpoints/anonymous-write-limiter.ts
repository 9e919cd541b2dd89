import { clientAddressKey } from '../auth/client-address';
import { SignInRateLimiter, type RateLimit } from '../auth/sign-in-rate-limiter';
import { HttpError } from '../http-error';

export const tooManyRequestsMessage = (seconds: number): string =>
  `Too many requests from your address. Try again in ${seconds} seconds`;

/**
 * Calls of the anonymous writes (declared `limitPerAddress`: sign-up, password reset...) per client address and
 * endpoint. Every call counts, since each may send a mail, add a row or hash a password.
 */
export class AnonymousWriteLimiter {
  private readonly calls: SignInRateLimiter;

  constructor(limit: RateLimit, now: () => number = Date.now) {
    this.calls = new SignInRateLimiter(limit, now);
  }

  /** Counts one call, or refuses it with 429 and Retry-After when the address has made its share. */
  take(endpointId: string, ip: string): void {
    const key = `${endpointId}|${clientAddressKey(ip)}`;
    const wait = this.calls.retryAfterSeconds(key);
    if (wait > 0) throw new HttpError(429, tooManyRequestsMessage(wait), undefined, { 'retry-after': String(wait) });
    this.calls.recordFailure(key);
  }
}
