import { clientAddressKey } from './client-address';
import { DEFAULT_MAX_KEYS, keptKey, SignInRateLimiter, type RateLimit } from './sign-in-rate-limiter';
import { TtlCache } from './ttl-cache';

/** The three limits on failed sign-ins (docs/decisions.md, "Security: sign-in floods and password hashing"). */
export interface SignInLimitsConfig {
  /** Failures on one account from one client address: what stops a guesser at one account. */
  perAccountAndAddress: RateLimit;
  /** Failures from one client address across every account: what stops one client trying many accounts. */
  perAddress: RateLimit;
  /** Failures on one account from every address together: the ceiling for guessers with many addresses. */
  perAccount: RateLimit;
}

/** How long a successful sign-in keeps its account and address known, exempt from the two wider limits. */
export const KNOWN_PAIR_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Failures on one account from one address answered at once; each later one waits twice as long, up to the cap. */
export const FREE_FAILURES = 3;
export const FIRST_DELAY_MS = 250;
export const LONGEST_DELAY_MS = 2_000;

/**
 * Counts failed sign-ins per account and address, per address and per account. An account and address that signed
 * in successfully lately are known: only their own per-account-and-address limit applies to them, so neither a
 * flood of failures on the account from elsewhere nor other accounts' failures from a shared address lock the
 * owner out of their account from where they usually sign in. `scope` keeps separate counts per call (sign-in,
 * the newer API's /auth, the password reset).
 */
export class SignInLimits {
  private readonly pairs: SignInRateLimiter;
  private readonly addresses: SignInRateLimiter;
  private readonly accounts: SignInRateLimiter;
  private readonly known: TtlCache<string, true>;

  constructor(config: SignInLimitsConfig, now: () => number = Date.now, maxKeys = DEFAULT_MAX_KEYS) {
    this.pairs = new SignInRateLimiter(config.perAccountAndAddress, now, maxKeys);
    this.addresses = new SignInRateLimiter(config.perAddress, now, maxKeys);
    this.accounts = new SignInRateLimiter(config.perAccount, now, maxKeys);
    this.known = new TtlCache(KNOWN_PAIR_TTL_MS, maxKeys, now);
  }

  /** Seconds until this account may be tried from this address again, or 0 when it may be tried now. */
  retryAfterSeconds(scope: string, ip: string, account: string): number {
    const keys = this.keys(scope, ip, account);
    const pairWait = this.pairs.retryAfterSeconds(keys.pair);
    if (this.known.get(keys.pair)) return pairWait;
    return Math.max(pairWait, this.addresses.retryAfterSeconds(keys.address), this.accounts.retryAfterSeconds(keys.account));
  }

  /** Counts a failure under all three limits; answers how long to hold the failure's answer back. */
  recordFailure(scope: string, ip: string, account: string): number {
    const keys = this.keys(scope, ip, account);
    this.addresses.recordFailure(keys.address);
    this.accounts.recordFailure(keys.account);
    return slowDownMs(this.pairs.recordFailure(keys.pair));
  }

  recordSuccess(scope: string, ip: string, account: string): void {
    this.known.set(this.keys(scope, ip, account).pair, true);
  }

  /** Keys held by the limits and the known pairs together: bounded, whatever clients send. */
  get size(): number {
    return this.pairs.size + this.addresses.size + this.accounts.size + this.known.size;
  }

  private keys(scope: string, ip: string, account: string): { pair: string; address: string; account: string } {
    const address = clientAddressKey(ip);
    const name = account.toLowerCase();
    return { pair: keptKey(`${scope}|${address}|${name}`), address: `${scope}|${address}`, account: `${scope}|${name}` };
  }
}

/** The wait after the nth failure on one account from one address. */
export function slowDownMs(failures: number): number {
  if (failures <= FREE_FAILURES) return 0;
  return Math.min(LONGEST_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - FREE_FAILURES - 1));
}
