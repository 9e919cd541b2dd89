import type { FastifyInstance } from 'fastify';

/**
 * A JSON request with an empty body is a request without fields, not a malformed one: OwnTracks posts an empty body
 * with a JSON content type (a ping), and answering it 400 would make the app resend it. Anything else is parsed by
 * fastify's own JSON parser, with its protection against prototype poisoning.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
