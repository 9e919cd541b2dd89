import { LEGACY_PATHS } from '../../host/core/api-contract';
import { getReadiness } from '../../host/core/contract/process-health';
import { EXIT_CODES, type ExitCode } from '../exit-codes';
import { createHttpClient, joinUrl, type HttpClient } from '../http/http-client';
import { apiErrorMessage, parseJson } from '../http/parse-json';
import type { CliIo } from '../output/cli-io';
import { colours } from '../output/colours';

export interface HealthOptions {
  legacyUrl: string;
  timeoutMs: number;
}

export interface HealthResult {
  healthy: boolean;
  url: string;
  /** HTTP status, or null when no answer came back. */
  status: number | null;
  latencyMs: number;
  database?: string;
  /** Where the server keeps files ('local', 's3'), when it says. */
  files?: string;
  /** The server process that answered (VIGIL_INSTANCE_NAME, or host name and pid), when it says. */
  instance?: string;
  /** Why the backend is unhealthy. */
  error?: string;
}

/**
 * Asks the readiness call (database and file store reachable, not shutting down; it names the process that
 * answered, which matters behind a load balancer). A backend without it (404: the legacy backend, an older Vigil)
 * is asked its database check instead. Healthy means 200 with `{status: 'ok'}`.
 */
export async function checkHealth(options: HealthOptions): Promise<HealthResult> {
  const client = createHttpClient(options.timeoutMs);
  const ready = await ask(client, joinUrl(options.legacyUrl, getReadiness.path));
  return ready.status === 404 ? ask(client, joinUrl(options.legacyUrl, LEGACY_PATHS.health)) : ready;
}

async function ask(client: HttpClient, url: string): Promise<HealthResult> {
  const outcome = await client.send({ method: 'GET', url });
  if (outcome.kind === 'failure') {
    return { healthy: false, url, status: null, latencyMs: outcome.latencyMs, error: outcome.reason };
  }
  const base = { url, status: outcome.status, latencyMs: outcome.latencyMs };
  if (outcome.status !== 200) {
    // A readiness refusal's message names the process too ('Vigil process web-2 is not ready: …').
    const message = apiErrorMessage(outcome.body);
    return { ...base, healthy: false, error: `HTTP ${outcome.status}${message ? `: ${message}` : ''}` };
  }
  const parsed = parseJson(outcome.body);
  if (!parsed.ok) return { ...base, healthy: false, error: parsed.reason };
  const answer = parsed.value as { status?: unknown; database?: unknown; files?: unknown; instance?: unknown } | null;
  if (typeof answer !== 'object' || answer === null || answer.status !== 'ok') {
    const error = `malformed answer: expected {status: 'ok'}, got ${preview(parsed.value)}`;
    return { ...base, healthy: false, error };
  }
  return {
    ...base,
    healthy: true,
    ...(typeof answer.database === 'string' ? { database: answer.database } : {}),
    ...(typeof answer.files === 'string' ? { files: answer.files } : {}),
    ...(typeof answer.instance === 'string' ? { instance: answer.instance } : {}),
  };
}

/**
 * `vigil health`: prints one line (or JSON) and returns the exit code (cli/exit-codes.ts): 0 when healthy, 3 when
 * nothing answered, 1 when the answer says the backend is unhealthy.
 */
export async function runHealth(options: HealthOptions & { json?: boolean }, io: CliIo): Promise<ExitCode> {
  const result = await checkHealth(options);
  if (options.json) {
    io.out(`${JSON.stringify(result)}\n`);
  } else {
    const paint = colours(io.isTTY, io.env);
    const stores = [result.database, result.files].filter((store) => store !== undefined);
    const where = stores.length > 0 ? `  (${stores.join(', ')})` : '';
    const who = result.instance ? `  answered by ${result.instance}` : '';
    io.out(
      result.healthy
        ? `${paint.green('healthy')}  ${result.status}  ${result.latencyMs} ms  ${result.url}${where}${who}\n`
        : `${paint.red('unhealthy')}: ${result.error}  ${result.url}\n`,
    );
  }
  if (result.healthy) return EXIT_CODES.ok;
  return result.status === null ? EXIT_CODES.unreachable : EXIT_CODES.checksFailed;
}

function preview(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}
