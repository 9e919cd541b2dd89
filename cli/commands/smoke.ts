import type { CliDefaults } from '../config/cli-defaults';
import { resolveSignedInTarget, type SignInFlags } from '../config/signed-in-target';
import { EXIT_CODES, type ExitCode } from '../exit-codes';
import { joinUrl } from '../http/http-client';
import type { CliIo } from '../output/cli-io';
import { colours, type Colours } from '../output/colours';
import { formatTable } from '../output/format-table';
import { isFailure, runSmokeTable, type SmokeRow, type SmokeTarget } from '../smoke/run-smoke-table';
import type { SmokeCall } from '../smoke/smoke-call';
import { loadSmokeTable } from '../smoke/smoke-table';

/** `vigil smoke` options as commander hands them over: all optional, all strings. */
export interface SmokeFlags extends SignInFlags {
  newUrl?: string;
  json?: boolean;
}

/** Fills the flags from the defaults; a string names what is missing or wrong. */
export function resolveSmokeTarget(flags: SmokeFlags, defaults: CliDefaults): SmokeTarget | string {
  const target = resolveSignedInTarget(flags, defaults);
  return typeof target === 'string' ? target : { ...target, newUrl: flags.newUrl ?? defaults.newUrl };
}

/**
 * `vigil smoke`: runs the table found in the repository's contracts (or the one given), prints it (or the JSON
 * rows) and returns the exit code (cli/exit-codes.ts): 0 when no row failed. Rows skipped because the smoke user
 * may not make the call do not fail the run; a contract that could not be read does, as its rows are missing.
 * A sign-in that fails is said once, on stderr, instead of a table of rows that could not run without it: 2
 * when the legacy API refused it, 3 when it did not answer. A newer API that does not answer /auth gives 3 too,
 * once the legacy rows have run.
 */
export async function runSmoke(
  target: SmokeTarget,
  options: { repoRoot: string; json?: boolean; table?: readonly SmokeCall[] },
  io: CliIo,
): Promise<ExitCode> {
  const loaded = options.table ? { table: options.table, problems: [] } : await loadSmokeTable(options.repoRoot);
  for (const problem of loaded.problems) io.err(`vigil smoke: ${problem}\n`);
  const rows = await runSmokeTable(loaded.table, target);
  const signIn = foundationRow(loaded.table, rows, 'signIn');
  const authorise = foundationRow(loaded.table, rows, 'authorise');
  if (options.json) io.out(`${JSON.stringify(rows, null, 2)}\n`);

  if (signIn && !signIn.ok) {
    const url = joinUrl(target.legacyUrl, signIn.path);
    if (signIn.status === null) {
      io.err(`vigil smoke: cannot reach the legacy API: ${signIn.error ?? 'no answer'} (POST ${url})\n`);
      return EXIT_CODES.unreachable;
    }
    io.err(`vigil smoke: could not sign in as '${target.username}': ${signIn.error ?? `HTTP ${signIn.status}`} (POST ${url})\n`);
    return EXIT_CODES.signInFailed;
  }
  if (!options.json) io.out(formatSmokeRows(rows, colours(io.isTTY, io.env)));
  if (authorise && !authorise.ok && authorise.status === null) {
    const url = joinUrl(target.newUrl, authorise.path);
    io.err(`vigil smoke: cannot reach the newer API: ${authorise.error ?? 'no answer'} (POST ${url})\n`);
    return EXIT_CODES.unreachable;
  }
  return rows.some(isFailure) || loaded.problems.length > 0 ? EXIT_CODES.checksFailed : EXIT_CODES.ok;
}

/** The row of one of the runner's own first steps, when the table has it and it was run. */
function foundationRow(table: readonly SmokeCall[], rows: readonly SmokeRow[], step: 'signIn' | 'authorise'): SmokeRow | undefined {
  const index = table.findIndex((call) => call.foundation === step);
  return index >= 0 ? rows[index] : undefined;
}

function mark(row: SmokeRow, paint: Colours): string {
  if (row.ok) return paint.green('✔ PASS');
  return row.skipped ? paint.yellow('– SKIP') : paint.red('✘ FAIL');
}

export function formatSmokeRows(rows: readonly SmokeRow[], paint: Colours): string {
  const lines = rows.map((row) => [
    mark(row, paint),
    row.backend,
    row.method,
    row.path,
    row.status === null ? '-' : String(row.status),
    row.latencyMs === null ? '-' : `${row.latencyMs} ms`,
    row.error ?? '',
  ]);
  const header = ['', 'backend', 'method', 'path', 'status', 'latency', 'reason'].map((title) => paint.dim(title));
  return `${formatTable([header, ...lines])}${summary(rows, paint)}\n`;
}

/** 'all N calls passed', or the count of each outcome: '12 passed, 9 skipped (not allowed for this user), 0 failed'. */
function summary(rows: readonly SmokeRow[], paint: Colours): string {
  const passed = rows.filter((row) => row.ok).length;
  const skipped = rows.filter((row) => row.skipped).length;
  const failed = rows.filter(isFailure).length;
  if (passed === rows.length) return paint.green(`all ${rows.length} calls passed`);
  const counts = [
    `${passed} passed`,
    ...(skipped > 0 ? [`${skipped} skipped (not allowed for this user)`] : []),
    `${failed} failed`,
  ].join(', ');
  return failed > 0 ? paint.red(counts) : paint.green(counts);
}
