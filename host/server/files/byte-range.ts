import { HttpError } from '../http-error';
import { FILE_MESSAGES } from './file-messages';

/**
 * A requested range, before the file's size is known: bytes start..end (inclusive; to the end when end is
 * absent) or the last `suffix` bytes. The same shape as an HTTP Range or an S3 GetObject Range.
 */
export type ByteRange = { start: number; end?: number } | { suffix: number };

/** The bytes actually served, both ends inclusive. */
export interface ResolvedRange {
  start: number;
  end: number;
}

const SINGLE_RANGE = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i;

/**
 * The single byte range of a Range header, or undefined when the whole file should be sent: no header, another
 * unit, several ranges (RFC 9110 lets a server answer those with the whole file) or a malformed one (which
 * the RFC says to ignore, not refuse).
 */
export function parseRangeHeader(header: string | undefined): ByteRange | undefined {
  const match = header === undefined ? null : SINGLE_RANGE.exec(header);
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') return { suffix: Number(last) };
  const start = Number(first);
  if (last === '') return { start };
  const end = Number(last);
  return start <= end ? { start, end } : undefined;
}

/** The bytes a range selects in a file of `size` bytes; undefined when it selects none (an answer of 416). */
export function resolveByteRange(range: ByteRange, size: number): ResolvedRange | undefined {
  if ('suffix' in range) {
    if (range.suffix <= 0 || size === 0) return undefined;
    return { start: Math.max(size - range.suffix, 0), end: size - 1 };
  }
  if (range.start < 0 || (range.end !== undefined && range.end < range.start)) {
    throw new RangeError(`Invalid byte range ${range.start}-${range.end}`);
  }
  if (range.start >= size) return undefined;
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}

/** The 416 answer, with the Content-Range that tells the client the file's real size (RFC 9110 §15.5.17). */
export function rangeNotSatisfiable(size: number): HttpError {
  return new HttpError(416, FILE_MESSAGES.rangeNotSatisfiable(size), undefined, { 'content-range': `bytes */${size}` });
}
