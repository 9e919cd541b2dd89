import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rm, stat } from 'node:fs/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { join } from 'node:path';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { rangeNotSatisfiable, resolveByteRange, type ByteRange, type ResolvedRange } from './byte-range';
import { checkFileKey, isValidFileKey, newFileKey } from './file-key';
import { allowedContentType, DEFAULT_FILE_POLICY, FILE_CONTENT_TYPES, type FileContentType, type FilePolicy } from './file-policy';
import { FilePolicyGate } from './file-policy-gate';
import type { FileMeta, FileStorage, OpenedFile, StoredFileInfo } from './file-storage';
import { holdEarlyError } from './hold-early-error';
import { safeFileName } from './safe-file-name';
import { EMPTY_PAYLOAD_HASH, encodeS3Path, signS3Request, type S3Credentials } from './sign-s3-request';

/** Where the bucket is and how to reach it: AWS S3 or a compatible store (MinIO, Ceph, s3rver in the tests). */
export interface S3Location {
  /** https://s3.eu-south-1.amazonaws.com, http://minio.internal:9000; AWS's regional endpoint when absent. */
  endpoint?: string;
  bucket: string;
  region: string;
  /** Prepended to every key ('vigil/'), so the bucket can hold other things too. */
  prefix?: string;
  /** The bucket in the path (endpoint/bucket/key) instead of the host name: MinIO and s3rver need it. */
  forcePathStyle?: boolean;
}

/** One object PUT is at most 5 GiB; a larger bound would need multipart uploads. */
export const MAX_S3_PUT_BYTES = 5 * 1024 ** 3;
/** Temp files this old belong to a put whose process died; younger ones may be another process's upload in flight. */
const STALE_TEMP_MS = 24 * 60 * 60 * 1000;
/** A store that does not answer within this long is down: the call fails instead of hanging. */
const RESPONSE_TIMEOUT_MS = 30_000;
/** Marks the objects this service wrote: anything else in the bucket is not one of its files. */
const FORMAT = '1';
const META = { format: 'x-amz-meta-vigil-format', fileName: 'x-amz-meta-vigil-file-name', createdAt: 'x-amz-meta-vigil-created-at' } as const;

/** Hashes what streams through it: the payload hash the signature covers. */
class Sha256Tap extends Transform {
  private readonly hash = createHash('sha256');

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.hash.update(chunk);
    callback(null, chunk);
  }

  digest(): string {
    return this.hash.digest('hex');
  }
}

/** S3's <Code> of an error answer (NoSuchKey, NoSuchBucket, AccessDenied...), read from its body. */
async function errorCode(response: IncomingMessage): Promise<string | undefined> {
  let body = '';
  for await (const chunk of response) {
    if (body.length < 4096) body += String(chunk);
  }
  return /<Code>([^<]{1,100})<\/Code>/.exec(body)?.[1];
}

/** The error of a failed call: its status and S3's code, never the request's headers. */
function failure(operation: string, status: number | undefined, code: string | undefined): Error {
  return new Error(`The file store answered ${operation} with ${status}${code ? ` ${code}` : ''}`);
}

function discard(response: IncomingMessage): void {
  response.resume();
}

/**
 * Files as objects in an S3-compatible bucket, under `<prefix><key>`: what lets several server processes share
 * files. Each object carries its type as Content-Type and its display name and creation time as x-amz-meta-vigil-*
 * metadata, written with the bytes in one PUT, so a file and what is known about it never disagree.
 *
 * A put streams through the policy gate into a temp file on local disk while hashing it, and only a file that
 * passed (size, type, not empty) is sent, in one PUT: a refused or failed upload leaves nothing in the bucket,
 * and an object PUT replaces the previous object in one step (a reader gets the old bytes or the new ones, never
 * a mix). Ranges are S3 Range GETs; a suffix range is resolved against the size first, as some compatible stores
 * do not support suffixes.
 */
