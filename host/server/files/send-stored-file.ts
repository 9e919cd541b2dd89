import { Readable } from 'node:stream';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';
import { asciiFileName } from './ascii-file-name';
import { parseRangeHeader } from './byte-range';
import { FILE_MESSAGES } from './file-messages';
import type { FileStorage } from './file-storage';
import { safeFileName } from './safe-file-name';

export interface SendFileOptions {
  /** 'inline' to show it in the browser (a video, a PDF in its viewer), 'attachment' to download it. */
  disposition: 'inline' | 'attachment';
  /** The download name; the name stored with the file when absent. */
  fileName?: string;
}

/**
 * Answers a GET or HEAD with a stored file, streamed: 200 with the whole file, 206 with the one range a Range
 * header asks for (video players seek this way), 416 with `Content-Range: bytes *\/size` for a range outside the
 * file, 404 in the server's error shape when there is no such file. Several ranges get the whole file, which
 * RFC 9110 allows and which spares a multipart answer.
 *
 * It does NOT check permissions: the endpoint that owns the file decides who may read it, and calls this only
 * once it has. The answer is `Cache-Control: private` so shared caches never keep a guarded file, and carries
 * no validators, so browsers cannot cache it heuristically past a revoked permission either.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  key: string,
  options: SendFileOptions,
): Promise<FastifyReply> {
  const stream = await storedFileAnswer(request, reply, storage, key, options);
  if (request.method === 'HEAD') {
    // Fastify's HEAD handling would read a real stream to its end only to discard it; an empty one keeps the
    // Content-Length above and costs nothing.
    stream.destroy();
    return reply.send(Readable.from([]));
  }
  return reply.send(stream);
}

/**
 * What sendStoredFile answers, for a declared endpoint whose answer is `Binary(...)`: sets the status (200 or 206)
 * and the headers on `reply` and returns the stream, which the handler returns as its answer. The same rules and
 * errors as sendStoredFile; the caller checks permissions first.
 */
export async function storedFileAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: FileStorage,
  key: string,
  options: SendFileOptions,
): Promise<Readable> {
  // If-Range names a validator this helper never issues, so it cannot match: RFC 9110 §13.1.5 says send it all.
  const range = request.headers['if-range'] === undefined ? parseRangeHeader(request.headers.range) : undefined;
  const opened = await storage.open(key, range);
  if (!opened) throw new HttpError(404, FILE_MESSAGES.notFound);
  const { info, stream, range: served } = opened;
  reply
    .code(served ? 206 : 200)
    // WebVTT is UTF-8 by definition; saying so keeps old players from guessing.
    .header('content-type', info.contentType.startsWith('text/') ? `${info.contentType}; charset=utf-8` : info.contentType)
    .header('content-length', String(served ? served.end - served.start + 1 : info.size))
    .header('accept-ranges', 'bytes')
    .header('content-disposition', dispositionOf(options.disposition, options.fileName ?? info.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private');
  if (served) reply.header('content-range', `bytes ${served.start}-${served.end}/${info.size}`);
  return stream;
}

/** RFC 6266: the ASCII fallback in filename, and the exact UTF-8 name in filename* whenever the fallback differs. */
function dispositionOf(disposition: SendFileOptions['disposition'], fileName: string): string {
  const name = safeFileName(fileName);
  return contentDisposition(name, { type: disposition, fallback: asciiFileName(name) });
}
