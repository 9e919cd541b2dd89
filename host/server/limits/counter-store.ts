/** A key's count in its current window, and how long until that window ends. */
export interface Count {
  count: number;
  ttlMs: number;
}

/** One more for `key`, in a window of `windowMs` that begins now when the key has none running. */
export interface Hit {
  key: string;
  windowMs: number;
}

/**
 * Where fixed-window counts live: in this process's memory (one server on SQLite) or in a table every process
 * shares (PostgreSQL), so that a group of processes limits like one. Batched: the sign-in limits count under three
 * keys at once, in one round trip to the database.
 */
export interface CounterStore {
  /** Counts one more under each key (distinct within a call); answers each key's count and time left, in order. */
  increment(hits: readonly Hit[]): Promise<Count[]>;
  /** The keys' counts as they stand, undefined for a key with no window running. */
  read(keys: readonly string[]): Promise<Array<Count | undefined>>;
  /** Forgets the key's count. */
  reset(key: string): Promise<void>;
  /** Keys held in this process's memory (0 for a shared store): what bounds its memory. */
  readonly size: number;
}
