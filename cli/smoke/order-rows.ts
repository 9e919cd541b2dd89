import type { SmokeCall } from './smoke-call';

/**
 * Orders rows so that each comes after the rows keeping the values it needs (a topological order over
 * `produces` and `needs`), and otherwise stays in discovery order. A cycle cannot be ordered: its first row
 * goes first and reports what it lacks when it runs.
 */
export function orderRows(calls: readonly SmokeCall[]): SmokeCall[] {
  const keepers = new Map<string, SmokeCall[]>();
  for (const call of calls) {
    for (const value of call.produces ?? []) keepers.set(value, [...(keepers.get(value) ?? []), call]);
  }
  const placed = new Set<SmokeCall>();
  const remaining = [...calls];
  const ordered: SmokeCall[] = [];
  const ready = (call: SmokeCall): boolean =>
    call.needs.every((value) => (keepers.get(value) ?? []).every((keeper) => keeper === call || placed.has(keeper)));
  while (remaining.length > 0) {
    const index = Math.max(remaining.findIndex(ready), 0);
    const [next] = remaining.splice(index, 1);
    if (!next) break;
    placed.add(next);
    ordered.push(next);
  }
  return ordered;
}
