/** Why a request did not produce an answer, in words an operator can act on. */
export interface RequestFailure {
  /** Stable code for scripts: a Node error code (ECONNREFUSED, ENOTFOUND, ...) or HTTP_<status>. */
  code: string;
  reason: string;
}

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  response?: { statusCode?: unknown };
}

/**
 * Classifies a got error. got wraps the socket error but keeps its `code`, so the code, not the message, tells
 * DNS failures, refused connections and timeouts apart.
 */
export function classifyError(error: unknown, timeoutMs: number): RequestFailure {
  const candidate = (typeof error === 'object' && error !== null ? error : {}) as ErrorLike;
  const code = typeof candidate.code === 'string' ? candidate.code : '';
  const name = typeof candidate.name === 'string' ? candidate.name : '';
  if (name === 'HTTPError' && typeof candidate.response?.statusCode === 'number') {
    return { code: `HTTP_${candidate.response.statusCode}`, reason: `HTTP ${candidate.response.statusCode}` };
  }
  if (name === 'TimeoutError' || code === 'ETIMEDOUT') {
    return { code: 'ETIMEDOUT', reason: `timed out after ${timeoutMs} ms` };
  }
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return { code, reason: `DNS lookup failed (${code})` };
  if (code === 'ECONNREFUSED') return { code, reason: `connection refused (${code})` };
  if (code === 'ECONNRESET') return { code, reason: `connection reset (${code})` };
  const message = typeof candidate.message === 'string' && candidate.message ? candidate.message : String(error);
  return { code: code || 'EUNKNOWN', reason: code ? `${message} (${code})` : message };
}
