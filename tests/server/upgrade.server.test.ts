import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { startTestServer, type TestServer } from '../support/test-server';
import { credentials, legacyGet, legacyPost, type Fields } from './support/legacy-request';

/**
 * The upgrade promise: a database made by an earlier commit (tests/fixtures/upgrade, see its README) starts on
 * this code with every row intact. Migration and seed step names it recorded are never applied again, no table
 * loses or gains rows at the start, and the API answers what it answered before the upgrade, passwords changed
 * then included. The fixture is restored and the current server started on it once per dialect.
 */

type Json = Record<string, unknown>;

interface DialectRecord {
  file: string;
  /** name → applied_at, as the fixture's database recorded them. */
  vigil_migrations: Record<string, string>;
  seed_steps: Record<string, string>;
  /** plugin id → installed_at. */
  plugin_installs: Record<string, string>;
  rowCounts: Record<string, number>;
  /** Rows no API call reads back, as the SQL in UNREAD_ROWS selects them. */
  rows: Record<string, Json[]>;
  facts: {
    signIns: Array<{ username: string; password: string; status: number }>;
    monitoredCountries: { admin: unknown; analyst: unknown };
    knowledgeTestExclusions: unknown;
    employees: Array<Json & { id: number; username: string; email: string }>;
    invitedEmployee: Json;
    pendingEmployee: Json;
    alerts: Record<'analyst' | 'visitor' | 'traveller', unknown>;
    traveller: { language: string; foreign_phone: string; media: string };
    travellerAvatar: { status: number; contentType: string; sha256: string };
    newcomerPrivacyCheckedDate: string;
    activeModules: string[];
    insuranceClaims: unknown;
    knowledgeTestResults: unknown;
    resourceLogs: unknown;
    buildings: unknown;
  };
}

interface Expected {
  sourceCommit: string;
  /** username → the password the fixture's writes set. */
  changedPasswords: Record<'traveller' | 'visitor' | 'sofia.lindqvist' | 'nina.new' | 'sam.signup', string>;
  sqlite: DialectRecord;
  postgres: DialectRecord;
}

const FIXTURES = path.join(__dirname, '..', 'fixtures', 'upgrade');
const expected = JSON.parse(readFileSync(path.join(FIXTURES, 'expected.json'), 'utf8')) as Expected;

/**
 * Migrations, seed steps and plugins written after the fixtures' commit: the upgrade applies (installs) them,
 * and this list says they may. Add a name here only for new work. A recorded name that changed (a migration or
 * seed step moved into a plugin folder under another name, a plugin id renamed) shows up as new and runs a
 * second time on every existing installation: that is what this test is here to catch.
 */
const ADDED_AFTER_FIXTURE = {
  migrations: [] as string[],
  seedSteps: [] as string[],
  plugins: [] as string[],
};

/**
 * Tables a start may legitimately grow: each new migration, seed step or plugin adds its own row to these (a
 * new plugin is switched on for the demo company in company_modules), and the names are checked one by one
 * below. Every other table must hold exactly the rows it had: the start only migrates, and a seed step or a
 * plugin seed running again would add its demo rows a second time (a seed step that is new work and adds rows
 * to a table must name that table here).
 */
const GROWS_ON_START: ReadonlySet<string> = new Set(['vigil_migrations', 'seed_steps', 'plugin_installs', 'company_modules']);

/** The SQLite file's name in a data directory: part of the data directory's layout, which an upgrade keeps. */
const SQLITE_FILE = 'vigil.sqlite';

/** The same queries as make-fixtures.ts: rows that no API call reads back. */
const UNREAD_ROWS: Record<string, string> = {
  help_requests: `select c.username, h.message from help_requests h join customers c on c.id = h.customer_id order by h.id`,
  print_requests: `select c.username, k.iso2, p.language from print_requests p join customers c on c.id = p.customer_id
                   join countries k on k.id = p.country_id order by p.id`,
  country_views: `select c.username, k.iso2 from country_views v join customers c on c.id = v.customer_id
                  join countries k on k.id = v.country_id order by v.id`,
  account_tokens: `select c.username, t.purpose, case when t.used_at is null then 0 else 1 end as used from account_tokens t
                   join customers c on c.id = t.customer_id order by t.id`,
};

/** psql of the newest installed PostgreSQL (as scripts/lib/throwaway-postgres.mjs picks the server), else PATH's. */
function psqlPath(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((version) => path.join(root, version, 'bin', 'psql')).find((candidate) => existsSync(candidate));
  return found ?? 'psql';
}

