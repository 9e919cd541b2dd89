import { mkdtempSync, readdirSync, rmSync, type Dirent } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** s3rver ships no types: the little of it these tests use. */
interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

/** One request as it reached the store. */
export interface RecordedS3Request {
  method: string;
  /** Path and query: /bucket/key?uploads */
  url: string;
  headers: IncomingHttpHeaders;
}

/**
 * A local S3-compatible store for tests: s3rver on loopback, on a free port, keeping its objects in a temp dir,
 * behind a pass-through proxy that records each request's headers (what the client really sent: a session
 * token, the parts of a multipart upload).
 */
export interface S3TestServer {
  endpoint: string;
  bucket: string;
  region: string;
  /** s3rver's one account; it checks the key id, not the V4 signature. */
  accessKeyId: string;
  secretAccessKey: string;
  /** Every object's key in the bucket, sorted. */
  objectKeys(): string[];
  /** Every request the store received so far, oldest first. */
  requests(): RecordedS3Request[];
  close(): Promise<void>;
}

const OBJECT_SUFFIX = '._S3rver_object';

/** Forwards every request to the store unchanged, and its answer back, noting the request on the way. */
async function startRecordingProxy(storePort: number, recorded: RecordedS3Request[]): Promise<http.Server> {
  const proxy = http.createServer((request, response) => {
    recorded.push({ method: request.method ?? '', url: request.url ?? '', headers: { ...request.headers } });
    const upstream = http.request(
      { host: '127.0.0.1', port: storePort, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return proxy;
}

export async function startS3TestServer(bucket = 'vigil-files'): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), 'vigil-s3rver-'));
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS package without types
  const S3rver = require('s3rver') as S3rverClass;
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const recorded: RecordedS3Request[] = [];
  const proxy = await startRecordingProxy(port, recorded);
  return {
    endpoint: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
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
    requests: () => [...recorded],
    close: async () => {
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
