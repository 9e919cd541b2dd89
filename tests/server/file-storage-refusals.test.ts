import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { CodedMessage } from '../../host/core/server-messages';
import { FILE_MESSAGES } from '../../host/server/files/file-messages';
import { DEFAULT_FILE_POLICY, FILE_CONTENT_TYPES, type FilePolicy } from '../../host/server/files/file-policy';
import type { FileStorage } from '../../host/server/files/file-storage';
import { PDF, pdf, PNG, readAll, refusal, SAMPLES, fileStorageBackends } from './support/file-storage-backends';

/**
 * What every FileStorage refuses, on each backend: the wrong type, a type outside the policy, an empty file, an
 * invalid key, too many bytes, and an upload that fails. A refusal leaves nothing behind and the previous file
 * under the key whole.
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

  describe('refusals leave nothing behind, and the previous file under the key whole', () => {
    const cases: Array<[string, number, CodedMessage, (storage: FileStorage) => Promise<unknown>]> = [
      ['bytes that are not the declared type', 415, FILE_MESSAGES.typeMismatch('application/pdf'), (s) => s.put('doc', PNG, pdf)],
      ['a type outside the policy', 415, FILE_MESSAGES.typeNotAllowed('text/html', ['image/png']), (s) =>
        s.put('doc', Buffer.from('<html>'), { contentType: 'text/html', fileName: 'x.html' }, { maxBytes: 1000, contentTypes: ['image/png'] })],
      ['an empty file', 400, FILE_MESSAGES.empty, (s) => s.put('doc', Buffer.alloc(0), pdf)],
      ['an invalid key', 400, FILE_MESSAGES.invalidKey, (s) => s.put('../doc', PDF, pdf)],
      ['a file over the size bound', 413, FILE_MESSAGES.tooLarge(100), (s) => s.put('doc', PDF, pdf, { maxBytes: 100, contentTypes: ['application/pdf'] })],
    ];

    test.each(cases)('%s: %i', async (_name, status, message, attempt) => {
      expect(await refusal(attempt(storage))).toMatchObject({ statusCode: status, ...message });
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

  test('a traversing key is refused with 400 and nothing is written anywhere', async () => {
    for (const key of ['../../escaped.pdf', '/tmp/escaped.pdf', 'a\\..\\b.pdf']) {
      expect(await refusal(storage.put(key, PDF, pdf))).toMatchObject({ statusCode: 400, ...FILE_MESSAGES.invalidKey });
    }
    expect(backend.leftovers(dataDir)).toEqual([]);
    expect(existsSync(path.join(path.dirname(dataDir), 'escaped.pdf'))).toBe(false);
  });

  test.each(FILE_CONTENT_TYPES.map((type) => [type]))('%s is recognised by its first bytes and stored', async (type) => {
    const info = await storage.put(undefined, SAMPLES[type], { contentType: type, fileName: '' });
    expect(info.contentType).toBe(type);
    expect((await storage.stat(info.key))?.contentType).toBe(type);
  });

  test('bytes that are not the declared type are refused with 415, even split over tiny chunks', async () => {
    const html = Readable.from([...Buffer.from('<!doctype html><p>not a video</p>')].map((byte) => Buffer.from([byte])));
    expect((await refusal(storage.put(undefined, html, { contentType: 'video/mp4', fileName: 'x.mp4' }))).statusCode).toBe(415);
    const split = Readable.from([...PNG].map((byte) => Buffer.from([byte])));
    const stored = await storage.put(undefined, split, { contentType: 'image/png', fileName: 'x.png' });
    expect(stored.size).toBe(PNG.length);
    expect(await readAll((await storage.open(stored.key))!.stream)).toEqual(PNG);
  });

  test('a type outside the policy is refused with 415 before any byte is read', async () => {
    let read = false;
    const body = new Readable({
      read() {
        read = true;
        this.push(null);
      },
    });
    const photosOnly: FilePolicy = { maxBytes: 1024, contentTypes: ['image/png', 'image/jpeg'] };
    const error = await refusal(storage.put(undefined, body, pdf, photosOnly));
    expect(error.statusCode).toBe(415);
    expect(error.message).toBe('Files of type application/pdf are not accepted here (accepted: image/png, image/jpeg)');
    expect(read).toBe(false);
    expect((await refusal(storage.put(undefined, PDF, { contentType: 'application/zip', fileName: 'a' }))).statusCode).toBe(415);
    expect((await refusal(storage.put(undefined, PDF, { contentType: '', fileName: 'a' }))).message).toBe(FILE_MESSAGES.typeMissing.message);
    expect((await refusal(storage.put(undefined, PDF, { contentType: 'x/<b>', fileName: 'a' }))).message).toContain('Files of type this type are not accepted');
    expect(backend.leftovers(dataDir)).toEqual([]);
  });

  test('an endless upload is refused with 413 and read only a little past the bound', async () => {
    storage = await backend.setUp(dataDir, { maxBytes: 64 * 1024 });
    let produced = 0;
    const endless = new Readable({
      read() {
        const chunk = produced === 0 ? Buffer.concat([PDF.subarray(0, 16), Buffer.alloc(16 * 1024 - 16)]) : Buffer.alloc(16 * 1024);
        produced += chunk.length;
        this.push(chunk);
      },
    });
    expect(await refusal(storage.put(undefined, endless, pdf))).toMatchObject({ statusCode: 413, message: 'The file is too large: the limit is 64 KB' });
    // Stream buffers hold a few chunks ahead; nothing like the whole (endless) body.
    expect(produced).toBeLessThan(64 * 1024 + 5 * 16 * 1024);
    expect(endless.destroyed).toBe(true);
    expect(backend.leftovers(dataDir)).toEqual([]);
  });

  test('exactly the bound is accepted, one byte more is not', async () => {
    const policy: FilePolicy = { ...DEFAULT_FILE_POLICY, maxBytes: 64 * 1024 };
    const exact = Buffer.concat([PDF, Buffer.alloc(policy.maxBytes - PDF.length)]);
    expect((await storage.put(undefined, exact, pdf, policy)).size).toBe(policy.maxBytes);
    expect((await refusal(storage.put(undefined, Buffer.concat([exact, Buffer.from('!')]), pdf, policy))).statusCode).toBe(413);
  });

  test('the default policy is 200 MB of the seven kinds, and a factory policy overrides it', async () => {
    expect(DEFAULT_FILE_POLICY).toEqual({ maxBytes: 200 * 1024 * 1024, contentTypes: FILE_CONTENT_TYPES });
    expect(FILE_MESSAGES.tooLarge(DEFAULT_FILE_POLICY.maxBytes)).toEqual({
      message: 'The file is too large: the limit is 200 MB',
      code: 'fileTooLarge',
      params: { limit: '200 MB' },
    });
    expect(storage.policy).toEqual(DEFAULT_FILE_POLICY);
    const small = await backend.setUp(dataDir, { maxBytes: 10 });
    expect(small.policy).toEqual({ maxBytes: 10, contentTypes: FILE_CONTENT_TYPES });
    expect((await refusal(small.put(undefined, PDF, pdf))).message).toBe('The file is too large: the limit is 10 bytes');
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

  test('an upload that fails before it is piped rejects the put, leaves nothing and crashes nothing', async () => {
    const failing = new Readable({ read() {} });
    const put = storage.put('early.pdf', failing, pdf);
    // While the put still opens its temp file: an 'error' event nobody listens to would crash the process.
    failing.destroy(new Error('disk unplugged'));
    await expect(put).rejects.toThrow('disk unplugged');
    expect(await storage.stat('early.pdf')).toBeUndefined();
    expect(backend.leftovers(dataDir)).toEqual([]);
  });
});
