import { Unsafe, type SchemaOptions, type TUnsafe } from '@sinclair/typebox';
import type { BinaryBody } from './binary-body';

/** A file answer of the given content type (the world-map PDF). */
export function Binary(contentType: string, options: SchemaOptions = {}): TUnsafe<BinaryBody> {
  return Unsafe<BinaryBody>({ type: 'string', format: 'binary', contentMediaType: contentType, ...options });
}
