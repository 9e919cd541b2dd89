import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import net from 'node:net';
import { sql } from 'kysely';
import path from 'node:path';
import { connectDatabase, type DatabaseConnection } from '../../../host/server/database/connect';
import { pendingMails } from '../../../host/server/mail/mail-queue';
import { readOutbox } from '../../../host/server/mail/outbox';
import { buildServerBundle } from '../../support/server-bundle';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';
import { startServerProcess, stopServerProcess, TEST_APP_TOKEN, type ServerProcess } from '../../support/multi-process-servers';

/**
 * Issue 23, work done once: three server processes (the built bundle) on one PostgreSQL, sharing one data
 * directory (so one outbox), run the token purge and the positions retention purge once per period between them, and a process killed with SIGKILL
 * leaves the job to the others; help mails sent through all three are each in the outbox once, a kill mid-way
 * included.
 */
jest.setTimeout(90_000);

const repoRoot = path.resolve(__dirname, '../../..');
const outDir = path.join(repoRoot, '.tmp', `work-once-${randomBytes(4).toString('hex')}`);
const outfile = path.join(outDir, 'main.cjs');
const PURGE = 'Purging expired tokens';
const RETENTION = 'tracking: deleting positions past their retention';
const PERIOD_MS = 1_000;

let database: TestDatabase;
let connection: DatabaseConnection;
let servers: ServerProcess[] = [];
/** A mail server that takes connections and never answers: the third process's sends hang until it is killed. */
let silentSmtp: net.Server;
const held = new Set<net.Socket>();

beforeAll(async () => {
  database = await createTestDatabase('postgres');
  buildServerBundle(outfile);
  const period = String(PERIOD_MS / 1_000);
  const env = { VIGIL_PURGE_INTERVAL_SECONDS: period, VIGIL_TRACKING_RETENTION_CHECK_SECONDS: period, VIGIL_MAIL_LEASE_SECONDS: '2' };
  // The first alone: it migrates and seeds the database the others then find ready.
  const first = await startServerProcess(outfile, database, { name: 'vigil-1', env });
  silentSmtp = net.createServer((socket) => void held.add(socket.on('error', () => undefined)));
  await new Promise<void>((resolve) => silentSmtp.listen(0, '127.0.0.1', resolve));
  const smtpUrl = `smtp://127.0.0.1:${(silentSmtp.address() as net.AddressInfo).port}`;
  const others = await Promise.all([
    startServerProcess(outfile, database, { name: 'vigil-2', env }),
    startServerProcess(outfile, database, { name: 'vigil-3', env: { ...env, VIGIL_SMTP_URL: smtpUrl } }),
  ]);
  servers = [first, ...others];
  connection = await connectDatabase(database);
});

afterAll(async () => {
  await Promise.all(servers.map((server) => stopServerProcess(server)));
  await connection?.close();
  await database?.close();
  held.forEach((socket) => socket.destroy());
  silentSmtp?.close();
  rmSync(outDir, { recursive: true, force: true });
});

async function jobRuns(job: string): Promise<number> {
  const row = await connection.db.selectFrom('job_runs').select('run_count').where('name', '=', job).executeTakeFirst();
  return row?.run_count ?? 0;
}

/** A job's runs during `ms`; every process running its own timer would make three a period. */
async function runsDuring(job: string, ms: number): Promise<number> {
  const before = await jobRuns(job);
  await new Promise((resolve) => setTimeout(resolve, ms));
  return (await jobRuns(job)) - before;
}

test('the three processes purge expired tokens once per period between them', async () => {
  const runs = await runsDuring(PURGE, 6 * PERIOD_MS);
  // One a period, give or take the tenth of a period a claim may come early and the windows' edges.
  expect(runs).toBeGreaterThanOrEqual(5);
  expect(runs).toBeLessThanOrEqual(8);
  // And the purge does purge: an expired login token left in the database is gone a period or two later.
  const customer = await connection.db.selectFrom('customers').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
  await connection.db
    .insertInto('login_tokens')
    .values({ token_hash: `expired-${randomBytes(8).toString('hex')}`, customer_id: customer.id, created_at: '2020-01-01T00:00:00.000Z', expires_at: '2020-01-02T00:00:00.000Z' })
    .execute();
  await new Promise((resolve) => setTimeout(resolve, 3 * PERIOD_MS));
  expect(await connection.db.selectFrom('login_tokens').select('token_hash').where('expires_at', '<', '2021-01-01').execute()).toEqual([]);
});

test('the positions retention purge runs once per period between them, and purges', async () => {
  const runs = await runsDuring(RETENTION, 6 * PERIOD_MS);
  expect(runs).toBeGreaterThanOrEqual(5);
  expect(runs).toBeLessThanOrEqual(8);
  // A copy of a demo position dated years back, past every retention (at most 365 days), is gone a period or two later.
  const old = await sql<{ id: number }>`
    insert into tracking_positions (company_id, customer_id, device_id, source, fix_time, received_at, lat, lon)
    select company_id, customer_id, device_id, source, '2020-01-01T00:00:00.000Z', '2020-01-01T00:00:00.000Z', lat, lon
    from tracking_positions order by id limit 1
    returning id`.execute(connection.db);
  expect(old.rows).toHaveLength(1);
  await new Promise((resolve) => setTimeout(resolve, 3 * PERIOD_MS));
  expect((await sql`select id from tracking_positions where id = ${old.rows[0]!.id}`.execute(connection.db)).rows).toEqual([]);
});

