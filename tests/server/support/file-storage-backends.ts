import { existsSync, readdirSync, type Dirent } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { createFileStorage, type S3FileStorageConfig } from '../../../host/server/files/create-file-storage';
import type { FileContentType, FilePolicy } from '../../../host/server/files/file-policy';
import type { FileStorage } from '../../../host/server/files/file-storage';
import { HttpError } from '../../../host/server/http-error';
import { startS3TestServer, type S3TestServer } from '../../support/s3-test-server';
import { OLE_FILE, officeOpenXml } from './office-samples';

/** The smallest byte strings each kind's signature accepts, with a little body after them. */
export const SAMPLES: Readonly<Record<FileContentType, Buffer>> = {
  'application/pdf': Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n%%EOF\n', 'latin1'),
  'video/mp4': Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom\0\0\x02\0isomiso2', 'latin1'), Buffer.from([0, 0, 0, 8]), Buffer.from('mdat', 'latin1')]),
  'video/webm': Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d]),
  'image/png': Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('\0\0\0\rIHDR', 'latin1')]),
  'image/jpeg': Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]),
  'image/webp': Buffer.from('RIFF\x1a\0\0\0WEBPVP8L\x0d\0\0\0/\0\0\0\x10\x07\x10\x11\x11\x88\x88\xfe\x07\0', 'latin1'),
  'text/vtt': Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n'),
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': officeOpenXml('word'),
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': officeOpenXml('xl'),
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': officeOpenXml('ppt'),
  'application/msword': OLE_FILE,
  'application/vnd.ms-excel': OLE_FILE,
  'application/vnd.ms-powerpoint': OLE_FILE,
};

/** A PDF long enough for ranges in its middle. */
export const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'), Buffer.from('0123456789'.repeat(20)), Buffer.from('\n%%EOF\n')]);
export const PNG = SAMPLES['image/png'];
export const pdf = { contentType: 'application/pdf', fileName: 'report.pdf' };

export async function readAll(stream: Readable): Promise<Buffer> {
  return Buffer.concat((await stream.toArray()) as Buffer[]);
}

/** The HttpError a refused call rejects with (anything else fails the test). */
export async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return error;
}

/** Every file under `root`, as paths relative to it. */
export function filesUnder(root: string): string[] {
  if (!existsSync(root)) return [];
  return (readdirSync(root, { recursive: true, withFileTypes: true }) as Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Each test's files go under a bucket prefix of their own, named after its data directory. */
export const prefixOf = (dataDir: string): string => `t/${path.basename(dataDir)}`;

export interface Backend {
  name: string;
  setUp(dataDir: string, policy?: Partial<FilePolicy>): Promise<FileStorage>;
  /** Whatever the backend holds or is writing for this data directory: stored files and temp files. */
  leftovers(dataDir: string): string[];
}

/** The S3 settings of s3rver for one data directory, with path-style addresses as s3rver needs. */
export function s3Settings(s3: S3TestServer, dataDir: string): S3FileStorageConfig {
  const { endpoint, bucket, region, accessKeyId, secretAccessKey } = s3;
  return { backend: 's3', dataDir, endpoint, bucket, region, accessKeyId, secretAccessKey, forcePathStyle: true };
}

/**
 * Local disk and an S3-compatible bucket (s3rver on loopback, started once for the file), for the behaviour every
 * FileStorage promises (file-storage.ts) to run against each. `s3()` is the store, inside tests.
 */
export function fileStorageBackends(): { backends: Backend[]; s3: () => S3TestServer } {
  let s3: S3TestServer | undefined;
  beforeAll(async () => {
    s3 = await startS3TestServer();
  });
  afterAll(async () => s3?.close());
  const store = (): S3TestServer => {
    if (!s3) throw new Error('the S3 test server runs only inside the tests');
    return s3;
  };
  const backends: Backend[] = [
    {
      name: 'local disk',
      setUp: (dataDir, policy) => createFileStorage({ backend: 'local', dataDir, ...(policy ? { policy } : {}) }),
      leftovers: (dataDir) => filesUnder(path.join(dataDir, 'files')),
    },
    {
      name: 'S3',
      setUp: (dataDir, policy) => createFileStorage({ ...s3Settings(store(), dataDir), prefix: prefixOf(dataDir), ...(policy ? { policy } : {}) }),
      leftovers: (dataDir) => [
        ...store()
          .objectKeys()
          .filter((key) => key.startsWith(`${prefixOf(dataDir)}/`)),
        ...filesUnder(path.join(dataDir, 'upload-tmp')),
      ],
    },
  ];
  return { backends, s3: store };
}
