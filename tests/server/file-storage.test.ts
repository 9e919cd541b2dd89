import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { FILE_MESSAGES } from '../../host/server/files/file-messages';
import type { FileStorage } from '../../host/server/files/file-storage';
import { safeFileName } from '../../host/server/files/safe-file-name';
import { PDF, pdf, PNG, readAll, refusal, SAMPLES, fileStorageBackends } from './support/file-storage-backends';

/**
 * Storing and reading, as every FileStorage promises (file-storage.ts), on each backend: local disk and an
 * S3-compatible bucket. Refusals are in file-storage-refusals.test.ts; what only one backend can show in
 * local-disk-file-storage.test.ts and s3-file-storage.test.ts.
 */
const { backends } = fileStorageBackends();

describe.each(backends)('file storage on $name', (backend) => {
  let dataDir: string;
  let storage: FileStorage;
  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'vigil-files-'));
    storage = await backend.setUp(dataDir);
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  test('put returns what was stored; stat and open read it back, under a new key or a given one', async () => {
    const before = Date.now();
    const stored = await storage.put(undefined, PDF, pdf);
    expect(stored).toEqual({ key: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), size: PDF.length, contentType: 'application/pdf', fileName: 'report.pdf', createdAt: expect.any(Date) });
    expect(stored.createdAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(stored.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
    // Stored times keep whole milliseconds at most; compare what reads back.
    const stat = await storage.stat(stored.key);
    expect(stat).toEqual({ ...stored, createdAt: expect.any(Date) });
    expect(Math.abs((stat?.createdAt.getTime() ?? 0) - stored.createdAt.getTime())).toBeLessThan(1000);
    const opened = await storage.open(stored.key);
    expect(opened?.info).toEqual(stat);
    expect(opened?.range).toBeUndefined();
    expect(await readAll(opened!.stream)).toEqual(PDF);

    for (const key of ['courses/12/intro.png', 'photos/2025-01/IMG_0001.png', 'x/y/z_1-2.tar.png']) {
      const given = await storage.put(key, PNG, { contentType: 'image/png', fileName: '' });
      expect(given).toMatchObject({ key, size: PNG.length, contentType: 'image/png', fileName: 'file.png' });
      expect(await readAll((await storage.open(key))!.stream)).toEqual(PNG);
    }
  });

  test('a stream is stored like a buffer, in many chunks', async () => {
    const chunks = Array.from({ length: Math.ceil(PDF.length / 7) }, (_, index) => PDF.subarray(index * 7, index * 7 + 7));
    const stored = await storage.put('streamed.pdf', Readable.from(chunks), pdf);
    expect(stored.size).toBe(PDF.length);
    expect(await readAll((await storage.open('streamed.pdf'))!.stream)).toEqual(PDF);

    const video = [SAMPLES['video/mp4'], Buffer.alloc(100_000, 7), Buffer.alloc(3, 1)];
    const info = await storage.put(undefined, Readable.from(video), { contentType: 'video/mp4', fileName: 'intro.mp4' });
    expect(info.size).toBe(SAMPLES['video/mp4'].length + 100_003);
    expect(await readAll((await storage.open(info.key))!.stream)).toEqual(Buffer.concat(video));
  });

  test('a display name of any script reads back as it was given, cleaned of control characters', async () => {
    const stored = await storage.put(undefined, PDF, { contentType: 'application/pdf', fileName: 'Relazione è “finale” 東京\u202e.pdf' });
    expect(stored.fileName).toBe('Relazione è “finale” 東京.pdf');
    expect((await storage.stat(stored.key))?.fileName).toBe('Relazione è “finale” 東京.pdf');
  });

  test('the display name is the last path segment, without direction overrides, and defaults from the type', async () => {
    const named = await storage.put(undefined, PDF, { contentType: 'application/pdf', fileName: 'C:\\fakepath\\invoice\u202Efdp.exe' });
    expect(named.fileName).toBe('invoicefdp.exe');
    expect((await storage.stat(named.key))?.fileName).toBe('invoicefdp.exe');
    const unnamed = await storage.put(undefined, SAMPLES['text/vtt'], { contentType: 'text/vtt', fileName: '  ' });
    expect(unnamed.fileName).toBe('file.vtt');
    expect(safeFileName('a/b/Übung.pdf')).toBe('Übung.pdf');
    expect(safeFileName('x'.repeat(300))).toHaveLength(200);
  });

  test('the declared type may carry parameters and any case', async () => {
    const info = await storage.put(undefined, SAMPLES['text/vtt'], { contentType: 'Text/VTT; charset=utf-8', fileName: 'en.vtt' });
    expect(info.contentType).toBe('text/vtt');
    expect((await storage.stat(info.key))?.contentType).toBe('text/vtt');
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
      expect(error).toMatchObject(FILE_MESSAGES.rangeNotSatisfiable(PDF.length));
      expect(error.headers).toEqual({ 'content-range': `bytes */${PDF.length}` });
    }
    // A range of a file that does not exist is no file, not a 416.
    expect(await storage.open('missing.pdf', { start: 0, end: 9 })).toBeUndefined();
    expect(await storage.open('missing.pdf', { suffix: 9 })).toBeUndefined();
  });

  test('a missing or invalid key is no file: open and stat find nothing, delete says so', async () => {
    for (const key of ['missing.pdf', '../etc/passwd', '/etc/passwd', 'a/../b', '', 'a//b', '.hidden']) {
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

  test('a restart loses nothing: a new instance over the same data directory reads every file', async () => {
    const video = await storage.put('courses/1/intro.webm', SAMPLES['video/webm'], { contentType: 'video/webm', fileName: 'Introduzione è.webm' });
    const restarted = await backend.setUp(dataDir);
    expect(await restarted.stat(video.key)).toEqual({ ...video, createdAt: expect.any(Date) });
    expect(await readAll((await restarted.open(video.key))!.stream)).toEqual(SAMPLES['video/webm']);
    expect(await restarted.delete(video.key)).toBe(true);
    expect(await storage.stat(video.key)).toBeUndefined();
  });
});
