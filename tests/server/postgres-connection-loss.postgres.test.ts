import { sql } from 'kysely';
import { connectDatabase, type DatabaseConnection } from '../../host/server/database/connect';
import { TcpProxy } from '../support/multi-process-servers';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/*
 * PostgreSQL ends idle connections when it restarts or an administrator terminates them. pg's pool reports that
 * as an 'error' event, which crashes the process when nobody listens: the server must lose the connection, not
 * its life, whether the connection was idle or carrying a query. On the PostgreSQL suite only: only PostgreSQL can do
 * this to a connection.
 */
let database: TestDatabase;
let connection: DatabaseConnection | undefined;
beforeAll(async () => {
  database = await createTestDatabase('postgres');
}, 30_000);
afterAll(async () => {
  await connection?.close();
  await database?.close();
});

test('an idle connection ended by the server is dropped, and the next query opens a new one', async () => {
  const errors: unknown[] = [];
  const record = (error: unknown): void => {
    errors.push(error);
  };
  process.on('uncaughtException', record);
  try {
    connection = await connectDatabase(database);
    const { db } = connection;
    expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
    await database.terminateConnections?.();
    // Let the pool see its idle client's connection end.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await sql<{ two: number }>`select 2 as two`.execute(db)).rows).toEqual([{ two: 2 }]);
  } finally {
    process.off('uncaughtException', record);
  }
  expect(errors).toEqual([]);
});

test('a connection lost while a query runs on it fails that query, not the process, and the next query works', async () => {
  const errors: unknown[] = [];
  const record = (error: unknown): void => {
    errors.push(error);
  };
  process.on('uncaughtException', record);
  // The network between the server and PostgreSQL fails (a relay the test cuts): the socket dies under the query.
  const proxy = await TcpProxy.start(database.databaseUrl!);
  const throughProxy = await connectDatabase({ ...database, databaseUrl: proxy.urlFor(database.databaseUrl!) });
  try {
    const running = sql`select pg_sleep(5)`.execute(throughProxy.db);
    // Let the query reach PostgreSQL before its connection is lost under it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await proxy.cut();
    await expect(running).rejects.toThrow(/Connection terminated/);
    await proxy.resume();
    expect((await sql<{ three: number }>`select 3 as three`.execute(throughProxy.db)).rows).toEqual([{ three: 3 }]);
  } finally {
    process.off('uncaughtException', record);
    await throughProxy.close();
    await proxy.cut();
  }
  expect(errors).toEqual([]);
});
