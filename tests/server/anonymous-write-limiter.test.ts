import Fastify, { type FastifyInstance } from 'fastify';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { AnonymousWriteLimiter, tooManyRequestsMessage, type AnonymousWriteLimiterOptions } from '../../host/server/endpoints/anonymous-write-limiter';
import { installErrorHandler } from '../../host/server/error-handler';

/*
 * The per-address limit of anonymous writes, counted by @fastify/rate-limit: the app's own routes call take() as
 * the mount pipeline does. The full pipeline over HTTP is in anonymous-write-limit.server.test.ts.
 */

const LIMIT = { max: 3, windowSeconds: 60 };

async function appWith(options: AnonymousWriteLimiterOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ trustProxy: true });
  installErrorHandler(app);
  const limiter = await AnonymousWriteLimiter.install(app, LIMIT, options);
  for (const url of ['/sign-up', '/reset']) {
    app.post(url, async (request) => {
      await limiter.take(request);
      return { ok: true };
    });
  }
  await app.ready();
  return app;
}

const call = (app: FastifyInstance, url: string, from: string) => app.inject({ method: 'POST', url, headers: { 'x-forwarded-for': from } });

test('an address makes its share of calls of one endpoint, then gets 429 with Retry-After and the message', async () => {
  const app = await appWith();
  for (let index = 0; index < LIMIT.max; index += 1) expect((await call(app, '/sign-up', '198.51.100.7')).statusCode).toBe(200);
  const refused = await call(app, '/sign-up', '198.51.100.7');
  const wait = Number(refused.headers['retry-after']);
  expect(refused.statusCode).toBe(429);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(LIMIT.windowSeconds);
  expect(refused.json()).toMatchObject({ ...tooManyRequestsMessage(wait), code: 'tooManyRequests' });
  // Another endpoint and another address keep counts of their own.
  expect((await call(app, '/reset', '198.51.100.7')).statusCode).toBe(200);
  expect((await call(app, '/sign-up', '198.51.100.8')).statusCode).toBe(200);
  await app.close();
});

test('the addresses of one IPv6 /64 share a count', async () => {
  const app = await appWith();
  for (let index = 0; index < LIMIT.max; index += 1) {
    expect((await call(app, '/sign-up', `2001:db8:1:2::${index + 1}`)).statusCode).toBe(200);
  }
  expect((await call(app, '/sign-up', '2001:db8:1:2:ffff::9')).statusCode).toBe(429);
  expect((await call(app, '/sign-up', '2001:db8:1:3::1')).statusCode).toBe(200);
  await app.close();
});

test('the counts live in the store it is given, so processes can share one', async () => {
  const counted: string[] = [];
  /** A store as a shared one would be written: @fastify/rate-limit's interface over a map standing for a table. */
  class RecordingStore implements FastifyRateLimitStore {
    private readonly counts = new Map<string, number>();
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void): void {
      counted.push(key);
      const current = (this.counts.get(key) ?? 0) + 1;
      this.counts.set(key, current);
      callback(null, { current, ttl: 42_000 });
    }
    child(): FastifyRateLimitStore {
      return this;
    }
  }
  const app = await appWith({ store: RecordingStore });
  for (let index = 0; index < LIMIT.max; index += 1) expect((await call(app, '/sign-up', '203.0.113.9')).statusCode).toBe(200);
  const refused = await call(app, '/sign-up', '203.0.113.9');
  expect(refused.statusCode).toBe(429);
  expect(refused.headers['retry-after']).toBe('42');
  expect(new Set(counted)).toEqual(new Set(['/sign-up|203.0.113.9']));
  expect(counted).toHaveLength(LIMIT.max + 1);
  await app.close();
});
