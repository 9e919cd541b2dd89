import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../server-config';

/** An origin as browsers send it (scheme, host and port), or null for text that is not an http(s) URL. */
function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The web hosts that may call the APIs from another origin: publicUrl's (the web host mails link to), when it is
 * a URL, and those configured, each of which must be one: a typo stops the start rather than lock a web host out.
 */
export function corsOrigins(config: Pick<ServerConfig, 'publicUrl' | 'corsOrigins'>): string[] {
  const configured = config.corsOrigins.map((entry) => {
    const origin = originOf(entry);
    if (!origin) throw new Error(`VIGIL_CORS_ORIGINS takes http(s) origins, not '${entry}'`);
    return origin;
  });
  const linked = config.publicUrl ? originOf(config.publicUrl.trim()) : null;
  return [...new Set([...(linked ? [linked] : []), ...configured])];
}

/**
 * Cross-origin calls from a web host served apart from its API (docs/decisions.md, issue 19). Only the listed
 * origins are answered with Access-Control-Allow-Origin; credentials travel in the calls themselves (login token,
 * Bearer JWT), never in cookies, so none are allowed. A range answer's headers are exposed for the video player.
 */
export async function registerCors(app: FastifyInstance, config: Pick<ServerConfig, 'publicUrl' | 'corsOrigins'>): Promise<void> {
  const origins = corsOrigins(config);
  if (origins.length === 0) return;
  await app.register(cors, {
    origin: origins,
    methods: ['GET', 'HEAD', 'POST'],
    exposedHeaders: ['content-disposition', 'content-range', 'accept-ranges', 'content-length'],
    maxAge: 600,
  });
}
