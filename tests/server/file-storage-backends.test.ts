import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync, type Dirent } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createFileStorage } from '../../host/server/files/create-file-storage';
import { FILE_MESSAGES } from '../../host/server/files/file-messages';
import type { FilePolicy } from '../../host/server/files/file-policy';
import type { FileStorage } from '../../host/server/files/file-storage';
import { EMPTY_PAYLOAD_HASH, signS3Request } from '../../host/server/files/sign-s3-request';
import { HttpError } from '../../host/server/http-error';
import { startS3TestServer, type S3TestServer } from '../support/s3-test-server';

/**
 * The behaviour every FileStorage promises (file-storage.ts), run against each backend: local disk and an
 * S3-compatible bucket (s3rver on loopback). What only one backend can show (the local one's sidecars and temp
 * sweep) is in file-storage.test.ts.
 */

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'), Buffer.from('0123456789'.repeat(20)), Buffer.from('\n%%EOF\n')]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('\0\0\0\rIHDR', 'latin1')]);
const pdf = { contentType: 'application/pdf', fileName: 'report.pdf' };

interface Backend {
  name: string;
  setUp(dataDir: string, policy?: Partial<FilePolicy>): FileStorage;
  /** Whatever the backend holds or is writing for this data directory: stored files and temp files. */
  leftovers(dataDir: string): string[];
}

