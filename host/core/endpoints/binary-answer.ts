import { Unsafe, type SchemaOptions, type TUnsafe } from '@sinclair/typebox';
import type { BinaryBody } from './binary-body';

export interface BinaryOptions extends SchemaOptions {
  /** The answer honours Range headers: 206 with Content-Range, 416 for a range outside the file. */
  ranges?: boolean;
}

/**
 * A file answer of the given content type, or of one of several (a stored file answers with the type it was
 * stored with; the first is the default the server sets when the handler sets none).
 */
export function Binary(contentType: string | readonly string[], { ranges, ...options }: BinaryOptions = {}): TUnsafe<BinaryBody> {
  const types = typeof contentType === 'string' ? [contentType] : [...contentType];
  return Unsafe<BinaryBody>({
    type: 'string',
    format: 'binary',
    contentMediaType: types[0],
    ...(types.length > 1 ? { 'x-content-types': types } : {}),
    ...(ranges ? { 'x-ranges': true } : {}),
    ...options,
  });
}
