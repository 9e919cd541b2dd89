import { projectIds } from '../../../tests/server/support/personnel-fixtures';
import { pluginManifests } from '../../../tests/support/plugin-manifests';
import { startS3TestServer, type S3TestServer } from '../../../tests/support/s3-test-server';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import type { DocSavedAnswer } from '../contract';
import { addPerson, dataUrl, get, PDF_BYTES, PNG_BYTES, post } from './docs-fixtures';

// The same wizard with the server's files in an S3-compatible bucket (s3rver on loopback).
describe('documents on S3 storage', () => {
  let s3: S3TestServer;
  let server: TestServer;
  let ops: { id: number; token: string };
  let lagos: number;

  beforeAll(async () => {
    s3 = await startS3TestServer();
    server = await startTestServer({
      plugins: await pluginManifests('docs'),
      config: {
        fileStorage: 's3',
        s3: { endpoint: s3.endpoint, bucket: s3.bucket, region: s3.region, prefix: 'vigil', forcePathStyle: true, accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
      },
    });
    ops = await addPerson(server, 'ops-s3', ['ops'], ['Lagos plant']);
    lagos = (await projectIds(server))['Lagos plant'] ?? 0;
  }, 90_000);

  afterAll(async () => {
    await server?.close();
    await s3?.close();
  });

  const wizard = (file: string): Record<string, string> => ({ filter: 'ops', file, filename: 'drill.pdf', name: 'Drill', builds: String(lagos), users: String(ops.id) });

  it('says files go to S3', async () => {
    const response = await get(server, ops.token, '/companies/getStorageModes');

    expect(response.json()).toEqual({ is_minio_storage: true, is_link_storage: true });
  });

  it('stores the seeded PDFs and an upload in the bucket, and streams it back', async () => {
    const before = s3.objectKeys();
    const response = await post(server, ops.token, '/docs/saveNewDoc', wizard(dataUrl('application/pdf', PDF_BYTES)));
    const { doc } = response.json<DocSavedAnswer>();
    const file = await get(server, ops.token, '/docs/getFile', { id: String(doc.id) });

    expect(before.filter((key) => key.startsWith('vigil/docs/demo/'))).toHaveLength(11);
    expect(response.statusCode).toBe(200);
    expect(s3.objectKeys()).toHaveLength(before.length + 1);
    expect(file.rawPayload.equals(PDF_BYTES)).toBe(true);
  });

  it('leaves no object behind for a refused upload', async () => {
    const before = s3.objectKeys();

    const disguised = await post(server, ops.token, '/docs/saveNewDoc', wizard(dataUrl('application/pdf', PNG_BYTES)));

    expect(disguised.statusCode).toBe(415);
    expect(s3.objectKeys()).toEqual(before);
  });
});
