import { Transform, type TransformCallback } from 'node:stream';
import { HttpError } from '../http-error';
import { FILE_MESSAGES } from './file-messages';
import type { FileContentType } from './file-policy';
import { looksLike, SNIFF_BYTES } from './sniff-content-type';

/**
 * Sits between an upload and the disk: fails the stream with 413 as soon as more than maxBytes went through
 * (so a pipeline stops pulling the source there instead of buffering it), and with 415 when the first bytes
 * are not of the declared type. Nothing past the first SNIFF_BYTES is held back.
 */
export class FilePolicyGate extends Transform {
  /** Bytes that went through so far: the file's size once the stream has finished. */
  received = 0;
  private head: Buffer[] = [];
  private headLength = 0;
  private checked = false;

  constructor(
    private readonly contentType: FileContentType,
    private readonly maxBytes: number,
  ) {
    super();
  }

  override _transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback): void {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    this.received += bytes.length;
    if (this.received > this.maxBytes) {
      callback(new HttpError(413, FILE_MESSAGES.tooLarge(this.maxBytes)));
      return;
    }
    if (this.checked) {
      callback(null, bytes);
      return;
    }
    this.head.push(bytes);
    this.headLength += bytes.length;
    if (this.headLength < SNIFF_BYTES) {
      callback();
      return;
    }
    callback(this.check(), this.releaseHead());
  }

  override _flush(callback: TransformCallback): void {
    if (this.checked) {
      callback();
      return;
    }
    // A file shorter than SNIFF_BYTES: judged on what there is.
    callback(this.check(), this.releaseHead());
  }

  private check(): HttpError | null {
    this.checked = true;
    if (this.headLength === 0) return new HttpError(400, FILE_MESSAGES.empty);
    const head = Buffer.concat(this.head, this.headLength);
    return looksLike(head, this.contentType) ? null : new HttpError(415, FILE_MESSAGES.typeMismatch(this.contentType));
  }

  private releaseHead(): Buffer {
    const head = Buffer.concat(this.head, this.headLength);
    this.head = [];
    return head;
  }
}
