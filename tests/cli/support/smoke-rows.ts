import type { SmokeRow } from '../../../cli/smoke/run-smoke-table';
import type { SmokeCall } from '../../../cli/smoke/smoke-call';
import { SMOKE_TABLE } from '../../../cli/smoke/smoke-table';

/** Lookups the smoke suites share: a reported row, a table call, the requests sent to a path. */
export function rowFor(rows: readonly SmokeRow[], pathName: string): SmokeRow {
  const row = rows.find((candidate) => candidate.path === pathName);
  if (!row) throw new Error(`no row for ${pathName}`);
  return row;
}

export function callFor(pathName: string): SmokeCall {
  const call = SMOKE_TABLE.find((candidate) => candidate.path === pathName);
  if (!call) throw new Error(`no call for ${pathName}`);
  return call;
}

/** The calls sent to a path (without the query), in order. */
export function sentTo(calls: readonly { path: string }[], pathName: string): string[] {
  return calls.map((call) => call.path).filter((sent) => sent.split('?')[0]?.endsWith(pathName));
}
