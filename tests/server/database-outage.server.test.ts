import path from 'node:path';
import { loginCustomer } from '../../host/core/contract/session';
import { SQLITE_FILE_NAME } from '../../host/server/database/connect';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../../host/server/error-handler';
import { startTestServer, type TestServer } from '../support/test-server';
import { legacyPost } from './support/legacy-request';

/*
 * A database that is down for a while answers 503 with Retry-After, not 500, and the server recovers by itself
 * once the database is back. Each suite causes the outage its database can have: PostgreSQL refuses connections,
 * SQLite stays locked by another writer beyond its busy timeout.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(async () => server?.close());

const signIn = () => legacyPost(server, loginCustomer.path, { username: 'admin', password: 'Vigil-admin-1' });

async function adminQuery(statement: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: process.env.VIGIL_TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Makes the database unavailable and answers how to bring it back. */
async function startOutage(): Promise<() => Promise<void>> {
  if (server.database.dialect === 'postgres') {
    // The test database's name is random hex (test-database.ts), safe in DDL.
    const name = new URL(server.database.databaseUrl ?? '').pathname.slice(1);
    await adminQuery(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    await server.database.terminateConnections?.();
    // Let the pool see its idle connections end.
    await new Promise((resolve) => setTimeout(resolve, 300));
    return () => adminQuery(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
  }
  const { default: SqliteDatabase } = await import('better-sqlite3');
  const other = new SqliteDatabase(path.join(server.dataDir, SQLITE_FILE_NAME));
  other.exec('BEGIN EXCLUSIVE');
  return async () => {
    other.exec('ROLLBACK');
    other.close();
  };
}

test('a database outage answers 503 with Retry-After, and the next call after it succeeds', async () => {
  expect((await signIn()).statusCode).toBe(200);
  const endOutage = await startOutage();
  let ended = false;
  try {
    const during = await signIn();
    expect(during.statusCode).toBe(503);
    expect(during.headers['retry-after']).toBe('5');
    expect(during.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: DATABASE_UNAVAILABLE_MESSAGE, code: 'databaseUnavailable' });
    await endOutage();
    ended = true;
    // No restart: the same server answers again.
    expect((await signIn()).statusCode).toBe(200);
  } finally {
    if (!ended) await endOutage();
  }
}, 30_000);

test('only errors of an unavailable database count as an outage', () => {
  const withCode = (code: string, message = 'failed'): Error => Object.assign(new Error(message), { code });
  expect(isDatabaseUnavailable(withCode('SQLITE_BUSY', 'database is locked'))).toBe(true);
  expect(isDatabaseUnavailable(withCode('57P01', 'terminating connection due to administrator command'))).toBe(true);
  expect(isDatabaseUnavailable(withCode('ECONNREFUSED'))).toBe(true);
  expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  expect(isDatabaseUnavailable(withCode('55000', 'database "x" is not currently accepting connections'))).toBe(true);
  // A bad request or our own fault stays what it is.
  expect(isDatabaseUnavailable(withCode('23505', 'duplicate key value violates unique constraint'))).toBe(false);
  expect(isDatabaseUnavailable(withCode('SQLITE_CONSTRAINT_UNIQUE'))).toBe(false);
  expect(isDatabaseUnavailable(withCode('55000', 'currval of sequence is not yet defined'))).toBe(false);
  expect(isDatabaseUnavailable(new Error('driver has already been destroyed'))).toBe(false);
});
