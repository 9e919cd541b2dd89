import type { Kysely } from 'kysely';
import type { Database } from '../database/schema';

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

export interface TokenPurge {
  /** Stops the timer; resolves once a purge under way has finished, so the database can close after it. */
  stop(): Promise<void>;
}

/**
 * Purges expired tokens every `intervalMs`, first one interval after the start (a start changes no row). The timer
 * does not keep the process alive; a failed purge (the database away) is logged and the next one tries again.
 */
export function startTokenPurge(
  db: Kysely<Database>,
  intervalMs: number,
  log: { info(message: string): void; warn(message: string): void },
): TokenPurge {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = purgeExpiredTokens(db)
      .then(({ loginTokens, accountTokens }) => {
        if (loginTokens + accountTokens > 0) log.info(`Purged ${loginTokens} expired login tokens and ${accountTokens} expired account tokens`);
      })
      .catch((error: unknown) => log.warn(`Purging expired tokens failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
