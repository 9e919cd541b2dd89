import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { discoverPlugins } from '../../../host/server/plugin-host/discover-plugins';
import { loadServerParts } from '../../../host/server/plugin-host/load-server-parts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database';
import { startTestServer, type TestServer } from '../../support/test-server';
import { credentials, legacyGet, legacyPost, type Fields } from './legacy-request';

/**
 * The upgrade promise's fixture (tests/fixtures/upgrade, see its README): a database made by an earlier commit,
 * restored and started on this code once per dialect and test file (upgrade-*.server.test.ts).
 */

export type Json = Record<string, unknown>;

export interface DialectRecord {
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

const FIXTURES = path.join(__dirname, '..', '..', 'fixtures', 'upgrade');
export const expected = JSON.parse(readFileSync(path.join(FIXTURES, 'expected.json'), 'utf8')) as Expected;

/** The SQLite file's name in a data directory: part of the data directory's layout, which an upgrade keeps. */
const SQLITE_FILE = 'vigil.sqlite';

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

export async function rows(server: TestServer, text: string): Promise<Json[]> {
  return (await sql.raw<Json>(text).execute(server.server.db)).rows;
}

export async function rowCount(server: TestServer, table: string): Promise<number | string> {
  try {
    const [row] = await rows(server, `select count(*) as count from ${table}`);
    return Number(row?.count);
  } catch (error) {
    return `table ${table} is gone: ${(error as Error).message}`;
  }
}

export interface UpgradedServer {
  readonly server: TestServer;
  readonly record: DialectRecord;
  /** Row counts right after the start, before any call of the test file signs in (sign-ins add login_tokens). */
  readonly countsAtStart: Readonly<Record<string, number | string>>;
  /** A legacy call's JSON answer; anything but 200 throws. */
  answer(method: 'GET' | 'POST', apiPath: string, token: string, fields?: Fields): Promise<unknown>;
}

/** Restores the fixture of the dialect under test before the file's tests and starts this code on it. */
export function upgradedServer(): UpgradedServer {
  let database: TestDatabase | undefined;
  let started: TestServer | undefined;
  let record: DialectRecord | undefined;
  const countsAtStart: Record<string, number | string> = {};
  beforeAll(async () => {
    database = await createTestDatabase();
    record = expected[database.dialect];
    restoreFixture(database, record);
    try {
      started = await startTestServer({ database });
    } catch (error) {
      // E.g. a migration recorded under an old name, applied again to tables it finds already there.
      throw new Error(`This code does not start on the database of ${expected.sourceCommit}: ${(error as Error).message}`, { cause: error });
    }
    for (const table of Object.keys(record.rowCounts)) countsAtStart[table] = await rowCount(started, table);
  }, 120_000);
  afterAll(async () => {
    await started?.close();
    await database?.close();
  });
  const current = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The upgraded server has not started');
    return value;
  };
  return {
    get server() {
      return current(started);
    },
    get record() {
      return current(record);
    },
    countsAtStart,
    async answer(method, apiPath, token, fields = {}) {
      const server = current(started);
      const call = method === 'GET' ? legacyGet : legacyPost;
      const response = await call(server, apiPath, { ...credentials(server, token), ...fields });
      if (response.statusCode !== 200) throw new Error(`${method} ${apiPath} answered ${response.statusCode}: ${response.body}`);
      return response.json();
    },
  };
}

export interface ModuleRecords {
  id: string;
  migrations: string[];
  seedSteps: string[];
}

/** Every plugin of plugins/ with the names its server part records (migrations, seed steps), as the server finds them. */
export async function discoveredModules(): Promise<ModuleRecords[]> {
  const log = {
    error: (message: string) => {
      throw new Error(message);
    },
  };
  const manifests = await discoverPlugins(log);
  const parts = new Map((await loadServerParts(manifests, log)).map(({ manifest, part }) => [manifest.id, part]));
  return manifests.map(({ id }) => ({
    id,
    migrations: (parts.get(id)?.migrations ?? []).map((migration) => migration.name),
    seedSteps: (parts.get(id)?.seedSteps ?? []).map((step) => step.name),
  }));
}
