import type { Kysely } from 'kysely';
import type { Database } from './database/schema';
import type { EndpointBinding } from './endpoints/endpoint-binding';
import type { FileStorage } from './files/file-storage';
import type { LiveServices, LiveTopic } from './live/live-topic';
import type { MailService } from './mail/mail-service';
import type { MessagesService } from './messages/platform-messages';
import type { UsedServerFunctions } from './plugin-host/server-functions';
import type { ServerConfig } from './server-config';

export type { LiveIds, LiveServices, LiveTopic } from './live/live-topic';

/**
 * What a plugin's server part (plugins/<id>/server/index.ts, default export) gives the reference server, and what
 * the server gives it. Its endpoints are the declarations of its contract/ bound to handlers (`bind`); the host
 * mounts them with credentials, permissions and input validation checked before a handler runs.
 */

/** The platform's services, as a plugin's handlers and seed steps use them. `Tables` are the plugin's own. */
export interface PlatformServices<Tables = object> extends UsedServerFunctions {
  /** The platform's tables and the plugin's own. */
  db: Kysely<Database & Tables>;
  mail: MailService;
  /** Files (videos, documents, photos): local disk under the data directory, bounded in size and checked by type. */
  files: FileStorage;
  config: Readonly<ServerConfig>;
  log: { info(message: string): void; error(message: string): void };
  /**
   * One of the plugin's own settings, by the name of the environment variable it documents (VIGIL_<ID>_<NAME>):
   * trimmed, undefined when unset or empty. The server reads them from its environment (tests pass
   * ServerOptions.pluginSettings); a part that checks them in `endpoints` refuses a bad value at start.
   */
  setting(name: string): string | undefined;
  /**
   * Announces changed ids of one of the plugin's own live topics ('<id>.<name>') to every server process, after the
   * write has committed ("write first, then tell"); viewers following the topic get what they may see of them.
   */
  live: LiveServices;
  /**
   * Messages to employees of a company where the GPS detail's messages arrive: each recipient's account (Alerts)
   * and a mail in their language (issue 22, Contact).
   */
  messages: MessagesService;
}

export interface PluginMigration {
  /** Unique and stable, e.g. 'cmr-001-create-rooms': it is recorded once applied, so renaming one runs it again. */
  name: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema as it is at its time
  up(db: Kysely<any>): Promise<void>;
}

/**
 * Content a plugin adds to every installation once: run at the first start that sees it (right after the
 * database is created, or on an existing one), recorded by name in seed_steps. Names never change.
 */
export interface PluginSeedStep<Tables = object> {
  name: string;
  /** `services.uses` is bound to the seed's transaction. */
  run(db: Kysely<Database & Tables>, services: SeedServices & UsedServerFunctions): Promise<void>;
}

/**
 * The services a seed step may use besides the database: the file storage, for content that is files (the
 * e-learning module's demo videos and PDFs). A file stored by a step whose transaction then fails stays behind
 * unreferenced; steps use fixed keys, so the next attempt replaces it.
 */
export interface SeedServices {
  files: FileStorage;
  /** How many extra tracked demo staff the installation asked for (VIGIL_DEMO_STAFF); 0 unless it did. */
  demoStaff: number;
}

export interface ServerPart<Tables = object> {
  /** Its tables' migrations, in order; they run after the platform's. */
  migrations?: readonly PluginMigration[];
  seedSteps?: readonly PluginSeedStep<Tables>[];
  /** Binds each endpoint of its contract to a handler. */
  endpoints(platform: PlatformServices<Tables>): readonly EndpointBinding[];
  /**
   * Functions it offers to the server parts of the plugins that list it in `uses` (they get them with
   * `platform.uses`), over `db` (the platform's database or a user's transaction): the module that owns a table owns
   * its writes. Their interface is declared type-only in its contract/, so users type them without its server code.
   */
  provides?(db: Kysely<Database & Tables>): object;
  /**
   * Data viewers follow without reloading, over the platform's WebSocket (`<legacy API base>/live`): each topic's
   * name starts with the plugin's id; its changes are announced with `platform.live.publish`.
   */
  liveTopics?(platform: PlatformServices<Tables>): readonly LiveTopic[];
  /** Work done from time to time while the server runs (deleting positions past their retention). */
  jobs?(platform: PlatformServices<Tables>): readonly PluginJob[];
}

/**
 * A plugin's periodic work: every `everyMs`, first one interval after the start. Every server process runs it, so it
 * must be idempotent; a failed run is logged and the next one tries again.
 */
export interface PluginJob {
  /** Named in the log when a run fails. */
  name: string;
  everyMs: number;
  run(): Promise<void>;
}

export function defineServerPart<Tables = object>(part: ServerPart<Tables>): ServerPart<Tables> {
  return part;
}
