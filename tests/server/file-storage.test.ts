import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync, type Dirent } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { parseRangeHeader, resolveByteRange } from '../../host/server/files/byte-range';
import { contentDisposition, fileNameFromContentDisposition } from '../../host/server/files/content-disposition';
import { createFileStorage } from '../../host/server/files/create-file-storage';
import { checkFileKey, isValidFileKey, newFileKey } from '../../host/server/files/file-key';
import { FILE_MESSAGES } from '../../host/server/files/file-messages';
import { DEFAULT_FILE_POLICY, FILE_CONTENT_TYPES, type FilePolicy } from '../../host/server/files/file-policy';
import { LocalDiskFileStorage } from '../../host/server/files/local-disk-file-storage';
import { safeFileName } from '../../host/server/files/safe-file-name';
import { sniffContentType } from '../../host/server/files/sniff-content-type';
import { HttpError } from '../../host/server/http-error';

/** The smallest byte strings each kind's signature accepts, with a little body after them. */
const SAMPLES = {
  'application/pdf': Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n%%EOF\n', 'latin1'),
  'video/mp4': Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom\0\0\x02\0isomiso2', 'latin1'),
    Buffer.from([0, 0, 0, 8]),
    Buffer.from('mdat', 'latin1'),
  ]),
  'video/webm': Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d]),
  'image/png': Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('\0\0\0\rIHDR', 'latin1')]),
  'image/jpeg': Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]),
  'image/webp': Buffer.from('RIFF\x1a\0\0\0WEBPVP8L\x0d\0\0\0/\0\0\0\x10\x07\x10\x11\x11\x88\x88\xfe\x07\0', 'latin1'),
  'text/vtt': Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n'),
} as const;

let dataDir: string;
let storage: LocalDiskFileStorage;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'vigil-files-'));
  storage = new LocalDiskFileStorage(dataDir);
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

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

