import type { DatabaseConnection } from './database/connect';
import { databaseJobGroup, type JobGroup } from './jobs/job-group';
import { createServerLimits, type ServerLimits } from './limits/shared-limits';
import { createMailService, createMailTransport, type MailService } from './mail/mail-service';
import { startMailQueue } from './mail/queued-mail';
import { platformMessages, type MessagesService } from './messages/platform-messages';
import type { ServerConfig } from './server-config';

/**
 * What a server process shares with the other processes of its group (those on the same PostgreSQL): the limits
 * they count together, the periodic jobs' runs they take turns at, and the mail they send through one queue. On
 * SQLite the process is alone, and each of these is its own.
 */
export interface GroupServices {
  limits: ServerLimits;
  /** Absent on SQLite: each job runs on its own timer. */
  jobGroup: JobGroup | undefined;
  mail: MailService;
  /** The platform's messages to people (PlatformServices.messages), sent with `mail`. */
  messages: MessagesService;
  /** Stops the mail queue, when there is one; the server calls it once nothing sends mail any more. */
  stop(): Promise<void>;
}

export interface GroupServicesOptions {
  connection: DatabaseConnection;
  config: ServerConfig;
  /** This process's name in the group (instanceName()). */
  instance: string;
  /** Replaces the mail made from config (ServerOptions.mail); then there is no queue. */
  mail?: MailService;
  log: { warn(message: string): void; error(message: string): void };
}

/** Starts the group's services; only the mail queue does any work before the server uses them. */
export async function startGroupServices(options: GroupServicesOptions): Promise<GroupServices> {
  const { connection, config, instance, log } = options;
  const db = connection.db;
  const warn = { warn: (message: string): void => log.warn(message) };
  // On PostgreSQL every process counts in one table; the known sign-in pairs outlive a restart on both dialects.
  const limits = createServerLimits(db, connection.dialect, {
    perAccountAndAddress: config.signInRateLimit,
    perAddress: config.signInAddressLimit,
    perAccount: config.signInAccountLimit,
  }, warn);
  // On PostgreSQL each mail goes through the queue, so a process killed mid-send leaves it to another (issue 23).
  const mailQueue = !options.mail && connection.dialect === 'postgres' && config.databaseUrl
    ? await startMailQueue({
        databaseUrl: config.databaseUrl,
        instance,
        transport: createMailTransport(config),
        leaseMs: config.mailLeaseSeconds === undefined ? undefined : config.mailLeaseSeconds * 1_000,
        log: warn,
      })
    : undefined;
  const mail = options.mail ?? mailQueue?.mail ?? createMailService(config);
  const messages = platformMessages({ db, mail, log: { error: (message) => log.error(message) } });
  // On PostgreSQL several processes may serve together: each period's run of a job is claimed by one (issue 23).
  const jobGroup = connection.dialect === 'postgres' ? databaseJobGroup(db, instance) : undefined;
  return {
    limits,
    jobGroup,
    mail,
    messages,
    async stop() {
      await mailQueue?.stop();
    },
  };
}
