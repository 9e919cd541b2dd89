import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestServer, type TestServer } from '../support/test-server';

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { operationId: string; tags: string[]; security: unknown[] }>>;
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(async () => server?.close());

async function description(): Promise<OpenApiDocument> {
  const response = await server.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  return response.json<OpenApiDocument>();
}

test('describes the declared endpoints of both backends in OpenAPI 3.1', async () => {
  const document = await description();
  expect(document.openapi).toBe('3.1.0');
  expect(document.paths['/api/cmr/getCmrNotes']?.get).toMatchObject({
    operationId: 'cmr.getCmrNotes',
    tags: ['cmr'],
    security: [{ appToken: [], loginToken: [] }],
  });
  const operationIds = Object.values(document.paths).flatMap((operations) => Object.values(operations).map((operation) => operation.operationId));
  expect(new Set(operationIds).size).toBe(operationIds.length);
});

test("passes Redocly's recommended rules with no error", async () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'vigil-openapi-'));
  try {
    const file = path.join(folder, 'openapi.json');
    writeFileSync(file, JSON.stringify(await description()));
    const cli = path.join(__dirname, '..', '..', 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
    const result = spawnSync(process.execPath, [cli, 'lint', '--extends=recommended', '--format=json', file], {
      encoding: 'utf8',
      // No internet here, and nothing to report to anyone.
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    const report = JSON.parse(result.stdout) as { totals: { errors: number }; problems: Array<{ ruleId: string; severity: string; message: string }> };
    expect(report.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    expect(report.totals.errors).toBe(0);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}, 60_000);