/** Every file under files/, as paths relative to it. */
function filesOnDisk(): string[] {
  const root = path.join(dataDir, 'files');
  if (!existsSync(root)) return [];
  return (readdirSync(root, { recursive: true, withFileTypes: true }) as Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

const pdf = { contentType: 'application/pdf', fileName: 'report.pdf' };

describe('keys', () => {
  test('generated keys are random, 128 bits and safe in a path or URL', () => {
    const keys = new Set(Array.from({ length: 200 }, () => newFileKey()));
    expect(keys.size).toBe(200);
    for (const key of keys) {
      expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(isValidFileKey(key)).toBe(true);
    }
  });

  test('given keys may be paths of plain segments', () => {
    for (const key of ['a', 'courses/12/intro.mp4', 'photos/2025-01/IMG_0001.jpeg', 'x/y/z_1-2.tar.gz']) {
      expect(isValidFileKey(key)).toBe(true);
    }
  });

  test.each([
    ['empty', ''],
    ['parent', '..'],
    ['parent segment', 'a/../../etc/passwd'],
    ['leading parent', '../secret.pdf'],
    ['dots inside', 'a..b'],
    ['current dir', './a'],
    ['hidden', 'a/.env'],
    ['absolute', '/etc/passwd'],
    ['trailing slash', 'a/'],
    ['empty segment', 'a//b'],
    ['backslash', 'a\\b'],
    ['windows path', 'C:\\Windows\\win.ini'],
    ['drive', 'C:'],
    ['NUL', 'a\u0000b'],
    ['newline', 'a\nb'],
    ['DEL', 'a\u007fb'],
    ['space', 'a b'],
    ['non-ASCII', 'résumé.pdf'],
    ['encoded traversal', '%2e%2e/a'],
    ['too long', 'a'.repeat(513)],
  ])('rejects %s', (_name, key) => {
    expect(isValidFileKey(key)).toBe(false);
    expect(() => checkFileKey(key)).toThrow(FILE_MESSAGES.invalidKey);
  });

  test('put stores under a new key when none is given, and under a valid given one', async () => {
    const generated = await storage.put(undefined, SAMPLES['application/pdf'], pdf);
    expect(isValidFileKey(generated.key)).toBe(true);
    const given = await storage.put('courses/12/handout.pdf', SAMPLES['application/pdf'], pdf);
    expect(given.key).toBe('courses/12/handout.pdf');
    expect((await storage.stat('courses/12/handout.pdf'))?.size).toBe(SAMPLES['application/pdf'].length);
  });

  test('a traversing key is refused with 400 and nothing is written anywhere', async () => {
    for (const key of ['../../escaped.pdf', '/tmp/escaped.pdf', 'a\\..\\b.pdf']) {
      const error = await refusal(storage.put(key, SAMPLES['application/pdf'], pdf));
      expect(error.statusCode).toBe(400);
      expect(error.message).toBe(FILE_MESSAGES.invalidKey);
    }
    expect(readdirSync(dataDir)).toEqual([]);
    expect(existsSync(path.join(path.dirname(dataDir), 'escaped.pdf'))).toBe(false);
  });

  test('reading with an invalid key finds nothing rather than throwing', async () => {
    expect(await storage.stat('../x')).toBeUndefined();
    expect(await storage.open('/etc/passwd')).toBeUndefined();
    expect(await storage.delete('a/../b')).toBe(false);
  });

  test('keys never become paths: files live under hashed names, the key only inside the sidecar', async () => {
    await storage.put('Courses/Intro.pdf', SAMPLES['application/pdf'], pdf);
    await storage.put('courses/intro.pdf', SAMPLES['application/pdf'], pdf);
    const files = filesOnDisk();
    expect(files).toHaveLength(4);
    for (const file of files) expect(file).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{64}\.(json|[0-9a-f]{16}\.bin)$/);
    // Keys differing only in case stay two files, even on a case-insensitive disk.
    expect((await storage.stat('Courses/Intro.pdf'))?.key).toBe('Courses/Intro.pdf');
    expect((await storage.stat('courses/intro.pdf'))?.key).toBe('courses/intro.pdf');
  });
});

describe('storing and reading', () => {
  test('put returns what was stored; stat and open read it back', async () => {
    const before = Date.now();
    const info = await storage.put(undefined, SAMPLES['image/png'], { contentType: 'image/png', fileName: 'map.png' });
    expect(info).toEqual({
      key: info.key,
      size: SAMPLES['image/png'].length,
      contentType: 'image/png',
      fileName: 'map.png',
      createdAt: expect.any(Date),
    });
    expect(info.createdAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(await storage.stat(info.key)).toEqual(info);
    const opened = await storage.open(info.key);
    expect(opened?.info).toEqual(info);
    expect(opened?.range).toBeUndefined();
    expect(await readAll(opened!.stream)).toEqual(SAMPLES['image/png']);
  });

  test('a stream is stored like a buffer', async () => {
    const chunks = [SAMPLES['video/mp4'], Buffer.alloc(100_000, 7), Buffer.alloc(3, 1)];
    const info = await storage.put(undefined, Readable.from(chunks), { contentType: 'video/mp4', fileName: 'intro.mp4' });
    expect(info.size).toBe(SAMPLES['video/mp4'].length + 100_003);
    expect(await readAll((await storage.open(info.key))!.stream)).toEqual(Buffer.concat(chunks));
  });

  test('the display name is cleaned and defaults from the type', async () => {
    const named = await storage.put(undefined, SAMPLES['application/pdf'], {
      contentType: 'application/pdf',
      fileName: 'C:\\fakepath\\invoice\u202Efdp.exe',
    });
    expect(named.fileName).toBe('invoicefdp.exe');
    const unnamed = await storage.put(undefined, SAMPLES['text/vtt'], { contentType: 'text/vtt', fileName: '  ' });
    expect(unnamed.fileName).toBe('file.vtt');
    expect(safeFileName('a/b/Übung.pdf')).toBe('Übung.pdf');
    expect(safeFileName('x'.repeat(300))).toHaveLength(200);
  });

  test('open serves one range, a suffix, or refuses a range outside the file with 416', async () => {
    const content = Buffer.concat([SAMPLES['application/pdf'], Buffer.from('0123456789')]);
    const { key } = await storage.put(undefined, content, pdf);
    const size = content.length;

    const middle = await storage.open(key, { start: 2, end: 5 });
    expect(middle?.range).toEqual({ start: 2, end: 5 });
    expect(await readAll(middle!.stream)).toEqual(content.subarray(2, 6));

    const tail = await storage.open(key, { suffix: 4 });
    expect(tail?.range).toEqual({ start: size - 4, end: size - 1 });
    expect((await readAll(tail!.stream)).toString()).toBe('6789');

    const rest = await storage.open(key, { start: size - 3, end: size + 100 });
    expect(rest?.range).toEqual({ start: size - 3, end: size - 1 });
    expect((await readAll(rest!.stream)).toString()).toBe('789');

    const error = await refusal(storage.open(key, { start: size }));
    expect(error.statusCode).toBe(416);
    expect(error.headers).toEqual({ 'content-range': `bytes */${size}` });
    expect(error.message).toBe(FILE_MESSAGES.rangeNotSatisfiable(size));
  });

  test('delete removes the file and says whether there was one', async () => {
    const { key } = await storage.put(undefined, SAMPLES['image/jpeg'], { contentType: 'image/jpeg', fileName: 'a.jpg' });
    expect(await storage.delete(key)).toBe(true);
    expect(await storage.delete(key)).toBe(false);
    expect(await storage.stat(key)).toBeUndefined();
    expect(await storage.open(key)).toBeUndefined();
    expect(filesOnDisk()).toEqual([]);
  });

  test('a restart loses nothing: a new instance over the same data directory reads every file', async () => {
    const video = await storage.put('courses/1/intro.webm', SAMPLES['video/webm'], {
      contentType: 'video/webm',
      fileName: 'Introduzione è.webm',
    });
    const restarted = createFileStorage({ backend: 'local', dataDir });
    expect(await restarted.stat(video.key)).toEqual(video);
    expect(await readAll((await restarted.open(video.key))!.stream)).toEqual(SAMPLES['video/webm']);
    expect(await restarted.delete(video.key)).toBe(true);
    expect(await storage.stat(video.key)).toBeUndefined();
  });
});

describe('atomic writes', () => {
  async function tempFiles(): Promise<string[]> {
    const dir = path.join(dataDir, 'files', '.tmp');
    return existsSync(dir) ? readdirSync(dir) : [];
  }

  async function until(condition: () => Promise<boolean>): Promise<void> {
    for (let i = 0; i < 200 && !(await condition()); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  }

  test('a file being written is invisible until complete, and lives only in .tmp meanwhile', async () => {
    const body = new PassThrough();
    const put = storage.put('slow.pdf', body, pdf);
    body.write(SAMPLES['application/pdf']);
    await until(async () => (await tempFiles()).length === 1);
    expect(await tempFiles()).toHaveLength(1);
    expect(await storage.stat('slow.pdf')).toBeUndefined();
    expect(await storage.open('slow.pdf')).toBeUndefined();
    expect(filesOnDisk().filter((file) => !file.startsWith('.tmp'))).toEqual([]);

    body.end(Buffer.alloc(1000));
    const info = await put;
    expect(info.size).toBe(SAMPLES['application/pdf'].length + 1000);
    expect(await storage.stat('slow.pdf')).toEqual(info);
    expect(await tempFiles()).toEqual([]);
  });

  test('an upload that fails half-way leaves the previous file whole and nothing else behind', async () => {
    const first = await storage.put('doc.pdf', SAMPLES['application/pdf'], pdf);
    const filesBefore = filesOnDisk();
    const failing = new Readable({ read() {} });
    const put = storage.put('doc.pdf', failing, { contentType: 'application/pdf', fileName: 'v2.pdf' });
    failing.push(Buffer.concat([SAMPLES['application/pdf'], Buffer.alloc(5000)]));
    await until(async () => (await tempFiles()).length === 1);
    failing.destroy(new Error('disk unplugged'));
    await expect(put).rejects.toThrow('disk unplugged');
    expect(await storage.stat('doc.pdf')).toEqual(first);
    expect(await readAll((await storage.open('doc.pdf'))!.stream)).toEqual(SAMPLES['application/pdf']);
    expect(filesOnDisk()).toEqual(filesBefore);
  });

  test('an upload that fails before it is piped rejects the put, leaves nothing and crashes nothing', async () => {
    const failing = new Readable({ read() {} });
    const put = storage.put('early.pdf', failing, pdf);
    // While the put still opens its temp file: an 'error' event nobody listens to would crash the process.
    failing.destroy(new Error('disk unplugged'));
    await expect(put).rejects.toThrow('disk unplugged');
    expect(await storage.stat('early.pdf')).toBeUndefined();
    expect(await tempFiles()).toEqual([]);
  });

  test('replacing a file is one step: earlier readers finish the old bytes, later ones get the new', async () => {
    const oldBytes = Buffer.concat([SAMPLES['application/pdf'], Buffer.alloc(200_000, 1)]);
    const newBytes = Buffer.concat([SAMPLES['application/pdf'], Buffer.alloc(50, 2)]);
    await storage.put('doc.pdf', oldBytes, pdf);
    const reader = await storage.open('doc.pdf');
    const replaced = await storage.put('doc.pdf', newBytes, { contentType: 'application/pdf', fileName: 'v2.pdf' });
    expect(replaced.fileName).toBe('v2.pdf');
    expect(await readAll(reader!.stream)).toEqual(oldBytes);
    expect(await readAll((await storage.open('doc.pdf'))!.stream)).toEqual(newBytes);
    // The old content file went with the replace: one sidecar, one content file.
    expect(filesOnDisk()).toHaveLength(2);
  });

  test('temp files left by a crash are swept on the next start; young ones may be in flight and stay', async () => {
    const tmp = path.join(dataDir, 'files', '.tmp');
    mkdirSync(tmp, { recursive: true });
    writeFileSync(path.join(tmp, 'crashed'), 'half a file');
    const aDayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    utimesSync(path.join(tmp, 'crashed'), aDayAgo, aDayAgo);
    writeFileSync(path.join(tmp, 'in-flight'), 'another process');
    const restarted = new LocalDiskFileStorage(dataDir);
    await restarted.put(undefined, SAMPLES['image/webp'], { contentType: 'image/webp', fileName: 'a.webp' });
    expect(readdirSync(tmp)).toEqual(['in-flight']);
  });
});

describe('content type sniffing', () => {
  test.each(FILE_CONTENT_TYPES.map((type) => [type]))('%s is recognised by its first bytes and stored', async (type) => {
    expect(sniffContentType(SAMPLES[type])).toBe(type);
    const info = await storage.put(undefined, SAMPLES[type], { contentType: type, fileName: '' });
    expect(info.contentType).toBe(type);
  });

  test('signatures: WebVTT with a BOM, a HEIC photo is not an mp4, near misses are nothing', () => {
    expect(sniffContentType(Buffer.from('\ufeffWEBVTT - captions\n'))).toBe('text/vtt');
    expect(sniffContentType(Buffer.from('WEBVTT'))).toBe('text/vtt');
    expect(sniffContentType(Buffer.from('WEBVTTX\n'))).toBeUndefined();
    expect(sniffContentType(Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic', 'latin1'))).toBeUndefined();
    expect(sniffContentType(Buffer.from('\0\0\0\x18ftypmp42\0\0\0\0mp42isom', 'latin1'))).toBe('video/mp4');
    expect(sniffContentType(Buffer.from('RIFF\0\0\0\0WAVEfmt ', 'latin1'))).toBeUndefined();
    expect(sniffContentType(Buffer.from('<html><script>alert(1)</script>'))).toBeUndefined();
    expect(sniffContentType(Buffer.from(' %PDF-1.4'))).toBeUndefined();
  });

  test('bytes that are not the declared type are refused with 415, even split over tiny chunks', async () => {
    const error = await refusal(storage.put(undefined, SAMPLES['image/png'], pdf));
    expect(error.statusCode).toBe(415);
    expect(error.message).toBe(FILE_MESSAGES.typeMismatch('application/pdf'));
    const html = Readable.from([...Buffer.from('<!doctype html><p>not a video</p>')].map((byte) => Buffer.from([byte])));
    expect((await refusal(storage.put(undefined, html, { contentType: 'video/mp4', fileName: 'x.mp4' }))).statusCode).toBe(415);
    const split = Readable.from([...SAMPLES['image/png']].map((byte) => Buffer.from([byte])));
    expect((await storage.put(undefined, split, { contentType: 'image/png', fileName: 'x.png' })).size).toBe(SAMPLES['image/png'].length);
    expect(filesOnDisk().filter((file) => file.endsWith('.json'))).toHaveLength(1);
  });

  test('a type outside the policy is refused with 415 before any byte is read', async () => {
    let read = false;
    const body = new Readable({ read() { read = true; this.push(null); } });
    const photosOnly: FilePolicy = { maxBytes: 1024, contentTypes: ['image/png', 'image/jpeg'] };
    const error = await refusal(storage.put(undefined, body, pdf, photosOnly));
    expect(error.statusCode).toBe(415);
    expect(error.message).toBe(FILE_MESSAGES.typeNotAllowed('application/pdf', ['image/png', 'image/jpeg']));
    expect(error.message).toBe('Files of type application/pdf are not accepted here (accepted: image/png, image/jpeg)');
    expect(read).toBe(false);
    const zip = await refusal(storage.put(undefined, SAMPLES['application/pdf'], { contentType: 'application/zip', fileName: 'a' }));
    expect(zip.statusCode).toBe(415);
    const missing = await refusal(storage.put(undefined, SAMPLES['application/pdf'], { contentType: '', fileName: 'a' }));
    expect(missing.message).toBe(FILE_MESSAGES.typeMissing);
    const weird = await refusal(storage.put(undefined, SAMPLES['application/pdf'], { contentType: 'x/<b>', fileName: 'a' }));
    expect(weird.message).toContain('Files of type this type are not accepted');
  });

  test('the declared type may carry parameters and any case', async () => {
    const info = await storage.put(undefined, SAMPLES['text/vtt'], { contentType: 'Text/VTT; charset=utf-8', fileName: 'en.vtt' });
    expect(info.contentType).toBe('text/vtt');
  });

  test('an empty file is refused with 400', async () => {
    const error = await refusal(storage.put(undefined, Buffer.alloc(0), pdf));
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe(FILE_MESSAGES.empty);
  });
});

describe('size bound', () => {
  const limit = 64 * 1024;
  const policy: FilePolicy = { ...DEFAULT_FILE_POLICY, maxBytes: limit };

  test('an endless upload is refused with 413 and read only a little past the limit', async () => {
    let pulled = 0;
    const endless = new Readable({
      read() {
        const chunk = pulled === 0 ? Buffer.concat([SAMPLES['application/pdf'], Buffer.alloc(4096)]) : Buffer.alloc(4096);
        pulled += chunk.length;
        this.push(chunk);
      },
    });
    const error = await refusal(storage.put(undefined, endless, pdf, policy));
    expect(error.statusCode).toBe(413);
    expect(error.message).toBe('The file is too large: the limit is 64 KB');
    // Stream buffers hold a few chunks ahead; nothing like the whole (endless) body.
    expect(pulled).toBeLessThan(limit + 64 * 1024);
    expect(endless.destroyed).toBe(true);
    expect(filesOnDisk()).toEqual([]);
  });

  test('exactly the limit is accepted, one byte more is not', async () => {
    const exact = Buffer.concat([SAMPLES['application/pdf'], Buffer.alloc(limit - SAMPLES['application/pdf'].length)]);
    expect((await storage.put(undefined, exact, pdf, policy)).size).toBe(limit);
    const over = Buffer.concat([exact, Buffer.from('!')]);
    expect((await refusal(storage.put(undefined, over, pdf, policy))).statusCode).toBe(413);
  });

  test('the default policy is 200 MB of the seven kinds, and a factory policy overrides it', async () => {
    expect(DEFAULT_FILE_POLICY).toEqual({ maxBytes: 200 * 1024 * 1024, contentTypes: FILE_CONTENT_TYPES });
    expect(FILE_MESSAGES.tooLarge(DEFAULT_FILE_POLICY.maxBytes)).toBe('The file is too large: the limit is 200 MB');
    expect(createFileStorage({ backend: 'local', dataDir }).policy).toEqual(DEFAULT_FILE_POLICY);
    const small = createFileStorage({ backend: 'local', dataDir, policy: { maxBytes: 10 } });
    expect(small.policy).toEqual({ maxBytes: 10, contentTypes: FILE_CONTENT_TYPES });
    expect((await refusal(small.put(undefined, SAMPLES['application/pdf'], pdf))).message).toBe(
      'The file is too large: the limit is 10 bytes',
    );
  });
});

describe('HTTP pieces', () => {
  test.each([
    [undefined, undefined],
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100 }],
    ['bytes=-500', { suffix: 500 }],
    ['Bytes = 5 - 9', { start: 5, end: 9 }],
    ['bytes=9-5', undefined],
    ['bytes=-', undefined],
    ['bytes=0-1,5-6', undefined],
    ['items=0-1', undefined],
    ['bytes=a-b', undefined],
  ])('Range %p parses to %p', (header, expected) => {
    expect(parseRangeHeader(header)).toEqual(expected);
  });

  test('ranges resolve against the size', () => {
    expect(resolveByteRange({ start: 0 }, 10)).toEqual({ start: 0, end: 9 });
    expect(resolveByteRange({ suffix: 50 }, 10)).toEqual({ start: 0, end: 9 });
    expect(resolveByteRange({ suffix: 0 }, 10)).toBeUndefined();
    expect(resolveByteRange({ start: 10 }, 10)).toBeUndefined();
    expect(resolveByteRange({ start: 0 }, 0)).toBeUndefined();
    expect(resolveByteRange({ suffix: 1 }, 0)).toBeUndefined();
  });

  test('Content-Disposition: ASCII names as they are, others with an ASCII fallback and filename*', () => {
    expect(contentDisposition('inline', 'report.pdf')).toBe('inline; filename="report.pdf"');
    expect(contentDisposition('attachment', 'Relazione è (finale) 日本.pdf')).toBe(
      `attachment; filename="Relazione e (finale) __.pdf"; filename*=UTF-8''Relazione%20%C3%A8%20%28finale%29%20%E6%97%A5%E6%9C%AC.pdf`,
    );
    expect(contentDisposition('attachment', 'say "hi" 100%.pdf')).toBe(
      `attachment; filename="say _hi_ 100_.pdf"; filename*=UTF-8''say%20%22hi%22%20100%25.pdf`,
    );
    // A backslash is a path separator to some clients: only the last segment is a name.
    expect(contentDisposition('inline', '..\\secret\\notes.pdf')).toBe('inline; filename="notes.pdf"');
    expect(contentDisposition('attachment', 'evil\r\nSet-Cookie: a=b.pdf')).toBe('attachment; filename="evilSet-Cookie: a=b.pdf"');
  });

  test('an upload names its file in Content-Disposition, filename* first', () => {
    expect(fileNameFromContentDisposition(`attachment; filename="a.pdf"; filename*=UTF-8''%C3%A8.pdf`)).toBe('è.pdf');
    expect(fileNameFromContentDisposition('attachment; filename="say \\"hi\\".pdf"')).toBe('say "hi".pdf');
    expect(fileNameFromContentDisposition('inline; filename=plain.vtt')).toBe('plain.vtt');
    expect(fileNameFromContentDisposition(`attachment; filename*=UTF-8''%E0%A4%A; filename=x.pdf`)).toBe('x.pdf');
    expect(fileNameFromContentDisposition('attachment')).toBeUndefined();
    expect(fileNameFromContentDisposition(undefined)).toBeUndefined();
  });
});