function form(fields: Record<string, string>): RequestInit {
  return { method: 'POST', body: new URLSearchParams(fields), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
}

/** Asks for help through `server`: true once the process answered 200 (the mail was sent). */
async function askHelp(server: ServerProcess, token: string, n: number): Promise<boolean> {
  try {
    const response = await fetch(`${server.url}/api/email/askHelp`, form({ login_token: token, app_token: TEST_APP_TOKEN, message: `help-${n}-end` }));
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

/** The help requests (their numbers) whose mails the process named `instance` holds (its queue owner starts with its name). */
async function heldBy(instance: string): Promise<number[]> {
  const rows = await connection.db.selectFrom('mail_queue').select('body_text').where('locked_by', 'like', `${instance}/%`).execute();
  return rows.map((row) => Number(/help-(\d+)-end/.exec(row.body_text)?.[1])).sort((a, b) => a - b);
}

/** Resolves once the process named `instance` has claimed a mail, however long a loaded machine takes to get there. */
async function untilHolding(instance: string): Promise<void> {
  const started = Date.now();
  while ((await heldBy(instance)).length === 0) {
    if (Date.now() - started > 30_000) throw new Error(`${instance} claimed no mail within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

test('200 help mails asked through the three processes are each in the outbox once, one process killed mid-way', async () => {
  const signIn = await fetch(`${servers[0]!.url}/api/customers/loginCustomer`, form({ username: 'admin', password: 'Vigil-admin-1' }));
  const { login_token: token } = (await signIn.json()) as { login_token: string };
  const [first, second, victim] = servers as [ServerProcess, ServerProcess, ServerProcess];
  const answered = new Map<number, boolean>();
  const cutOff: number[] = [];
  let leftBehind: number[] = [];
  for (let start = 0; start < 200; start += 10) {
    const batch = Array.from({ length: 10 }, (_, i) => start + i);
    // Round-robin through the three in the batch the kill falls in; through the two others before and after.
    const through = (n: number): ServerProcess => (start === 100 ? [first, second, victim][n % 3]! : n % 2 ? second : first);
    const asked = batch.map(async (n) => answered.set(n, await askHelp(through(n), token, n)));
    if (start === 100) {
      cutOff.push(...batch.filter((n) => through(n) === victim));
      // Killed while its mails are claimed and being sent (its mail server never answers).
      await untilHolding(victim.name);
      victim.child.kill('SIGKILL');
      await victim.exited;
      // What it held when it died (its other requests may still have waited behind the first in the help
      // transaction, which its death rolled back: those were never asked, as their callers saw). Read before its
      // 2-second lease is over and another process takes them.
      leftBehind = await heldBy(victim.name);
    }
    await Promise.all(asked);
  }
  expect(leftBehind.length).toBeGreaterThanOrEqual(1);
  // Its mails go once their 2-second lease is over (VIGIL_MAIL_LEASE_SECONDS), through the others' outbox.
  const started = Date.now();
  while ((await pendingMails(connection.db)) > 0 && Date.now() - started < 20_000) await new Promise((resolve) => setTimeout(resolve, 200));
  expect(await pendingMails(connection.db)).toBe(0);
  const texts = (await readOutbox(database.dataDir)).filter((mail) => mail.subject.startsWith('Help request')).map((mail) => mail.text);
  const copies = (n: number): number => texts.filter((text) => text.includes(`help-${n}-end`)).length;
  const acknowledged = [...answered].filter(([, ok]) => ok).map(([n]) => n);
  expect(acknowledged).toHaveLength(200 - cutOff.length);
  // Every answered mail once; of those the kill cut off, the ones it left queued once, none twice.
  for (const n of acknowledged) expect([n, copies(n)]).toEqual([n, 1]);
  for (const n of cutOff) expect(copies(n)).toBeLessThanOrEqual(1);
  expect(cutOff.filter((n) => copies(n) === 1)).toEqual(leftBehind);
  servers.splice(servers.indexOf(victim), 1);
});

test('a process killed with SIGKILL leaves the job to the others', async () => {
  const [first] = servers as [ServerProcess, ...ServerProcess[]];
  first.child.kill('SIGKILL');
  await first.exited;
  // A run it was in the middle of holds its lease for up to 30 s (MIN_JOB_LEASE_MS); the others go on after it.
  const before = await jobRuns(PURGE);
  const started = Date.now();
  while ((await jobRuns(PURGE)) < before + 2 && Date.now() - started < 40_000) await new Promise((resolve) => setTimeout(resolve, 200));
  expect(await jobRuns(PURGE)).toBeGreaterThanOrEqual(before + 2);
  const runs = await runsDuring(PURGE, 6 * PERIOD_MS);
  expect(runs).toBeGreaterThanOrEqual(5);
  expect(runs).toBeLessThanOrEqual(8);
});