export class S3FileStorage implements FileStorage {
  readonly #credentials: S3Credentials;
  private readonly base: URL;
  private readonly pathStyle: boolean;
  private readonly prefix: string;
  private readonly agent: http.Agent;
  private tempSwept: Promise<void> | undefined;

  constructor(
    private readonly location: S3Location,
    credentials: S3Credentials,
    /** Where uploads wait while they are checked, before they are sent. */
    private readonly tempDir: string,
    readonly policy: FilePolicy = DEFAULT_FILE_POLICY,
  ) {
    if (!location.bucket) throw new Error('The S3 file storage needs a bucket (VIGIL_S3_BUCKET)');
    if (!location.region) throw new Error('The S3 file storage needs a region (VIGIL_S3_REGION)');
    if (!credentials.accessKeyId || !credentials.secretAccessKey) {
      throw new Error('The S3 file storage needs an access key (VIGIL_S3_ACCESS_KEY_ID and VIGIL_S3_SECRET_ACCESS_KEY)');
    }
    const prefix = (location.prefix ?? '').replace(/^\/+|\/+$/g, '');
    if (prefix !== '' && !isValidFileKey(prefix)) throw new Error(`The S3 prefix '${prefix}' is not a path of plain segments`);
    this.prefix = prefix === '' ? '' : `${prefix}/`;
    if (policy.maxBytes > MAX_S3_PUT_BYTES) throw new Error('The S3 file storage stores files of at most 5 GB');
    this.base = new URL(location.endpoint || `https://s3.${location.region}.amazonaws.com`);
    if (this.base.protocol !== 'https:' && this.base.protocol !== 'http:') throw new Error('The S3 endpoint must be an http(s) URL');
    this.pathStyle = location.forcePathStyle ?? false;
    this.#credentials = credentials;
    this.agent = new (this.base.protocol === 'https:' ? https.Agent : http.Agent)({ keepAlive: true, maxSockets: 64 });
  }

  async put(key: string | undefined, content: Buffer | Readable, meta: FileMeta, policy: FilePolicy = this.policy): Promise<StoredFileInfo> {
    const fileKey = key === undefined ? newFileKey() : checkFileKey(key);
    const contentType = allowedContentType(policy, meta.contentType);
    const gate = new FilePolicyGate(contentType, Math.min(policy.maxBytes, MAX_S3_PUT_BYTES));
    const tap = new Sha256Tap();
    const source = Buffer.isBuffer(content) ? Readable.from([content]) : content;
    const release = holdEarlyError(source);
    try {
      await mkdir(this.tempDir, { recursive: true });
      this.tempSwept ??= this.sweepStaleTemp();
      await this.tempSwept;
    } catch (error) {
      release();
      throw error;
    }
    const temp = join(this.tempDir, `upload-${randomBytes(12).toString('hex')}`);
    try {
      // Created before the stream starts, so a failure can never race the stream's own open and leave it behind.
      let file;
      try {
        file = createWriteStream(temp, { fd: await open(temp, 'wx') });
      } catch (error) {
        release();
        throw error;
      }
      try {
        await pipeline(source, gate, tap, file);
      } catch (error) {
        // Not events.once: it would reject with the stream's error instead of waiting for the close.
        if (!file.closed) await new Promise<void>((resolve) => file.once('close', () => resolve()));
        throw error;
      } finally {
        release();
      }
      const info: StoredFileInfo = {
        key: fileKey,
        size: gate.received,
        contentType,
        fileName: safeFileName(meta.fileName, contentType),
        createdAt: new Date(),
      };
      const response = await this.send('PUT', fileKey, {
        headers: {
          'content-type': contentType,
          'content-length': String(info.size),
          [META.format]: FORMAT,
          // Metadata travels as headers: the name, which may be any Unicode, as percent-encoded UTF-8.
          [META.fileName]: encodeURIComponent(info.fileName),
          [META.createdAt]: info.createdAt.toISOString(),
        },
        payloadHash: tap.digest(),
        body: () => createReadStream(temp),
      });
      if (response.statusCode !== 200) throw failure('PUT', response.statusCode, await errorCode(response));
      discard(response);
      return info;
    } finally {
      await rm(temp, { force: true });
    }
  }

