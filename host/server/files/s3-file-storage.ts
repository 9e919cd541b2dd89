import { createReadStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { rangeNotSatisfiable, resolveByteRange, type ByteRange, type ResolvedRange } from './byte-range';
import { createS3Client } from './create-s3-client';
import { checkFileKey, isValidFileKey, newFileKey } from './file-key';
import { allowedContentType, DEFAULT_FILE_POLICY, type FilePolicy } from './file-policy';
import { FilePolicyGate } from './file-policy-gate';
import type { FileMeta, FileStorage, OpenedFile, StoredFileInfo } from './file-storage';
import { holdEarlyError } from './hold-early-error';
import { s3Answer, s3Failure } from './s3-failure';
import type { S3Credentials, S3Location } from './s3-file-storage-config';
import { s3ObjectMetadata, storedFileInfoOf } from './s3-object-metadata';
import { safeFileName } from './safe-file-name';
import { sweepStaleTemp } from './sweep-stale-temp';
import { writeTempFile } from './write-temp-file';

/** S3's largest object. */
export const MAX_S3_OBJECT_BYTES = 5 * 1024 ** 4;
/** Parts of a multipart upload: S3 wants at least 5 MiB each and at most 10,000 of them. */
const MIN_PART_BYTES = 8 * 1024 ** 2;
const MAX_PARTS = 10_000;
/** Parts sent at once by one upload: the memory it holds is this many parts. */
const PARTS_IN_FLIGHT = 4;

/**
 * Files as objects in an S3-compatible bucket, under `<prefix><key>`, through the AWS SDK: what lets several
 * server processes share files. Each object carries its type as Content-Type and its display name and creation
 * time as x-amz-meta-vigil-* metadata, written with the bytes, so a file and what is known about it never disagree.
 *
 * A put streams through the policy gate into a temp file on local disk, and only a file that passed (size, type,
 * not empty) is sent: a refused or failed upload leaves nothing in the bucket. The SDK's Upload sends it in one
 * PutObject, or as a multipart upload when it is larger than a part, and S3 makes the object visible whole once
 * it is complete (a reader gets the old bytes or the new ones, never a mix). Ranges are S3 Range GETs; a suffix
 * range is resolved against the size first, as some compatible stores do not support suffixes.
 */
export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;
  private tempSwept: Promise<void> | undefined;

  constructor(
    location: S3Location,
    /** Undefined for the AWS SDK's default credential chain. */
    credentials: S3Credentials | undefined,
    /** Where uploads wait while they are checked, before they are sent. */
    private readonly tempDir: string,
    readonly policy: FilePolicy = DEFAULT_FILE_POLICY,
  ) {
    if (!location.bucket) throw new Error('The S3 file storage needs a bucket (VIGIL_S3_BUCKET)');
    if (!location.region) throw new Error('The S3 file storage needs a region (VIGIL_S3_REGION)');
    const prefix = (location.prefix ?? '').replace(/^\/+|\/+$/g, '');
    if (prefix !== '' && !isValidFileKey(prefix)) throw new Error(`The S3 prefix '${prefix}' is not a path of plain segments`);
    if (policy.maxBytes > MAX_S3_OBJECT_BYTES) throw new Error('The S3 file storage stores files of at most 5 TB');
    if (location.endpoint && !/^https?:\/\/[^/]/i.test(location.endpoint)) throw new Error('The S3 endpoint must be an http(s) URL');
    this.prefix = prefix === '' ? '' : `${prefix}/`;
    this.bucket = location.bucket;
    this.client = createS3Client(location, credentials);
  }

  async put(key: string | undefined, content: Buffer | Readable, meta: FileMeta, policy: FilePolicy = this.policy): Promise<StoredFileInfo> {
    const fileKey = key === undefined ? newFileKey() : checkFileKey(key);
    const contentType = allowedContentType(policy, meta.contentType);
    const gate = new FilePolicyGate(contentType, Math.min(policy.maxBytes, MAX_S3_OBJECT_BYTES));
    const source = Buffer.isBuffer(content) ? Readable.from([content]) : content;
    const release = holdEarlyError(source);
    let temp: string;
    try {
      await mkdir(this.tempDir, { recursive: true });
      // Leftovers of puts whose process died before it removed them, cleared once per instance (so once per start).
      this.tempSwept ??= sweepStaleTemp(this.tempDir);
      await this.tempSwept;
      temp = await writeTempFile(this.tempDir, (file) => pipeline(source, gate, file));
    } finally {
      release();
    }
    try {
      const info: StoredFileInfo = {
        key: fileKey,
        size: gate.received,
        contentType,
        fileName: safeFileName(meta.fileName, contentType),
        createdAt: new Date(),
      };
      const upload = new Upload({
        client: this.client,
        params: { Bucket: this.bucket, Key: this.objectKey(fileKey), Body: createReadStream(temp), ContentType: contentType, Metadata: s3ObjectMetadata(info) },
        partSize: Math.max(MIN_PART_BYTES, Math.ceil(info.size / MAX_PARTS)),
        queueSize: PARTS_IN_FLIGHT,
      });
      try {
        await upload.done();
      } catch (error) {
        throw s3Failure('PUT', error);
      }
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
    const byteRange = asked && 'start' in asked ? `bytes=${asked.start}-${asked.end ?? ''}` : undefined;
    let output;
    try {
      output = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key), ...(byteRange ? { Range: byteRange } : {}) }));
    } catch (error) {
      const { status, code } = s3Answer(error);
      // No such object is no file; no such bucket is a configuration to fix, not a missing file.
      if (status === 404 && code !== 'NoSuchBucket') return undefined;
      if (status === 416) {
        const info = await this.stat(key);
        if (!info) return undefined;
        throw rangeNotSatisfiable(info.size);
      }
      throw s3Failure('GET', error);
    }
    const stream = output.Body as Readable;
    const served = output.ContentRange ? contentRange(output.ContentRange) : undefined;
    const info = storedFileInfoOf(key, output, served?.size ?? output.ContentLength);
    if (!info) {
      stream.destroy();
      return undefined;
    }
    if (range && !served) {
      stream.destroy();
      throw new Error('The file store ignored the Range header of a GET');
    }
    return { info, stream, ...(served ? { range: { start: served.start, end: served.end } } : {}) };
  }

  async stat(key: string): Promise<StoredFileInfo | undefined> {
    if (!isValidFileKey(key)) return undefined;
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return storedFileInfoOf(key, head, head.ContentLength);
    } catch (error) {
      if (s3Answer(error).status === 404) return undefined;
      throw s3Failure('HEAD', error);
    }
  }

  async delete(key: string): Promise<boolean> {
    // S3 answers a DELETE alike whether or not there was an object: the HEAD before it says which.
    if (!(await this.stat(key))) return false;
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
    } catch (error) {
      throw s3Failure('DELETE', error);
    }
    return true;
  }

  /** HeadBucket: the store answers, the bucket exists and these credentials may use it. */
  async check(signal?: AbortSignal): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }), signal ? { abortSignal: signal } : {});
    } catch (error) {
      throw s3Failure('HEAD bucket', error);
    }
  }

  /** Ends the kept-alive connections to the store. */
  close(): void {
    this.client.destroy();
  }

  private objectKey(key: string): string {
    return `${this.prefix}${key}`;
  }
}

/** The range and whole size of a 206 answer's Content-Range. */
function contentRange(header: string): (ResolvedRange & { size: number }) | undefined {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header);
  if (!match) return undefined;
  return { start: Number(match[1]), end: Number(match[2]), size: Number(match[3]) };
}
