import { clientAddressKey } from '../../host/server/auth/client-address';
import { SignInLimits, slowDownMs } from '../../host/server/auth/sign-in-limits';
import { SignInRateLimiter } from '../../host/server/auth/sign-in-rate-limiter';
import { DEFAULT_CONFIG } from '../../host/server/server-config';

/** The shipped limits: 10 per account and address a minute, 30 per address in 5 minutes, 100 per account in 15. */
const DEFAULTS = {
  perAccountAndAddress: DEFAULT_CONFIG.signInRateLimit,
  perAddress: DEFAULT_CONFIG.signInAddressLimit,
  perAccount: DEFAULT_CONFIG.signInAccountLimit,
};

function limitsAt(maxKeys?: number): { limits: SignInLimits; advance(ms: number): void } {
  let now = 1_000_000;
  return { limits: new SignInLimits(DEFAULTS, () => now, maxKeys), advance: (ms) => (now += ms) };
}

const fail = async (limits: SignInLimits, ip: string, account: string, times = 1): Promise<void> => {
  for (let attempt = 0; attempt < times; attempt += 1) await limits.recordFailure('/login', ip, account);
};

test('the shipped defaults are the documented ones', () => {
  expect(DEFAULTS).toEqual({
    perAccountAndAddress: { max: 10, windowSeconds: 60 },
    perAddress: { max: 30, windowSeconds: 300 },
    perAccount: { max: 100, windowSeconds: 900 },
  });
  expect(DEFAULT_CONFIG.anonymousWriteLimit).toEqual({ max: 20, windowSeconds: 600 });
  expect(DEFAULT_CONFIG.trustProxy).toBe(false);
});

test('one account from one address: refused after 10 failures, other addresses unaffected', async () => {
  const { limits, advance } = limitsAt();
  await fail(limits, '198.51.100.7', 'Ada', 9);
  expect(await limits.retryAfterSeconds('/login', '198.51.100.7', 'ada')).toBe(0);
  await fail(limits, '198.51.100.7', 'ada');
  expect(await limits.retryAfterSeconds('/login', '198.51.100.7', 'ADA')).toBe(60);
  expect(await limits.retryAfterSeconds('/login', '198.51.100.8', 'ada')).toBe(0);
  // Another call (the newer API's /auth, the password reset) counts on its own.
  expect(await limits.retryAfterSeconds('/auth', '198.51.100.7', 'ada')).toBe(0);
  advance(60_000);
  expect(await limits.retryAfterSeconds('/login', '198.51.100.7', 'ada')).toBe(0);
});

test('one address across accounts: refused for every account after 30 failures', async () => {
  const { limits } = limitsAt();
  for (let account = 0; account < 30; account += 1) await fail(limits, '198.51.100.7', `guess-${account}`);
  expect(await limits.retryAfterSeconds('/login', '198.51.100.7', 'somebody-new')).toBe(300);
  expect(await limits.retryAfterSeconds('/login', '198.51.100.9', 'somebody-new')).toBe(0);
});

test('one account from many addresses: refused after 100 failures, but not from where it signed in lately', async () => {
  const { limits } = limitsAt();
  await limits.recordSuccess('/login', '192.0.2.10', 'ada');
  for (let address = 0; address < 100; address += 1) await fail(limits, `203.0.113.${address}`, 'ada');
  expect(await limits.retryAfterSeconds('/login', '198.51.100.50', 'ada')).toBe(900);
  expect(await limits.retryAfterSeconds('/login', '192.0.2.10', 'ada')).toBe(0);
});

test("a known account and address escapes the address's limit, not its own", async () => {
  const { limits } = limitsAt();
  await limits.recordSuccess('/login', '192.0.2.10', 'ada');
  // Somebody behind the same address guesses other accounts until the address is refused.
  for (let account = 0; account < 30; account += 1) await fail(limits, '192.0.2.10', `guess-${account}`);
  expect(await limits.retryAfterSeconds('/login', '192.0.2.10', 'bob')).toBeGreaterThan(0);
  expect(await limits.retryAfterSeconds('/login', '192.0.2.10', 'ada')).toBe(0);
  await fail(limits, '192.0.2.10', 'ada', 10);
  expect(await limits.retryAfterSeconds('/login', '192.0.2.10', 'ada')).toBe(60);
});

test('failures slow down: three answered at once, then 250 ms doubling up to 2 s', async () => {
  expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map(slowDownMs)).toEqual([0, 0, 0, 250, 500, 1000, 2000, 2000, 2000]);
  const { limits } = limitsAt();
  const delays: number[] = [];
  for (let attempt = 0; attempt < 4; attempt += 1) delays.push(await limits.recordFailure('/login', '192.0.2.1', 'ada'));
  expect(delays).toEqual([0, 0, 0, 250]);
});

test('an IPv6 client counts by its /64, an IPv4-mapped one as IPv4', async () => {
  expect(clientAddressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
  expect(clientAddressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
  expect(clientAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
  expect(clientAddressKey('1::2:3:4:5:1.2.3.4')).toBe('1:0:2:3::/64');
  expect(clientAddressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  expect(clientAddressKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
  expect(clientAddressKey('192.0.2.1')).toBe('192.0.2.1');
  const { limits } = limitsAt();
  for (let host = 0; host < 30; host += 1) await fail(limits, `2001:db8:1:2::${host.toString(16)}`, `guess-${host}`);
  expect(await limits.retryAfterSeconds('/login', '2001:db8:1:2:ffff::1', 'new')).toBeGreaterThan(0);
  expect(await limits.retryAfterSeconds('/login', '2001:db8:1:3::1', 'new')).toBe(0);
});

test('stays bounded whatever is sent: long keys are kept as a hash, keys are capped and swept when old', async () => {
  const { limits } = limitsAt(1_000);
  for (let key = 0; key < 5_000; key += 1) await fail(limits, `203.0.113.${key % 250}`, `${'x'.repeat(300)}-${key}`);
  expect(limits.size).toBeLessThanOrEqual(3 * 1_000);

  let now = 0;
  const limiter = new SignInRateLimiter({ max: 3, windowSeconds: 60 }, () => now, 100);
  for (let key = 0; key < 50; key += 1) limiter.recordFailure(`${'y'.repeat(900_000)}${key}`);
  expect(limiter.size).toBe(50);
  // A 900 KB key is one 44-character hash: the 50 of them hold well under a megabyte.
  expect(limiter.retryAfterSeconds(`${'y'.repeat(900_000)}0`)).toBe(0);
  limiter.recordFailure(`${'y'.repeat(900_000)}0`);
  limiter.recordFailure(`${'y'.repeat(900_000)}0`);
  expect(limiter.retryAfterSeconds(`${'y'.repeat(900_000)}0`)).toBe(60);
  // Keys nobody uses again go once their window has ended, without waiting for the cap.
  now = 61_000;
  limiter.recordFailure('fresh');
  expect(limiter.size).toBe(1);
});

test('a full limiter takes a new key in constant time: a flood of new keys does not stall the main thread', () => {
  const limiter = new SignInRateLimiter({ max: 3, windowSeconds: 60 }, () => 0, 20_000);
  const started = performance.now();
  for (let key = 0; key < 100_000; key += 1) limiter.recordFailure(`203.0.113.1|user-${key}`);
  // About a tenth of a second; sweeping the whole map at each insertion once full took tens of seconds.
  expect(performance.now() - started).toBeLessThan(5_000);
  expect(limiter.size).toBe(20_000);
});
