import path from 'node:path';
import formBody from '@fastify/formbody';
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { PluginManifest } from '../core/plugin-manifest';
import { apiBasePath } from './api-base';
import { JwtSigner } from './auth/jwt';
import { loadJwtSecret } from './auth/jwt-secret';
import { startTokenPurge } from './auth/expired-token-purge';
import { SessionStore } from './auth/session-store';
import type { SignInLimits } from './auth/sign-in-limits';
import { connectDatabase, type DatabaseConnection } from './database/connect';
import { prepareDatabase } from './database/prepare-database';
import type { Database } from './database/schema';
import { installErrorHandler } from './error-handler';
import { errorBody } from './http-error';
import type { MailService } from './mail/mail-service';
import { registerMediaRoutes } from './account/media-routes';
import { alertBindings } from './legacy/alert-bindings';
import { companyBindings } from './legacy/company-bindings';
import { employeeBindings } from './legacy/employee-bindings';
import { healthBindings } from './legacy/health-bindings';
import { monitoredCountryBindings } from './legacy/monitored-country-bindings';
import { passwordResetBindings } from './legacy/password-reset-bindings';
import { permissionBindings } from './legacy/permission-bindings';
import { privacyHelpBindings } from './legacy/privacy-help-bindings';
import { publicAccountBindings } from './legacy/public-account-bindings';
import { sessionBindings } from './legacy/session-bindings';
import { newApiAuthBindings } from './new-api/auth-bindings';
import { geographyBindings } from './geography/geography-bindings';
import { personnelBindings } from './personnel/personnel-bindings';
import type { EndpointBinding } from './endpoints/endpoint-binding';
import type { EndpointHost } from './endpoints/endpoint-host';
import { mountEndpoint } from './endpoints/mount-endpoint';
import { AnonymousWriteLimiter } from './endpoints/anonymous-write-limiter';
import { registerOpenApi } from './endpoints/openapi';
import { createFileStorage, type FileStorageConfig } from './files/create-file-storage';
import { instanceName } from './health/instance-name';
import { processHealthBindings } from './health/process-health-bindings';
import { Readiness } from './health/readiness';
import { discoverPlugins } from './plugin-host/discover-plugins';
import { enabledManifests } from './plugin-host/enabled-manifests';
import { grantPlatformCalls } from './plugin-host/grant-platform-calls';
import { loadServerParts } from './plugin-host/load-server-parts';
import { collectLiveTopics } from './plugin-host/collect-live-topics';
import type { ChangeBus } from './live/change-bus';
import { createChangeBus } from './live/create-change-bus';
import { registerLiveRoute } from './live/register-live-route';
import { mountPluginEndpoints } from './plugin-host/mount-plugin-endpoints';
import { startPluginJobs } from './plugin-host/start-plugin-jobs';
import type { PeriodicJob } from './periodic-job';
import { acceptEmptyJsonBodies } from './endpoints/empty-json-body';
import { CompanyModules } from './plugin-host/company-modules';
import { limitConnections } from './connection-limit';
import { HTTP_LIMITS } from './http-limits';
import { findRepoRoot } from './repo-root';
import { resolveConfig, type ServerConfig } from './server-config';
import type { ServerContext } from './server-context';
import { startGroupServices, type GroupServices } from './start-group-services';
import { registerCors } from './web/register-cors';
import { registerWebRoutes } from './web/web-routes';

export interface ServerOptions {
  /** Relative paths are taken from the repository root. */
  dataDir: string;
  databaseUrl?: string;
  /** The built web host; default <repo>/dist/web. */
  webRoot?: string;
  config?: Partial<ServerConfig>;
  /** fastify's logger (JSON lines); request logging stays off either way, so URLs with tokens are never logged. */
  logger?: boolean;
  /** Where the logger writes its lines instead of stdout (tests read them); the logger is on when it is given. */
  logStream?: NodeJS.WritableStream;
  /** Replaces the discovery of plugins/ (tests pass fixture manifests). */
  plugins?: readonly PluginManifest[];
  /** Replaces the mail service made from config (SMTP or the data directory's outbox). */
  mail?: MailService;
  /** Checks every declared answer against its schema (see EndpointHost); on by default under jest. */
  checkAnswers?: boolean;
  /** Where plugins read their own settings (PlatformServices.setting): main passes the environment; none by default. */
  pluginSettings?: Readonly<Record<string, string | undefined>>;
}

export interface VigilServer {
  app: FastifyInstance;
  /** Starts listening and resolves to the base URL, e.g. http://127.0.0.1:8080. */
  listen(port: number, host?: string): Promise<string>;
  close(): Promise<void>;
  config: ServerConfig;
  /** The server's database, for tests and tools that need to look underneath the API. */
  db: Kysely<Database>;
  /** The failed sign-ins it counts, for tests that check what a flood leaves behind. */
  signInLimits: SignInLimits;
  /** The name its health answers give (VIGIL_INSTANCE_NAME, or host name and pid). */
  instance: string;
}

