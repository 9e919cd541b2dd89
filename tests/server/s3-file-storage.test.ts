import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createFileStorage } from '../../host/server/files/create-file-storage';
import type { RecordedS3Request } from '../support/s3-test-server';
import { filesUnder, PDF, pdf, prefixOf, readAll, s3Settings, fileStorageBackends } from './support/file-storage-backends';

/**
 * What only the S3 backend can show: the bucket's layout, objects it did not write, a store that fails or closes
 * connections, credentials (explicit, with a session token, or the AWS default chain) and multipart uploads. The
 * behaviour it shares with local disk is in file-storage.test.ts and file-storage-refusals.test.ts.
 */
const { s3 } = fileStorageBackends();

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'vigil-files-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const settings = () => ({ ...s3Settings(s3(), dataDir), prefix: prefixOf(dataDir) });
const tempLeftovers = (): string[] => filesUnder(path.join(dataDir, 'upload-tmp'));
/** The requests the store received for this test's objects. */
const requestsOfThisTest = (): RecordedS3Request[] => s3().requests().filter((request) => request.url.includes(path.basename(dataDir)));

test('keeps each file as the object <prefix>/<key>, so the bucket reads as the keys', async () => {
  const storage = await createFileStorage({ ...settings(), prefix: `/${prefixOf(dataDir)}/` });
  await storage.put('courses/12/notes.pdf', PDF, pdf);
  expect(s3().objectKeys().filter((key) => key.includes(path.basename(dataDir)))).toEqual([`${prefixOf(dataDir)}/courses/12/notes.pdf`]);
});

test('an object it did not write is not one of its files', async () => {
  const storage = await createFileStorage(settings());
  // Put there by something else: the right bytes and type, but none of the service's metadata.
  const other = new S3Client({ endpoint: s3().endpoint, region: s3().region, forcePathStyle: true, credentials: s3() });
  await other.send(new PutObjectCommand({ Bucket: s3().bucket, Key: `${prefixOf(dataDir)}/foreign.pdf`, Body: PDF, ContentType: 'application/pdf' }));
  other.destroy();
  expect(s3().objectKeys()).toContain(`${prefixOf(dataDir)}/foreign.pdf`);
  expect(await storage.stat('foreign.pdf')).toBeUndefined();
  expect(await storage.open('foreign.pdf')).toBeUndefined();
  expect(await storage.delete('foreign.pdf')).toBe(false);
});

test('a store it cannot reach, or a bucket that is not there, fails with a message that holds no secret', async () => {
  const secrets = { secretAccessKey: 'do-not-print-this-secret', sessionToken: 'do-not-print-this-token' };
  const unreachable = await createFileStorage({ ...settings(), ...secrets, endpoint: 'http://127.0.0.1:1' });
  const noBucket = await createFileStorage({ ...settings(), ...secrets, bucket: 'no-such-bucket' });
  const attempts = [() => unreachable.stat('a.pdf'), () => unreachable.put('a.pdf', PDF, pdf), () => noBucket.put('a.pdf', PDF, pdf), () => noBucket.open('a.pdf')];
  const messages: string[] = [];
  for (const attempt of attempts) {
    const error = await attempt().then(
      () => undefined,
      (reason: unknown) => reason as Error,
    );
    expect(error).toBeInstanceOf(Error);
    messages.push(error!.message);
    expect(`${error?.message} ${error?.stack} ${JSON.stringify(error)}`).not.toMatch(/do-not-print/);
  }
  expect(messages[0]).toMatch(/^The file store could not be reached for HEAD: .*ECONNREFUSED/);
  expect(messages[1]).toMatch(/^The file store could not be reached for PUT/);
  expect(messages.slice(2)).toEqual(['The file store answered PUT with 404 NoSuchBucket', 'The file store answered GET with 404 NoSuchBucket']);
  expect(tempLeftovers()).toEqual([]);
});

test('temp files a crashed put left are swept on the next start; young ones may be in flight and stay', async () => {
  const tempDir = path.join(dataDir, 'upload-tmp');
  mkdirSync(tempDir, { recursive: true });
  writeFileSync(path.join(tempDir, 'upload-old'), 'x');
  writeFileSync(path.join(tempDir, 'upload-young'), 'x');
  const dayAndMore = (Date.now() - 25 * 60 * 60 * 1000) / 1000;
  utimesSync(path.join(tempDir, 'upload-old'), dayAndMore, dayAndMore);
  await (await createFileStorage(settings())).put(undefined, PDF, pdf);
  expect(tempLeftovers()).toEqual(['upload-young']);
});

test('the SDK retries a kept-alive connection the store closed and a 503, instead of failing the call', async () => {
  // A store that answers its first request 503 and drops every connection on its second request, as one closing an
  // idle connection just as it is reused.
  const requestsPerSocket = new WeakMap<object, number>();
  let requests = 0;
  const store = http.createServer((request, response) => {
    requests += 1;
    const count = (requestsPerSocket.get(request.socket) ?? 0) + 1;
    requestsPerSocket.set(request.socket, count);
    if (count > 1) {
      request.socket.destroy();
      return;
    }
    response.writeHead(requests === 1 ? 503 : 404, { 'content-length': '0' }).end();
  });
  await new Promise<void>((resolve) => store.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = store.address() as AddressInfo;
    const storage = await createFileStorage({ ...settings(), endpoint: `http://127.0.0.1:${port}` });
    for (let call = 0; call < 3; call += 1) expect(await storage.stat('a.pdf')).toBeUndefined();
    // The 503 and each closed connection cost one more request: more than one per call.
    expect(requests).toBeGreaterThan(3);
  } finally {
    store.closeAllConnections();
    await new Promise((resolve) => store.close(resolve));
  }
});

