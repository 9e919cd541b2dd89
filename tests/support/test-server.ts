import type { FastifyInstance } from 'fastify';
import type { CustomerSession } from '../../host/core/api-contract';
import type { PluginManifest } from '../../host/core/plugin-manifest';
import { loginCustomer } from '../../host/core/contract/session';
import { apiBasePath } from '../../host/server/api-base';
import { createServer, type VigilServer } from '../../host/server/create-server';
import type { MailService } from '../../host/server/mail/mail-service';
import { readOutbox, type OutboxMail } from '../../host/server/mail/outbox';
import type { ServerConfig } from '../../host/server/server-config';
import { collectErrorLines, unexpectedErrors, type LoggedError } from './logged-errors';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestServerOptions {
  /** The built web host to serve; default: a directory that does not exist (the 503 page). */
  webRoot?: string;
  config?: Partial<ServerConfig>;
  /** Listen on 127.0.0.1 on a free port (browser and CLI tests); otherwise use app.inject. */
  listen?: boolean;
  /** Plugin manifests to mount instead of discovering plugins/. */
  plugins?: readonly PluginManifest[];
  /** Reuse a database (e.g. to restart on the same data); it is then not closed by close(). */
  database?: TestDatabase;
  /** Replaces the outbox (e.g. a mail service that fails). */
  mail?: MailService;
  /** The plugins' own settings, as the server would read them from its environment (VIGIL_<ID>_<NAME>). */
  pluginSettings?: Readonly<Record<string, string | undefined>>;
  /**
   * The error lines the test provokes on purpose (a mail server that is down, a database that is gone), by message.
   * Any other error line the server logs fails close().
   */
  expectedErrors?: readonly RegExp[];
}

export interface TestServer {
  /** The current fastify app; a new one after restart(). */
  app: FastifyInstance;
  /** Base URL like http://127.0.0.1:PORT when listening, '' otherwise; the same after restart(). */
  url: string;
  appToken: string;
  /** The current server; a new one after restart(). */
  server: VigilServer;
  database: TestDatabase;
  /** The server's data directory (SQLite file, JWT secret, mail outbox), on both database suites. */
  dataDir: string;
  /** Signs in through /api/customers/loginCustomer and returns the login token. */
  login(username: string, password: string): Promise<string>;
  /** Stops the server and starts it again on the same database, data directory and port. */
  restart(): Promise<void>;
  /** The mails the server wrote to its outbox, newest last. */
  outbox(): Promise<OutboxMail[]>;
  /** The error lines the server has logged so far, through every restart. */
  errorsLogged(): readonly LoggedError[];
  /** Stops the server, then fails if it logged an error line that expectedErrors does not name. */
  close(): Promise<void>;
}

/** Tests sign in far more often than people do: the default limit would get in their way. */
const TEST_SIGN_IN_LIMIT = { max: 10_000, windowSeconds: 60 };

/**
 * The same for the per-address limits, whose default counts every test of a file (all from 127.0.0.1); the tests
 * of the limits pass the defaults (DEFAULT_CONFIG) back in.
 */
const TEST_ADDRESS_LIMITS: Partial<ServerConfig> = {
  signInAddressLimit: TEST_SIGN_IN_LIMIT,
  signInAccountLimit: TEST_SIGN_IN_LIMIT,
  anonymousWriteLimit: TEST_SIGN_IN_LIMIT,
};

function buildServer(database: TestDatabase, options: TestServerOptions, logStream: NodeJS.WritableStream): Promise<VigilServer> {
  return createServer({
    logStream,
    dataDir: database.dataDir,
    databaseUrl: database.databaseUrl,
    webRoot: options.webRoot ?? `${database.dataDir}/no-web-build`,
    config: { signInRateLimit: TEST_SIGN_IN_LIMIT, ...TEST_ADDRESS_LIMITS, ...options.config },
    plugins: options.plugins,
    mail: options.mail,
    pluginSettings: options.pluginSettings,
  });
}

function portOf(url: string): number {
  return Number(new URL(url).port);
}

/** A reference server on its own fresh database (SQLite or PostgreSQL, as the jest project says). */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database = options.database ?? (await createTestDatabase());
  const ownsDatabase = !options.database;
  const errors = collectErrorLines();
  let server: VigilServer;
  try {
    server = await buildServer(database, options, errors.stream);
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }
  const url = options.listen ? await server.listen(0, '127.0.0.1') : '';
  let running = true;
  const testServer: TestServer = {
    app: server.app,
    url,
    appToken: server.config.appToken,
    server,
    database,
    dataDir: database.dataDir,
    async login(username: string, password: string): Promise<string> {
      const current = testServer.server;
      const response = await current.app.inject({
        method: 'POST',
        url: `${apiBasePath(current.config.legacyApiUrl)}${loginCustomer.path}`,
        payload: new URLSearchParams({ username, password }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      if (response.statusCode !== 200) {
        throw new Error(`Sign-in of ${username} failed: ${response.statusCode} ${response.body}`);
      }
      return response.json<CustomerSession>().login_token;
    },
    async restart(): Promise<void> {
      if (running) await testServer.server.close();
      running = false;
      const next = await buildServer(database, options, errors.stream);
      // The same port, so a browser page can reload the same address.
      if (url) await next.listen(portOf(url), '127.0.0.1');
      testServer.server = next;
      testServer.app = next.app;
      running = true;
    },
    outbox: () => readOutbox(database.dataDir),
    errorsLogged: () => errors.logged(),
    async close(): Promise<void> {
      if (running) await testServer.server.close();
      running = false;
      if (ownsDatabase) await database.close();
      const failure = unexpectedErrors(errors.logged(), options.expectedErrors ?? []);
      if (failure) throw new Error(failure);
    },
  };
  return testServer;
}