function filesUnder(root: string): string[] {
  if (!existsSync(root)) return [];
  return (readdirSync(root, { recursive: true, withFileTypes: true }) as Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(async () => s3?.close());

/** Each test's files go under a prefix of their own, named after its data directory. */
const prefixOf = (dataDir: string): string => `t/${path.basename(dataDir)}`;

const BACKENDS: Backend[] = [
  {
    name: 'local disk',
    setUp: (dataDir, policy) => createFileStorage({ backend: 'local', dataDir, ...(policy ? { policy } : {}) }),
    leftovers: (dataDir) => filesUnder(path.join(dataDir, 'files')),
  },
  {
    name: 'S3',
    setUp: (dataDir, policy) =>
      createFileStorage({
        backend: 's3',
        dataDir,
        endpoint: s3.endpoint,
        bucket: s3.bucket,
        region: s3.region,
        accessKeyId: s3.accessKeyId,
        secretAccessKey: s3.secretAccessKey,
        prefix: prefixOf(dataDir),
        forcePathStyle: true,
        ...(policy ? { policy } : {}),
      }),
    leftovers: (dataDir) => [
      ...s3.objectKeys().filter((key) => key.startsWith(`${prefixOf(dataDir)}/`)),
      ...filesUnder(path.join(dataDir, 'upload-tmp')),
    ],
  },
];

async function readAll(stream: Readable): Promise<Buffer> {
  return Buffer.concat((await stream.toArray()) as Buffer[]);
}

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return error;
}

describe.each(BACKENDS)('file storage on $name', (backend) => {
  let dataDir: string;
  let storage: FileStorage;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'vigil-files-'));
    storage = backend.setUp(dataDir);
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  test('put returns what was stored; stat and open read it back, under a new key or a given one', async () => {
    const stored = await storage.put(undefined, PDF, pdf);
    expect(stored).toEqual({ key: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), size: PDF.length, contentType: 'application/pdf', fileName: 'report.pdf', createdAt: expect.any(Date) });
    expect(Math.abs(stored.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
    // Stored times keep whole milliseconds at most; compare what reads back.
    const stat = await storage.stat(stored.key);
    expect(stat).toEqual({ ...stored, createdAt: expect.any(Date) });
    expect(Math.abs((stat?.createdAt.getTime() ?? 0) - stored.createdAt.getTime())).toBeLessThan(1000);
    const opened = await storage.open(stored.key);
    expect(opened?.info).toEqual(stat);
    expect(opened?.range).toBeUndefined();
    expect(await readAll(opened!.stream)).toEqual(PDF);

    const given = await storage.put('courses/12/intro.png', PNG, { contentType: 'image/png', fileName: '' });
    expect(given).toMatchObject({ key: 'courses/12/intro.png', size: PNG.length, contentType: 'image/png', fileName: 'file.png' });
    expect(await readAll((await storage.open('courses/12/intro.png'))!.stream)).toEqual(PNG);
  });

  test('a stream is stored like a buffer, in many chunks', async () => {
    const chunks = Array.from({ length: Math.ceil(PDF.length / 7) }, (_, index) => PDF.subarray(index * 7, index * 7 + 7));
    const stored = await storage.put('streamed.pdf', Readable.from(chunks), pdf);
    expect(stored.size).toBe(PDF.length);
    expect(await readAll((await storage.open('streamed.pdf'))!.stream)).toEqual(PDF);
  });

  test('a display name of any script reads back as it was given, cleaned of control characters', async () => {
    const fileName = 'Relazione è “finale” 東京\u202e.pdf';
    const stored = await storage.put(undefined, PDF, { contentType: 'application/pdf', fileName });
    expect(stored.fileName).toBe('Relazione è “finale” 東京.pdf');
    expect((await storage.stat(stored.key))?.fileName).toBe('Relazione è “finale” 東京.pdf');
  });

  test('open serves one range, an open-ended one, a suffix, and refuses a range outside the file with 416', async () => {
    const { key } = await storage.put(undefined, PDF, pdf);
    const middle = await storage.open(key, { start: 100, end: 149 });
    expect(middle?.range).toEqual({ start: 100, end: 149 });
    expect(middle?.info.size).toBe(PDF.length);
    expect(await readAll(middle!.stream)).toEqual(PDF.subarray(100, 150));

    const rest = await storage.open(key, { start: PDF.length - 5 });
    expect(rest?.range).toEqual({ start: PDF.length - 5, end: PDF.length - 1 });
    expect(await readAll(rest!.stream)).toEqual(PDF.subarray(-5));

    const past = await storage.open(key, { start: 10, end: PDF.length + 100 });
    expect(past?.range).toEqual({ start: 10, end: PDF.length - 1 });
    expect(await readAll(past!.stream)).toEqual(PDF.subarray(10));

    const suffix = await storage.open(key, { suffix: 8 });
    expect(suffix?.range).toEqual({ start: PDF.length - 8, end: PDF.length - 1 });
    expect(await readAll(suffix!.stream)).toEqual(PDF.subarray(-8));
    const longSuffix = await storage.open(key, { suffix: PDF.length * 2 });
    expect(await readAll(longSuffix!.stream)).toEqual(PDF);

    for (const range of [{ start: PDF.length }, { start: PDF.length + 10, end: PDF.length + 20 }, { suffix: 0 }]) {
      const error = await refusal(storage.open(key, range));
      expect(error.statusCode).toBe(416);
      expect(error.message).toBe(FILE_MESSAGES.rangeNotSatisfiable(PDF.length));
      expect(error.headers).toEqual({ 'content-range': `bytes */${PDF.length}` });
    }
    // A range of a file that does not exist is no file, not a 416.
    expect(await storage.open('missing.pdf', { start: 0, end: 9 })).toBeUndefined();
    expect(await storage.open('missing.pdf', { suffix: 9 })).toBeUndefined();
  });

  test('a missing or invalid key is no file: open and stat find nothing, delete says so', async () => {
    for (const key of ['missing.pdf', '../etc/passwd', '', 'a//b', '.hidden']) {
      expect(await storage.open(key)).toBeUndefined();
      expect(await storage.stat(key)).toBeUndefined();
      expect(await storage.delete(key)).toBe(false);
    }
  });

  test('delete removes the file and says whether there was one', async () => {
    const { key } = await storage.put(undefined, PDF, pdf);
    expect(await storage.delete(key)).toBe(true);
    expect(await storage.stat(key)).toBeUndefined();
    expect(await storage.open(key)).toBeUndefined();
    expect(await storage.delete(key)).toBe(false);
    expect(backend.leftovers(dataDir)).toEqual([]);
  });

  test('a put replaces the file under its key in one step, type and name included', async () => {
    await storage.put('doc', PDF, pdf);
    const replaced = await storage.put('doc', PNG, { contentType: 'image/png', fileName: 'photo.png' });
    expect(replaced).toMatchObject({ key: 'doc', size: PNG.length, contentType: 'image/png', fileName: 'photo.png' });
    const opened = await storage.open('doc');
    expect(opened?.info).toMatchObject({ size: PNG.length, contentType: 'image/png', fileName: 'photo.png' });
    expect(await readAll(opened!.stream)).toEqual(PNG);
  });

  describe('refusals leave nothing behind, and the previous file under the key whole', () => {
    const cases: Array<[string, number, string, (storage: FileStorage) => Promise<unknown>]> = [
      ['bytes that are not the declared type', 415, FILE_MESSAGES.typeMismatch('application/pdf'), (s) => s.put('doc', PNG, pdf)],
      ['a type outside the policy', 415, FILE_MESSAGES.typeNotAllowed('text/html', ['image/png']), (s) =>
        s.put('doc', Buffer.from('<html>'), { contentType: 'text/html', fileName: 'x.html' }, { maxBytes: 1000, contentTypes: ['image/png'] })],
      ['an empty file', 400, FILE_MESSAGES.empty, (s) => s.put('doc', Buffer.alloc(0), pdf)],
      ['an invalid key', 400, FILE_MESSAGES.invalidKey, (s) => s.put('../doc', PDF, pdf)],
      ['a file over the size bound', 413, FILE_MESSAGES.tooLarge(100), (s) => s.put('doc', PDF, pdf, { maxBytes: 100, contentTypes: ['application/pdf'] })],
    ];

    test.each(cases)('%s: %i', async (_name, status, message, attempt) => {
      expect(await refusal(attempt(storage))).toMatchObject({ statusCode: status, message });
      expect(backend.leftovers(dataDir)).toEqual([]);

      await storage.put('doc', PDF, pdf);
      const before = backend.leftovers(dataDir);
      expect(await refusal(attempt(storage))).toMatchObject({ statusCode: status });
      expect(backend.leftovers(dataDir)).toEqual(before);
      const opened = await storage.open('doc');
      expect(opened?.info).toMatchObject({ size: PDF.length, contentType: 'application/pdf', fileName: 'report.pdf' });
      expect(await readAll(opened!.stream)).toEqual(PDF);
    });
  });

  test('an endless upload is refused with 413 and read only a little past the bound', async () => {
    storage = backend.setUp(dataDir, { maxBytes: 64 * 1024 });
    let produced = 0;
    const endless = new Readable({
      read() {
        const chunk = produced === 0 ? Buffer.concat([PDF.subarray(0, 16), Buffer.alloc(16 * 1024 - 16)]) : Buffer.alloc(16 * 1024);
        produced += chunk.length;
        this.push(chunk);
      },
    });
    expect(await refusal(storage.put(undefined, endless, pdf))).toMatchObject({ statusCode: 413, message: FILE_MESSAGES.tooLarge(64 * 1024) });
    expect(produced).toBeLessThan(64 * 1024 + 5 * 16 * 1024);
    expect(endless.destroyed).toBe(true);
    expect(backend.leftovers(dataDir)).toEqual([]);
  });

  test('an upload that fails half-way leaves the previous file whole and nothing else behind', async () => {
    await storage.put('doc', PNG, { contentType: 'image/png', fileName: 'old.png' });
    const before = backend.leftovers(dataDir);
    // The connection drops once the storage has read the first bytes and asks for more.
    let reads = 0;
    const source = new Readable({
      read() {
        reads += 1;
        if (reads === 1) this.push(PDF.subarray(0, 40));
        else this.destroy(new Error('connection reset'));
      },
    });
    await expect(storage.put('doc', source, pdf)).rejects.toThrow('connection reset');
    expect(backend.leftovers(dataDir)).toEqual(before);
    expect(await readAll((await storage.open('doc'))!.stream)).toEqual(PNG);
  });
});

