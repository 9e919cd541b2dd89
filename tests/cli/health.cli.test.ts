import nock from 'nock';
import path from 'node:path';
import { checkHealth, runHealth } from '../../cli/commands/health';
import { classifyError } from '../../cli/http/classify-error';
import { main } from '../../cli/main';
import { recordingIo } from '../../cli/output/cli-io';
import { closedPort } from './support/closed-port';

const LEGACY = 'http://legacy.test/api';
const HEALTH_PATH = '/api/health/ready';
const DB_STATUS_PATH = '/api/health/get-db-status';
const READY = { status: 'ok', instance: 'web-2', database: 'postgres', files: 's3' };
const repoRoot = path.resolve(__dirname, '../..');

afterEach(() => {
  nock.abortPendingRequests();
  nock.cleanAll();
});

// Take nock's interceptor off the shared http module, or the next test file in this worker trips over it.
afterAll(() => nock.restore());

describe('vigil health', () => {
  it('asks readiness and prints status, latency, URL, the stores and the process that answered', async () => {
    const scope = nock('http://legacy.test').get(HEALTH_PATH).reply(200, READY);
    const io = recordingIo();

    const code = await runHealth({ legacyUrl: LEGACY, timeoutMs: 1000 }, io);

    expect(code).toBe(0);
    expect(io.stdout).toMatch(/^healthy {2}200 {2}\d+ ms {2}\S+ {2}\(postgres, s3\) {2}answered by web-2\n$/);
    expect(io.stdout).toContain(' http://legacy.test/api/health/ready ');
    scope.done();
  });

  it('falls back to the database check on a backend without readiness (404)', async () => {
    const scope = nock('http://legacy.test')
      .get(HEALTH_PATH)
      .reply(404, { statusCode: 404, error: 'Not Found', message: 'Route GET:/api/health/ready not found' })
      .get(DB_STATUS_PATH)
      .reply(200, { status: 'ok', database: 'sqlite' });
    const io = recordingIo();

    const code = await runHealth({ legacyUrl: LEGACY, timeoutMs: 1000 }, io);

    expect(code).toBe(0);
    expect(io.stdout).toMatch(/^healthy {2}200 {2}\d+ ms {2}http:\/\/legacy\.test\/api\/health\/get-db-status {2}\(sqlite\)\n$/);
    scope.done();
  });

  it('is unhealthy on 503 from readiness, and the message names the process', async () => {
    const message = 'Vigil process web-3 is not ready: the database cannot be reached';
    nock('http://legacy.test').get(HEALTH_PATH).reply(503, { statusCode: 503, error: 'Service Unavailable', message });
    const io = recordingIo();

    const code = await runHealth({ legacyUrl: LEGACY, timeoutMs: 1000 }, io);

    expect(code).toBe(1);
    expect(io.stdout).toBe(`unhealthy: HTTP 503: ${message}  ${LEGACY}/health/ready\n`);
  });

  it('tolerates a trailing slash on the base URL', async () => {
    nock('http://legacy.test').get(HEALTH_PATH).reply(200, READY);

    await expect(checkHealth({ legacyUrl: `${LEGACY}/`, timeoutMs: 1000 })).resolves.toMatchObject({
      healthy: true,
      database: 'postgres',
      files: 's3',
      instance: 'web-2',
    });
  });

  it('is unhealthy on HTTP 500, naming the status and the server message', async () => {
    nock('http://legacy.test')
      .get(HEALTH_PATH)
      .reply(500, { statusCode: 500, error: 'Internal Server Error', message: 'database unreachable' });
    const io = recordingIo();

    const code = await runHealth({ legacyUrl: LEGACY, timeoutMs: 1000 }, io);

    expect(code).toBe(1);
    expect(io.stdout).toBe(`unhealthy: HTTP 500: database unreachable  ${LEGACY}/health/ready\n`);
  });

  it('reports a timeout when the answer is slower than --timeout', async () => {
    nock('http://legacy.test').get(HEALTH_PATH).delay(1000).reply(200, READY);

    const result = await checkHealth({ legacyUrl: LEGACY, timeoutMs: 150 });

    expect(result).toMatchObject({ healthy: false, status: null, error: 'timed out after 150 ms' });
  });

  it('reports a refused connection', async () => {
    const port = await closedPort();

    const result = await checkHealth({ legacyUrl: `http://127.0.0.1:${port}/api`, timeoutMs: 1000 });

    expect(result).toMatchObject({ healthy: false, status: null, error: 'connection refused (ECONNREFUSED)' });
  });

  it('reports a DNS failure', async () => {
    const result = await checkHealth({ legacyUrl: 'http://does-not-exist.invalid/api', timeoutMs: 3000 });

    expect(result.healthy).toBe(false);
    expect(result.error).toMatch(/^DNS lookup failed \((ENOTFOUND|EAI_AGAIN)\)$/);
  });

  it('is unhealthy when the answer is not JSON', async () => {
    nock('http://legacy.test').get(HEALTH_PATH).reply(200, '<html>proxy error</html>');

    const result = await checkHealth({ legacyUrl: LEGACY, timeoutMs: 1000 });

    expect(result).toMatchObject({ healthy: false, status: 200 });
    expect(result.error).toMatch(/^malformed answer: not JSON/);
  });

  it('is unhealthy when the JSON has the wrong shape', async () => {
    nock('http://legacy.test').get(HEALTH_PATH).reply(200, { status: 'degraded' });

    const result = await checkHealth({ legacyUrl: LEGACY, timeoutMs: 1000 });

    expect(result).toMatchObject({ healthy: false, status: 200 });
    expect(result.error).toBe(`malformed answer: expected {status: 'ok'}, got {"status":"degraded"}`);
  });

  it('prints one JSON object with --json, through the command line', async () => {
    nock('http://legacy.test').get(HEALTH_PATH).reply(503, 'busy');
    const io = recordingIo();

    const code = await main(['node', 'vigil', 'health', '--legacy-url', LEGACY, '--json'], { repoRoot, io });

    expect(code).toBe(1);
    expect(JSON.parse(io.stdout)).toEqual({
      healthy: false,
      url: `${LEGACY}/health/ready`,
      status: 503,
      latencyMs: expect.any(Number),
      error: 'HTTP 503',
    });
  });

  it('rejects a --timeout that is not a positive number', async () => {
    const io = recordingIo();

    const code = await main(['node', 'vigil', 'health', '--timeout', 'soon'], { repoRoot, io });

    expect(code).toBe(1);
    expect(io.stderr).toContain("--timeout must be a positive number of milliseconds, got 'soon'");
  });

  it('colours the verdict only on a terminal', async () => {
    nock('http://legacy.test').get(HEALTH_PATH).twice().reply(200, READY);
    const terminal = recordingIo({}, true);
    const pipe = recordingIo({}, false);

    await runHealth({ legacyUrl: LEGACY, timeoutMs: 1000 }, terminal);
    await runHealth({ legacyUrl: LEGACY, timeoutMs: 1000 }, pipe);

    expect(terminal.stdout).toContain('\u001b[32mhealthy');
    expect(pipe.stdout).not.toContain('\u001b[');
  });
});

describe('classifyError', () => {
  it('names HTTP errors by status', () => {
    expect(classifyError({ name: 'HTTPError', code: 'ERR_NON_2XX_3XX_RESPONSE', response: { statusCode: 502 } }, 5000))
      .toEqual({ code: 'HTTP_502', reason: 'HTTP 502' });
  });

  it('names got timeouts, DNS and refused connections by code', () => {
    expect(classifyError({ name: 'TimeoutError', code: 'ETIMEDOUT' }, 5000).reason).toBe('timed out after 5000 ms');
    expect(classifyError({ name: 'RequestError', code: 'EAI_AGAIN' }, 5000).reason).toBe(
      'DNS lookup failed (EAI_AGAIN)',
    );
    expect(classifyError({ name: 'RequestError', code: 'ECONNREFUSED' }, 5000).reason).toBe(
      'connection refused (ECONNREFUSED)',
    );
  });

  it('keeps the message of anything else', () => {
    expect(classifyError(new Error('socket hang up'), 5000)).toEqual({ code: 'EUNKNOWN', reason: 'socket hang up' });
  });
});
