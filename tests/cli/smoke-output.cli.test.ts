import { formatSmokeRows } from '../../cli/commands/smoke';
import { colours } from '../../cli/output/colours';
import type { SmokeRow } from '../../cli/smoke/run-smoke-table';

/** How `vigil smoke` prints its rows: colour on a terminal only, and the summing-up line. */

describe('smoke output', () => {
  const passed: SmokeRow = {
    backend: 'legacy',
    method: 'GET',
    path: '/health',
    status: 200,
    expected: 200,
    ok: true,
    skipped: false,
    latencyMs: 3,
  };
  const failed: SmokeRow = {
    backend: 'new',
    method: 'GET',
    path: '/x',
    status: null,
    expected: 200,
    ok: false,
    skipped: false,
    latencyMs: null,
    error: 'x',
  };
  const skipped: SmokeRow = { ...failed, path: '/y', skipped: true, error: 'skipped: the smoke user holds none of admin' };
  const rows = [passed, failed, skipped];

  it('uses colour on a terminal only', () => {
    expect(formatSmokeRows(rows, colours(true, {}))).toContain('\u001b[32m✔ PASS\u001b[39m');
    expect(formatSmokeRows(rows, colours(true, {}))).toContain('\u001b[31m✘ FAIL\u001b[39m');
    expect(formatSmokeRows(rows, colours(true, {}))).toContain('\u001b[33m– SKIP\u001b[39m');
    expect(formatSmokeRows(rows, colours(true, { NO_COLOR: '1' }))).not.toContain('\u001b[');
    expect(formatSmokeRows(rows, colours(false, {}))).not.toContain('\u001b[');
  });

  it('sums up: all passed, or the count of each outcome, red when something failed', () => {
    const paint = colours(true, {});
    const lastLine = (list: SmokeRow[]) => formatSmokeRows(list, paint).trimEnd().split('\n').at(-1);

    expect(lastLine([passed, passed])).toBe('\u001b[32mall 2 calls passed\u001b[39m');
    expect(lastLine([passed, skipped, skipped])).toBe(
      '\u001b[32m1 passed, 2 skipped (not allowed for this user), 0 failed\u001b[39m',
    );
    expect(lastLine(rows)).toBe('\u001b[31m1 passed, 1 skipped (not allowed for this user), 1 failed\u001b[39m');
    expect(lastLine([passed, failed])).toBe('\u001b[31m1 passed, 1 failed\u001b[39m');
  });
});
