import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Closes a new connection when its address already holds `perAddress` open ones, and caps the server's open
 * connections at `total` (Node's maxConnections). Counted on the socket, before any request is read, so a client
 * that opens sockets and sends nothing is stopped too.
 */
export function limitConnections(server: Server, limits: { perAddress: number; total: number }): void {
  server.maxConnections = limits.total;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined) return;
    const count = open.get(address) ?? 0;
    if (count >= limits.perAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
