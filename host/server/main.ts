import { existsSync } from 'node:fs';
import path from 'node:path';
import { createServer, type VigilServer } from './create-server';
import { DEMO_ACCOUNTS } from './seed/demo-accounts';
import { findRepoRoot } from './repo-root';
import { configFromEnv, resolveConfig } from './server-config';

/** The demo accounts as a plain-text table: they are public demo credentials, meant to be shown. */
function demoAccountsTable(): string {
  const rows = [
    ['username', 'password', 'permissions'],
    ...DEMO_ACCOUNTS.map((account) => [account.username, account.password, account.permissions.join(', ')]),
  ];
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  const line = (row: string[]): string =>
    `  ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('   ')}`;
  return rows.map((row) => line(row).trimEnd()).join('\n');
}

function stopOnSignals(server: VigilServer): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) process.exit(1);
    stopping = true;
    // Readiness turns 503, new connections are refused, the requests in hand are answered and the live sockets
    // told to reconnect (to another process, behind a balancer): see VigilServer.close.
    console.log(`\n${signal}: stopping Vigil (${server.instance}) once the requests it holds are answered…`);
    // Connections that do not finish in time must not keep the process alive.
    setTimeout(() => process.exit(1), 10_000).unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Vigil did not stop cleanly:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/**
 * A fault nobody caught leaves the server in an unknown state: say so and exit non-zero, so a supervisor
 * (docs/security.md) restarts it, rather than keep serving, or hang, half-broken.
 */
function exitOnFatalErrors(): void {
  const fatal = (kind: string) => (error: unknown): void => {
    console.error(`Vigil stopped on a fatal error (${kind}):`, error instanceof Error ? error.stack ?? error.message : error);
    process.exit(1);
  };
  process.on('uncaughtException', fatal('uncaught exception'));
  process.on('unhandledRejection', fatal('unhandled rejection'));
}

async function main(): Promise<void> {
  exitOnFatalErrors();
  const config = resolveConfig(configFromEnv(process.env));
  const server = await createServer({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    config,
    logger: true,
    // Plugins read their own settings from the environment too (README, Configuration).
    pluginSettings: process.env,
  });
  stopOnSignals(server);
  const url = await server.listen(config.port, config.host);
  console.log(`Vigil is running at http://localhost:${new URL(url).port}`);
  console.log(`Instance: ${server.instance} (VIGIL_INSTANCE_NAME), named in its health answers`);
  if (!existsSync(path.join(findRepoRoot(), 'dist', 'web', 'index.html'))) {
    console.log('The web host is not built: run `npm run build:web` and restart to serve it (the APIs work now).');
  }
  console.log(`Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `SQLite in ${config.dataDir}`}`);
  console.log('Demo accounts (seeded on first start; each email is <username>@demo.vigil.example):');
  console.log(demoAccountsTable());
}

main().catch((error: unknown) => {
  console.error('Vigil could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
