import { mkdtempSync, readdirSync, rmSync, type Dirent } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** s3rver ships no types: the little of it these tests use. */
interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

/** A local S3-compatible store for tests: s3rver on loopback, on a free port, keeping its objects in a temp dir. */
export interface S3TestServer {
  endpoint: string;
  bucket: string;
  region: string;
  /** s3rver accepts any signature from its one account. */
  accessKeyId: string;
  secretAccessKey: string;
  /** Every object's key in the bucket, sorted. */
  objectKeys(): string[];
  close(): Promise<void>;
}

const OBJECT_SUFFIX = '._S3rver_object';

export async function startS3TestServer(bucket = 'vigil-files'): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), 'vigil-s3rver-'));
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS package without types
  const S3rver = require('s3rver') as S3rverClass;
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    objectKeys: () => {
      const root = path.join(directory, bucket);
      return (readdirSync(root, { recursive: true, withFileTypes: true }) as Dirent[])
        .filter((entry) => entry.isFile() && entry.name.endsWith(OBJECT_SUFFIX))
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name.slice(0, -OBJECT_SUFFIX.length))).split(path.sep).join('/'))
        .sort();
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
