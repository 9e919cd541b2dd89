import type { FastifyInstance } from 'fastify';
import { DEFAULT_FILE_POLICY, type FilePolicy } from './file-policy';

/**
 * Lets the routes of `app` receive the policy's file types as raw bodies: the parser hands the request stream
 * to the handler untouched, for storeUpload to stream into storage. Fastify's own parsers would buffer the
 * whole body first. Parsers are scoped to fastify's encapsulation context, so register it with the upload
 * routes inside `app.register(...)` to keep these types away from the rest of the API. Types that already have
 * a parser in the context are left alone.
 */
export function acceptFileUploads(app: FastifyInstance, policy: FilePolicy = DEFAULT_FILE_POLICY): void {
  for (const type of policy.contentTypes) {
    if (app.hasContentTypeParser(type)) continue;
    app.addContentTypeParser(type, (_request, payload, done) => done(null, payload));
  }
}
