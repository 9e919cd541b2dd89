/** The PostgreSQL channel of the plugins' live topics; the topic travels in the payload. */
export const LIVE_CHANNEL = 'vigil_live';

/**
 * The channel of the sessions' invalidations (host/server/auth/session-invalidation.ts): a channel of its own, so
 * no plugin topic can speak on it, and a burst of positions on the live channel is never parsed by its listeners.
 */
export const SESSIONS_CHANNEL = 'vigil_sessions';

/** The host's own topic on the bus; ':' cannot start a plugin's topic ('<plugin id>.<name>'). */
export const SESSIONS_TOPIC = 'host:sessions';

/** Every channel a process listens on. */
export const BUS_CHANNELS: readonly string[] = [LIVE_CHANNEL, SESSIONS_CHANNEL];

/** The channel a topic's announcements go out on. */
export function channelOf(topic: string): string {
  return topic === SESSIONS_TOPIC ? SESSIONS_CHANNEL : LIVE_CHANNEL;
}
