import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { checkLoginToken, loginCustomer } from '../../host/core/contract/session';
import { HASHING_BUSY_MESSAGE, HASHING_QUEUE, HASHING_SLOTS } from '../../host/server/auth/password-hash';
import { DEFAULT_CONFIG } from '../../host/server/server-config';
import { startTestServer, type TestServer } from '../support/test-server';
import { flood, formCall, keepAliveAgent, percentile, send, type FloodResult, type HttpCall } from './support/http-flood';
import { REAL_LIMITS } from './support/real-limits';

/*
 * Issue 13: one anonymous client must not take the server down with sign-ins. Real sockets on loopback, the
 * shipped limits, each flood bounded in time.
 */

const SIGN_IN = `/api${loginCustomer.path}`;
const CONNECTIONS = 50;

const badSignIn = (username: string, headers = {}): HttpCall => formCall(SIGN_IN, { username, password: 'Wrong-password-1' }, headers);

/** A different documentation address (198.18.0.0/15, benchmarking) for every request. */
const floodAddress = (index: number): string => `198.18.${Math.floor(index / 250) % 256}.${(index % 250) + 1}`;

function expectOnly(result: FloodResult, allowed: number[]): void {
  expect({ errors: result.errors, statuses: Object.keys(result.statuses).map(Number).filter((status) => !allowed.includes(status)) }).toEqual({
    errors: [],
    statuses: [],
  });
}

interface Responsiveness {
  /** Signed-in call latencies, ms. */
  latencies: number[];
  failures: string[];
  /** How late the event loop's timers ran, beyond their 10 ms period: median and p99, ms. */
  loopDelay: { p50: number; p99: number };
}

/** Makes a signed-in call every 10 ms while `during` runs, and watches the event loop. */
async function watchSignedInCalls<T>(server: TestServer, token: string, during: () => Promise<T>): Promise<{ result: T } & Responsiveness> {
  const loop = monitorEventLoopDelay({ resolution: 10 });
  const agent = keepAliveAgent(1);
  const latencies: number[] = [];
  const failures: string[] = [];
  let done = false;
  const probe = (async () => {
    // The first call opens the connection; from then on each call is what a signed-in user waits.
    await send(server.url, agent, formCall(`/api${checkLoginToken.path}`, { login_token: token, app_token: server.appToken }));
    while (!done) {
      const started = performance.now();
      try {
        const answer = await send(server.url, agent, formCall(`/api${checkLoginToken.path}`, { login_token: token, app_token: server.appToken }), 20_000);
        if (answer.status !== 200) failures.push(`${answer.status} ${answer.body}`);
      } catch (error) {
        failures.push(error instanceof Error ? error.message : String(error));
      }
      latencies.push(performance.now() - started);
      await sleep(10);
    }
  })();
  loop.enable();
  try {
    const result = await during();
    return { result, latencies, failures, loopDelay: { p50: loop.percentile(50) / 1e6 - 10, p99: loop.percentile(99) / 1e6 - 10 } };
  } finally {
    loop.disable();
    done = true;
    await probe;
    agent.destroy();
  }
}

