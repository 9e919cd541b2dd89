import { FILE_MESSAGES } from '../../host/server/files/file-messages';
import { PDF, fileHttpAppPerTest, VTT } from './support/file-http-app';

/** Stored files answered by sendStoredFile: whole, in ranges, as headers only, or 404. No database needed. */
const files = fileHttpAppPerTest();

describe('downloads', () => {
  test('200: the whole file with its type, length, name and safety headers', async () => {
    const key = await files.storedPdf();
    const response = await files.app.inject({ method: 'GET', url: `/files/${key}` });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(PDF);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(PDF.length),
      'accept-ranges': 'bytes',
      'content-disposition': 'inline; filename=report.pdf',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private',
    });
    expect(response.headers['content-range']).toBeUndefined();
    expect(response.headers['last-modified']).toBeUndefined();
    expect(response.headers.etag).toBeUndefined();
  });

  test('HEAD: the same headers, no body', async () => {
    const key = await files.storedPdf();
    const response = await files.app.inject({ method: 'HEAD', url: `/files/${key}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe(String(PDF.length));
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.rawPayload).toHaveLength(0);
    const ranged = await files.app.inject({ method: 'HEAD', url: `/files/${key}`, headers: { range: 'bytes=0-9' } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-length']).toBe('10');
  });

  test('a caption is served as UTF-8 text', async () => {
    const stored = await files.upload(VTT, 'text/vtt');
    const response = await files.app.inject({ method: 'GET', url: `/files/${stored.json<{ key: string }>().key}` });
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
    const key = await files.storedPdf();
    const response = await files.app.inject({ method: 'GET', url: `/files/${key}`, headers: { range } });
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
    const key = await files.storedPdf();
    const response = await files.app.inject({ method: 'GET', url: `/files/${key}`, headers });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(PDF);
  });

  test.each(['bytes=1000-', `bytes=${PDF.length}-${PDF.length + 5}`, 'bytes=-0'])(
    '416 with the real size for %s',
    async (range) => {
      const key = await files.storedPdf();
      const response = await files.app.inject({ method: 'GET', url: `/files/${key}`, headers: { range } });
      expect(response.statusCode).toBe(416);
      expect(response.headers['content-range']).toBe(`bytes */${PDF.length}`);
      expect(response.json()).toEqual({
        statusCode: 416,
        error: 'Range Not Satisfiable',
        ...FILE_MESSAGES.rangeNotSatisfiable(PDF.length),
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
      const key = await files.storedPdf();
      await files.storage.delete(key);
      target = `/files/${key}`;
    }
    const response = await files.app.inject({ method: 'GET', url: target });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', ...FILE_MESSAGES.notFound });
  });

  test('Content-Disposition: a non-ASCII name gets an ASCII fallback and the exact name in filename*', async () => {
    const response = await files.upload(PDF, 'application/pdf', {
      'content-disposition': `attachment; filename="Relazione.pdf"; filename*=UTF-8''Relazione%20%C3%A8%20finale.pdf`,
    });
    const { key, fileName } = response.json<{ key: string; fileName: string }>();
    expect(fileName).toBe('Relazione è finale.pdf');

    const download = await files.app.inject({ method: 'GET', url: `/download/${key}` });
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Relazione e finale.pdf"; filename*=UTF-8''Relazione%20%C3%A8%20finale.pdf`,
    );
    expect(download.rawPayload).toEqual(PDF);
  });

  test.each([
    ['report.pdf', 'attachment; filename=report.pdf'],
    ['Relazione è (finale) 日本.pdf', `attachment; filename="Relazione e (finale) __.pdf"; filename*=UTF-8''Relazione%20%C3%A8%20%28finale%29%20%E6%97%A5%E6%9C%AC.pdf`],
    ['報告 "1".pdf', `attachment; filename="__ _1_.pdf"; filename*=UTF-8''%E5%A0%B1%E5%91%8A%20%221%22.pdf`],
    ['say "hi" 100%.pdf', `attachment; filename="say _hi_ 100_.pdf"; filename*=UTF-8''say%20%22hi%22%20100%25.pdf`],
    // A backslash is a path separator to some clients: only the last segment is a name.
    ['..\\secret\\notes.pdf', 'attachment; filename=notes.pdf'],
    ['evil\r\nSet-Cookie: a=b.pdf', 'attachment; filename="evilSet-Cookie: a=b.pdf"'],
  ])('Content-Disposition for the download name %j: %s', async (name, expected) => {
    const key = await files.storedPdf();
    const renamed = await files.app.inject({ method: 'GET', url: `/download/${key}?name=${encodeURIComponent(name)}` });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.headers['content-disposition']).toBe(expected);
  });
});
