import { execFile } from 'node:child_process';
import path from 'node:path';
import { runPluginNew } from '../../cli/commands/plugin-new';
import { recordingIo } from '../../cli/output/cli-io';
import type { PluginOptions } from '../../cli/scaffold/plugin-spec';
import { closedPort } from './support/closed-port';
import { makeTempRepo } from './support/temp-repo';

const repoRoot = path.resolve(__dirname, '../..');
/** How plugins/cmr was made (tests/cli/scaffold-output.cli.test.ts keeps it exactly as the scaffold writes it). */
const CMR_OPTIONS: PluginOptions = { section: 'PROTECT', permissions: 'admin,cmr', title: 'Crisis management room', table: 'cmr_notes' };

/**
 * The scaffold ends with what to run next; a newcomer runs it as printed, on a machine without PostgreSQL. It is
 * run here on the repository's own scaffolded module, with every way to a PostgreSQL closed: no test database,
 * and DATABASE_URL pointing at a port nothing listens on.
 */
it("runs the scaffold's test hint as printed, on the embedded database only", async () => {
  const repo = makeTempRepo();
  let hint: string;
  try {
    const io = recordingIo();
    expect(await runPluginNew('cmr', CMR_OPTIONS, repo.root, io)).toBe(0);
    hint = /^Next: (.+), then npm start and open \/Cmr\.$/m.exec(io.stdout)?.[1] ?? '';
  } finally {
    repo.remove();
  }
  expect(hint).toBe('npx jest --selectProjects unit component server-sqlite --testPathPatterns plugins/cmr');

  const port = await closedPort();
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: `postgres://vigil@127.0.0.1:${port}/vigil`, CI: '1' };
  delete env.VIGIL_TEST_DATABASE_URL;
  delete env.VIGIL_TEST_DB;
  delete env.JEST_WORKER_ID;
  const run = await new Promise<{ code: number; output: string }>((resolve) => {
    execFile('sh', ['-c', hint], { cwd: repoRoot, env, timeout: 55_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, output: `${stdout}${stderr}` });
    });
  });

  expect(run.output).toMatch(/Running 3 projects:/);
  expect(run.output).not.toContain('server-postgres');
  expect(run.output).toMatch(/Tests: +\d+ passed, \d+ total/);
  expect(run.code).toBe(0);
}, 60_000);
