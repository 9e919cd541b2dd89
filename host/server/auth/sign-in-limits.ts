import { clientAddressKey } from './client-address';
import { DEFAULT_MAX_KEYS, keptKey, retryAfterSeconds, type RateLimit } from './sign-in-rate-limiter';
import type { CounterStore, Hit } from '../limits/counter-store';
import { MemoryKnownPairs, type KnownPairs } from '../limits/known-pairs';
import { MemoryCounterStore } from '../limits/memory-counter-store';

/** The three limits on failed sign-ins (docs/decisions.md, "Security: sign-in floods and password hashing"). */
export interface SignInLimitsConfig {
  /** Failures on one account from one client address: what stops a guesser at one account. */
  perAccountAndAddress: RateLimit;
  /** Failures from one client address across every account: what stops one client trying many accounts. */
  perAddress: RateLimit;
  /** Failures on one account from every address together: the ceiling for guessers with many addresses. */
  perAccount: RateLimit;
}

/** Where the limits count and remember: in memory unless given (one process on SQLite counts in memory). */
export interface SignInLimitsStores {
  counts?: CounterStore;
  known?: KnownPairs;
}

/** How long a successful sign-in keeps its account and address known, exempt from the two wider limits. */
export const KNOWN_PAIR_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Failures on one account from one address answered at once; each later one waits twice as long, up to the cap. */
export const FREE_FAILURES = 3;
export const FIRST_DELAY_MS = 250;
export const LONGEST_DELAY_MS = 2_000;

interface Keys {
  pair: string;
  address: string;
  account: string;
}

/**
 * Counts failed sign-ins per account and address, per address and per account. An account and address that signed
 * in successfully lately are known: only their own per-account-and-address limit applies to them, so neither a
 * flood of failures on the account from elsewhere nor other accounts' failures from a shared address lock the
 * owner out of their account from where they usually sign in. `scope` keeps separate counts per call (sign-in,
 * the newer API's /auth, the password reset). The counts live in a CounterStore (shared by every process on
 * PostgreSQL), the known pairs in KnownPairs (in the database, so they survive a restart).
 */
export class SignInLimits {
  private readonly counts: CounterStore;
  private readonly known: KnownPairs;

  constructor(
    private readonly config: SignInLimitsConfig,
    now: () => number = Date.now,
    maxKeys = DEFAULT_MAX_KEYS,
    stores: SignInLimitsStores = {},
  ) {
    this.counts = stores.counts ?? new MemoryCounterStore(now, maxKeys);
    this.known = stores.known ?? new MemoryKnownPairs(KNOWN_PAIR_TTL_MS, maxKeys, now);
  }

  /** Seconds until this account may be tried from this address again, or 0 when it may be tried now. */
  async retryAfterSeconds(scope: string, ip: string, account: string): Promise<number> {
    const keys = this.keys(scope, ip, account);
    const [pair, address, perAccount] = await this.counts.read([keys.pair, keys.address, keys.account]);
    const pairWait = retryAfterSeconds(pair, this.config.perAccountAndAddress);
    const widerWait = Math.max(retryAfterSeconds(address, this.config.perAddress), retryAfterSeconds(perAccount, this.config.perAccount));
    // Known pairs are looked up only when a wider limit would refuse: the usual sign-in makes one read, not two.
    if (widerWait <= pairWait || (await this.known.has(keys.pair))) return pairWait;
    return widerWait;
  }

  /** Counts a failure under all three limits; answers how long to hold the failure's answer back. */
  async recordFailure(scope: string, ip: string, account: string): Promise<number> {
    const keys = this.keys(scope, ip, account);
    const hits: Hit[] = [
      { key: keys.pair, windowMs: this.config.perAccountAndAddress.windowSeconds * 1000 },
      { key: keys.address, windowMs: this.config.perAddress.windowSeconds * 1000 },
      { key: keys.account, windowMs: this.config.perAccount.windowSeconds * 1000 },
    ];
    const [pair] = await this.counts.increment(hits);
    return slowDownMs(pair?.count ?? 1);
  }

  async recordSuccess(scope: string, ip: string, account: string): Promise<void> {
    await this.known.remember(this.keys(scope, ip, account).pair);
  }

  /** Keys held in this process's memory by the limits and the known pairs together: bounded, whatever clients send. */
  get size(): number {
    return this.counts.size + this.known.size;
  }

  /** One key per limit, apart by prefix in a store the anonymous writes share; long ones kept as a hash. */
  private keys(scope: string, ip: string, account: string): Keys {
    const address = clientAddressKey(ip);
    const name = account.toLowerCase();
    return {
      pair: `sp|${keptKey(`${scope}|${address}|${name}`)}`,
      address: `sa|${keptKey(`${scope}|${address}`)}`,
      account: `sn|${keptKey(`${scope}|${name}`)}`,
    };
  }
}

/** The wait after the nth failure on one account from one address. */
export function slowDownMs(failures: number): number {
  if (failures <= FREE_FAILURES) return 0;
  return Math.min(LONGEST_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - FREE_FAILURES - 1));
}
