/** How a topic's items arrive: the whole current state, or what changed since the last items. */
export type LiveKind = 'snapshot' | 'changes';
export type LiveListener = (items: unknown[], kind: LiveKind) => void;

/** The part of the browser's WebSocket the client uses (tests pass a fake). */
export interface LiveSocketLike {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface LiveClientOptions {
  url: string;
  /** The session's tokens now; null when signed out (no socket is opened then). */
  credentials(): { loginToken: string; appToken: string } | null;
  openSocket(url: string): LiveSocketLike;
  setTimer?(run: () => void, ms: number): unknown;
  clearTimer?(timer: unknown): void;
}

interface TopicState {
  listeners: Set<LiveListener>;
  /** The cursor of the last items received: a re-subscription asks only for what changed after it. */
  cursor: string | null;
  /** How each answered subscription's items are to be told: a subscription with a cursor gets only changes. */
  pending: LiveKind[];
}

const FIRST_RETRY_MS = 1_000;
const LAST_RETRY_MS = 30_000;
/** The server refused the session: no point asking again soon. */
const UNAUTHORISED = 4401;
/**
 * The process is stopping (1012 Service Restart, host/server/live CLOSE.restart; 1001 Going Away from older
 * servers): reconnect within a second, spread at random so that its viewers do not all arrive at once, and the
 * balancer hands each to a process that runs.
 */
const SERVER_RESTART = new Set([1001, 1012]);
const RESTART_SPREAD_MS = 1_000;

/**
 * One WebSocket per app for every live topic (host/server/live): opened at the first subscription, closed after
 * the last, reopened with growing pauses when it drops, and every topic subscribed again from its last cursor, so
 * what changed meanwhile arrives as changes.
 */
export class LiveClient {
  private socket: LiveSocketLike | null = null;
  private ready = false;
  private readonly topics = new Map<string, TopicState>();
  private readonly connectionListeners = new Set<(connected: boolean) => void>();
  private retryMs = FIRST_RETRY_MS;
  private retryTimer: unknown = null;

  constructor(private readonly options: LiveClientOptions) {}

  get connected(): boolean {
    return this.ready;
  }

  onConnection(listener: (connected: boolean) => void): () => void {
    this.connectionListeners.add(listener);
    return () => this.connectionListeners.delete(listener);
  }

  subscribe(topic: string, listener: LiveListener): () => void {
    let state = this.topics.get(topic);
    if (!state) {
      state = { listeners: new Set(), cursor: null, pending: [] };
      this.topics.set(topic, state);
    }
    state.listeners.add(listener);
    // A new listener needs the whole state: ask for it (everyone on the topic gets the fresh snapshot).
    if (this.ready) this.sendSubscribe(topic, state, null);
    else this.open();
    return () => this.unsubscribe(topic, listener);
  }

  private unsubscribe(topic: string, listener: LiveListener): void {
    const state = this.topics.get(topic);
    if (!state?.listeners.delete(listener) || state.listeners.size > 0) return;
    this.topics.delete(topic);
    if (this.ready) this.socket?.send(JSON.stringify({ type: 'unsubscribe', topic }));
    if (this.topics.size === 0) this.shut();
  }

  private open(): void {
    if (this.socket || this.retryTimer !== null || this.topics.size === 0) return;
    const credentials = this.options.credentials();
    if (!credentials) return this.retryLater();
    const socket = this.options.openSocket(this.options.url);
    this.socket = socket;
    socket.onopen = () => socket.send(JSON.stringify({ type: 'hello', login_token: credentials.loginToken, app_token: credentials.appToken }));
    socket.onmessage = (event) => this.receive(event.data);
    socket.onclose = (event) => this.dropped(socket, event.code);
  }

  private receive(data: unknown): void {
    let message: { type?: string; topic?: string; items?: unknown; cursor?: unknown; message?: string };
    try {
      message = JSON.parse(String(data)) as typeof message;
    } catch {
      return;
    }
    if (message.type === 'ready') return this.becameReady();
    if (message.type === 'error') return console.warn(`Live updates: ${message.topic ?? ''} ${message.message ?? ''}`);
    const state = message.topic === undefined ? undefined : this.topics.get(message.topic);
    if (!state || !Array.isArray(message.items)) return;
    const kind: LiveKind = message.type === 'snapshot' ? (state.pending.shift() ?? 'snapshot') : 'changes';
    if (typeof message.cursor === 'string') state.cursor = message.cursor;
    for (const listener of [...state.listeners]) listener(message.items as unknown[], kind);
  }

  private becameReady(): void {
    this.ready = true;
    this.retryMs = FIRST_RETRY_MS;
    for (const [topic, state] of this.topics) this.sendSubscribe(topic, state, state.cursor);
    this.tell(true);
  }

  private sendSubscribe(topic: string, state: TopicState, cursor: string | null): void {
    state.pending.push(cursor === null ? 'snapshot' : 'changes');
    this.socket?.send(JSON.stringify({ type: 'subscribe', topic, cursor }));
  }

  private dropped(socket: LiveSocketLike, code: number): void {
    if (this.socket !== socket) return;
    this.socket = null;
    for (const state of this.topics.values()) state.pending = [];
    if (this.ready) {
      this.ready = false;
      this.tell(false);
    }
    if (code === UNAUTHORISED) this.retryMs = LAST_RETRY_MS;
    if (SERVER_RESTART.has(code)) {
      this.retryMs = FIRST_RETRY_MS;
      return this.retryLater(Math.random() * RESTART_SPREAD_MS);
    }
    this.retryLater();
  }

  /** `soon`: a delay chosen by the caller, which leaves the growing pause as it is. */
  private retryLater(soon?: number): void {
    if (this.topics.size === 0 || this.retryTimer !== null) return;
    const set = this.options.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
    // Some randomness, so a server restart is not met by every client at the same instant.
    const delay = soon ?? this.retryMs * (0.75 + Math.random() * 0.5);
    if (soon === undefined) this.retryMs = Math.min(this.retryMs * 2, LAST_RETRY_MS);
    this.retryTimer = set(() => {
      this.retryTimer = null;
      this.open();
    }, delay);
  }

  private shut(): void {
    const clear = this.options.clearTimer ?? ((timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>));
    if (this.retryTimer !== null) clear(this.retryTimer);
    this.retryTimer = null;
    const socket = this.socket;
    this.socket = null;
    this.retryMs = FIRST_RETRY_MS;
    if (this.ready) {
      this.ready = false;
      this.tell(false);
    }
    socket?.close(1000, 'No more topics');
  }

  private tell(connected: boolean): void {
    for (const listener of [...this.connectionListeners]) listener(connected);
  }
}
