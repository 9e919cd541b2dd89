import { sql } from 'kysely';
import { getDbStatus } from '../../core/contract/health';
import { bind, type EndpointBinding } from '../endpoints/endpoint-binding';
import { HttpError } from '../http-error';
import type { ServerContext } from '../server-context';

/** The database health check the client runs at start; a 500 sends it to /500 (spec part 1 §2, §7). */
export function healthBindings({ db, dialect }: Pick<ServerContext, 'db' | 'dialect'>): EndpointBinding[] {
  return [
    bind(getDbStatus, async ({ request }) => {
      try {
        await sql`select 1`.execute(db);
      } catch (error) {
        request.log.error({ err: error }, 'database health check failed');
        throw new HttpError(500, 'The database is not available');
      }
      return { status: 'ok' as const, database: dialect };
    }),
  ];
}
