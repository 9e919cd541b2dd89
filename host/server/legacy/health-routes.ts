import { sql } from 'kysely';
import type { HealthStatus } from '../../core/api-contract';
import { LEGACY_PATHS } from '../../core/api-contract';
import { HttpError } from '../http-error';
import type { ServerContext } from '../server-context';
import { registerLegacyRoute } from './legacy-route';

/** The database health check the client runs at start; a 500 sends it to /500 (spec part 1 §2, §7). */
export function registerHealthRoutes({ legacy, db, dialect }: ServerContext): void {
  registerLegacyRoute(legacy, {
    method: 'GET',
    path: LEGACY_PATHS.health,
    exempt: true,
    async handler({ request }): Promise<HealthStatus> {
      try {
        await sql`select 1`.execute(db);
      } catch (error) {
        request.log.error({ err: error }, 'database health check failed');
        throw new HttpError(500, 'The database is not available');
      }
      return { status: 'ok', database: dialect };
    },
  });
}
