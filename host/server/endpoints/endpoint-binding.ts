import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AnswerOf, AnyEndpoint, BinaryBody, InputOf, IsPublic } from '../../core/endpoints';
import type { SessionUser } from '../auth/session-user';

/** What a handler gets: the checked input, the signed-in user (none on a public call), the raw request. */
export interface EndpointCall<E> {
  input: InputOf<E>;
  user: IsPublic<E> extends true ? undefined : SessionUser;
  /** The legacy call's login token (logout ends that session); '' on the newer API and public calls. */
  loginToken: string;
  request: FastifyRequest;
  /** For answer headers (Cache-Control, Content-Disposition); the body is what the handler returns. */
  reply: FastifyReply;
}

/** A file answer is its bytes; its Content-Type comes from the declaration. */
export type HandlerAnswer<E> = AnswerOf<E> extends BinaryBody ? Buffer | Readable : AnswerOf<E>;
export type EndpointHandler<E> = (call: EndpointCall<E>) => Promise<HandlerAnswer<E>>;

/** A declaration with its handler: what the host's route modules and the plugins' server parts hand over. */
export interface EndpointBinding {
  endpoint: AnyEndpoint;
  handler: EndpointHandler<AnyEndpoint>;
}

export function bind<E extends AnyEndpoint>(endpoint: E, handler: EndpointHandler<E>): EndpointBinding {
  return { endpoint, handler: handler as unknown as EndpointHandler<AnyEndpoint> };
}
