import { randomBytes } from 'node:crypto';
import { askHelp } from '../../host/core/contract/help';
import { resetPassword } from '../../host/core/contract/public-area';
import { checkLoginToken } from '../../host/core/contract/session';
import { MAX_SESSIONS_PER_ACCOUNT } from '../../host/server/auth/session-store';
import { REQUESTS_KEPT_PER_ACCOUNT } from '../../host/server/database/keep-newest-requests';
import { demoEmail } from '../../host/server/seed/demo-accounts';
import { addView, sendPrintRequest } from '../../plugins/gpa/contract';
import type { GpaTables } from '../../plugins/gpa/server/tables';
import { pluginDatabase } from '../support/plugin-database';
import { startTestServer, type TestServer } from '../support/test-server';
import { credentials, legacyPost } from './support/legacy-request';

/**
 * Issue 13: "append-only tables that any user grows (country views, login tokens, requests) are bounded or
 * aggregated, and expired tokens are purged" (docs/security.md, Stored data).
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(async () => server?.close());

function db() {
  return pluginDatabase<GpaTables>(server);
}

async function idOf(username: string): Promise<number> {
  return (await db().selectFrom('customers').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
}

function hoursFromNow(hours: number): string {
  return new Date(Date.now() + hours * 3_600_000).toISOString();
}

/** Login token rows written straight into the table: `count` of them, expiring at `expiresAt`. */
async function addLoginTokens(customerId: number, count: number, expiresAt: string): Promise<void> {
  const rows = Array.from({ length: count }, () => ({
    customer_id: customerId,
    token_hash: randomBytes(32).toString('hex'),
    created_at: new Date().toISOString(),
    expires_at: expiresAt,
  }));
  await db().insertInto('login_tokens').values(rows).execute();
}

async function loginTokenRows(customerId: number) {
  return db().selectFrom('login_tokens').select(['id', 'expires_at']).where('customer_id', '=', customerId).orderBy('id').execute();
}

test(`a sign-in ends the account's expired sessions and keeps at most ${MAX_SESSIONS_PER_ACCOUNT} open ones`, async () => {
  const analyst = await idOf('analyst');
  const first = await server.login('analyst', 'Vigil-analyst-1');
  await addLoginTokens(analyst, 5, hoursFromNow(-1));
  await addLoginTokens(analyst, MAX_SESSIONS_PER_ACCOUNT + 20, hoursFromNow(24));
  const latest = await server.login('analyst', 'Vigil-analyst-1');
  const rows = await loginTokenRows(analyst);
  expect(rows).toHaveLength(MAX_SESSIONS_PER_ACCOUNT);
  expect(rows.every((row) => row.expires_at > new Date().toISOString())).toBe(true);
  // The oldest session (the first sign-in) ended; the newest works.
  expect((await legacyPost(server, checkLoginToken.path, credentials(server, first))).statusCode).toBe(401);
  expect((await legacyPost(server, checkLoginToken.path, credentials(server, latest))).statusCode).toBe(200);
});

test("a mailed link ends the account's expired links", async () => {
  const visitor = await idOf('visitor');
  const past = hoursFromNow(-2);
  await db()
    .insertInto('account_tokens')
    .values(
      Array.from({ length: 3 }, () => ({
        customer_id: visitor,
        purpose: 'registration' as const,
        token_hash: randomBytes(32).toString('hex'),
        created_at: past,
        expires_at: past,
        used_at: past,
      })),
    )
    .execute();
  expect((await legacyPost(server, resetPassword.path, { email: demoEmail('visitor') })).statusCode).toBe(200);
  const rows = await db().selectFrom('account_tokens').select(['purpose', 'expires_at']).where('customer_id', '=', visitor).execute();
  expect(rows).toEqual([{ purpose: 'reset', expires_at: expect.any(String) }]);
  expect(rows[0]!.expires_at > new Date().toISOString()).toBe(true);
});

test(`help and print requests keep each account's newest ${REQUESTS_KEPT_PER_ACCOUNT}`, async () => {
  const traveller = await idOf('traveller');
  const analyst = await idOf('analyst');
  const country = await db().selectFrom('countries').select('id').where('iso2', '=', 'IT').executeTakeFirstOrThrow();
  const old = new Date(Date.UTC(2020, 0, 1)).toISOString();
  const many = REQUESTS_KEPT_PER_ACCOUNT + 30;
  await db()
    .insertInto('help_requests')
    .values(Array.from({ length: many }, (_, index) => ({ customer_id: traveller, message: `Old ${index}`, created_at: old })))
    .execute();
  await db()
    .insertInto('print_requests')
    .values(Array.from({ length: many }, () => ({ customer_id: analyst, country_id: country.id, language: 'English', created_at: old })))
    .execute();

  const travellerToken = await server.login('traveller', 'Vigil-traveller-1');
  expect((await legacyPost(server, askHelp.path, { ...credentials(server, travellerToken), message: 'The newest' })).statusCode).toBe(200);
  const help = await db().selectFrom('help_requests').select('message').where('customer_id', '=', traveller).orderBy('id', 'desc').execute();
  expect(help).toHaveLength(REQUESTS_KEPT_PER_ACCOUNT);
  expect(help[0]?.message).toBe('The newest');
  expect(help.at(-1)?.message).toBe(`Old ${many - REQUESTS_KEPT_PER_ACCOUNT + 1}`);

  const analystToken = await server.login('analyst', 'Vigil-analyst-1');
  const print = await legacyPost(server, sendPrintRequest.path, { ...credentials(server, analystToken), langSelected: 'Italian', countryID: String(country.id) });
  expect(print.statusCode).toBe(200);
  const prints = await db().selectFrom('print_requests').select('language').where('customer_id', '=', analyst).orderBy('id', 'desc').execute();
  expect(prints).toHaveLength(REQUESTS_KEPT_PER_ACCOUNT);
  expect(prints[0]?.language).toBe('Italian');
});

