import WebSocket from 'ws';
import type { ServerMessage } from '../../../host/server/live/live-protocol';

const WAIT_MS = 5_000;

/** A real WebSocket client of the live route, keeping every message the server sends. */
export class LiveSocket {
  readonly messages: ServerMessage[] = [];
  /** The close code and reason, once the connection has closed. */
  readonly closed: Promise<{ code: number; reason: string }>;
  private readonly waiters = new Set<() => void>();

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      this.messages.push(JSON.parse(data.toString()) as ServerMessage);
      this.waiters.forEach((wake) => wake());
    });
    this.closed = new Promise((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  }

  /** Opens a connection to `<base URL>/api/live`. */
  static async open(baseUrl: string): Promise<LiveSocket> {
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/live`);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return new LiveSocket(socket);
  }

  /** Opens a connection and says hello with these tokens; resolves once the server says it is ready. */
  static async signedIn(baseUrl: string, loginToken: string, appToken: string): Promise<LiveSocket> {
    const live = await LiveSocket.open(baseUrl);
    live.send({ type: 'hello', login_token: loginToken, app_token: appToken });
    await live.next((message) => message.type === 'ready');
    return live;
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The first message (already received or coming) that matches; fails after a few seconds. */
  async next(matches: (message: ServerMessage) => boolean, waitMs = WAIT_MS): Promise<ServerMessage> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const found = this.messages.find(matches);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No such live message within ${waitMs} ms; got ${JSON.stringify(this.messages)}`);
      await new Promise<void>((resolve) => {
        const wake = (): void => {
          clearTimeout(timer);
          this.waiters.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, left);
        this.waiters.add(wake);
      });
    }
  }

  /** Subscribes and returns the snapshot. */
  async subscribe(topic: string, cursor: string | null = null): Promise<Extract<ServerMessage, { items: readonly unknown[] }>> {
    this.send({ type: 'subscribe', topic, cursor });
    const snapshot = await this.next((message) => message.type === 'snapshot' && message.topic === topic);
    return snapshot as Extract<ServerMessage, { items: readonly unknown[] }>;
  }

  /** The items of every 'changes' message received on the topic so far. */
  changes(topic: string): unknown[] {
    return this.messages.flatMap((message) => (message.type === 'changes' && message.topic === topic ? message.items : []));
  }

  close(): void {
    this.socket.close();
  }
}
