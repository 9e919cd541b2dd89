import { finished, PassThrough, Readable } from 'node:stream';
import { parse as parseContentDisposition } from 'content-disposition';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';
import { FILE_MESSAGES } from './file-messages';
import { allowedContentType, type FilePolicy } from './file-policy';
import type { FileStorage, StoredFileInfo } from './file-storage';

export interface UploadOptions {
  /** Bounds for this route; the storage's policy when absent. */
  policy?: FilePolicy;
  /** Where to store it; a new random key when absent. */
  key?: string;
  /** The file's name; otherwise the request's Content-Disposition filename, otherwise 'file.<ext>'. */
  fileName?: string;
}

/** Refusals that leave part of the body unread; keep-alive would read the rest as the next request. */
function closingConnection(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  const message = error.code === undefined ? error.message : { message: error.message, code: error.code, params: error.params };
  return new HttpError(error.statusCode, message, error.field, { ...error.headers, connection: 'close' });
}

/**
 * Stores the raw body of a PUT or POST (its type in Content-Type, the bytes as the body, the route's context
 * set up with acceptFileUploads) and returns what was stored. The size bound is the smaller of the policy's
 * maxBytes and the route's bodyLimit, so a route opts into big files with `bodyLimit` as it would for any
 * body; the server-wide 1 MB default stays the bound elsewhere. A declared Content-Length over the bound is
 * refused before reading; otherwise reading stops at the bound. Refusals answer with `Connection: close`, as
 * fastify's own 413 does, instead of reading the rest of an unwanted body.
 */
export async function storeUpload(
  request: FastifyRequest,
  storage: FileStorage,
  options: UploadOptions = {},
): Promise<StoredFileInfo> {
  const base = options.policy ?? storage.policy;
  const policy: FilePolicy = { ...base, maxBytes: Math.min(base.maxBytes, request.routeOptions.bodyLimit ?? Infinity) };
  const body: unknown = request.body;
  if (!(body instanceof Readable)) {
    // Only a context without acceptFileUploads gets here with a parsed body: a setup error, not the client's.
    if (body !== undefined && !Buffer.isBuffer(body)) {
      throw new Error('storeUpload needs a raw body: call acceptFileUploads on the route\'s context');
    }
    const meta = { contentType: request.headers['content-type'] ?? '', fileName: uploadFileName(request, options) };
    return storage.put(options.key, body ?? Buffer.alloc(0), meta, policy);
  }

  // The request is relayed rather than handed to put(), whose pipeline would destroy it on a refusal and take
  // the socket, and with it the 413 or 415 answer, down too.
  const relay = new PassThrough();
  // Errors reach put() through its pipeline, even one that happens before put() starts reading; without a
  // listener meanwhile, Node would treat it as unhandled and crash the process.
  relay.on('error', () => {});
  const stopWatching = finished(body, (error) => {
    if (error) relay.destroy(new HttpError(400, FILE_MESSAGES.interrupted));
  });
  try {
    const contentType = allowedContentType(policy, request.headers['content-type']);
    if (Number(request.headers['content-length']) > policy.maxBytes) {
      throw new HttpError(413, FILE_MESSAGES.tooLarge(policy.maxBytes));
    }
    body.pipe(relay);
    return await storage.put(options.key, relay, { contentType, fileName: uploadFileName(request, options) }, policy);
  } catch (error) {
    body.unpipe(relay);
    body.pause();
    throw body.readableEnded ? error : closingConnection(error);
  } finally {
    stopWatching();
  }
}

/** The caller's name, else the one the request's Content-Disposition gives (filename* first, as RFC 6266 asks). */
function uploadFileName(request: FastifyRequest, options: UploadOptions): string {
  if (options.fileName !== undefined) return options.fileName;
  const header = request.headers['content-disposition'];
  return header ? (parseContentDisposition(header).parameters.filename ?? '') : '';
}
