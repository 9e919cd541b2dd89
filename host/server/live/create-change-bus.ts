import type { Kysely } from 'kysely';
import type { DialectName } from '../database/connect';
import type { Database } from '../database/schema';
import type { ChangeBus } from './change-bus';
import { LocalChangeBus } from './local-change-bus';
import { PostgresChangeBus } from './postgres-change-bus';

export interface ChangeBusOptions {
  dialect: DialectName;
  db: Kysely<Database>;
  /** The PostgreSQL URL the dedicated listening connection opens. */
  databaseUrl?: string;
  log: { warn(message: string): void };
}

/** The bus the dialect calls for: in-process on SQLite (one process), LISTEN/NOTIFY on PostgreSQL. */
export async function createChangeBus(options: ChangeBusOptions): Promise<ChangeBus> {
  if (options.dialect === 'sqlite') return new LocalChangeBus();
  if (!options.databaseUrl) throw new Error('The PostgreSQL change bus needs the database URL');
  return PostgresChangeBus.start(options.databaseUrl, options.db, options.log);
}