describe('one client flooding the sign-in, with the shipped limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ plugins: [], listen: true, config: REAL_LIMITS });
  }, 60_000);
  afterAll(async () => server?.close());

  test('900 KB usernames are refused with 400 before any work: nothing is kept and memory stays flat', async () => {
    const before = server.server.signInLimits.size;
    const heapBefore = settledHeap();
    const body = (index: number): HttpCall => badSignIn(`${index}-${'u'.repeat(900 * 1024)}`);
    const result = await flood(server.url, { connections: 10, durationMs: 40_000, total: 150, next: body });
    expect(result.sent).toBe(150);
    expectOnly(result, [400]);
    expect(result.samples[400]?.body).toContain('Too long (at most 100 characters): username');
    expect(server.server.signInLimits.size).toBe(before);
    // 135 MB of usernames went through; what stays is less than twenty of them.
    expect(settledHeap() - heapBefore).toBeLessThan(20 * 1024 * 1024);
  }, 60_000);

  test('new usernames from one address: refused with 429 once the address has failed 30 times, and what is kept stays bounded', async () => {
    const before = server.server.signInLimits.size;
    // Until the address is refused: its failures are hashed (a full hashing queue answers 503, which is no failure).
    const first = await flood(server.url, {
      connections: 5,
      durationMs: 45_000,
      next: (index) => badSignIn(`new-user-${index}`),
      until: (answer) => answer.status === 429,
    });
    expectOnly(first, [401, 429, 503]);
    expect(first.statuses[401]).toBeGreaterThanOrEqual(DEFAULT_CONFIG.signInAddressLimit.max);
    expect(first.samples[429]?.headers['retry-after']).toMatch(/^\d+$/);
    expect(JSON.parse(first.samples[429]?.body ?? '{}').message).toMatch(/^Too many sign-in attempts\. Try again in \d+ seconds$/);
    // From then on every new username is refused before any work: 3,000 of them from 50 connections, quickly
    // (today each one was hashed on the main thread, one after another, and kept).
    const started = Date.now();
    const flooded = await flood(server.url, { connections: CONNECTIONS, durationMs: 40_000, total: 3_000, next: (index) => badSignIn(`flood-user-${index}`) });
    expect(flooded.sent).toBe(3_000);
    expectOnly(flooded, [429]);
    expect(Date.now() - started).toBeLessThan(40_000);
    // At most the failures the address is allowed and those under way when it was refused, each with its
    // account-and-address and account keys, and the address's own key.
    expect(server.server.signInLimits.size - before).toBeLessThanOrEqual(2 * first.sent + 1);
    expect(first.sent).toBeLessThan(DEFAULT_CONFIG.signInAddressLimit.max + HASHING_SLOTS + HASHING_QUEUE + 10);
  }, 90_000);
});

describe('bad sign-ins from 50 connections, each from another address (a proxy that is trusted)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ plugins: [], listen: true, config: { ...REAL_LIMITS, trustProxy: true } });
  }, 60_000);
  afterAll(async () => server?.close());

  test('hashing is off the main thread: signed-in calls keep answering quickly and the event loop stays free', async () => {
    const token = await server.login('analyst', 'Vigil-analyst-1');
    const watched = await watchSignedInCalls(server, token, () =>
      flood(server.url, {
        connections: CONNECTIONS,
        durationMs: 5_000,
        // Every request a new address and a new username: no per-address or per-account limit holds them back,
        // every one is hashed or refused by the hashing queue.
        next: (index) => badSignIn(`distributed-${index}`, { 'x-forwarded-for': floodAddress(index) }),
      }),
    );
    const flooded = watched.result;
    expectOnly(flooded, [401, 503]);
    expect(flooded.statuses[401]).toBeGreaterThan(0);
    // A full queue answers at once with 503 and Retry-After instead of piling requests up.
    if (flooded.samples[503]) {
      expect(flooded.samples[503].headers['retry-after']).toMatch(/^\d+$/);
      expect(JSON.parse(flooded.samples[503].body)).toMatchObject(HASHING_BUSY_MESSAGE);
    }
    expect(watched.failures).toEqual([]);
    expect(watched.latencies.length).toBeGreaterThan(20);
    const figures = {
      signedInP50Ms: Math.round(percentile(watched.latencies, 0.5)),
      signedInP99Ms: Math.round(percentile(watched.latencies, 0.99)),
      loopDelayP50Ms: Math.round(watched.loopDelay.p50),
      loopDelayP99Ms: Math.round(watched.loopDelay.p99),
    };
    // The structural promise, robust on a loaded machine: no hash runs on the main thread, so its timers are
    // rarely late and a signed-in call is usually answered at once. With bcrypt on the main thread (before), the
    // median timer was over 200 ms late and the median call waited 250 ms. Measured here under a load average of 9
    // on 2 cores: 1 ms, 1 ms, p99 130 ms.
    expect({ ...figures, loopFree: figures.loopDelayP50Ms < 30, callsQuick: figures.signedInP50Ms < 50 }).toEqual({ ...figures, loopFree: true, callsQuick: true });
    // The figure is p99 ≤ 100 ms, which `npm run bench` measures on the built server; here, with the flood's
    // clients in the same process and other suites beside it, a bound with room (it was 1.7 s here, 21.7 s in the
    // review's longer flood).
    expect({ ...figures, p99Bounded: figures.signedInP99Ms < 500 }).toEqual({ ...figures, p99Bounded: true });
  }, 90_000);
});

/** The heap after a full garbage collection (jest runs without --expose-gc: the flag is set here). */
function settledHeap(): number {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  return process.memoryUsage().heapUsed;
}