/** Puts the fixture of the database's dialect into it: the SQLite file into the data directory, or the dump. */
function restoreFixture(database: TestDatabase, record: DialectRecord): void {
  const data = gunzipSync(readFileSync(path.join(FIXTURES, record.file)));
  if (database.dialect === 'sqlite') {
    writeFileSync(path.join(database.dataDir, SQLITE_FILE), data, { mode: 0o600 });
    return;
  }
  // pg_dump's \restrict and \unrestrict guard against a hostile dump; psql releases before mid-2025 do not know
  // them. This dump is the repository's own, so they go, and any psql can load it.
  const script = data.toString('utf8').replace(/^\\(un)?restrict .*$/gm, '');
  const restore = spawnSync(psqlPath(), ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '--dbname', database.databaseUrl ?? ''], {
    input: script,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (restore.error || restore.status !== 0) {
    throw new Error(`Restoring ${record.file} with psql failed: ${restore.error?.message ?? restore.stderr.toString()}`);
  }
}

async function rows(server: TestServer, text: string): Promise<Json[]> {
  return (await sql.raw<Json>(text).execute(server.server.db)).rows;
}

async function rowCount(server: TestServer, table: string): Promise<number | string> {
  try {
    const [row] = await rows(server, `select count(*) as count from ${table}`);
    return Number(row?.count);
  } catch (error) {
    return `table ${table} is gone: ${(error as Error).message}`;
  }
}

/** name → recorded time of a record table (vigil_migrations, seed_steps, plugin_installs). */
async function recorded(server: TestServer, table: string, key: string, time: string): Promise<Record<string, string>> {
  const found = await rows(server, `select ${key} as name, ${time} as at from ${table}`);
  return Object.fromEntries(found.map((row) => [String(row.name), String(row.at)]));
}

let database: TestDatabase | undefined;
let server: TestServer;
let record: DialectRecord;
/** Row counts right after the start, before any call of this test signs in (sign-ins add login_tokens). */
const countsAtStart: Record<string, number | string> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  record = expected[database.dialect];
  restoreFixture(database, record);
  try {
    server = await startTestServer({ database });
  } catch (error) {
    // E.g. a migration recorded under an old name, applied again to tables it finds already there.
    throw new Error(`This code does not start on the database of ${expected.sourceCommit}: ${(error as Error).message}`, { cause: error });
  }
  for (const table of Object.keys(record.rowCounts)) countsAtStart[table] = await rowCount(server, table);
}, 120_000);

afterAll(async () => {
  await server?.close();
  await database?.close();
});

async function answer(method: 'GET' | 'POST', apiPath: string, token: string, fields: Fields = {}): Promise<unknown> {
  const call = method === 'GET' ? legacyGet : legacyPost;
  const response = await call(server, apiPath, { ...credentials(server, token), ...fields });
  if (response.statusCode !== 200) throw new Error(`${method} ${apiPath} answered ${response.statusCode}: ${response.body}`);
  return response.json();
}

/** The employee list's fields that a sign-in does not change (as make-fixtures.ts keeps them). */
function stableEmployee(row: Json): Json {
  const { last_login: _lastLogin, areYou: _areYou, ...rest } = row;
  return rest;
}

