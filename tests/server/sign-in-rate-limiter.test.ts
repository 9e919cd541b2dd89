import { SignInRateLimiter } from '../../host/server/auth/sign-in-rate-limiter';

function limiterAt(start = 0, maxKeys?: number): { limiter: SignInRateLimiter; advance(ms: number): void } {
  let now = start;
  const limiter = new SignInRateLimiter({ max: 3, windowSeconds: 60 }, () => now, maxKeys);
  return { limiter, advance: (ms) => (now += ms) };
}

test('lets a key try until it has failed max times, then tells how long to wait', () => {
  const { limiter, advance } = limiterAt();
  for (let failure = 0; failure < 3; failure += 1) {
    expect(limiter.retryAfterSeconds('ip|ada')).toBe(0);
    limiter.recordFailure('ip|ada');
  }
  expect(limiter.retryAfterSeconds('ip|ada')).toBe(60);
  advance(59_001);
  expect(limiter.retryAfterSeconds('ip|ada')).toBe(1);
  advance(1_000);
  expect(limiter.retryAfterSeconds('ip|ada')).toBe(0);
});

test('counts each key on its own and starts a new window after the old one ends', () => {
  const { limiter, advance } = limiterAt();
  limiter.recordFailure('ip|ada');
  limiter.recordFailure('ip|ada');
  advance(61_000);
  limiter.recordFailure('ip|ada');
  limiter.recordFailure('ip|bob');
  expect(limiter.retryAfterSeconds('ip|ada')).toBe(0);
  limiter.recordFailure('ip|ada');
  limiter.recordFailure('ip|ada');
  expect(limiter.retryAfterSeconds('ip|ada')).toBeGreaterThan(0);
  expect(limiter.retryAfterSeconds('ip|bob')).toBe(0);
});

test('stays bounded when flooded with distinct keys', () => {
  const { limiter } = limiterAt(0, 10);
  for (let key = 0; key < 1_000; key += 1) limiter.recordFailure(`key-${key}`);
  for (let failure = 0; failure < 3; failure += 1) limiter.recordFailure('latest');
  expect(limiter.retryAfterSeconds('latest')).toBe(60);
  expect(limiter.retryAfterSeconds('key-0')).toBe(0);
});
