import Ajv, { type ValidateFunction } from 'ajv';
import type { FastifySchema } from 'fastify';
import { binaryContentType, methodsOf, type AnyEndpoint, type InputOf } from '../../core/endpoints';
import type { SessionUser } from '../auth/session-user';
import { readJsonBodyFields, readLegacyFields } from '../legacy/legacy-input';
import { HttpError } from '../http-error';
import { bearerUser, legacyUser, requireAccess, requireModule, requirePrivacyAccepted, type CallModule } from './authenticate-call';
import type { EndpointBinding, EndpointCall } from './endpoint-binding';
import type { EndpointHost } from './endpoint-host';
import { capAnswerLists, hasListBounds } from './cap-list';
import { compileInputValidator, type InputValidator } from './input-validator';
import { openApiSchema } from './openapi-schema';
import { serverMessage } from '../../core/server-messages';

const answerChecker = new Ajv({ allErrors: false, strict: false });

/** Fastify neither validates nor serialises declared routes: the declaration's own checks do, once. */
const passThrough = { validatorCompiler: () => () => true, serializerCompiler: () => (data: unknown) => JSON.stringify(data) };

export interface MountOptions {
  /** The plugin whose endpoint this is: refused to the companies that have switched it off. */
  module?: CallModule;
}

/**
 * Mounts one declared endpoint: credentials, the privacy gate, the company's modules, permissions and input
 * validation run before the handler, on both backends, and the route carries the OpenAPI description of the call.
 */
export function mountEndpoint(host: EndpointHost, { endpoint, handler }: EndpointBinding, options: MountOptions = {}): void {
  const legacy = endpoint.backend === 'legacy';
  const fileType = binaryContentType(endpoint.answer);
  // Compiled on the first call, not at start, so a cold start does not pay for calls nobody has made yet.
  let validateInput: InputValidator<InputOf<AnyEndpoint>> | undefined;
  let checkAnswer: ValidateFunction | undefined;
  const methods = methodsOf(endpoint);
  const listBounds = !fileType && hasListBounds(endpoint.answer);

  for (const [index, method] of methods.entries()) {
    host.app.route({
      method,
      url: `${host.bases[endpoint.backend]}${endpoint.path}`,
      schema: openApiSchema(endpoint, method, index === 0 ? endpoint.id : `${endpoint.id}${method}`) as FastifySchema,
      ...passThrough,
      ...(endpoint.bodyLimit ? { bodyLimit: endpoint.bodyLimit } : {}),
      handler: async (request, reply) => {
        let fields: Readonly<Record<string, unknown>>;
        let user: SessionUser | undefined;
        let loginToken = '';
        if (legacy && endpoint.jsonBody) {
          // Only public calls take a JSON body as it is: their door is their own (a device's secret), not a session.
          fields = readJsonBodyFields(request.query, request.body);
        } else if (legacy) {
          const legacyFields = readLegacyFields(request.query, request.body);
          fields = legacyFields.input;
          if (endpoint.access !== 'public') {
            user = await legacyUser(host, legacyFields);
            loginToken = legacyFields.loginToken ?? '';
          }
        } else {
          fields = jsonFields(method === 'GET' ? request.query : request.body);
          if (endpoint.access !== 'public') user = await bearerUser(host, request);
        }
        if (user && endpoint.access !== 'public') {
          requirePrivacyAccepted(user, endpoint);
          if (options.module) await requireModule(host, user, options.module);
          requireAccess(user, endpoint.access);
        }
        validateInput ??= compileInputValidator<InputOf<AnyEndpoint>>(endpoint.input, { blankIsMissing: legacy });
        const input = validateInput(fields);
        if (endpoint.limitPerAddress) await host.anonymousWrites.take(request);
        const handled = await handler({ input, user, loginToken, request, reply } as EndpointCall<AnyEndpoint>);
        // Every declared list stays within its maxItems, whatever the handler read (docs/security.md).
        const answer = listBounds ? capAnswerLists(endpoint.answer, handled, reply) : handled;
        // API answers carry tokens and personal data: no cache keeps them, unless the handler chose otherwise.
        if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
        if (fileType) {
          if (!reply.hasHeader('content-type')) void reply.type(fileType);
          return reply.send(answer);
        }
        if (host.checkAnswers) checkAnswer ??= answerChecker.compile(endpoint.answer);
        if (checkAnswer && !checkAnswer(answer)) {
          const problem = checkAnswer.errors?.[0];
          throw new Error(`${endpoint.id} answered outside its declaration: ${problem?.instancePath || '/'} ${problem?.message ?? ''}`);
        }
        return reply.send(answer ?? {});
      },
    });
  }
}

/** A newer-API body or query must be an object of fields; anything else is a 400, not a crash. */
function jsonFields(value: unknown): Readonly<Record<string, unknown>> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw new HttpError(400, serverMessage('bodyNotJsonObject'));
  return value as Record<string, unknown>;
}
