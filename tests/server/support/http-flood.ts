import { Agent, request as httpRequest, type OutgoingHttpHeaders } from 'node:http';

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface HttpCall {
  method: 'GET' | 'POST';
  /** Path and query, e.g. /api/customers/loginCustomer. */
  path: string;
  headers?: OutgoingHttpHeaders;
  body?: string | Buffer;
}

/**
 * A keep-alive agent that closes an idle socket after 2 s, before the server's keep-alive (5 s) does. Node's agent
 * otherwise keeps a free socket until the server closes it (it applies the server's Keep-Alive hint only under a
 * timeout of its own), and a request sent on a socket the server is closing meets ECONNRESET (nodejs/node#47130):
 * the client's race, which a loaded machine makes likelier, not an answer of the server's.
 */
export function keepAliveAgent(maxSockets: number): Agent {
  return new Agent({ keepAlive: true, maxSockets, timeout: 2_000 });
}

/** One request on a real socket (app.inject has no sockets, no parsing limits, no timeouts). */
export function send(baseUrl: string, agent: Agent, call: HttpCall, timeoutMs = 30_000): Promise<HttpAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { agent, hostname, port, method: call.method, path: call.path, headers: { ...call.headers, ...(call.body ? { 'content-length': Buffer.byteLength(call.body) } : {}) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString() }));
        response.on('error', reject);
      },
    );
    outgoing.setTimeout(timeoutMs, () => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    outgoing.on('error', reject);
    outgoing.end(call.body);
  });
}

/** A legacy form POST. */
export function formCall(path: string, fields: Record<string, string>, headers: OutgoingHttpHeaders = {}): HttpCall {
  return { method: 'POST', path, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: new URLSearchParams(fields).toString() };
}

export interface FloodResult {
  /** Answers by status. */
  statuses: Record<number, number>;
  /** The first answer of each status, to look at its headers and body. */
  samples: Record<number, HttpAnswer>;
  sent: number;
  /** Requests that failed without an answer (reset, timed out). */
  errors: string[];
}

/**
 * `connections` clients, each sending its next request as soon as the last is answered, until `durationMs` has
 * passed, `total` requests have been sent or an answer passes `until`. `next(index)` makes request number `index`.
 */
export async function flood(
  baseUrl: string,
  options: {
    connections: number;
    durationMs: number;
    total?: number;
    next(index: number): HttpCall;
    /** Stops every client once an answer passes this. */
    until?(answer: HttpAnswer): boolean;
  },
): Promise<FloodResult> {
  const agent = keepAliveAgent(options.connections);
  const result: FloodResult = { statuses: {}, samples: {}, sent: 0, errors: [] };
  const deadline = Date.now() + options.durationMs;
  let stopped = false;
  const client = async (): Promise<void> => {
    while (!stopped && Date.now() < deadline && result.sent < (options.total ?? Infinity)) {
      const index = result.sent;
      result.sent += 1;
      try {
        // Answers may wait behind a full hashing queue: on a loaded machine, tens of seconds.
        const answer = await send(baseUrl, agent, options.next(index), Math.max(1_000, deadline - Date.now() + 60_000));
        result.statuses[answer.status] = (result.statuses[answer.status] ?? 0) + 1;
        result.samples[answer.status] ??= answer;
        if (options.until?.(answer)) stopped = true;
      } catch (error) {
        if (result.errors.length < 10) result.errors.push(error instanceof Error ? error.message : String(error));
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: options.connections }, client));
  } finally {
    agent.destroy();
  }
  return result;
}

/** The value below which `fraction` of the values lie (nearest rank). */
export function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? Number.NaN;
}
