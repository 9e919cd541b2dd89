import { existsSync, mkdtempSync, readdirSync, rmSync, type Dirent } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { installErrorHandler } from '../../host/server/error-handler';
import { acceptFileUploads } from '../../host/server/files/accept-file-uploads';
import { FILE_MESSAGES } from '../../host/server/files/file-messages';
import { DEFAULT_FILE_POLICY } from '../../host/server/files/file-policy';
import { LocalDiskFileStorage } from '../../host/server/files/local-disk-file-storage';
import { sendStoredFile } from '../../host/server/files/send-stored-file';
import { storeUpload } from '../../host/server/files/store-upload';

/** These tests need no database: the same app runs in both server projects. */

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n', 'latin1'), Buffer.from('0123456789abcdefghijklmnopqrstuvwxyz\n%%EOF\n')]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('\0\0\0\rIHDR', 'latin1')]);
const VTT = Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\nCiao è\n');

const UPLOAD_LIMIT = 64 * 1024;
const SERVER_BODY_LIMIT = 16 * 1024;

let dataDir: string;
let storage: LocalDiskFileStorage;
let app: FastifyInstance;

/**
 * What a module would write: upload routes in a scope of their own with acceptFileUploads, a route-level
 * bodyLimit for big files, and download routes that (after their own permission checks) call sendStoredFile.
 */
async function buildApp(): Promise<FastifyInstance> {
  const server = Fastify({ bodyLimit: SERVER_BODY_LIMIT });
  installErrorHandler(server);
  await server.register(async (uploads) => {
    acceptFileUploads(uploads);
    uploads.put('/files', { bodyLimit: UPLOAD_LIMIT }, async (request, reply) =>
      reply.code(201).send(await storeUpload(request, storage)),
    );
    uploads.put<{ Params: { '*': string } }>('/files/*', { bodyLimit: UPLOAD_LIMIT }, async (request, reply) =>
      reply.code(201).send(await storeUpload(request, storage, { key: request.params['*'] })),
    );
    uploads.post('/photos', { bodyLimit: UPLOAD_LIMIT }, async (request, reply) =>
      reply.code(201).send(
        await storeUpload(request, storage, { policy: { maxBytes: 1024, contentTypes: ['image/png', 'image/jpeg'] } }),
      ),
    );
    // No bodyLimit of its own: the server-wide one bounds it.
    uploads.put('/small', async (request, reply) => reply.code(201).send(await storeUpload(request, storage)));
  });
  server.get<{ Params: { '*': string } }>('/files/*', (request, reply) =>
    sendStoredFile(request, reply, storage, request.params['*'], { disposition: 'inline' }),
  );
  server.get<{ Params: { '*': string }; Querystring: { name?: string } }>('/download/*', (request, reply) =>
    sendStoredFile(request, reply, storage, request.params['*'], {
      disposition: 'attachment',
      ...(request.query.name ? { fileName: request.query.name } : {}),
    }),
  );
  await server.ready();
  return server;
}

