import { randomBytes } from 'node:crypto';
import { Kysely } from 'kysely';
import type { DialectName } from '../database/connect';
import { postgresDialect } from '../database/postgres-dialect';
import type { Database } from '../database/schema';
import { startPeriodicJob, type PeriodicJob } from '../periodic-job';
import { claimAbandoned, enqueueClaimed, forgetMail, retryMailLater } from './mail-queue';
import type { MailService, MailTransport } from './mail-service';
import { nextTimestamp } from './outbox';

/**
 * Mail on PostgreSQL, where several processes serve together (issue 23): a request writes its mail to the queue,
 * claimed by its own process for a lease, sends it and deletes the row. So a request still learns whether its mail
 * went (a failure answers 503, as before), and a process killed between the write and the delete leaves a row
 * that another process sends once the lease is over: a mail is never lost, and never sent by two processes.
 */

/** A send holds its mail this long: longer than an SMTP send may take, short enough to recover a killed one soon. */
export const MAIL_LEASE_MS = 2 * 60_000;
/** How often each process looks for mails whose sender died. */
export const MAIL_RECOVERY_MS = 1_000;
/** A recovered mail that still cannot be sent is tried again after this long. */
const RETRY_MS = 60_000;
const RECOVERY_BATCH = 20;

export interface QueuedMailService extends MailService {
  /** Sends the mails whose lease is over (the recovery job's run); resolves to how many went. */
  recover(): Promise<number>;
}

export function queuedMailService(
  db: Kysely<Database>,
  dialect: DialectName,
  transport: MailTransport,
  options: { owner: string; leaseMs?: number; log: { warn(message: string): void } },
): QueuedMailService {
  const leaseMs = options.leaseMs ?? MAIL_LEASE_MS;
  const { owner } = options;
  return {
    async send(mail, within) {
      // In the caller's transaction when it gives one: the row is then seen by no other process before the commit,
      // and goes with a rollback. Either way it is deleted where it was written.
      const rows = (within as Kysely<Database> | undefined) ?? db;
      // Taken before any await: mails keep the order they were sent in.
      const queued = await enqueueClaimed(rows, mail, owner, leaseMs, nextTimestamp());
      try {
        await transport.deliver(mail, queued);
      } catch (error) {
        // The caller hears of it and answers (a 503 rolls its transaction back): nobody sends it later.
        await forgetMail(rows, queued.id, owner);
        throw error;
      }
      // Sent: a row left by a failed delete is sent again after the lease (the same file, the same Message-ID).
      await forgetMail(rows, queued.id, owner).catch((error: unknown) =>
        options.log.warn(`a sent mail stays queued: ${error instanceof Error ? error.message : String(error)}`),
      );
    },
    async recover() {
      let sent = 0;
      for (const queued of await claimAbandoned(db, dialect, { owner, leaseMs, limit: RECOVERY_BATCH })) {
        try {
          await transport.deliver(queued.mail, queued);
          await forgetMail(db, queued.id, owner);
          sent += 1;
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          options.log.warn(`a recovered mail could not be sent, tried again in ${RETRY_MS / 1_000} s: ${message}`);
          await retryMailLater(db, queued.id, owner, RETRY_MS, message);
        }
      }
      return sent;
    },
  };
}

export interface MailQueue {
  mail: MailService;
  stop(): Promise<void>;
}

/**
 * The queue of one PostgreSQL server process: its own pool of two connections, so a request that sends inside its
 * transaction never waits for a connection its own transaction's pool may have run out of; and the recovery job.
 */
export async function startMailQueue(options: {
  databaseUrl: string;
  instance: string;
  transport: MailTransport;
  leaseMs?: number;
  log: { warn(message: string): void };
}): Promise<MailQueue> {
  const db = new Kysely<Database>({ dialect: await postgresDialect(options.databaseUrl, 2, (message) => options.log.warn(`Mail queue: ${message}`)) });
  const owner = `${options.instance}/${randomBytes(4).toString('hex')}`;
  const mail = queuedMailService(db, 'postgres', options.transport, { owner, leaseMs: options.leaseMs, log: options.log });
  const recovery: PeriodicJob = startPeriodicJob('Sending mails left by a stopped process', MAIL_RECOVERY_MS, async () => void (await mail.recover()), options.log);
  return {
    mail,
    async stop() {
      await recovery.stop();
      await db.destroy();
    },
  };
}
