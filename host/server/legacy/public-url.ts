import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../server-config';

/** Names by which the server always knows itself. */
const OWN_HOSTNAMES = ['localhost', '127.0.0.1', '::1'];

/** The request's Host header without its port, lower-case, IPv6 brackets removed. */
function hostnameOf(host: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(host);
  if (bracketed?.[1]) return bracketed[1].toLowerCase();
  return host.replace(/:\d+$/, '').toLowerCase();
}

/** The host names mailed links may take from a request: the configured list, or the server's own addresses. */
export function linkHostnames(config: Pick<ServerConfig, 'allowedHosts' | 'host'>): Set<string> {
  const own = [...OWN_HOSTNAMES, ...(config.host && config.host !== '0.0.0.0' && config.host !== '::' ? [config.host] : [])];
  return new Set((config.allowedHosts.length > 0 ? config.allowedHosts : own).map((host) => host.toLowerCase()));
}

/**
 * The origin mailed links (password reset, registration, invitations) point to: config publicUrl; without it, the
 * origin the request came to only when its Host is one the server answers to (config allowedHosts, by default its
 * own addresses), else the server's own address. A Host header is chosen by the sender: a reset requested with
 * `Host: attacker.example` must never mail a link there.
 */
export function publicBaseUrl(config: Pick<ServerConfig, 'publicUrl' | 'allowedHosts' | 'host' | 'port'>, request: FastifyRequest): string {
  const configured = config.publicUrl?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  if (linkHostnames(config).has(hostnameOf(request.host))) return `${request.protocol}://${request.host}`;
  const port = request.socket?.localPort ?? config.port;
  return `${request.protocol}://localhost:${port}`;
}
