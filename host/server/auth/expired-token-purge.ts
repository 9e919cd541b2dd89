import type { Kysely } from 'kysely';
import type { Database } from '../database/schema';
import type { JobGroup } from '../jobs/job-group';
import { purgeOrphanMessageImages } from '../legacy/message-images';
import { startPeriodicJob, type PeriodicJob } from '../periodic-job';

export interface PurgedTokens {
  loginTokens: number;
  accountTokens: number;
}

/** Deletes the login tokens and mailed account tokens whose time is over: they open nothing any more. */
export async function purgeExpiredTokens(db: Kysely<Database>, now: Date = new Date()): Promise<PurgedTokens> {
  const expiry = now.toISOString();
  const logins = await db.deleteFrom('login_tokens').where('expires_at', '<=', expiry).executeTakeFirst();
  const accounts = await db.deleteFrom('account_tokens').where('expires_at', '<=', expiry).executeTakeFirst();
  return { loginTokens: Number(logins.numDeletedRows), accountTokens: Number(accounts.numDeletedRows) };
}

/**
 * Purges expired tokens every `intervalMs` (host/server/periodic-job.ts): a start changes no row, so the first purge
 * comes one interval after it. With a group (PostgreSQL) one process of the group purges each interval. The same
 * run deletes the messages' images no notification uses any more (their customers deleted, the notifications
 * going with them by cascade): kept no longer than needed, as the tokens.
 */
export function startTokenPurge(
  db: Kysely<Database>,
  intervalMs: number,
  log: { info(message: string): void; warn(message: string): void },
  group?: JobGroup,
): PeriodicJob {
  return startPeriodicJob('Purging expired tokens', intervalMs, async () => {
    const { loginTokens, accountTokens } = await purgeExpiredTokens(db);
    if (loginTokens + accountTokens > 0) log.info(`Purged ${loginTokens} expired login tokens and ${accountTokens} expired account tokens`);
    const images = await purgeOrphanMessageImages(db);
    if (images > 0) log.info(`Purged ${images} message images no notification uses`);
  }, log, group);
}
