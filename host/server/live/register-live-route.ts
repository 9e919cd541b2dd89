import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { EventEmitter } from 'node:events';
import { ServerResponse, type Server } from 'node:http';
import type { Socket } from 'node:net';
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
  const path = livePath(context.endpoints.bases.legacy);
  // In a scope of its own: the plugin's hooks (onRequest, onResponse, a wrapper around every handler) then run only
  // for the live route, not on every API call, where they cost measurably (issue 19's signed-in call). It hears
  // only the upgrades to that route; the others are answered by the rules of a plain request.
  await app.register(async (scope) => {
    await scope.register(websocket, {
      // ws refuses a bigger frame itself, closing with 1009, before it is buffered whole. `server` is where the
      // plugin listens for upgrades (it only calls `on` and `removeListener` on it).
      options: { maxPayload: LIVE_LIMITS.maxMessageBytes, server: liveUpgrades(app, path) as unknown as Server },
      // In place of the plugin's own, which logs every socket error as the server's: a client's frame over the
      // limit, bad UTF-8 or dropped connection is the client's doing, a warning, or any client could write error
      // lines at will and drown the ones operators must see.
      errorHandler(error, socket) {
        if (isClientFault(error)) app.log.warn(`Live socket closed: ${error.message}`);
        else app.log.error({ err: error }, 'Live socket failed');
        socket.terminate();
      },
      // In place of the plugin's own (a close without a code): every socket hears the restart code, so its client
      // reconnects at once, through the balancer, to another process. Sockets that are not the hub's (none) go too.
      preClose(done) {
        hub.close();
        for (const client of this.websocketServer.clients) client.close(CLOSE.restart.code, CLOSE.restart.reason);
        this.websocketServer.close(() => undefined);
        done();
      },
    });
    scope.get(path, { websocket: true }, (socket) => hub.accept(socket));
  });
  return hub;
}

/** ws names the protocol faults of the peer WS_ERR_…; a connection the peer dropped or reset has a system code. */
const CONNECTION_FAULTS = new Set(['ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ECONNABORTED']);

function isClientFault(error: Error): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return typeof code === 'string' && (code.startsWith('WS_ERR_') || CONNECTION_FAULTS.has(code));
}

/**
 * The server's upgrade requests for `path`, as events; any other path ignores the Upgrade header (RFC 9110 §7.8):
 * it is answered as a plain request, and the connection, which no HTTP parser reads any more, closes after it.
 */
function liveUpgrades(app: FastifyInstance, path: string): EventEmitter {
  const upgrades = new EventEmitter();
  app.server.on('upgrade', (request, duplex, head) => {
    // An HTTP server's connections are TCP sockets; the type says Duplex for servers in general.
    const socket = duplex as Socket;
    if ((request.url ?? '').split('?', 1)[0] === path) {
      upgrades.emit('upgrade', request, socket, head);
      return;
    }
    socket.on('error', () => socket.destroy());
    const response = new ServerResponse(request);
    response.shouldKeepAlive = false;
    response.assignSocket(socket);
    response.once('finish', () => socket.destroySoon());
    app.routing(request, response);
  });
  return upgrades;
}