/** The API's version in its OpenAPI description. */
const SERVER_VERSION = '0.1.0';

/**
 * On every answer, framework errors included: no Referer leaves with a token in it, no type is sniffed, and no
 * page is framed (besides the pages' CSP frame-ancestors, for browsers that read only this header).
 */
const EVERY_ANSWER_HEADERS = { 'referrer-policy': 'no-referrer', 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY' };

/** API answers are small; anything bigger is refused with 413 before it is parsed. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Request logging is off; should a request ever be logged, its credentials are not. */
const REDACTED_LOG_PATHS = ['req.headers.authorization', 'req.url', 'req.query', 'req.body'];

function createApp(logger: boolean, trustProxy: ServerConfig['trustProxy'], logStream?: NodeJS.WritableStream): FastifyInstance {
  const app = Fastify({
    logger: logger || logStream ? { level: 'info', redact: REDACTED_LOG_PATHS, ...(logStream ? { stream: logStream } : {}) } : false,
    // Whether request.ip, which the per-address limits count, may come from X-Forwarded-For (docs/security.md).
    trustProxy,
    logController: new LogController({ disableRequestLogging: true }),
    // No child logger per request: with request logging off its only binding, reqId, matches no other line, and
    // making one is a measurable share of a signed-in call (docs/decisions.md, issue 19).
    childLoggerFactory: (logger) => logger,
    bodyLimit: BODY_LIMIT_BYTES,
    // Slow clients must not hold connections open (docs/security.md).
    requestTimeout: HTTP_LIMITS.requestTimeoutMs,
    keepAliveTimeout: HTTP_LIMITS.keepAliveTimeoutMs,
    http: {
      headersTimeout: HTTP_LIMITS.headersTimeoutMs,
      connectionsCheckingInterval: HTTP_LIMITS.connectionsCheckingIntervalMs,
      maxHeaderSize: HTTP_LIMITS.maxHeaderBytes,
    },
    // Malformed URLs and the like never reach the error handler; answer them in the same shape.
    frameworkErrors: (error, _request, reply) => {
      const answer = reply as unknown as FastifyReply;
      void answer.code(400).headers(EVERY_ANSWER_HEADERS).send(errorBody(400, error.message));
    },
  });
  // A callback hook, not an async one: every request pays for this, and a promise per request is measurable.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(EVERY_ANSWER_HEADERS);
    done();
  });
  // Behind a trusted proxy every connection comes from the balancer, which limits its clients itself.
  if (Array.isArray(trustProxy) ? trustProxy.length === 0 : !trustProxy) {
    limitConnections(app.server, { perAddress: HTTP_LIMITS.maxConnectionsPerAddress, total: HTTP_LIMITS.maxConnections });
  }
  installErrorHandler(app);
  return app;
}

async function registerRoutes(context: ServerContext, webRoot: string, hostBindings: readonly EndpointBinding[]): Promise<void> {
  const { app, config } = context;
  await registerCors(app, config);
  await app.register(formBody);
  acceptEmptyJsonBodies(app);
  await registerOpenApi(app, { legacyBase: context.endpoints.bases.legacy, newBase: context.endpoints.bases.new, version: SERVER_VERSION });
  // The platform's declared endpoints (host/core/contract), each bound to its handler, opened to the permissions
  // the enabled plugins ask for (their manifests' platformCalls).
  const platformBindings = [
    ...healthBindings(context),
    ...hostBindings,
    ...companyBindings(context),
    ...permissionBindings(context),
    ...personnelBindings(context),
    ...geographyBindings(context),
    ...sessionBindings(context),
    ...newApiAuthBindings(context),
    ...publicAccountBindings(context),
    ...passwordResetBindings(context),
    ...privacyHelpBindings(context),
    ...employeeBindings(context),
    ...monitoredCountryBindings(context),
    ...alertBindings(context),
  ];
  for (const binding of grantPlatformCalls(platformBindings, context.manifests, app.log)) {
    mountEndpoint(context.endpoints, binding);
  }
  registerMediaRoutes(app, context.db);
  const newApiBase = apiBasePath(config.newApiUrl);
  await registerWebRoutes(app, { webRoot, config, apiPrefixes: [context.endpoints.bases.legacy, newApiBase] });
}

/** The file storage the configuration names: local disk by default, an S3-compatible bucket when it says s3. */
function fileStorageConfig(config: ServerConfig, dataDir: string): FileStorageConfig {
  if (config.fileStorage === 'local') return { backend: 'local', dataDir };
  return { backend: 's3', dataDir, ...config.s3 };
}

