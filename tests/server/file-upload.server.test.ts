import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { acceptFileUploads } from '../../host/server/files/accept-file-uploads';
import { FILE_MESSAGES } from '../../host/server/files/file-messages';
import { DEFAULT_FILE_POLICY } from '../../host/server/files/file-policy';
import { PDF, PNG, SERVER_BODY_LIMIT, UPLOAD_LIMIT, fileHttpAppPerTest } from './support/file-http-app';

/** Request bodies stored by storeUpload: bounds, types, interrupted and empty uploads. No database needed. */
const files = fileHttpAppPerTest();

describe('uploads', () => {
  test('201 with what was stored; a given key is kept', async () => {
    const response = await files.upload(PNG, 'image/png', {}, '/files/photos/2025/team.png');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      key: 'photos/2025/team.png',
      size: PNG.length,
      contentType: 'image/png',
      fileName: 'file.png',
      createdAt: expect.any(String),
    });
    const download = await files.app.inject({ method: 'GET', url: '/files/photos/2025/team.png' });
    expect(download.rawPayload).toEqual(PNG);
  });

  test.each([
    [`attachment; filename="a.pdf"; filename*=UTF-8''%C3%A8.pdf`, 'è.pdf'],
    [`attachment; filename*=UTF-8''%C3%A8.pdf; filename="a.pdf"`, 'è.pdf'],
    ['attachment; filename="say \\"hi\\".pdf"', 'say "hi".pdf'],
    ['inline; filename=plain.pdf', 'plain.pdf'],
    [`attachment; filename*=UTF-8''%E0%A4%A; filename=x.pdf`, 'x.pdf'],
    ['attachment', 'file.pdf'],
  ])('the upload names its file in Content-Disposition, filename* first: %s', async (header, fileName) => {
    const response = await files.upload(PDF, 'application/pdf', { 'content-disposition': header });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ fileName: string }>().fileName).toBe(fileName);
  });

  test('400 for a traversing key given by the route', async () => {
    const response = await files.upload(PDF, 'application/pdf', {}, '/files/a/..%2F..%2Fescape.pdf');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', ...FILE_MESSAGES.invalidKey });
  });

  test('413 before reading when Content-Length is over the route bodyLimit', async () => {
    const response = await files.upload(Buffer.concat([PDF, Buffer.alloc(UPLOAD_LIMIT)]), 'application/pdf');
    expect(response.statusCode).toBe(413);
    expect(response.headers.connection).toBe('close');
    expect(response.json()).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'The file is too large: the limit is 64 KB',
      code: 'fileTooLarge',
      params: { limit: '64 KB' },
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
    const response = await files.app.inject({
      method: 'PUT',
      url: '/files',
      payload: endless,
      headers: { 'content-type': 'application/pdf' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.headers.connection).toBe('close');
    expect(response.json()).toMatchObject(FILE_MESSAGES.tooLarge(UPLOAD_LIMIT));
    expect(pulled).toBeLessThan(UPLOAD_LIMIT + 128 * 1024);
    expect(files.storedFiles()).toEqual([]);
  });

  test('a route without its own bodyLimit is bound by the server-wide one; a route policy can be tighter', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(SERVER_BODY_LIMIT)]);
    const small = await files.upload(big, 'application/pdf', {}, '/small');
    expect(small.statusCode).toBe(413);
    expect(small.json<{ message: string }>().message).toBe('The file is too large: the limit is 16 KB');
    expect((await files.upload(big, 'application/pdf')).statusCode).toBe(201);

    const photo = await files.app.inject({
      method: 'POST',
      url: '/photos',
      payload: Buffer.concat([PNG, Buffer.alloc(2000)]),
      headers: { 'content-type': 'image/png' },
    });
    expect(photo.statusCode).toBe(413);
    expect(photo.json<{ message: string }>().message).toBe('The file is too large: the limit is 1 KB');
  });

  test('415 for a type the route does not accept, with our message when the type is a file type', async () => {
    const pdfAsPhoto = await files.app.inject({
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
      code: 'fileTypeNotAllowed',
      params: { type: 'application/pdf', accepted: 'image/png, image/jpeg' },
    });
    // A type no file policy knows never reaches the handler: fastify refuses it, in the same error shape.
    const zip = await files.upload(Buffer.from('PK\u0003\u0004'), 'application/zip');
    expect(zip.statusCode).toBe(415);
    expect(zip.json()).toMatchObject({ statusCode: 415, error: 'Unsupported Media Type' });
  });

  test('415 when the bytes are not of the declared type', async () => {
    const response = await files.upload(PNG, 'application/pdf');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      statusCode: 415,
      error: 'Unsupported Media Type',
      message: "The file's content is not application/pdf, the type it was sent as",
      code: 'fileTypeMismatch',
      params: { type: 'application/pdf' },
    });
    const html = await files.upload(Buffer.from('<!doctype html><script>alert(1)</script>'), 'video/mp4');
    expect(html.statusCode).toBe(415);
    expect(files.storedFiles()).toEqual([]);
  });

  test('400 for an upload cut off half-way, and nothing kept', async () => {
    const response = await files.app.inject({
      method: 'PUT',
      url: '/files',
      payload: PDF,
      headers: { 'content-type': 'application/pdf' },
      // The request closes after the first bytes and never ends, as when a client drops off.
      simulate: { end: false, split: false, error: false, close: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(FILE_MESSAGES.interrupted);
    expect(files.storedFiles()).toEqual([]);
  });

  test('400 for an empty upload', async () => {
    const response = await files.upload(Buffer.alloc(0), 'application/pdf');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(FILE_MESSAGES.empty);
  });

  test('the raw-body parsers stay inside the upload scope; registering them twice is harmless', async () => {
    for (const type of DEFAULT_FILE_POLICY.contentTypes) expect(files.app.hasContentTypeParser(type)).toBe(false);
    const other = Fastify();
    acceptFileUploads(other);
    acceptFileUploads(other, { maxBytes: 1, contentTypes: ['image/png'] });
    for (const type of DEFAULT_FILE_POLICY.contentTypes) expect(other.hasContentTypeParser(type)).toBe(true);
    await other.close();
  });
});
