import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The AWS SDK is a few hundred modules: a server on local disk must never load it, and one on S3 only when its
 * storage is created. Each test gets a fresh module registry, with the SDK's entry points watched.
 */
let dataDir: string;
let loaded: string[];
beforeEach(() => {
  jest.resetModules();
  dataDir = mkdtempSync(path.join(tmpdir(), 'vigil-files-'));
  loaded = [];
  for (const name of ['@aws-sdk/client-s3', '@aws-sdk/lib-storage']) {
    jest.doMock(name, () => {
      loaded.push(name);
      return jest.requireActual(name);
    });
  }
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

type CreateFileStorage = typeof import('../../host/server/files/create-file-storage');

test('local disk never loads the AWS SDK, not even when it stores and reads a file', async () => {
  const { createFileStorage } = jest.requireActual<CreateFileStorage>('../../host/server/files/create-file-storage');
  const storage = await createFileStorage({ backend: 'local', dataDir });
  await storage.put('a.vtt', Buffer.from('WEBVTT\n'), { contentType: 'text/vtt', fileName: 'a.vtt' });
  expect(await storage.stat('a.vtt')).toMatchObject({ size: 7 });
  expect(loaded).toEqual([]);
});

test('S3 loads it when the storage is created', async () => {
  const { createFileStorage } = jest.requireActual<CreateFileStorage>('../../host/server/files/create-file-storage');
  expect(loaded).toEqual([]);
  await createFileStorage({ backend: 's3', dataDir, bucket: 'b', region: 'eu-south-1', endpoint: 'http://127.0.0.1:1', accessKeyId: 'k', secretAccessKey: 's' });
  expect(loaded.sort()).toEqual(['@aws-sdk/client-s3', '@aws-sdk/lib-storage']);
});
