import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';

export interface OpenApiOptions {
  legacyBase: string;
  newBase: string;
  version: string;
}

/** Where the description is served, under the legacy base: '/api/openapi.json'. */
export const OPENAPI_PATH = '/openapi.json';

/**
 * Registers @fastify/swagger before any route: it collects every declared endpoint (declared routes carry a tag,
 * the module's id; untagged routes such as the web host's files are left out) into one OpenAPI 3.1 description
 * of both backends, served at {legacyBase}/openapi.json.
 */
export async function registerOpenApi(app: FastifyInstance, options: OpenApiOptions): Promise<void> {
  await app.register(swagger, {
    hideUntagged: true,
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Vigil API',
        version: options.version,
        description:
          `The two backends of Vigil. The legacy API (under ${options.legacyBase}) takes form fields (the query on GET, ` +
          'a form-encoded body on POST) and, on every call that is not public, the app token and the login token as ' +
          `the fields app_token and login_token. The newer API (under ${options.newBase}) takes JSON and a Bearer JWT ` +
          `from POST ${options.newBase}/auth. Every refusal answers {statusCode, error, message, field?, code?, params?}: ` +
          'message in English; code and params name a coded message for a client to show in its own language. Every ' +
          'status an operation can answer is listed with its body; 429 and 503 carry Retry-After.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Vigil' },
      },
      servers: [{ url: '/', description: 'This server' }],
      components: {
        securitySchemes: {
          appToken: { type: 'apiKey', in: 'query', name: 'app_token', description: 'The client identifier (on POST, a form field)' },
          loginToken: { type: 'apiKey', in: 'query', name: 'login_token', description: 'The session token from sign-in (on POST, a form field)' },
          bearerJwt: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
    },
  });
  app.get(`${options.legacyBase}${OPENAPI_PATH}`, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(app.swagger()),
  );
}