beforeEach(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'vigil-file-http-'));
  storage = new LocalDiskFileStorage(dataDir);
  app = await buildApp();
});
afterEach(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Every file the storage holds or is writing, temp files included. */
function storedFiles(): string[] {
  const root = path.join(dataDir, 'files');
  if (!existsSync(root)) return [];
  return (readdirSync(root, { recursive: true, withFileTypes: true }) as Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

async function upload(body: Buffer, contentType: string, headers: Record<string, string> = {}, url = '/files') {
  return app.inject({ method: 'PUT', url, payload: body, headers: { 'content-type': contentType, ...headers } });
}

async function storedPdf(): Promise<string> {
  const response = await upload(PDF, 'application/pdf', { 'content-disposition': 'attachment; filename="report.pdf"' });
  expect(response.statusCode).toBe(201);
  return response.json<{ key: string }>().key;
}

describe('downloads', () => {
  test('200: the whole file with its type, length, name and safety headers', async () => {
    const key = await storedPdf();
    const response = await app.inject({ method: 'GET', url: `/files/${key}` });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(PDF);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(PDF.length),
      'accept-ranges': 'bytes',
      'content-disposition': 'inline; filename="report.pdf"',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private',
    });
    expect(response.headers['content-range']).toBeUndefined();
    expect(response.headers['last-modified']).toBeUndefined();
    expect(response.headers.etag).toBeUndefined();
  });

  test('HEAD: the same headers, no body', async () => {
    const key = await storedPdf();
    const response = await app.inject({ method: 'HEAD', url: `/files/${key}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe(String(PDF.length));
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.rawPayload).toHaveLength(0);
    const ranged = await app.inject({ method: 'HEAD', url: `/files/${key}`, headers: { range: 'bytes=0-9' } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-length']).toBe('10');
  });

  test('a caption is served as UTF-8 text', async () => {
    const stored = await upload(VTT, 'text/vtt');
    const response = await app.inject({ method: 'GET', url: `/files/${stored.json<{ key: string }>().key}` });
    expect(response.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(response.body).toBe(VTT.toString());
  });

  test.each([
    ['bytes=0-9', 0, 9],
    ['bytes=10-19', 10, 19],
    ['bytes=40-', 40, PDF.length - 1],
    ['bytes=-6', PDF.length - 6, PDF.length - 1],
    ['bytes=5-100000', 5, PDF.length - 1],
    ['bytes=-100000', 0, PDF.length - 1],
  ])('206 for %s', async (range, start, end) => {
    const key = await storedPdf();
    const response = await app.inject({ method: 'GET', url: `/files/${key}`, headers: { range } });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/${PDF.length}`);
    expect(response.headers['content-length']).toBe(String(end - start + 1));
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.rawPayload).toEqual(PDF.subarray(start, end + 1));
  });

  test.each([
    ['several ranges', { range: 'bytes=0-1,5-9' }],
    ['a malformed range', { range: 'bytes=9-2' }],
    ['another unit', { range: 'pages=1-2' }],
    ['an If-Range no validator of ours can match', { range: 'bytes=0-9', 'if-range': '"some-etag"' }],
  ])('200 with the whole file for %s', async (_name, headers) => {
    const key = await storedPdf();
    const response = await app.inject({ method: 'GET', url: `/files/${key}`, headers });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(PDF);
  });

  test.each(['bytes=1000-', `bytes=${PDF.length}-${PDF.length + 5}`, 'bytes=-0'])(
    '416 with the real size for %s',
    async (range) => {
      const key = await storedPdf();
      const response = await app.inject({ method: 'GET', url: `/files/${key}`, headers: { range } });
      expect(response.statusCode).toBe(416);
      expect(response.headers['content-range']).toBe(`bytes */${PDF.length}`);
      expect(response.json()).toEqual({
        statusCode: 416,
        error: 'Range Not Satisfiable',
        message: FILE_MESSAGES.rangeNotSatisfiable(PDF.length),
      });
    },
  );

  test.each([
    ['an unknown key', '/files/AAAAAAAAAAAAAAAAAAAAAA'],
    ['a deleted file', 'deleted'],
    ['a traversing key', '/files/..%2F..%2Fetc%2Fpasswd'],
    ['a backslash key', '/download/a%5Cb'],
  ])('404 in the server error shape for %s', async (_name, url) => {
    let target = url;
    if (url === 'deleted') {
      const key = await storedPdf();
      await storage.delete(key);
      target = `/files/${key}`;
    }
    const response = await app.inject({ method: 'GET', url: target });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: FILE_MESSAGES.notFound });
  });

  test('Content-Disposition: a non-ASCII name gets an ASCII fallback and the exact name in filename*', async () => {
    const response = await upload(PDF, 'application/pdf', {
      'content-disposition': `attachment; filename="Relazione.pdf"; filename*=UTF-8''Relazione%20%C3%A8%20finale.pdf`,
    });
    const { key, fileName } = response.json<{ key: string; fileName: string }>();
    expect(fileName).toBe('Relazione è finale.pdf');

    const download = await app.inject({ method: 'GET', url: `/download/${key}` });
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Relazione e finale.pdf"; filename*=UTF-8''Relazione%20%C3%A8%20finale.pdf`,
    );
    const renamed = await app.inject({ method: 'GET', url: `/download/${key}?name=${encodeURIComponent('報告 "1".pdf')}` });
    expect(renamed.headers['content-disposition']).toBe(
      `attachment; filename="__ _1_.pdf"; filename*=UTF-8''%E5%A0%B1%E5%91%8A%20%221%22.pdf`,
    );
    expect(renamed.rawPayload).toEqual(PDF);
  });
});

