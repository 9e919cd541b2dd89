import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../server-config';

/**
 * The origin mailed links point to: config publicUrl, else the one the request came to. The fallback trusts the
 * Host header, which the sender chooses: production installations set VIGIL_PUBLIC_URL.
 */
export function publicBaseUrl(config: Pick<ServerConfig, 'publicUrl'>, request: FastifyRequest): string {
  const base = config.publicUrl?.trim() || `${request.protocol}://${request.host}`;
  return base.replace(/\/+$/, '');
}
