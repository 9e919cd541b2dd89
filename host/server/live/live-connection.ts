import type { WebSocket } from 'ws';
import type { SessionUser } from '../auth/session-user';
import type { SessionStore } from '../auth/session-store';
import type { CompanyModules } from '../plugin-host/company-modules';
import { watchRefusal, type LiveTopicEntry } from './live-access';
import type { LiveIds } from './live-topic';
import { CLOSE, LIVE_LIMITS, readClientMessage, type ClientMessage, type ServerMessage } from './live-protocol';

/** What every connection of a process shares (the hub). */
export interface LiveContext {
  topics: ReadonlyMap<string, LiveTopicEntry>;
  sessions: Pick<SessionStore, 'find'>;
  appToken: string;
  companyModules: Pick<CompanyModules, 'isOn'>;
  log: { error(message: string): void };
  /** Whether the account may open one more connection; counts it when it may. */
  admit(connection: LiveConnection): boolean;
}

/**
 * One viewer's WebSocket: hello, subscriptions, and the pushes of their topics. Its work runs one task at a time,
 * so a snapshot always goes out before the changes that follow it, and announcements for a topic that arrive while
 * one is waiting join it: the queue holds at most one push per topic, whatever the rate.
 */
export class LiveConnection {
  user: SessionUser | null = null;
  private loginToken = '';
  /** Each subscribed topic and the cursor of the last item sent. */
  private readonly cursors = new Map<string, string | null>();
  private readonly waiting = new Map<string, Set<number | string>>();
  private queue: Promise<void> = Promise.resolve();
  private badMessages = 0;
  private messagesInWindow = 0;
  private windowStart = Date.now();
  private closed = false;
  /** Whether the peer answered the last ping: a vanished client (no close frame) is found and dropped. */
  private alive = true;
  private readonly helloTimer: NodeJS.Timeout;

  constructor(
    private readonly socket: WebSocket,
    private readonly context: LiveContext,
  ) {
    this.helloTimer = setTimeout(() => this.close(CLOSE.helloTimeout), LIVE_LIMITS.helloTimeoutMs);
    socket.on('message', (data, isBinary) => this.receive(isBinary ? null : data.toString()));
    socket.on('close', () => this.ended());
    socket.on('error', () => this.close(CLOSE.protocol));
    socket.on('pong', () => {
      this.alive = true;
    });
  }

  isWatching(topic: string): boolean {
    return this.cursors.has(topic);
  }

  /** Announced ids on a watched topic: read what this viewer may see and send it. */
  push(topic: string, ids: LiveIds): void {
    const waiting = this.waiting.get(topic);
    if (waiting) {
      for (const id of ids) waiting.add(id);
      return;
    }
    const batch = new Set(ids);
    this.waiting.set(topic, batch);
    this.run(async () => {
      this.waiting.delete(topic);
      const user = await this.currentUser(topic);
      if (!user) return;
      const items = await this.context.topics.get(topic)!.topic.load(user, [...batch]);
      this.sendItems('changes', topic, items);
    }, topic);
  }

  /** Announcements may have been lost: catch every topic up from the last cursor sent. */
  resync(): void {
    for (const topic of this.cursors.keys()) {
      this.run(async () => {
        const user = await this.currentUser(topic);
        if (!user) return;
        const { items, cursor } = await this.context.topics.get(topic)!.topic.catchUp(user, this.cursors.get(topic) ?? null);
        this.sendItems('changes', topic, items, cursor);
      }, topic);
    }
  }

  /**
   * Closes the connection once its session has ended (logout, expiry, account disabled), or its peer has stopped
   * answering pings; the ping also keeps proxies from dropping a quiet connection.
   */
  checkSession(): void {
    if (this.closed || this.socket.readyState !== this.socket.OPEN) return;
    if (!this.alive) return this.socket.terminate();
    this.alive = false;
    this.socket.ping();
    if (this.user) this.run(async () => void (await this.currentUser()));
  }

  /** The session may have ended or changed (an invalidation): read it again, closing or narrowing as it says. */
  recheckSession(): void {
    if (!this.user || this.closed) return;
    this.run(async () => {
      if (!(await this.currentUser())) return;
      // A permission taken away ends the topics it opened (the first read fills the cache for the others).
      for (const topic of [...this.cursors.keys()]) await this.currentUser(topic);
    });
  }

