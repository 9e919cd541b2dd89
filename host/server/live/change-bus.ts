import type { Kysely } from 'kysely';
import type { Database } from '../database/schema';
import type { LiveIds } from './live-topic';

export type ChangeListener = (ids: LiveIds) => void;

/**
 * Announcements of changed ids, by topic, to every server process: in-process on SQLite (one process), through
 * PostgreSQL LISTEN/NOTIFY otherwise. It carries ids, never data: each process reads what its viewers may see.
 */
export interface ChangeBus {
  /**
   * Announces ids on a topic. Given a transaction, PostgreSQL holds the notification until it commits (and drops it
   * on a rollback): listeners never hear of a change before they can read it.
   */
  publish(topic: string, ids: LiveIds, db?: Kysely<Database>): Promise<void>;
  subscribe(topic: string, listener: ChangeListener): () => void;
  /**
   * Called when announcements may have been missed (the listening connection dropped and is back): subscribers
   * catch up from the database.
   */
  onResync(listener: () => void): () => void;
  close(): Promise<void>;
}
