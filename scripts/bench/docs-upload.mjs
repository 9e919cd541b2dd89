// Issue 21: a 20 MB document through the upload wizard's call (POST /api/docs/saveNewDoc, the file as a data URL in
// a JSON body, as the web client sends a file: `api.call(saveNewDoc, input, { json: true })`) on loopback, with the
// server's files on local disk and on an
// S3-compatible store (s3rver). The time runs from sending the request to its answer: the upload, the server's
// parsing and content check, the storage and the rows. The body is encoded before the clock starts.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signIn, withBenchServer } from './bench-server.mjs';

const FILE_BYTES = 20 * 1024 * 1024;
const BUCKET = 'vigil-bench-docs';

/** A 20 MB "PDF": the signature the storage checks, then random bytes, which nothing compresses. */
function twentyMegabytePdf() {
  const file = randomBytes(FILE_BYTES);
  Buffer.from('%PDF-1.7\n', 'latin1').copy(file);
  return file;
}

async function legacyGet(url, path, fields) {
  const response = await fetch(`${url}/api${path}?${new URLSearchParams(fields)}`);
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** s3rver on loopback with one bucket, its objects in a temp dir. */
async function startS3rver() {
  const directory = mkdtempSync(join(tmpdir(), 'vigil-bench-s3-'));
  const S3rver = createRequire(import.meta.url)('s3rver');
  const store = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET }] });
  const { port } = await store.run();
  return {
    env: {
      VIGIL_FILE_STORAGE: 's3', VIGIL_S3_ENDPOINT: `http://127.0.0.1:${port}`, VIGIL_S3_BUCKET: BUCKET, VIGIL_S3_REGION: 'us-east-1',
      VIGIL_S3_ACCESS_KEY_ID: 'S3RVER', VIGIL_S3_SECRET_ACCESS_KEY: 'S3RVER', VIGIL_S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      await store.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** One upload on a fresh server with `env`; answers the milliseconds from sending to the answer. */
async function timeUpload(appToken, env) {
  return withBenchServer({ env }, async ({ server }) => {
    const token = await signIn(server.url, 'admin', 'Vigil-admin-1');
    const credentials = { login_token: token, app_token: appToken };
    const { buildings } = await legacyGet(server.url, '/docs/getDocs', { ...credentials, filter: 'ops' });
    const project = buildings[0];
    if (!project) throw new Error('the demo company has no project');
    const { users } = await legacyGet(server.url, '/docs/getProjectUsers', { ...credentials, builds: String(project.value) });
    if (!users[0]) throw new Error(`project ${project.label} has no employee`);
    const file = twentyMegabytePdf();
    const body = JSON.stringify({
      ...credentials, filter: 'ops', file: `data:application/pdf;base64,${file.toString('base64')}`, filename: 'bench-20mb.pdf',
      name: 'Bench upload', builds: String(project.value), users: String(users[0].value),
    });

    const began = performance.now();
    const response = await fetch(`${server.url}/api/docs/saveNewDoc`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body,
    });
    const answer = await response.json();
    const elapsed = performance.now() - began;
    if (!response.ok) throw new Error(`saveNewDoc answered ${response.status}: ${answer.message}`);
    // The stored file is the one sent, whole.
    const stored = await fetch(`${server.url}/api/docs/getFile?${new URLSearchParams({ ...credentials, id: String(answer.doc.id) })}`);
    const bytes = Buffer.from(await stored.arrayBuffer());
    if (!stored.ok || !bytes.equals(file)) throw new Error(`the stored file differs from the upload (${stored.status}, ${bytes.length} bytes)`);
    return elapsed;
  });
}

/** The two rows: local disk, then s3rver. */
export async function measureDocsUpload(appToken) {
  const rows = [];
  const local = await timeUpload(appToken, {});
  rows.push({ name: '20 MB document upload via /api/docs/saveNewDoc, local disk (loopback)', value: Math.round(local), unit: 'ms', target: '< 2000' });
  const s3 = await startS3rver();
  try {
    const remote = await timeUpload(appToken, s3.env);
    rows.push({ name: '20 MB document upload via /api/docs/saveNewDoc, S3 (s3rver on loopback)', value: Math.round(remote), unit: 'ms', target: '< 2000' });
  } finally {
    await s3.close();
  }
  return rows;
}
