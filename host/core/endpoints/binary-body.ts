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
