import websocket from '@fastify/websocket';
import type { ServerContext } from '../server-context';
import type { LiveTopicEntry } from './live-access';
import { LiveHub } from './live-hub';
import { CLOSE, LIVE_LIMITS } from './live-protocol';

/** Where the live WebSocket is served, under the legacy API's base: '/api/live' by default. */
export function livePath(legacyBase: string): string {
  return `${legacyBase}/live`;
}

/**
 * Serves the plugins' live topics over one WebSocket route. No Origin check is needed: the socket opens nothing
 * until its first message names a session's tokens, which a page of another site does not have (no cookies count).
 */
export async function registerLiveRoute(context: ServerContext, topics: readonly LiveTopicEntry[]): Promise<LiveHub> {
  const { app } = context;
  const hub = new LiveHub(context.live, topics, {
    sessions: context.sessions,
    appToken: context.config.appToken,
    companyModules: context.endpoints.companyModules,
    log: { error: (message) => app.log.error(message) },
  });
  await app.register(websocket, {
    // ws refuses a bigger frame itself, closing with 1009, before it is buffered whole.
    options: { maxPayload: LIVE_LIMITS.maxMessageBytes },
    // In place of the plugin's own (a close without a code): every socket hears the restart code, so its client
    // reconnects at once, through the balancer, to another process. Sockets that are not the hub's (none) go too.
    preClose(done) {
      hub.close();
      for (const client of this.websocketServer.clients) client.close(CLOSE.restart.code, CLOSE.restart.reason);
      this.websocketServer.close(() => undefined);
      done();
    },
  });
  app.get(livePath(context.endpoints.bases.legacy), { websocket: true }, (socket) => hub.accept(socket));
  return hub;
}
