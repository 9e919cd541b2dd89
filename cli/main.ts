import { Command, CommanderError } from 'commander';
import { runHealth } from './commands/health';
import { runMail, type MailOptions } from './commands/mail';
import { runPluginNew } from './commands/plugin-new';
import { resolveSmokeTarget, runSmoke, type SmokeFlags } from './commands/smoke';
import { runTrackSimulate } from './commands/track-simulate';
import cliPackage from './package.json';
import { loadCliDefaults, parseTimeout, type CliDefaults } from './config/cli-defaults';
import { loadServerConfig } from './config/server-config';
import { EXIT_CODES, EXIT_CODES_HELP } from './exit-codes';
import { processIo, type CliIo } from './output/cli-io';
import { SCAFFOLD_SECTIONS, type PluginOptions } from './scaffold/plugin-spec';
import { resolveSimulatePlan, type TrackSimulateFlags } from './track/simulate-options';

export interface CliContext {
  /** The repository: where config/ is read and plugins/ is written. */
  repoRoot: string;
  io?: CliIo;
}

/**
 * Runs the `vigil` command line (`argv` as in process.argv) and resolves to its exit code. It never calls
 * process.exit, so tests run it in-process and the bin sets the exit code once output is flushed.
 */
export async function main(argv: readonly string[], context: CliContext): Promise<number> {
  const io = context.io ?? processIo();
  const defaults = loadCliDefaults(context.repoRoot, io.env);
  let exitCode: number = EXIT_CODES.ok;
  const fail = (message: string, code: number = EXIT_CODES.checksFailed): void => {
    io.err(`vigil: ${message}\n`);
    exitCode = code;
  };
  /**
   * The defaults, with what the server named by --server (or $VIGIL_SERVER_URL) says in its /config.json; null
   * (and the exit code set) when that file could not be had.
   */
  const serverDefaults = async (server: string | undefined, timeoutMs: number): Promise<CliDefaults | null> => {
    const address = server ?? io.env.VIGIL_SERVER_URL?.trim();
    if (!address) return defaults;
    const loaded = await loadServerConfig(address, timeoutMs);
    if (loaded.ok) return { ...defaults, ...loaded.defaults };
    fail(loaded.reason, loaded.unreachable ? EXIT_CODES.unreachable : EXIT_CODES.checksFailed);
    return null;
  };

  const program = new Command('vigil')
    .description('Vigil developer and operations tool: plugin scaffold, backend health and smoke checks, mail outbox')
    .version(cliPackage.version, '-V, --version', 'print the version of vigil')
    .exitOverride()
    .configureOutput({ writeOut: (text) => io.out(text), writeErr: (text) => io.err(text) })
    .showHelpAfterError()
    .addHelpText('after', EXIT_CODES_HELP);

  const plugin = program.command('plugin').description('work with plugins under plugins/');
  plugin
    .command('new')
    .description('scaffold a plugin: manifest, contract, page, i18n, server part with table, migration and seed, tests')
    .argument('<id>', "plugin id: lower-case words joined by dashes (e.g. 'demo-x'); also its permission")
    .option('--section <section>', `dashboard section, or USER for the user menu: ${SCAFFOLD_SECTIONS.join(', ')}`, 'ANALYSE')
    .option('--permissions <list>', 'comma-separated permissions that open it (default: admin,<id>)')
    .option('--title <title>', "title of page, menu item and bubble (default: from the id, 'demo-x' → 'Demo X')")
    .option('--title-it <title>', 'the Italian title (default: the English one, left for you to translate)')
    .option('--description <text>', "what the module does for the person, on its dashboard card (default: 'Open <title>.')")
    .option('--description-it <text>', 'that text in Italian (default: the English one, left for you to translate)')
    .option('--route <path>', "route path (default: '/' + PascalCase id, 'demo-x' → '/DemoX')")
    .option('--table <name>', "its first table, which names the sample endpoint and rows (default: the id, 'demo-x' → 'demo_x')")
    .action(async (id: string, options: PluginOptions) => {
      exitCode = await runPluginNew(id, options, context.repoRoot, io);
    });

  program
    .command('health')
    .description('check the legacy API health endpoint; exit 1 when unhealthy, 3 when unreachable')
    .option('--server <url>', "the server whose /config.json names the APIs (default: $VIGIL_SERVER_URL)")
    .option('--legacy-url <url>', `legacy API base URL (default: the server's, else ${defaults.legacyUrl})`)
    .option('--timeout <ms>', 'request timeout in milliseconds', String(defaults.timeoutMs))
    .option('--json', 'print the result as JSON')
    .addHelpText('after', EXIT_CODES_HELP)
    .action(async (options: { server?: string; legacyUrl?: string; timeout: string; json?: boolean }) => {
      const timeoutMs = parseTimeout(options.timeout, defaults.timeoutMs);
      if (typeof timeoutMs === 'string') return fail(timeoutMs);
      const found = await serverDefaults(options.server, timeoutMs);
      if (!found) return undefined;
      exitCode = await runHealth({ legacyUrl: options.legacyUrl ?? found.legacyUrl, timeoutMs, json: options.json }, io);
    });

  program
    .command('smoke')
    .description(
      'sign in and run read-only calls on both backends, skipping those the user may not make; exit 1 when any ' +
        'fails, 2 when the sign-in is refused, 3 when a backend does not answer',
    )
    .option('--server <url>', "the server whose /config.json names the APIs and the app token (default: $VIGIL_SERVER_URL)")
    .option('--legacy-url <url>', `legacy API base URL (default: the server's, else ${defaults.legacyUrl})`)
    .option('--new-url <url>', `new API base URL (default: the server's, else ${defaults.newUrl})`)
    .option('--username <name>', 'sign-in user name (default: $VIGIL_SMOKE_USERNAME)')
    .option('--password <password>', 'sign-in password (default: $VIGIL_SMOKE_PASSWORD)')
    .option('--app-token <token>', 'legacy app token (default: $VIGIL_APP_TOKEN or config/default.json)')
    .option('--timeout <ms>', `per-request timeout in milliseconds (default: ${defaults.timeoutMs})`)
    .option('--json', 'print the rows as a JSON array, nothing else')
    .addHelpText('after', EXIT_CODES_HELP)
    .action(async (flags: SmokeFlags & { server?: string }) => {
      const timeoutMs = parseTimeout(flags.timeout, defaults.timeoutMs);
      if (typeof timeoutMs === 'string') return fail(timeoutMs);
      const found = await serverDefaults(flags.server, timeoutMs);
      if (!found) return undefined;
      const target = resolveSmokeTarget(flags, found);
      if (typeof target === 'string') return fail(target);
      exitCode = await runSmoke(target, { repoRoot: context.repoRoot, json: flags.json }, io);
    });

  program
    .command('track')
    .description('GPS tracking tools')
    .command('simulate')
    .description(
      "pair devices for the company's people and send moving positions as OsmAnd, Traccar Client or OwnTracks send " +
        'them; exit 1 when any position is refused, 2 when the sign-in is refused, 3 when the server does not answer',
    )
    .option('--server <url>', "the server whose /config.json names the APIs and the app token (default: $VIGIL_SERVER_URL)")
    .option('--legacy-url <url>', `legacy API base URL (default: the server's, else ${defaults.legacyUrl})`)
    .option('--app-token <token>', 'legacy app token (default: $VIGIL_APP_TOKEN or config/default.json)')
    .option('--username <name>', 'an admin of the company (default: $VIGIL_SMOKE_USERNAME)')
    .option('--password <password>', 'their password (default: $VIGIL_SMOKE_PASSWORD)')
    .option('--devices <n>', 'devices to pair, one per person in turn (a person takes a few when there are more)', '20')
    .option('--protocol <name>', 'osmand, traccar-form, traccar-json, owntracks, or mixed (the four in turn)', 'mixed')
    .option('--interval <seconds>', 'seconds between two fixes of a device (at least 1)', '5')
    .option('--duration <seconds>', 'how long to send', '60')
    .option('--quiet-share <share>', 'the share of devices that stop sending part-way (0..1)', '0.1')
    .option('--sos', 'one Traccar Client device sends an SOS (alarm=sos) half-way through')
    .option('--seed <n>', 'replay the same paths, noise and quiet devices')
    .option('--keep-devices', 'keep the paired devices afterwards (default: revoke them)')
    .option('--timeout <ms>', `per-request timeout in milliseconds (default: ${defaults.timeoutMs})`)
    .option('--json', 'print the summary as JSON')
    .addHelpText(
      'after',
      '\nEach device travels at 5-30 m/s along the great circle between two seeded capitals, with a little sideways\n' +
        'noise: paths are straight-ish, not on roads (no road data is available offline).\n' +
        'Positions of people whose tracking is off are acknowledged by the server and not kept.\n' +
        EXIT_CODES_HELP,
    )
    .action(async (flags: TrackSimulateFlags & { server?: string }) => {
      const timeoutMs = parseTimeout(flags.timeout, defaults.timeoutMs);
      if (typeof timeoutMs === 'string') return fail(timeoutMs);
      const found = await serverDefaults(flags.server, timeoutMs);
      if (!found) return undefined;
      const plan = resolveSimulatePlan(flags, found);
      if (typeof plan === 'string') return fail(plan);
      exitCode = await runTrackSimulate(plan, io);
    });

  program
    .command('mail')
    .description("list the mails a server without SMTP wrote to its outbox (<data dir>/outbox), with their links")
    .option('--data-dir <dir>', 'the server data directory (default: $VIGIL_DATA_DIR or <repo>/data)')
    .option('--last', 'print the newest mail in full')
    .option('--json', 'print the mails (or, with --last, the newest) as JSON')
    .action((options: MailOptions) => {
      exitCode = runMail(options, context.repoRoot, io);
    });

  try {
    await program.parseAsync([...argv]);
  } catch (error) {
    // exitOverride turns commander's own exits (help, version, usage errors) into errors carrying the code.
    if (error instanceof CommanderError) return error.exitCode;
    throw error;
  }
  return exitCode;
}
