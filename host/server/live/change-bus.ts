import type { LiveIds } from './live-topic';

export type ChangeListener = (ids: LiveIds) => void;

/**
 * Announcements of changed ids, by topic, to every server process: in-process on SQLite (one process), through
 * PostgreSQL LISTEN/NOTIFY otherwise. It carries ids, never data: each process reads what its viewers may see.
 */
export interface ChangeBus {
  publish(topic: string, ids: LiveIds): Promise<void>;
  subscribe(topic: string, listener: ChangeListener): () => void;
  /**
   * Called when announcements may have been missed (the listening connection dropped and is back): subscribers
   * catch up from the database.
   */
  onResync(listener: () => void): () => void;
  close(): Promise<void>;
}
