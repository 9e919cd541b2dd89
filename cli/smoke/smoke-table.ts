import type { AnyEndpoint } from '../../host/core/endpoints';
import { discoverEndpoints } from './discover-endpoints';
import { smokeCallOf } from './endpoint-row';
import { FOUNDATION_CALLS } from './foundation-calls';
import { orderRows } from './order-rows';
import type { SmokeCall } from './smoke-call';

/**
 * The smoke table of some declarations: sign-in and /auth first, because they produce the credentials the others
 * use, then a row for every declaration with `smoke`, each after the rows keeping what it needs. Only read-only
 * calls carry `smoke`, so the smoke test is safe against production: never give it to a call that writes (print
 * requests, views, adding, editing or deleting anything).
 */
export function smokeTable(endpoints: readonly AnyEndpoint[]): SmokeCall[] {
  const rows = endpoints.flatMap((endpoint) => smokeCallOf(endpoint) ?? []);
  return [...FOUNDATION_CALLS, ...orderRows(rows)];
}

export interface LoadedSmokeTable {
  table: SmokeCall[];
  /** Contracts that could not be read (see discoverEndpoints). */
  problems: string[];
}

/** The table of the repository's declarations: the platform's and every plugin's contract. */
export async function loadSmokeTable(repoRoot: string): Promise<LoadedSmokeTable> {
  const { endpoints, problems } = await discoverEndpoints(repoRoot);
  return { table: smokeTable(endpoints), problems };
}
