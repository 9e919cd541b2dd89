/**
 * The messages of the live WebSocket. The client speaks first with its credentials (browsers cannot set headers on
 * a WebSocket, and tokens must not sit in URLs, which get logged), then subscribes to topics.
 */
export type ClientMessage =
  | { type: 'hello'; loginToken: string; appToken: string }
  | { type: 'subscribe'; topic: string; cursor: string | null }
  | { type: 'unsubscribe'; topic: string };

export type ServerMessage =
  | { type: 'ready' }
  | { type: 'snapshot' | 'changes'; topic: string; items: readonly unknown[]; cursor: string }
  | { type: 'error'; topic?: string; message: string };

/** Close codes (4000-4999 are the application's): the client reconnects after some, never after others. */
export const CLOSE = {
  /** Credentials refused or the session ended: the client must not reconnect until it signs in again. */
  unauthorised: { code: 4401, reason: 'Not signed in: the login or app token was refused, or the session ended' },
  helloTimeout: { code: 4408, reason: 'No hello within 10 s' },
  tooManySockets: { code: 4429, reason: 'Too many live connections for this account' },
  protocol: { code: 4400, reason: 'Too many malformed or unexpected messages' },
  /** The client read too slowly: it reconnects and catches up from its cursor. */
  tooSlow: { code: 4413, reason: 'Updates piled up unread; reconnect and catch up' },
  /**
   * This process is stopping (SIGTERM, a deploy): 1012 "Service Restart" (RFC 6455 registry). The client reconnects
   * soon, with a random spread, and the balancer gives it another process.
   */
  restart: { code: 1012, reason: 'Server restarting: reconnect' },
} as const;

/** Bounds of one connection (docs/architecture.md, Live updates). */
export const LIVE_LIMITS = {
  maxMessageBytes: 4 * 1024,
  helloTimeoutMs: 10_000,
  maxTopicsPerSocket: 20,
  maxSocketsPerUser: 10,
  /** Malformed or refused messages a connection may send before it is closed. */
  maxBadMessages: 10,
  /** Unsent bytes a slow reader may leave queued before it is closed. */
  maxBufferedBytes: 4 * 1024 * 1024,
  /** How often an idle connection's session is checked again, so a logout ends it. */
  sessionCheckMs: 30_000,
  /** Messages a client may send per window (it subscribes to a few topics, now and after each reconnect). */
  maxMessagesPerWindow: 60,
  rateWindowMs: 10_000,
  maxTopicLength: 200,
  maxCursorLength: 200,
} as const;

const TOKEN_MAX = 512;

function shortString(value: unknown, max: number): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= max;
}

/** A client message read from its text, or an explanation of why it is not one. */
export function readClientMessage(text: string): ClientMessage | { error: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { error: 'Not JSON' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { error: 'Not a JSON object' };
  const message = value as Record<string, unknown>;
  switch (message.type) {
    case 'hello':
      if (!shortString(message.login_token, TOKEN_MAX) || !shortString(message.app_token, TOKEN_MAX)) {
        return { error: 'hello needs login_token and app_token' };
      }
      return { type: 'hello', loginToken: message.login_token, appToken: message.app_token };
    case 'subscribe': {
      if (!shortString(message.topic, LIVE_LIMITS.maxTopicLength)) return { error: 'subscribe needs a topic' };
      const cursor = message.cursor ?? null;
      if (cursor !== null && !shortString(cursor, LIVE_LIMITS.maxCursorLength)) return { error: 'cursor must be a short string or null' };
      return { type: 'subscribe', topic: message.topic, cursor };
    }
    case 'unsubscribe':
      if (!shortString(message.topic, LIVE_LIMITS.maxTopicLength)) return { error: 'unsubscribe needs a topic' };
      return { type: 'unsubscribe', topic: message.topic };
    default:
      return { error: 'Unknown message type' };
  }
}
