import type { IngestRequest } from './simulated-fix';

/** The status of the answer (null when none came) and how long it took, body read included. */
export interface IngestOutcome {
  status: number | null;
  latencyMs: number;
  error?: string;
}

/**
 * Sends one request with Node's fetch, whose shared agent keeps connections alive between a device's fixes, as
 * a phone's HTTP client does.
 */
export async function sendIngestRequest(request: IngestRequest, timeoutMs: number): Promise<IngestOutcome> {
  const started = performance.now();
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      ...(request.body !== undefined ? { body: request.body } : {}),
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.arrayBuffer();
    return { status: response.status, latencyMs: performance.now() - started };
  } catch (error) {
    const cause = (error as { cause?: { code?: unknown } }).cause;
    const code = typeof cause?.code === 'string' ? cause.code : error instanceof Error ? error.name : 'error';
    return { status: null, latencyMs: performance.now() - started, error: code };
  }
}
