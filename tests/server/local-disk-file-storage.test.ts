import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { LocalDiskFileStorage } from '../../host/server/files/local-disk-file-storage';
import { filesUnder, pdf, readAll, SAMPLES } from './support/file-storage-backends';

/**
 * What only the local disk backend can show: its layout of hashed names and sidecars, and how a put becomes
 * visible in one rename. The behaviour it shares with S3 is in file-storage.test.ts and file-storage-refusals.test.ts.
 */
let dataDir: string;
let storage: LocalDiskFileStorage;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'vigil-files-'));
  storage = new LocalDiskFileStorage(dataDir);
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const filesOnDisk = (): string[] => filesUnder(path.join(dataDir, 'files'));

function tempFiles(): string[] {
  const dir = path.join(dataDir, 'files', '.tmp');
  return existsSync(dir) ? readdirSync(dir) : [];
}

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i += 1) await new Promise((resolve) => setTimeout(resolve, 10));
}

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

test('a file being written is invisible until complete, and lives only in .tmp meanwhile', async () => {
  const body = new PassThrough();
  const put = storage.put('slow.pdf', body, pdf);
  body.write(SAMPLES['application/pdf']);
  await until(() => tempFiles().length === 1);
  expect(tempFiles()).toHaveLength(1);
  expect(await storage.stat('slow.pdf')).toBeUndefined();
  expect(await storage.open('slow.pdf')).toBeUndefined();
  expect(filesOnDisk().filter((file) => !file.startsWith('.tmp'))).toEqual([]);

  body.end(Buffer.alloc(1000));
  const info = await put;
  expect(info.size).toBe(SAMPLES['application/pdf'].length + 1000);
  expect(await storage.stat('slow.pdf')).toEqual(info);
  expect(tempFiles()).toEqual([]);
});

test('an upload that fails half-way keeps the previous sidecar and content file, and nothing else', async () => {
  const first = await storage.put('doc.pdf', SAMPLES['application/pdf'], pdf);
  const filesBefore = filesOnDisk();
  const failing = new Readable({ read() {} });
  const put = storage.put('doc.pdf', failing, { contentType: 'application/pdf', fileName: 'v2.pdf' });
  failing.push(Buffer.concat([SAMPLES['application/pdf'], Buffer.alloc(5000)]));
  await until(() => tempFiles().length === 1);
  failing.destroy(new Error('disk unplugged'));
  await expect(put).rejects.toThrow('disk unplugged');
  expect(await storage.stat('doc.pdf')).toEqual(first);
  expect(filesOnDisk()).toEqual(filesBefore);
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
