import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { getFile } from '../../plugins/inf/contract';
import { startS3TestServer, type S3TestServer } from '../support/s3-test-server';
import { pluginManifests } from '../support/plugin-manifests';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * The server configured for an S3-compatible bucket (s3rver on loopback): the e-learning seed stores its demo
 * video there, not on local disk, and the module's download endpoint streams it back, one range at a time.
 */
const DEMO_VIDEO = readFileSync(path.resolve(__dirname, '../../plugins/inf/server/demo/induction-demo.webm'));

let s3: S3TestServer;
let server: TestServer;
let loginToken: string;
beforeAll(async () => {
  s3 = await startS3TestServer();
  server = await startTestServer({
    listen: true,
    plugins: await pluginManifests('gpa', 'quiz', 'inf'),
    config: {
      fileStorage: 's3',
      s3: {
        endpoint: s3.endpoint,
        bucket: s3.bucket,
        region: s3.region,
        prefix: 'vigil',
        forcePathStyle: true,
        accessKeyId: s3.accessKeyId,
        secretAccessKey: s3.secretAccessKey,
      },
    },
  });
  loginToken = await server.login('admin', 'Vigil-admin-1');
}, 90_000);
afterAll(async () => {
  await server?.close();
  await s3?.close();
});

/** The introduction video of /Inf: the e-learning resource without a country. */
async function introVideoId(): Promise<number> {
  const db = server.server.db as unknown as Kysely<{ inf_resources: { id: number; country_id: number | null } }>;
  const row = await db.selectFrom('inf_resources').select('id').where('country_id', 'is', null).executeTakeFirstOrThrow();
  return row.id;
}

function fileUrl(resource: number): string {
  return `${server.url}/api${getFile.path}?${new URLSearchParams({ resource: String(resource), app_token: server.appToken, login_token: loginToken })}`;
}

test('the seed stored its files in the bucket, under the prefix, and nothing on local disk', () => {
  expect(s3.objectKeys()).toEqual(expect.arrayContaining(['vigil/inf/demo/induction-demo.webm', 'vigil/inf/demo/induction-demo.vtt']));
  expect(existsSync(path.join(server.dataDir, 'files'))).toBe(false);
});

test('a range request for the middle of the video is answered 206 with exactly those bytes, from the bucket', async () => {
  const resource = await introVideoId();
  const start = Math.floor(DEMO_VIDEO.length / 2);
  const end = start + 4095;
  const response = await fetch(fileUrl(resource), { headers: { range: `bytes=${start}-${end}` } });
  expect(response.status).toBe(206);
  expect(response.headers.get('content-range')).toBe(`bytes ${start}-${end}/${DEMO_VIDEO.length}`);
  expect(response.headers.get('content-length')).toBe('4096');
  expect(response.headers.get('content-type')).toBe('video/webm');
  expect(response.headers.get('accept-ranges')).toBe('bytes');
  expect(Buffer.from(await response.arrayBuffer()).equals(DEMO_VIDEO.subarray(start, end + 1))).toBe(true);

  const whole = await fetch(fileUrl(resource));
  expect(whole.status).toBe(200);
  const wholeBody = Buffer.from(await whole.arrayBuffer());
  expect(wholeBody.equals(DEMO_VIDEO)).toBe(true);

  const past = await fetch(fileUrl(resource), { headers: { range: `bytes=${DEMO_VIDEO.length}-` } });
  expect(past.status).toBe(416);
  expect(past.headers.get('content-range')).toBe(`bytes */${DEMO_VIDEO.length}`);
});
