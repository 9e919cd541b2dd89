import { PostgresDialect } from 'kysely';

/**
 * A Kysely dialect over a pool of `max` PostgreSQL connections that outlives the loss of any of them.
 *
 * pg reports a dead connection (PostgreSQL restarted, an administrator ended it, the network between failed) as an
 * 'error' event on its client, and an 'error' nobody listens to crashes the process. The pool listens only while a
 * client is idle; a connection lost under a running query (a client checked out by Kysely) would take the whole
 * server down with it. So every client gets a listener for its whole life: the query fails with the error, the pool
 * drops the client on release, and the next query opens a new connection. The message names no credentials.
 */
export async function postgresDialect(databaseUrl: string, max: number, warn: (message: string) => void): Promise<PostgresDialect> {
  const { default: pg } = await import('pg');
  // count(*) and bigint columns come back as numbers, as they do on SQLite; our values stay far below 2^53.
  pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));
  const pool = new pg.Pool({ connectionString: databaseUrl, max });
  pool.on('connect', (client) => client.on('error', (error: Error) => warn(`A PostgreSQL connection was lost: ${error.message}`)));
  // The pool re-emits an idle client's error, already heard above: without a listener of its own it would throw.
  pool.on('error', () => undefined);
  return new PostgresDialect({ pool });
}
