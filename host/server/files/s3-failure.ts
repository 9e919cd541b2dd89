/** What an AWS SDK error says of the store's answer, when there was one: its HTTP status and S3's error code. */
export function s3Answer(error: unknown): { status?: number; code?: string } {
  const { $metadata, name } = (error ?? {}) as { $metadata?: { httpStatusCode?: number }; name?: unknown };
  const status = $metadata?.httpStatusCode;
  if (status === undefined) return {};
  return { status, ...(typeof name === 'string' && name !== 'Error' ? { code: name } : {}) };
}

/**
 * The error of a failed call: the store's status and code, or why it could not be reached (the socket's message,
 * ECONNREFUSED and its address, or the timeout). A new error, without the SDK's as its cause, so that nothing of
 * the request (its signature, a session token) can reach a log.
 */
export function s3Failure(operation: 'GET' | 'HEAD' | 'PUT' | 'DELETE' | 'HEAD bucket', error: unknown): Error {
  const { status, code } = s3Answer(error);
  if (status !== undefined) return new Error(`The file store answered ${operation} with ${status}${code ? ` ${code}` : ''}`);
  const message = error instanceof Error ? error.message : String(error);
  return new Error(`The file store could not be reached for ${operation}: ${message}`);
}