test('country views add up per user, country and day instead of adding rows', async () => {
  const visitor = await idOf('visitor');
  const token = await server.login('visitor', 'Vigil-visitor-1');
  const countries = await db().selectFrom('countries').select('id').where('iso2', 'in', ['FR', 'ES']).orderBy('iso2').execute();
  for (const country of [...countries, countries[0]!, countries[0]!]) {
    expect((await legacyPost(server, addView.path, { ...credentials(server, token), country: String(country.id) })).statusCode).toBe(200);
  }
  const rows = await db()
    .selectFrom('country_views')
    .select(['country_id', 'day', 'views'])
    .where('customer_id', '=', visitor)
    .where('country_id', 'in', countries.map((country) => country.id))
    .orderBy('views', 'desc')
    .execute();
  const today = new Date().toISOString().slice(0, 10);
  expect(rows).toEqual([
    { country_id: countries[0]!.id, day: today, views: 3 },
    { country_id: countries[1]!.id, day: today, views: 1 },
  ]);
});

describe('the periodic purge of expired tokens', () => {
  let purging: TestServer;
  const intervals: Array<{ ms: number | undefined; timer: NodeJS.Timeout }> = [];
  let cleared: unknown[] = [];

  beforeAll(async () => {
    const setIntervalSpy = jest.spyOn(global, 'setInterval');
    const clearIntervalSpy = jest.spyOn(global, 'clearInterval');
    try {
      // 0.01 minutes: every 600 ms.
      purging = await startTestServer({ config: { purgeIntervalMinutes: 0.01 } });
      setIntervalSpy.mock.calls.forEach((call, index) => {
        intervals.push({ ms: call[1], timer: setIntervalSpy.mock.results[index]?.value as NodeJS.Timeout });
      });
    } finally {
      setIntervalSpy.mockRestore();
    }
    cleared = clearIntervalSpy.mock.calls.map((call) => call[0]);
    clearIntervalSpy.mockRestore();
  }, 60_000);

  test('deletes expired login and account tokens while the server runs, and leaves live ones', async () => {
    const admin = (await pluginDatabase<GpaTables>(purging).selectFrom('customers').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id;
    const live = await purging.login('admin', 'Vigil-admin-1');
    const past = hoursFromNow(-1);
    const purgingDb = purging.server.db;
    await purgingDb
      .insertInto('login_tokens')
      .values({ customer_id: admin, token_hash: randomBytes(32).toString('hex'), created_at: past, expires_at: past })
      .execute();
    await purgingDb
      .insertInto('account_tokens')
      .values({ customer_id: admin, purpose: 'reset', token_hash: randomBytes(32).toString('hex'), created_at: past, expires_at: past, used_at: null })
      .execute();
    const expiredLeft = async (): Promise<number> => {
      const logins = await purgingDb.selectFrom('login_tokens').select('id').where('expires_at', '<=', new Date().toISOString()).execute();
      const accounts = await purgingDb.selectFrom('account_tokens').select('id').where('expires_at', '<=', new Date().toISOString()).execute();
      return logins.length + accounts.length;
    };
    const deadline = Date.now() + 20_000;
    while ((await expiredLeft()) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await expiredLeft()).toBe(0);
    expect((await legacyPost(purging, checkLoginToken.path, credentials(purging, live))).statusCode).toBe(200);
  }, 30_000);

  test('runs on a timer that does not keep the process alive, stopped when the server closes', async () => {
    const purgeTimer = intervals.find((interval) => interval.ms === 600);
    expect(purgeTimer).toBeDefined();
    expect(purgeTimer!.timer.hasRef()).toBe(false);
    expect(cleared).not.toContain(purgeTimer!.timer);
    const clearIntervalSpy = jest.spyOn(global, 'clearInterval');
    try {
      await purging.close();
      expect(clearIntervalSpy.mock.calls.map((call) => call[0])).toContain(purgeTimer!.timer);
    } finally {
      clearIntervalSpy.mockRestore();
    }
  });
});