  async open(key: string, range?: ByteRange): Promise<OpenedFile | undefined> {
    if (!isValidFileKey(key)) return undefined;
    let asked = range;
    if (range && 'suffix' in range) {
      const info = await this.stat(key);
      if (!info) return undefined;
      const resolved = resolveByteRange(range, info.size);
      if (!resolved) throw rangeNotSatisfiable(info.size);
      asked = resolved;
    } else if (range) {
      // A negative or reversed range is the caller's bug, thrown as the local store throws it.
      resolveByteRange(range, Number.MAX_SAFE_INTEGER);
    }
    const headers: Record<string, string> = {};
    if (asked && 'start' in asked) headers.range = `bytes=${asked.start}-${asked.end ?? ''}`;
    const response = await this.send('GET', key, { headers });
    if (response.statusCode === 404) {
      // No such object is no file; no such bucket is a configuration to fix, not a missing file.
      const code = await errorCode(response);
      if (code === 'NoSuchBucket') throw failure('GET', 404, code);
      return undefined;
    }
    if (response.statusCode === 416) {
      discard(response);
      const info = await this.stat(key);
      if (!info) return undefined;
      throw rangeNotSatisfiable(info.size);
    }
    if (response.statusCode !== 200 && response.statusCode !== 206) throw failure('GET', response.statusCode, await errorCode(response));
    const served = response.statusCode === 206 ? contentRange(response) : undefined;
    const info = this.infoOf(key, response, served?.size ?? Number(response.headers['content-length']));
    if (!info) {
      response.destroy();
      return undefined;
    }
    if (range && !served) {
      response.destroy();
      throw new Error('The file store ignored the Range header of a GET');
    }
    return { info, stream: response, ...(served ? { range: { start: served.start, end: served.end } } : {}) };
  }

  async stat(key: string): Promise<StoredFileInfo | undefined> {
    if (!isValidFileKey(key)) return undefined;
    const response = await this.send('HEAD', key);
    discard(response);
    if (response.statusCode === 404) return undefined;
    if (response.statusCode !== 200) throw failure('HEAD', response.statusCode, undefined);
    return this.infoOf(key, response, Number(response.headers['content-length']));
  }

  async delete(key: string): Promise<boolean> {
    // S3 answers a DELETE alike whether or not there was an object: the HEAD before it says which.
    if (!(await this.stat(key))) return false;
    const response = await this.send('DELETE', key);
    if (response.statusCode !== 204 && response.statusCode !== 200) throw failure('DELETE', response.statusCode, await errorCode(response));
    discard(response);
    return true;
  }

  /** Ends the kept-alive connections to the store. */
  close(): void {
    this.agent.destroy();
  }

  /** Leftovers of puts whose process died before it removed them, cleared once per instance (so once per start). */
  private async sweepStaleTemp(): Promise<void> {
    const names = await readdir(this.tempDir).catch(() => [] as string[]);
    const cutoff = Date.now() - STALE_TEMP_MS;
    await Promise.all(
      names.map(async (name) => {
        const path = join(this.tempDir, name);
        const stats = await stat(path).catch(() => undefined);
        if (stats && stats.mtimeMs < cutoff) await rm(path, { force: true });
      }),
    );
  }