describe('the S3 backend', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'vigil-files-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const settings = () => ({ backend: 's3' as const, dataDir, endpoint: s3.endpoint, bucket: s3.bucket, region: s3.region, accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey, forcePathStyle: true });

  test('keeps each file as the object <prefix>/<key>, so the bucket reads as the keys', async () => {
    const storage = createFileStorage({ ...settings(), prefix: `/${prefixOf(dataDir)}/` });
    await storage.put('courses/12/notes.pdf', PDF, pdf);
    expect(s3.objectKeys().filter((key) => key.includes(path.basename(dataDir)))).toEqual([`${prefixOf(dataDir)}/courses/12/notes.pdf`]);
  });

  test('an object it did not write is not one of its files', async () => {
    const storage = createFileStorage({ ...settings(), prefix: prefixOf(dataDir) });
    // Put there by something else: the right bytes and type, but none of the service's metadata.
    const url = new URL(`${s3.endpoint}/${s3.bucket}/${prefixOf(dataDir)}/foreign.pdf`);
    const headers = signS3Request({ method: 'PUT', url, headers: { 'content-type': 'application/pdf' }, payloadHash: 'UNSIGNED-PAYLOAD' }, s3, s3.region);
    const put = await fetch(url, { method: 'PUT', headers, body: PDF });
    expect(put.status).toBe(200);
    expect(await storage.stat('foreign.pdf')).toBeUndefined();
    expect(await storage.open('foreign.pdf')).toBeUndefined();
    expect(await storage.delete('foreign.pdf')).toBe(false);
  });

  test('a store it cannot reach, or a bucket that is not there, fails with a message that holds no secret', async () => {
    const secretAccessKey = 'do-not-print-this-secret';
    const unreachable = createFileStorage({ ...settings(), secretAccessKey, endpoint: 'http://127.0.0.1:1' });
    const noBucket = createFileStorage({ ...settings(), secretAccessKey, bucket: 'no-such-bucket' });
    const attempts = [() => unreachable.stat('a.pdf'), () => unreachable.put('a.pdf', PDF, pdf), () => noBucket.put('a.pdf', PDF, pdf), () => noBucket.open('a.pdf')];
    for (const attempt of attempts) {
      const error = await attempt().then(
        () => undefined,
        (reason: unknown) => reason as Error,
      );
      expect(error).toBeInstanceOf(Error);
      expect(error?.message).toMatch(/^The file store (could not be reached|answered)/);
      expect(`${error?.message} ${error?.stack}`).not.toContain(secretAccessKey);
    }
    expect(leftoversOf(dataDir)).toEqual([]);
  });

  test('temp files a crashed put left are swept on the next start; young ones may be in flight and stay', async () => {
    const tempDir = path.join(dataDir, 'upload-tmp');
    mkdirSync(tempDir, { recursive: true });
    writeFileSync(path.join(tempDir, 'upload-old'), 'x');
    writeFileSync(path.join(tempDir, 'upload-young'), 'x');
    const dayAndMore = (Date.now() - 25 * 60 * 60 * 1000) / 1000;
    utimesSync(path.join(tempDir, 'upload-old'), dayAndMore, dayAndMore);
    await createFileStorage({ ...settings(), prefix: prefixOf(dataDir) }).put(undefined, PDF, pdf);
    expect(leftoversOf(dataDir)).toEqual(['upload-young']);
  });

  test('a kept-alive connection the store closed is not an error: the call goes again on a new one', async () => {
    // A store that drops every connection on its second request, as one closing an idle connection just as it is reused.
    const requestsPerSocket = new WeakMap<object, number>();
    const store = http.createServer((request, response) => {
      const count = (requestsPerSocket.get(request.socket) ?? 0) + 1;
      requestsPerSocket.set(request.socket, count);
      if (count > 1) {
        request.socket.destroy();
        return;
      }
      response.writeHead(404, { 'content-length': '0' }).end();
    });
    await new Promise<void>((resolve) => store.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = store.address() as AddressInfo;
      const storage = createFileStorage({ ...settings(), endpoint: `http://127.0.0.1:${port}` });
      for (let call = 0; call < 3; call += 1) expect(await storage.stat('a.pdf')).toBeUndefined();
    } finally {
      store.closeAllConnections();
      await new Promise((resolve) => store.close(resolve));
    }
  });

  test('refuses a configuration without bucket, keys or a sane prefix at start', () => {
    expect(() => createFileStorage({ ...settings(), bucket: '' })).toThrow('The S3 file storage needs a bucket (VIGIL_S3_BUCKET)');
    expect(() => createFileStorage({ ...settings(), secretAccessKey: '' })).toThrow(
      'The S3 file storage needs an access key (VIGIL_S3_ACCESS_KEY_ID and VIGIL_S3_SECRET_ACCESS_KEY)',
    );
    expect(() => createFileStorage({ ...settings(), prefix: '../up' })).toThrow("The S3 prefix '../up' is not a path of plain segments");
    expect(() => createFileStorage({ ...settings(), endpoint: 'ftp://store' })).toThrow('The S3 endpoint must be an http(s) URL');
  });
});

function leftoversOf(dataDir: string): string[] {
  return filesUnder(path.join(dataDir, 'upload-tmp'));
}

test('the signature of an empty body is the SHA-256 of nothing', () => {
  expect(EMPTY_PAYLOAD_HASH).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
});