describe(`a database made by ${expected.sourceCommit.slice(0, 7)}, started on this code`, () => {
  test('applies none of the recorded migrations and seed steps again, and reinstalls no recorded plugin', async () => {
    const checks = [
      { table: 'vigil_migrations', key: 'name', time: 'applied_at', before: record.vigil_migrations, added: ADDED_AFTER_FIXTURE.migrations },
      { table: 'seed_steps', key: 'name', time: 'applied_at', before: record.seed_steps, added: ADDED_AFTER_FIXTURE.seedSteps },
      { table: 'plugin_installs', key: 'plugin_id', time: 'installed_at', before: record.plugin_installs, added: ADDED_AFTER_FIXTURE.plugins },
    ];
    for (const { table, key, time, before, added } of checks) {
      const after = await recorded(server, table, key, time);
      // Every recorded name is still there with its original time: nothing recorded was applied again.
      const kept = Object.fromEntries(Object.keys(before).map((name) => [name, after[name]]));
      expect({ table, kept }).toEqual({ table, kept: before });
      // Names recorded by this start are new work, each listed in ADDED_AFTER_FIXTURE.
      const newlyRecorded = Object.keys(after).filter((name) => !(name in before)).sort();
      expect({ table, newlyRecorded }).toEqual({ table, newlyRecorded: [...added].sort() });
    }
  });

  test('keeps every row of every table: the start adds or removes none (but see GROWS_ON_START)', () => {
    const problems: string[] = [];
    for (const [table, before] of Object.entries(record.rowCounts)) {
      const now = countsAtStart[table];
      if (typeof now !== 'number') problems.push(`${table}: ${now ?? 'not counted'}`);
      else if (GROWS_ON_START.has(table) ? now < before : now !== before) problems.push(`${table}: ${before} rows before, ${now} after the start`);
    }
    expect(problems).toEqual([]);
  });

  test('signs in with the passwords of before the upgrade, the changed ones included', async () => {
    const statuses = [];
    for (const { username, password } of record.facts.signIns) {
      const response = await legacyPost(server, '/customers/loginCustomer', { username, password });
      statuses.push({ username, password, status: response.statusCode });
    }
    // traveller's first password is refused (changed), sam.signup's too (never confirmed): as before.
    expect(statuses).toEqual(record.facts.signIns);
  });

  test("answers the admin's writes as before: monitored countries, exclusions, personnel, invitations", async () => {
    const { facts } = record;
    const admin = await server.login('admin', 'Vigil-admin-1');
    expect(await answer('POST', '/customers/getHighlightedCountries', admin)).toEqual(facts.monitoredCountries.admin);
    expect(await answer('GET', '/quiz/get-blacklist-status', admin)).toEqual(facts.knowledgeTestExclusions);

    const employees = (await answer('GET', '/companies/getEmployees', admin)) as Json[];
    expect(employees.map(stableEmployee)).toEqual(facts.employees);
    // Spelled out, the facts the writes made: budi.santoso deleted, kwame.mensah enabled, marco.bianchi disabled,
    // the analyst's permissions, project and flags changed, one invitation confirmed and one pending.
    const byUsername = (username: string): Json | undefined => employees.find((row) => row.username === username);
    expect(byUsername('budi.santoso')).toBeUndefined();
    expect(byUsername('kwame.mensah')).toMatchObject({ hidden: false });
    expect(byUsername('marco.bianchi')).toMatchObject({ hidden: true });
    expect(byUsername('analyst')).toMatchObject({
      permission: ['gpa', 'gpa_detail', 'nat', 'cmr'],
      building: [{ label: 'Lagos plant' }],
      isTrackingEnable: true,
      politicalriskvisible: false,
    });
    expect(facts.invitedEmployee).toMatchObject({ username: 'nina.new', email: 'nina.new@example.com', registered: true });
    expect(byUsername('nina.new')).toEqual(expect.objectContaining(facts.invitedEmployee));
    expect(facts.pendingEmployee).toMatchObject({ email: 'oscar.pending@example.com', registered: false });
    expect(employees.find((row) => row.email === 'oscar.pending@example.com')).toEqual(expect.objectContaining(facts.pendingEmployee));

    expect(await answer('GET', '/companies/getBuildings', admin)).toEqual(facts.buildings);
    expect(await answer('GET', '/logs/get-insurances', admin)).toEqual(facts.insuranceClaims);
    expect(await answer('GET', '/quiz/get-list-employees-quiz', admin)).toEqual(facts.knowledgeTestResults);
    expect(await answer('GET', '/elearning/get-logs', admin)).toEqual(facts.resourceLogs);
    // A plugin installed by this start (ADDED_AFTER_FIXTURE) is switched on for the demo company as well.
    const modules = ((await answer('GET', '/companies/getDetail', admin)) as { activeModules: string[] }).activeModules;
    expect([...modules].sort()).toEqual([...new Set([...facts.activeModules, ...ADDED_AFTER_FIXTURE.plugins])].sort());
  });

  test("answers the users' own writes as before: accounts, avatar, notifications, monitoring, privacy", async () => {
    const { facts } = record;
    const admin = await server.login('admin', 'Vigil-admin-1');
    const idOf = (username: string): string => String(facts.employees.find((row) => row.username === username)?.id);
    for (const username of ['analyst', 'visitor', 'traveller'] as const) {
      const detail = (await answer('POST', '/customers/getEmployeeDetail', admin, { employee: idOf(username) })) as Json;
      expect({ username, alerts: detail.alerts }).toEqual({ username, alerts: facts.alerts[username] });
    }
    // The visitor deleted every notification: a seed step run again would bring the demo ones back.
    expect(facts.alerts.visitor).toEqual([]);

    const traveller = await server.login('traveller', expected.changedPasswords.traveller);
    const own = (await answer('POST', '/customers/getEmployeeDetail', traveller)) as Json;
    expect({ language: own.language, foreign_phone: own.foreign_phone, media: own.media }).toEqual(facts.traveller);
    const avatar = await server.app.inject({ method: 'GET', url: facts.traveller.media });
    expect({
      status: avatar.statusCode,
      contentType: avatar.headers['content-type'],
      sha256: createHash('sha256').update(avatar.rawPayload).digest('hex'),
    }).toEqual(facts.travellerAvatar);

    const analyst = await server.login('analyst', 'Vigil-analyst-1');
    expect(await answer('POST', '/customers/getHighlightedCountries', analyst)).toEqual(facts.monitoredCountries.analyst);

    const newcomer = await server.login('newcomer', 'Vigil-newcomer-1');
    const session = (await answer('POST', '/customers/checkLoginToken', newcomer)) as Json;
    expect(session.privacyCheckedDate).toBe(facts.newcomerPrivacyCheckedDate);
  });

  test('keeps the rows no call reads back: help and print requests, country views, mailed tokens', async () => {
    for (const [name, text] of Object.entries(UNREAD_ROWS)) {
      expect({ name, rows: await rows(server, text) }).toEqual({ name, rows: record.rows[name] });
    }
  });
});
