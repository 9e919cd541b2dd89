import path from 'node:path';
import type { SmokeRow } from '../../../cli/smoke/run-smoke-table';
import type { SmokeCall } from '../../../cli/smoke/smoke-call';
import { loadSmokeTable } from '../../../cli/smoke/smoke-table';

export const repoRoot = path.resolve(__dirname, '../../..');

let loaded: Promise<SmokeCall[]> | undefined;

/** The repository's smoke table, as `vigil smoke` finds it; a contract that cannot be read fails the suite. */
export function repositoryTable(): Promise<SmokeCall[]> {
  loaded ??= loadSmokeTable(repoRoot).then(({ table, problems }) => {
    if (problems.length > 0) throw new Error(problems.join('\n'));
    return table;
  });
  return loaded;
}

/** Lookups the smoke suites share: a reported row, a table call, the requests sent to a path. */
export function rowFor(rows: readonly SmokeRow[], pathName: string): SmokeRow {
  const row = rows.find((candidate) => candidate.path === pathName);
  if (!row) throw new Error(`no row for ${pathName}`);
  return row;
}

export function callFor(table: readonly SmokeCall[], pathName: string): SmokeCall {
  const call = table.find((candidate) => candidate.path === pathName);
  if (!call) throw new Error(`no call for ${pathName}`);
  return call;
}

/** The calls sent to a path (without the query), in order. */
export function sentTo(calls: readonly { path: string }[], pathName: string): string[] {
  return calls.map((call) => call.path).filter((sent) => sent.split('?')[0]?.endsWith(pathName));
}