/** Builds the server: database migrated and (when new) seeded, plugins discovered and mounted, routes ready. */
export async function createServer(options: ServerOptions): Promise<VigilServer> {
  const repoRoot = findRepoRoot();
  const dataDir = path.resolve(repoRoot, options.dataDir);
  const config = resolveConfig(options.config, { dataDir, databaseUrl: options.databaseUrl });
  const app = createApp(options.logger ?? false, config.trustProxy, options.logStream);
  const log = {
    info: (message: string): void => app.log.info(message),
    warn: (message: string): void => app.log.warn(message),
    error: (message: string): void => app.log.error(message),
  };
  const instance = instanceName();
  let connection: DatabaseConnection | undefined;
  let group: GroupServices | undefined;
  let live: ChangeBus | undefined;
  let pluginJobs: PeriodicJob | undefined;
  let readiness: Readiness | undefined;
  try {
    connection = await connectDatabase({ dataDir, databaseUrl: config.databaseUrl });
    const available = options.plugins ?? (await discoverPlugins(log));
    const manifests = enabledManifests(available, config.disabledPlugins, log);
    const plugins = await loadServerParts(manifests, log);
    // Before the database is prepared: plugin seed steps store their files there (the e-learning demo videos).
    const files = await createFileStorage(fileStorageConfig(config, dataDir));
    await prepareDatabase(connection, manifests, plugins, { files, demoStaff: config.demoStaff });
    const db = connection.db;

    group = await startGroupServices({ connection, config, instance, mail: options.mail, log });
    const { limits, mail } = group;
    live = await createChangeBus({ dialect: connection.dialect, db, databaseUrl: config.databaseUrl, log });
    // Before anything can look a session up: its invalidations come over the bus from every process.
    const sessions = new SessionStore(db, config.loginTokenTtlHours, { bus: live, log });
    readiness = new Readiness([
      { name: 'database', run: async () => void (await sql`select 1`.execute(db)) },
      { name: 'file store', run: (signal) => files.check(signal) },
    ]);
    const jwt = new JwtSigner(loadJwtSecret(dataDir, config.jwtSecret), config.jwtTtlMinutes);
    const endpoints: EndpointHost = {
      app,
      bases: { legacy: apiBasePath(config.legacyApiUrl), new: apiBasePath(config.newApiUrl) },
      appToken: config.appToken,
      sessions,
      jwt,
      anonymousWrites: await AnonymousWriteLimiter.install(app, config.anonymousWriteLimit, limits.anonymousWrites),
      companyModules: new CompanyModules(db),
      checkAnswers: options.checkAnswers ?? process.env.JEST_WORKER_ID !== undefined,
    };
    const { dialect } = connection;
    const context: ServerContext = { app, config, db, dialect, sessions, signInLimits: limits.signIn, jwt, manifests, endpoints, mail, live };
    const health = processHealthBindings({ instance, dialect, files: config.fileStorage, readiness });
    await registerRoutes(context, path.resolve(repoRoot, options.webRoot ?? 'dist/web'), health);

    // The plugins' endpoints after the platform's routes, which start the OpenAPI description: it lists the routes after it.
    const settings = options.pluginSettings ?? {};
    const platform = {
      db,
      mail,
      files,
      config,
      log: { info: log.info, error: log.error },
      setting: (name: string) => settings[name]?.trim() || undefined,
      messages: group.messages,
    };
    mountPluginEndpoints(endpoints, plugins, platform, live);
    await registerLiveRoute(context, collectLiveTopics(plugins, platform, live));
    await app.ready();
    pluginJobs = startPluginJobs(plugins, platform, live, log, group.jobGroup);
  } catch (error) {
    await app.close().catch(() => undefined);
    await group?.stop().catch(() => undefined);
    await live?.close().catch(() => undefined);
    await connection?.close().catch(() => undefined);
    throw error;
  }

  const database = connection;
  const services = group;
  const bus = live;
  const jobs = pluginJobs;
  const ready = readiness;
  // Expired tokens are deleted from time to time while the server runs (docs/security.md, Stored data).
  const tokenPurge = startTokenPurge(database.db, config.purgeIntervalMinutes * 60_000, log, services.jobGroup);
  return {
    app,
    config,
    db: database.db,
    signInLimits: services.limits.signIn,
    instance,
    async listen(port: number, host = '127.0.0.1'): Promise<string> {
      await app.listen({ port, host });
      const address = app.server.address();
      const boundPort = typeof address === 'object' && address ? address.port : port;
      const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
      return `http://${shownHost}:${boundPort}`;
    },
    /**
     * Graceful: readiness turns 503 at once; fastify stops accepting, closes the live WebSockets with the restart
     * code (the clients reconnect, through the balancer, to another process), and waits for the requests it holds;
     * meanwhile the jobs finish their current run. The bus and the database go last, once nothing uses them.
     */
    async close(): Promise<void> {
      ready.drain();
      await Promise.all([app.close(), jobs?.stop(), tokenPurge.stop()]);
      await services.stop();
      await bus.close();
      await database.close();
    },
  };
}
