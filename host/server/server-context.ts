import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { PluginManifest } from '../core/plugin-manifest';
import type { JwtSigner } from './auth/jwt';
import type { SessionStore } from './auth/session-store';
import type { SignInLimits } from './auth/sign-in-limits';
import type { DialectName } from './database/connect';
import type { Database } from './database/schema';
import type { EndpointHost } from './endpoints/endpoint-host';
import type { ChangeBus } from './live/change-bus';
import type { MailService } from './mail/mail-service';
import type { ServerConfig } from './server-config';

/** The services the route modules share, made once per server by createServer. */
export interface ServerContext {
  app: FastifyInstance;
  config: ServerConfig;
  db: Kysely<Database>;
  dialect: DialectName;
  sessions: SessionStore;
  /** Failed sign-ins (and password reset requests) per account and address, per address and per account. */
  signInLimits: SignInLimits;
  jwt: JwtSigner;
  /** Manifests of the enabled plugins. */
  manifests: readonly PluginManifest[];
  /** Where declared endpoints are mounted (endpoints/mount-endpoint). */
  endpoints: EndpointHost;
  mail: MailService;
  /** Announcements of changed ids to every server process (host/server/live): in-process, or PostgreSQL NOTIFY. */
  live: ChangeBus;
}
