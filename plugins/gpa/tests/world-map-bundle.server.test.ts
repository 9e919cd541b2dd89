import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { CustomerSession, NewApiAuthResponse } from '@vigil/core';
import { buildServerBundle, startBundle, stopBundle } from '../../../tests/support/server-bundle';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-database';
import { getWorldMapPdf } from '../contract';
import { parsePdf } from '../../../tests/server/support/pdf-structure';

const repoRoot = path.resolve(__dirname, '../../..');
const outDir = path.join(repoRoot, '.tmp', `gpa-bundle-test-${randomBytes(4).toString('hex')}`);
const outfile = path.join(outDir, 'main.cjs');

let database: TestDatabase;
beforeAll(async () => {
  buildServerBundle(outfile);
  database = await createTestDatabase();
}, 60_000);
afterAll(async () => {
  rmSync(outDir, { recursive: true, force: true });
  await database?.close();
});

// The world-map PDF is drawn by code the bundle loads on first request (d3 and world-atlas stay npm packages,
// and d3 ships ES modules only): the bundle, run as `npm start` runs it, must serve it too.
test('the bundle draws and serves the world-map PDF', async () => {
  const started = await startBundle(outfile, database);
  try {
    const signIn = await fetch(`${started.url}/api/customers/loginCustomer`, {
      method: 'POST',
      body: new URLSearchParams({ username: 'analyst', password: 'Vigil-analyst-1' }),
    });
    const { login_token: loginToken } = (await signIn.json()) as CustomerSession;
    const auth = await fetch(`${started.url}/v2/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'analyst@demo.vigil.example', password: loginToken }),
    });
    const { jwt } = (await auth.json()) as NewApiAuthResponse;
    const response = await fetch(`${started.url}/v2${getWorldMapPdf.path}`, { headers: { authorization: `Bearer ${jwt}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const pdf = parsePdf(Buffer.from(await response.arrayBuffer()));
    expect(pdf.pageCount).toBe(1);
    expect(pdf.contents[0]).toContain('(World risk map) Tj');
  } finally {
    expect(await stopBundle(started.child)).toBe(0);
  }
}, 60_000);
