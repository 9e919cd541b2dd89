import type { Kysely } from 'kysely';
import type { Database } from '../../host/server/database/schema';
import type { TestServer } from './test-server';

/**
 * The test server's database as a plugin's handlers see it: the platform's tables and the plugin's own (its
 * server/tables.ts). The server's handle is typed with the platform's only; the plugin's tables are there once
 * its migrations ran. Take it anew after a restart, which opens a new handle.
 */
export function pluginDatabase<Tables>(server: TestServer): Kysely<Database & Tables> {
  return server.server.db as unknown as Kysely<Database & Tables>;
}