  close(how: { code: number; reason: string }): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.helloTimer);
    this.socket.close(how.code, how.reason);
  }

  private ended(): void {
    this.closed = true;
    clearTimeout(this.helloTimer);
    this.cursors.clear();
    this.waiting.clear();
  }

  private receive(text: string | null): void {
    if (this.overRate()) return this.close(CLOSE.protocol);
    const message = text === null ? { error: 'Binary messages are not understood' } : readClientMessage(text);
    if ('error' in message) return this.refuse(message.error);
    this.run(() => this.handle(message), 'topic' in message ? message.topic : undefined);
  }

  /** A client subscribes a few times a minute; a flood of valid messages would each cost a read. */
  private overRate(): boolean {
    const now = Date.now();
    if (now - this.windowStart > LIVE_LIMITS.rateWindowMs) {
      this.windowStart = now;
      this.messagesInWindow = 0;
    }
    this.messagesInWindow += 1;
    return this.messagesInWindow > LIVE_LIMITS.maxMessagesPerWindow;
  }

  private async handle(message: ClientMessage): Promise<void> {
    if (message.type === 'hello') return this.hello(message);
    if (!this.user) return this.refuse('Say hello first');
    if (message.type === 'unsubscribe') {
      this.cursors.delete(message.topic);
      return;
    }
    const entry = this.context.topics.get(message.topic);
    if (!entry) return this.refuse(`No live topic ${message.topic}`, message.topic);
    if (!this.cursors.has(message.topic) && this.cursors.size >= LIVE_LIMITS.maxTopicsPerSocket) {
      return this.refuse(`At most ${LIVE_LIMITS.maxTopicsPerSocket} topics per connection`, message.topic);
    }
    const user = await this.context.sessions.find(this.loginToken);
    if (!user) return this.close(CLOSE.unauthorised);
    const refusal = await watchRefusal(user, entry, this.context.companyModules);
    if (refusal) return this.refuse(refusal, message.topic);
    // Watched before the snapshot is read, so a change committed meanwhile is pushed after it, not lost.
    this.cursors.set(message.topic, message.cursor);
    const { items, cursor } = await entry.topic.catchUp(user, message.cursor);
    this.sendItems('snapshot', message.topic, items, cursor);
  }

  private async hello(message: Extract<ClientMessage, { type: 'hello' }>): Promise<void> {
    if (this.user) return this.refuse('Already said hello');
    const user = message.appToken === this.context.appToken ? await this.context.sessions.find(message.loginToken) : null;
    if (!user) return this.close(CLOSE.unauthorised);
    if (this.closed) return;
    this.user = user;
    this.loginToken = message.loginToken;
    clearTimeout(this.helloTimer);
    if (!this.context.admit(this)) return this.close(CLOSE.tooManySockets);
    this.send({ type: 'ready' });
  }

  /** The viewer as the session now says, or null (and the topic dropped or the socket closed) when they may no longer watch. */
  private async currentUser(topic?: string): Promise<SessionUser | null> {
    const user = await this.context.sessions.find(this.loginToken);
    if (!user) {
      this.close(CLOSE.unauthorised);
      return null;
    }
    this.user = user;
    if (!topic || !this.cursors.has(topic)) return topic ? null : user;
    const refusal = await watchRefusal(user, this.context.topics.get(topic)!, this.context.companyModules);
    if (!refusal) return user;
    this.cursors.delete(topic);
    this.refuse(refusal, topic);
    return null;
  }

  private sendItems(type: 'snapshot' | 'changes', topic: string, items: readonly unknown[], cursor?: string): void {
    if (!this.cursors.has(topic)) return;
    if (type === 'changes' && items.length === 0) {
      if (cursor) this.cursors.set(topic, cursor);
      return;
    }
    const last = items.length > 0 ? items[items.length - 1] : undefined;
    const next = cursor ?? (last === undefined ? (this.cursors.get(topic) ?? '') : this.context.topics.get(topic)!.topic.cursorOf(last));
    this.cursors.set(topic, next);
    this.send({ type, topic, items, cursor: next });
  }

  private refuse(message: string, topic?: string): void {
    this.badMessages += 1;
    if (this.badMessages > LIVE_LIMITS.maxBadMessages) return this.close(CLOSE.protocol);
    this.send({ type: 'error', ...(topic ? { topic } : {}), message });
  }

  private send(message: ServerMessage): void {
    if (this.closed) return;
    if (this.socket.bufferedAmount > LIVE_LIMITS.maxBufferedBytes) return this.close(CLOSE.tooSlow);
    this.socket.send(JSON.stringify(message));
  }

  /** Queues work; a failure (a plugin's read, the database) is logged and told, never thrown into the socket. */
  private run(task: () => Promise<void>, topic?: string): void {
    this.queue = this.queue.then(async () => {
      if (this.closed) return;
      try {
        await task();
      } catch (error) {
        this.context.log.error(`Live updates${topic ? ` (${topic})` : ''}: ${(error as Error).message}`);
        this.send({ type: 'error', ...(topic ? { topic } : {}), message: 'Could not read the updates; they will come with the next catch-up' });
      }
    });
  }
}
