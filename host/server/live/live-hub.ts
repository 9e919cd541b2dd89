import type { WebSocket } from 'ws';
import { readInvalidationIds } from '../auth/session-invalidation';
import { SESSIONS_TOPIC } from './bus-channels';
import { AnnouncementBatcher } from './announcement-batcher';
import type { ChangeBus } from './change-bus';
import type { LiveTopicEntry } from './live-access';
import { LiveConnection, type LiveContext } from './live-connection';
import type { LiveIds } from './live-topic';
import { CLOSE, LIVE_LIMITS } from './live-protocol';

/** How long announcements on a topic are gathered before every viewer's read. */
export const ANNOUNCEMENT_WINDOW_MS = 100;

export type LiveHubDeps = Omit<LiveContext, 'topics' | 'admit'>;

/**
 * This process's live connections: it hears the bus for every declared topic, gathers each topic's ids over a
 * short window, and hands each batch to the connections watching that topic, each reading for its own viewer.
 */
export class LiveHub {
  private readonly connections = new Set<LiveConnection>();
  private readonly perUser = new Map<number, number>();
  private readonly counted = new Set<LiveConnection>();
  private readonly batcher: AnnouncementBatcher;
  private readonly stopListening: (() => void)[];
  private readonly sessionTimer: NodeJS.Timeout;
  private readonly context: LiveContext;

  constructor(bus: ChangeBus, topics: readonly LiveTopicEntry[], deps: LiveHubDeps, windowMs = ANNOUNCEMENT_WINDOW_MS) {
    this.context = {
      ...deps,
      topics: new Map(topics.map((entry) => [entry.topic.name, entry])),
      admit: (connection) => this.admit(connection),
    };
    this.batcher = new AnnouncementBatcher(windowMs, (topic, ids) => this.fanOut(topic, ids));
    this.stopListening = topics.map(({ topic }) => bus.subscribe(topic.name, (ids) => this.batcher.add(topic.name, ids)));
    this.stopListening.push(bus.onResync(() => this.connections.forEach((connection) => connection.resync())));
    // A session ended or changed in any process: its sockets here ask again now, not at the next periodic check.
    this.stopListening.push(bus.subscribe(SESSIONS_TOPIC, (ids) => this.recheck(readInvalidationIds(ids))));
    this.sessionTimer = setInterval(() => this.connections.forEach((connection) => connection.checkSession()), LIVE_LIMITS.sessionCheckMs);
    this.sessionTimer.unref();
  }

  accept(socket: WebSocket): void {
    const connection = new LiveConnection(socket, this.context);
    this.connections.add(connection);
    socket.on('close', () => {
      this.connections.delete(connection);
      if (this.counted.delete(connection) && connection.user) this.release(connection.user.id);
    });
  }

  get size(): number {
    return this.connections.size;
  }

  close(): void {
    clearInterval(this.sessionTimer);
    this.batcher.stop();
    this.stopListening.forEach((stop) => stop());
    this.connections.forEach((connection) => connection.close(CLOSE.restart));
  }

  private recheck(change: { customers: ReadonlySet<number>; sessions: ReadonlySet<number> }): void {
    for (const connection of this.connections) {
      const user = connection.user;
      if (user && (change.customers.has(user.id) || change.sessions.has(user.sessionId))) connection.recheckSession();
    }
  }

  private fanOut(topic: string, ids: LiveIds): void {
    for (const connection of this.connections) {
      if (connection.isWatching(topic)) connection.push(topic, ids);
    }
  }

  private admit(connection: LiveConnection): boolean {
    const userId = connection.user?.id;
    if (userId === undefined) return false;
    const open = this.perUser.get(userId) ?? 0;
    if (open >= LIVE_LIMITS.maxSocketsPerUser) return false;
    this.perUser.set(userId, open + 1);
    this.counted.add(connection);
    return true;
  }

  private release(userId: number): void {
    const open = (this.perUser.get(userId) ?? 1) - 1;
    if (open > 0) this.perUser.set(userId, open);
    else this.perUser.delete(userId);
  }
}
