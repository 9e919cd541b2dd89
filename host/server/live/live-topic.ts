import type { SessionUser } from '../auth/session-user';

/** The ids of changed rows, as a plugin announces them: its table's keys. */
export type LiveIds = readonly (number | string)[];

/**
 * Data a plugin lets viewers follow over the platform's WebSocket (`<legacy API base>/live`): the bus announces
 * changed ids, and each process reads, per viewer, what that viewer may see. Announcements may be lost (a dropped
 * connection); data may not: a client that (re)connects catches up from its last cursor.
 */
export interface LiveTopic {
  /** '<plugin id>.<name>', e.g. 'tracking.positions'. */
  name: string;
  /** Who may subscribe (same semantics as an endpoint's access: permissions list; admin always). */
  allowed: readonly string[];
  /**
   * The items for these changed ids that this viewer may see (company, permissions): read from the database,
   * oldest change first (the last item's cursor is the one the client keeps).
   */
  load(viewer: SessionUser, ids: LiveIds): Promise<readonly unknown[]>;
  /** Catch-up after (re)connect: what changed after `cursor` (opaque string, null = current state) for this viewer, and the new cursor. */
  catchUp(viewer: SessionUser, cursor: string | null): Promise<{ items: readonly unknown[]; cursor: string }>;
  /** The cursor an item carries (so the client can remember the latest it saw). */
  cursorOf(item: unknown): string;
}

/** What a plugin's server part announces its changes with, once the write has committed ("write first, then tell"). */
export interface LiveServices {
  /** Tells every process that these ids of one of the plugin's own topics changed; refused for another plugin's topic. */
  publish(topic: string, ids: LiveIds): Promise<void>;
}