describe('uploads', () => {
  test('201 with what was stored; a given key is kept', async () => {
    const response = await upload(PNG, 'image/png', {}, '/files/photos/2025/team.png');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      key: 'photos/2025/team.png',
      size: PNG.length,
      contentType: 'image/png',
      fileName: 'file.png',
      createdAt: expect.any(String),
    });
    const download = await app.inject({ method: 'GET', url: '/files/photos/2025/team.png' });
    expect(download.rawPayload).toEqual(PNG);
  });

  test('400 for a traversing key given by the route', async () => {
    const response = await upload(PDF, 'application/pdf', {}, '/files/a/..%2F..%2Fescape.pdf');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: FILE_MESSAGES.invalidKey });
  });

  test('413 before reading when Content-Length is over the route bodyLimit', async () => {
    const response = await upload(Buffer.concat([PDF, Buffer.alloc(UPLOAD_LIMIT)]), 'application/pdf');
    expect(response.statusCode).toBe(413);
    expect(response.headers.connection).toBe('close');
    expect(response.json()).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'The file is too large: the limit is 64 KB',
    });
  });

  test('413 while streaming a body without Content-Length: reading stops near the limit', async () => {
    let pulled = 0;
    const endless = new Readable({
      read() {
        const chunk = pulled === 0 ? Buffer.concat([PDF, Buffer.alloc(4096)]) : Buffer.alloc(4096);
        pulled += chunk.length;
        this.push(chunk);
      },
    });
    const response = await app.inject({
      method: 'PUT',
      url: '/files',
      payload: endless,
      headers: { 'content-type': 'application/pdf' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.headers.connection).toBe('close');
    expect(response.json<{ message: string }>().message).toBe(FILE_MESSAGES.tooLarge(UPLOAD_LIMIT));
    expect(pulled).toBeLessThan(UPLOAD_LIMIT + 128 * 1024);
    expect(storedFiles()).toEqual([]);
  });

  test('a route without its own bodyLimit is bound by the server-wide one; a route policy can be tighter', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(SERVER_BODY_LIMIT)]);
    const small = await upload(big, 'application/pdf', {}, '/small');
    expect(small.statusCode).toBe(413);
    expect(small.json<{ message: string }>().message).toBe('The file is too large: the limit is 16 KB');
    expect((await upload(big, 'application/pdf')).statusCode).toBe(201);

    const photo = await app.inject({
      method: 'POST',
      url: '/photos',
      payload: Buffer.concat([PNG, Buffer.alloc(2000)]),
      headers: { 'content-type': 'image/png' },
    });
    expect(photo.statusCode).toBe(413);
    expect(photo.json<{ message: string }>().message).toBe('The file is too large: the limit is 1 KB');
  });

  test('415 for a type the route does not accept, with our message when the type is a file type', async () => {
    const pdfAsPhoto = await app.inject({
      method: 'POST',
      url: '/photos',
      payload: PDF,
      headers: { 'content-type': 'application/pdf' },
    });
    expect(pdfAsPhoto.statusCode).toBe(415);
    expect(pdfAsPhoto.json()).toEqual({
      statusCode: 415,
      error: 'Unsupported Media Type',
      message: 'Files of type application/pdf are not accepted here (accepted: image/png, image/jpeg)',
    });
    // A type no file policy knows never reaches the handler: fastify refuses it, in the same error shape.
    const zip = await upload(Buffer.from('PK\u0003\u0004'), 'application/zip');
    expect(zip.statusCode).toBe(415);
    expect(zip.json()).toMatchObject({ statusCode: 415, error: 'Unsupported Media Type' });
  });

  test('415 when the bytes are not of the declared type', async () => {
    const response = await upload(PNG, 'application/pdf');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      statusCode: 415,
      error: 'Unsupported Media Type',
      message: "The file's content is not application/pdf, the type it was sent as",
    });
    const html = await upload(Buffer.from('<!doctype html><script>alert(1)</script>'), 'video/mp4');
    expect(html.statusCode).toBe(415);
    expect(storedFiles()).toEqual([]);
  });

  test('400 for an upload cut off half-way, and nothing kept', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/files',
      payload: PDF,
      headers: { 'content-type': 'application/pdf' },
      // The request closes after the first bytes and never ends, as when a client drops off.
      simulate: { end: false, split: false, error: false, close: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(FILE_MESSAGES.interrupted);
    expect(storedFiles()).toEqual([]);
  });

  test('400 for an empty upload', async () => {
    const response = await upload(Buffer.alloc(0), 'application/pdf');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(FILE_MESSAGES.empty);
  });

  test('the raw-body parsers stay inside the upload scope; registering them twice is harmless', async () => {
    for (const type of DEFAULT_FILE_POLICY.contentTypes) expect(app.hasContentTypeParser(type)).toBe(false);
    const other = Fastify();
    acceptFileUploads(other);
    acceptFileUploads(other, { maxBytes: 1, contentTypes: ['image/png'] });
    for (const type of DEFAULT_FILE_POLICY.contentTypes) expect(other.hasContentTypeParser(type)).toBe(true);
    await other.close();
  });
});
