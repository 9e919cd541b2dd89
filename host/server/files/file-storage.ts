import type { Readable } from 'node:stream';
import type { ByteRange, ResolvedRange } from './byte-range';
import type { FileContentType, FilePolicy } from './file-policy';

/** What the uploader says about a file; the type is checked against the bytes, the name cleaned for display. */
export interface FileMeta {
  contentType: string;
  fileName: string;
}

export interface StoredFileInfo {
  key: string;
  size: number;
  contentType: FileContentType;
  fileName: string;
  createdAt: Date;
}

export interface OpenedFile {
  info: StoredFileInfo;
  /** The file's bytes, or only the range's when a range was asked for. Destroy it if it is not read to the end. */
  stream: Readable;
  /** The bytes the stream holds when a range was asked for. */
  range?: ResolvedRange;
}

/**
 * The platform's one place for files (videos, PDFs, documents, photos). Implementations: local disk
 * (local-disk-file-storage.ts) and an S3-compatible bucket (s3-file-storage.ts), chosen by configuration
 * (create-file-storage.ts). Who may read or write a file is decided by the endpoint that owns it, before it calls
 * this service.
 */
export interface FileStorage {
  /** The bounds put() applies when the caller gives none. */
  readonly policy: FilePolicy;

  /**
   * Stores a file under `key`, or under a new random key when `key` is undefined; a given key must pass
   * isValidFileKey (400 otherwise) and an existing file under it is replaced in one step. The content streams
   * through the policy: 413 past maxBytes (reading stops there), 415 for a type the policy does not accept
   * or bytes that are not of the declared type, 400 for an empty file. A refused or failed upload leaves
   * nothing behind and the previous file under the key, if any, untouched. A stream is consumed, and destroyed
   * when the put fails (storeUpload relays a request body so that the request itself survives to be answered).
   */
  put(key: string | undefined, content: Buffer | Readable, meta: FileMeta, policy?: FilePolicy): Promise<StoredFileInfo>;

  /**
   * The file's bytes, all of them or one range, or undefined when there is no such file (an invalid key
   * included: it can never have been stored). A range that selects nothing throws the 416 HttpError.
   */
  open(key: string, range?: ByteRange): Promise<OpenedFile | undefined>;

  stat(key: string): Promise<StoredFileInfo | undefined>;

  /** Whether there was a file to delete. */
  delete(key: string): Promise<boolean>;

  /**
   * Resolves when the store can be reached now, throws (with the reason) when not: the readiness check. Cheap (a
   * directory's access, an S3 HeadBucket), and given up when `signal` aborts.
   */
  check(signal?: AbortSignal): Promise<void>;
}
