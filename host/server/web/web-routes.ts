import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../http-error';
import { webRuntimeConfig, type ServerConfig } from '../server-config';
import { contentSecurityPolicy } from './content-security-policy';

export interface WebRoutesOptions {
  /** The built web host (dist/web); it may not exist yet. */
  webRoot: string;
  config: ServerConfig;
  /** Path prefixes of the APIs: unknown paths under them answer JSON 404s, never the web host. */
  apiPrefixes: readonly string[];
}

export const MISSING_BUILD_MESSAGE = 'The web host is not built yet: run `npm run build:web`, then restart the server.';

const NO_CACHE = 'no-cache';
/** Vite puts content-hashed files under assets/: their URL changes whenever their content does. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

function isUnder(url: string, prefix: string): boolean {
  return url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);
}

/** A page, not a file: browsers ask for HTML; tools like curl ask for anything, so a path without an extension counts too. */
function looksLikePage(request: FastifyRequest): boolean {
  const lastSegment = request.url.split('?')[0]?.split('/').pop() ?? '';
  return (request.headers.accept ?? '').includes('text/html') || !lastSegment.includes('.');
}

/**
 * The web host: its files (precompressed .br/.gz siblings are used when the build made them), /config.json, and
 * the single-page-app fallback: a GET for a page (not a file, not the API) answers index.html.
 */
export async function registerWebRoutes(app: FastifyInstance, options: WebRoutesOptions): Promise<void> {
  const runtimeConfig = webRuntimeConfig(options.config);
  const policy = contentSecurityPolicy(options.config);
  app.get('/config.json', async (_request, reply) => reply.header('cache-control', NO_CACHE).send(runtimeConfig));

  // Without a build there is nothing to serve: every page answers 503 until it is built and the server restarted.
  const built = existsSync(options.webRoot);
  if (built) {
    await app.register(fastifyStatic, {
      root: options.webRoot,
      preCompressed: true,
      cacheControl: false,
      setHeaders(response, filePath) {
        const relative = path.relative(options.webRoot, filePath).split(path.sep);
        response.setHeader('cache-control', relative[0] === 'assets' ? IMMUTABLE : NO_CACHE);
        if (filePath.endsWith('.html')) response.setHeader('content-security-policy', policy);
      },
    });
  }

  const indexFile = path.join(options.webRoot, 'index.html');
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    const isApi = options.apiPrefixes.some((prefix) => isUnder(url, prefix));
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && looksLikePage(request);
    if (isApi || !isPage) {
      return reply.code(404).send(errorBody(404, `Route ${request.method} ${url.split('?')[0]} not found`));
    }
    if (!built || !existsSync(indexFile)) {
      return reply.code(503).type('text/plain; charset=utf-8').send(MISSING_BUILD_MESSAGE);
    }
    return reply.header('cache-control', NO_CACHE).header('content-security-policy', policy).sendFile('index.html');
  });
}