  /** What an object's headers say about it; undefined for an object this service did not write. */
  private infoOf(key: string, response: IncomingMessage, size: number): StoredFileInfo | undefined {
    const { headers } = response;
    const contentType = FILE_CONTENT_TYPES.find((type) => type === headers['content-type']);
    if (headers[META.format] !== FORMAT || !contentType || !Number.isSafeInteger(size)) return undefined;
    let fileName: string;
    try {
      fileName = decodeURIComponent(String(headers[META.fileName] ?? ''));
    } catch {
      fileName = '';
    }
    const createdAt = new Date(String(headers[META.createdAt] ?? headers['last-modified'] ?? ''));
    return {
      key,
      size,
      contentType: contentType as FileContentType,
      fileName: safeFileName(fileName, contentType),
      createdAt: Number.isNaN(createdAt.getTime()) ? new Date(0) : createdAt,
    };
  }

  private objectUrl(key: string): URL {
    const path = encodeS3Path(`${this.prefix}${key}`);
    const url = new URL(this.base.href);
    const basePath = url.pathname.replace(/\/+$/, '');
    if (this.pathStyle) {
      url.pathname = `${basePath}/${encodeS3Path(this.location.bucket)}/${path}`;
    } else {
      url.hostname = `${this.location.bucket}.${url.hostname}`;
      url.pathname = `${basePath}/${path}`;
    }
    return url;
  }

  /**
   * One signed call for the object of `key`; resolves on the answer's headers, its body still to read. A kept-alive
   * connection the store closed just as it was reused fails at once (ECONNRESET, EPIPE): the call goes again, once,
   * on a connection of its own (the other kept-alive ones may be as stale), as Node's documentation advises.
   */
  private async send(
    method: 'GET' | 'HEAD' | 'PUT' | 'DELETE',
    key: string,
    options: { headers?: Record<string, string>; payloadHash?: string; body?: () => Readable } = {},
  ): Promise<IncomingMessage> {
    try {
      return await this.sendOnce(method, key, options);
    } catch (error) {
      if (!(error instanceof StaleConnectionError)) throw error;
      return this.sendOnce(method, key, options, false);
    }
  }

  private sendOnce(
    method: 'GET' | 'HEAD' | 'PUT' | 'DELETE',
    key: string,
    options: { headers?: Record<string, string>; payloadHash?: string; body?: () => Readable },
    agent: http.Agent | false = this.agent,
  ): Promise<IncomingMessage> {
    const url = this.objectUrl(key);
    const headers = signS3Request(
      { method, url, headers: options.headers ?? {}, payloadHash: options.payloadHash ?? EMPTY_PAYLOAD_HASH },
      this.#credentials,
      this.location.region,
    );
    const transport = url.protocol === 'https:' ? https : http;
    return new Promise<IncomingMessage>((resolve, reject) => {
      const request = transport.request(url, { method, headers, agent });
      const timer = setTimeout(() => request.destroy(new Error(`The file store did not answer ${method} within 30 s`)), RESPONSE_TIMEOUT_MS);
      request.once('response', (response) => {
        clearTimeout(timer);
        resolve(response);
      });
      request.once('error', (error: NodeJS.ErrnoException) => {
        clearTimeout(timer);
        if (request.reusedSocket && (error.code === 'ECONNRESET' || error.code === 'EPIPE')) {
          reject(new StaleConnectionError());
          return;
        }
        // The socket's own message (ECONNREFUSED and its address), never the signed headers.
        reject(new Error(`The file store could not be reached for ${method}: ${error.message}`));
      });
      if (options.body) {
        const body = options.body();
        body.once('error', (error) => request.destroy(error));
        body.pipe(request);
      } else {
        request.end();
      }
    });
  }
}

/** A kept-alive connection that turned out closed when reused. */
class StaleConnectionError extends Error {
  constructor() {
    super('The kept-alive connection to the file store was closed');
  }
}

/** The range and whole size a 206 answer's Content-Range gives. */
function contentRange(response: IncomingMessage): (ResolvedRange & { size: number }) | undefined {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(String(response.headers['content-range'] ?? ''));
  if (!match) return undefined;
  return { start: Number(match[1]), end: Number(match[2]), size: Number(match[3]) };
}