test('refuses a configuration without bucket, with half a key, or without a sane prefix or endpoint, at start', async () => {
  await expect(createFileStorage({ ...settings(), bucket: '' })).rejects.toThrow('The S3 file storage needs a bucket (VIGIL_S3_BUCKET)');
  const halfKey = 'The S3 file storage needs both VIGIL_S3_ACCESS_KEY_ID and VIGIL_S3_SECRET_ACCESS_KEY, or neither (the AWS default credentials)';
  await expect(createFileStorage({ ...settings(), secretAccessKey: '' })).rejects.toThrow(halfKey);
  await expect(createFileStorage({ ...settings(), accessKeyId: '' })).rejects.toThrow(halfKey);
  await expect(createFileStorage({ ...settings(), accessKeyId: '', secretAccessKey: '', sessionToken: 'token' })).rejects.toThrow(
    'The S3 session token (VIGIL_S3_SESSION_TOKEN) needs the access key it belongs to',
  );
  await expect(createFileStorage({ ...settings(), prefix: '../up' })).rejects.toThrow("The S3 prefix '../up' is not a path of plain segments");
  await expect(createFileStorage({ ...settings(), endpoint: 'ftp://store' })).rejects.toThrow('The S3 endpoint must be an http(s) URL');
});

describe('credentials', () => {
  function signedWith(request: RecordedS3Request): string | undefined {
    return /Credential=([^/]+)\//.exec(String(request.headers.authorization))?.[1];
  }

  test('a session token given with the keys reaches the store on every call', async () => {
    const storage = await createFileStorage({ ...settings(), sessionToken: 'session-token-from-sts' });
    const { key } = await storage.put(undefined, PDF, pdf);
    expect(await readAll((await storage.open(key))!.stream)).toEqual(PDF);
    expect(await storage.delete(key)).toBe(true);
    const calls = requestsOfThisTest();
    expect(calls.map((call) => call.method)).toEqual(['PUT', 'GET', 'HEAD', 'DELETE']);
    for (const call of calls) {
      expect(call.headers['x-amz-security-token']).toBe('session-token-from-sts');
      expect(signedWith(call)).toBe(s3().accessKeyId);
    }
  });

  test('without a token, none is sent', async () => {
    const storage = await createFileStorage(settings());
    await storage.put('plain.pdf', PDF, pdf);
    const [put] = requestsOfThisTest();
    expect(put?.method).toBe('PUT');
    expect(put?.headers['x-amz-security-token']).toBeUndefined();
    expect(signedWith(put!)).toBe(s3().accessKeyId);
  });

  test('without keys, the AWS default chain finds them (here in AWS_* variables, as an IAM role would give them)', async () => {
    const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY, token: process.env.AWS_SESSION_TOKEN };
    process.env.AWS_ACCESS_KEY_ID = s3().accessKeyId;
    process.env.AWS_SECRET_ACCESS_KEY = s3().secretAccessKey;
    process.env.AWS_SESSION_TOKEN = 'token-of-the-default-chain';
    try {
      const { accessKeyId: _id, secretAccessKey: _secret, ...withoutKeys } = settings();
      const storage = await createFileStorage(withoutKeys);
      const stored = await storage.put('role.pdf', PDF, pdf);
      expect(await storage.stat('role.pdf')).toEqual({ ...stored, createdAt: expect.any(Date) });
    } finally {
      for (const [name, value] of [['AWS_ACCESS_KEY_ID', saved.id], ['AWS_SECRET_ACCESS_KEY', saved.secret], ['AWS_SESSION_TOKEN', saved.token]] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
    const calls = requestsOfThisTest();
    expect(calls.map((call) => call.method)).toEqual(['PUT', 'HEAD']);
    for (const call of calls) {
      expect(call.headers['x-amz-security-token']).toBe('token-of-the-default-chain');
      expect(signedWith(call)).toBe(s3().accessKeyId);
    }
  });
});

test('a file larger than a part goes up as a multipart upload and reads back whole, in ranges across parts', async () => {
  const storage = await createFileStorage(settings());
  const size = 9 * 1024 * 1024 + 123;
  const big = Buffer.concat([PDF, Buffer.alloc(size - PDF.length)]);
  // Bytes that differ from one position to the next, so a part out of place or sent twice would show.
  for (let at = PDF.length; at < size; at += 1) big[at] = at % 251;
  const stored = await storage.put('big.pdf', big, pdf);
  expect(stored.size).toBe(size);

  const calls = requestsOfThisTest().map(({ method, url }) => {
    const query = new URL(url, 'http://store').searchParams;
    const what = query.has('uploads') ? 'start' : query.has('partNumber') ? `part ${query.get('partNumber')}` : query.has('uploadId') ? 'complete' : 'object';
    return `${method} ${what}`;
  });
  // The parts go up at once (several in flight), so they may arrive in either order; each exactly once.
  expect([calls[0], [...calls.slice(1, -1)].sort(), calls.at(-1)]).toEqual(['POST start', ['PUT part 1', 'PUT part 2'], 'POST complete']);
  expect(await storage.stat('big.pdf')).toEqual({ ...stored, createdAt: expect.any(Date) });
  expect((await readAll((await storage.open('big.pdf'))!.stream)).equals(big)).toBe(true);
  const boundary = 8 * 1024 * 1024;
  const across = await storage.open('big.pdf', { start: boundary - 10, end: boundary + 9 });
  expect(across?.range).toEqual({ start: boundary - 10, end: boundary + 9 });
  expect(await readAll(across!.stream)).toEqual(big.subarray(boundary - 10, boundary + 10));
  expect(tempLeftovers()).toEqual([]);
});
