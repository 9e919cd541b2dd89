/**
 * A file answer, as the clients read it. Apart from `Binary` (binary-answer.ts), which builds the schema, so that
 * the web host's first chunk, which asks every declaration whether its answer is a file, carries no schema code.
 */

/** The marker of a file answer; its static type tells handlers and clients that the body is bytes. */
export interface BinaryBody {
  readonly binary: true;
}

export function binaryContentType(schema: unknown): string | undefined {
  // The web build cuts JSON answers' schemas from declarations (host/web/build/strip-endpoint-docs.ts).
  const candidate = (schema ?? {}) as { format?: unknown; contentMediaType?: unknown };
  return candidate.format === 'binary' && typeof candidate.contentMediaType === 'string' ? candidate.contentMediaType : undefined;
}

/** Every media type a file answer may carry (Binary's list), the default first. */
export function binaryContentTypes(schema: unknown): readonly string[] {
  const first = binaryContentType(schema);
  if (first === undefined) return [];
  const listed = (schema as { 'x-content-types'?: unknown })['x-content-types'];
  return Array.isArray(listed) ? listed.filter((type): type is string => typeof type === 'string') : [first];
}

/** Whether a file answer honours Range headers (206, 416). */
export function binaryRanges(schema: unknown): boolean {
  return binaryContentType(schema) !== undefined && (schema as { 'x-ranges'?: unknown })['x-ranges'] === true;
}
