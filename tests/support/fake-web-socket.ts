import type { StorageService } from '../../host/web/services/storage-service';

/** The browser's WebSocket as the live client uses it: the test plays the server. */
export class FakeSocket {
  static last: FakeSocket | null = null;
  readonly sent: Array<Record<string, unknown>> = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
    setTimeout(() => this.onopen?.(new Event('open')), 0);
  }
  send(data: string): void {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close(): void {
    this.onclose?.({ code: 1000 } as CloseEvent);
  }
  receive(message: unknown): void {
    this.onmessage?.({ data: JSON.stringify(message) } as MessageEvent);
  }
}

/** Puts FakeSocket in the window's WebSocket for each test of the file, and the real one back after. */
export function installFakeWebSocket(): void {
  const realSocket = window.WebSocket;
  beforeEach(() => {
    (window as unknown as { WebSocket: unknown }).WebSocket = FakeSocket;
    FakeSocket.last = null;
  });
  afterEach(() => {
    window.WebSocket = realSocket;
  });
}

/** A signed-in browser's storage: the live client sends the login token it holds. */
export function signedInStorage(): StorageService {
  const values = new Map<string, string>([['LOGIN_TOKEN', 'a-login-token']]);
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
    getSession: () => null,
    setSession: () => undefined,
    removeSession: () => undefined,
    getCached: () => null,
    setCached: () => undefined,
  };
}
