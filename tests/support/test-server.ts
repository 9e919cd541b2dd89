import type { FastifyInstance } from 'fastify';
import type { CustomerSession } from '../../host/core/api-contract';
import { LEGACY_PATHS } from '../../host/core/api-contract';
import type { PluginManifest } from '../../host/core/plugin-manifest';
import { apiBasePath } from '../../host/server/api-base';
import { createServer, type VigilServer } from '../../host/server/create-server';
import type { ServerConfig } from '../../host/server/server-config';
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
}

export interface TestServer {
  app: FastifyInstance;
  /** Base URL like http://127.0.0.1:PORT when listening, '' otherwise. */
  url: string;
  appToken: string;
  server: VigilServer;
  database: TestDatabase;
  /** Signs in through /api/customers/loginCustomer and returns the login token. */
  login(username: string, password: string): Promise<string>;
  close(): Promise<void>;
}

/** Tests sign in far more often than people do: the default limit would get in their way. */
const TEST_SIGN_IN_LIMIT = { max: 10_000, windowSeconds: 60 };

/** A reference server on its own fresh database (SQLite or PostgreSQL, as the jest project says). */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database = options.database ?? (await createTestDatabase());
  const ownsDatabase = !options.database;
  let server: VigilServer;
  try {
    server = await createServer({
      dataDir: database.dataDir,
      databaseUrl: database.databaseUrl,
      webRoot: options.webRoot ?? `${database.dataDir}/no-web-build`,
      config: { signInRateLimit: TEST_SIGN_IN_LIMIT, ...options.config },
      plugins: options.plugins,
    });
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }
  const url = options.listen ? await server.listen(0, '127.0.0.1') : '';
  const { app } = server;
  return {
    app,
    url,
    appToken: server.config.appToken,
    server,
    database,
    async login(username: string, password: string): Promise<string> {
      const response = await app.inject({
        method: 'POST',
        url: `${apiBasePath(server.config.legacyApiUrl)}${LEGACY_PATHS.login}`,
        payload: new URLSearchParams({ username, password }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      if (response.statusCode !== 200) {
        throw new Error(`Sign-in of ${username} failed: ${response.statusCode} ${response.body}`);
      }
      return response.json<CustomerSession>().login_token;
    },
    async close(): Promise<void> {
      await server.close();
      if (ownsDatabase) await database.close();
    },
  };
}
