import { createHash, randomBytes } from 'node:crypto';
import type { WriteStream } from 'node:fs';
import { constants } from 'node:fs';
import { access, mkdir, open, readFile, rename, rm, unlink, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { rangeNotSatisfiable, resolveByteRange, type ByteRange } from './byte-range';
import { checkFileKey, isValidFileKey, newFileKey } from './file-key';
import { allowedContentType, DEFAULT_FILE_POLICY, type FileContentType, type FilePolicy } from './file-policy';
import { FilePolicyGate } from './file-policy-gate';
import type { FileMeta, FileStorage, OpenedFile, StoredFileInfo } from './file-storage';
import { holdEarlyError } from './hold-early-error';
import { safeFileName } from './safe-file-name';
import { sweepStaleTemp } from './sweep-stale-temp';
import { writeTempFile } from './write-temp-file';

/** The sidecar JSON: the file's metadata, and the commit point of a put (see LocalDiskFileStorage). */
interface Sidecar {
  format: 1;
  key: string;
  size: number;
  contentType: FileContentType;
  fileName: string;
  createdAt: string;
  /** Name of the content file beside the sidecar. */
  content: string;
}

const TEMP_DIR = '.tmp';
/** How often open() retries when a concurrent put replaced the content between reading the sidecar and opening. */
const OPEN_ATTEMPTS = 3;

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}

/** A rename is only durable once its directory is flushed. Some platforms (Windows) cannot open a directory. */
async function syncDirectory(dir: string): Promise<void> {
  let handle: FileHandle | undefined;
  try {
    handle = await open(dir, 'r');
    await handle.sync();
  } catch {
    // Best effort: the data itself was already flushed.
  } finally {
    await handle?.close();
  }
}

/**
 * Files under `<dataDir>/files/`. Each key has a sidecar `<h>.json` and a content file `<h>.<version>.bin` in
 * `<h[0..2]>/`, where h is the SHA-256 of the key: keys never touch the file system as paths (no traversal
 * even if validation had a gap, no clash between keys that differ only in case on macOS or Windows disks, no
 * clash between key 'a' and key 'a/b'), and the sidecar holds the key for anyone looking at the directory.
 *
 * A put streams into `.tmp/`, flushes, renames the content into place under a fresh version, then writes the
 * sidecar the same way: the sidecar's rename is the single commit point. A crash before it leaves the old
 * file (or none) visible and at worst an unreferenced content file that nothing reads; a crash after it loses
 * nothing, because both files were flushed to disk before their renames. Readers that opened the previous
 * version keep reading it after a replace or delete (POSIX keeps an unlinked file alive while it is open).
 * Two puts racing on one key both succeed and the later rename wins; the loser's content file may stay behind
 * unreferenced, the same harmless leftover as a crash.
 */
export class LocalDiskFileStorage implements FileStorage {
  readonly root: string;
  private tempSwept: Promise<void> | undefined;

  constructor(
    dataDir: string,
    readonly policy: FilePolicy = DEFAULT_FILE_POLICY,
  ) {
    this.root = join(dataDir, 'files');
  }

  /** The files' directory exists (it is made on first use) and may be written. */
  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.R_OK | constants.W_OK);
  }

  async put(
    key: string | undefined,
    content: Buffer | Readable,
    meta: FileMeta,
    policy: FilePolicy = this.policy,
  ): Promise<StoredFileInfo> {
    const fileKey = key === undefined ? newFileKey() : checkFileKey(key);
    const contentType = allowedContentType(policy, meta.contentType);
    const gate = new FilePolicyGate(contentType, policy.maxBytes);
    const source = Buffer.isBuffer(content) ? Readable.from([content]) : content;
    const release = holdEarlyError(source);
    let temp: string;
    try {
      temp = await this.writeTemp((file) => pipeline(source, gate, file));
    } finally {
      release();
    }

    const { dir, sidecarPath } = this.paths(fileKey);
    const sidecar: Sidecar = {
      format: 1,
      key: fileKey,
      size: gate.received,
      contentType,
      fileName: safeFileName(meta.fileName, contentType),
      createdAt: new Date().toISOString(),
      content: `${this.hash(fileKey)}.${randomBytes(8).toString('hex')}.bin`,
    };
    const contentPath = join(dir, sidecar.content);
    try {
      await mkdir(dir, { recursive: true });
      await rename(temp, contentPath);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    let previous: Sidecar | undefined;
    try {
      previous = await this.readSidecar(fileKey);
      const sidecarTemp = await this.writeTemp((file) => pipeline(Readable.from([JSON.stringify(sidecar)]), file));
      await rename(sidecarTemp, sidecarPath).catch(async (error: unknown) => {
        await rm(sidecarTemp, { force: true });
        throw error;
      });
    } catch (error) {
      await rm(contentPath, { force: true });
      throw error;
    }
    await syncDirectory(dir);
    if (previous && previous.content !== sidecar.content) await rm(join(dir, previous.content), { force: true });
    return toInfo(sidecar);
  }

  async open(key: string, range?: ByteRange): Promise<OpenedFile | undefined> {
    if (!isValidFileKey(key)) return undefined;
    for (let attempt = 0; attempt < OPEN_ATTEMPTS; attempt += 1) {
      const sidecar = await this.readSidecar(key);
      if (!sidecar) return undefined;
      let handle: FileHandle;
      try {
        handle = await open(join(this.paths(key).dir, sidecar.content), 'r');
      } catch (error) {
        if (isMissing(error)) continue;
        throw error;
      }
      const info = toInfo(sidecar);
      const resolved = range ? resolveByteRange(range, info.size) : undefined;
      if (range && !resolved) {
        await handle.close();
        throw rangeNotSatisfiable(info.size);
      }
      // The stream owns the handle from here: it closes it at the end or when destroyed.
      return { info, stream: handle.createReadStream(resolved ?? {}), ...(resolved ? { range: resolved } : {}) };
    }
    return undefined;
  }

  async stat(key: string): Promise<StoredFileInfo | undefined> {
    if (!isValidFileKey(key)) return undefined;
    const sidecar = await this.readSidecar(key);
    return sidecar ? toInfo(sidecar) : undefined;
  }

  async delete(key: string): Promise<boolean> {
    if (!isValidFileKey(key)) return false;
    const sidecar = await this.readSidecar(key);
    if (!sidecar) return false;
    const { dir, sidecarPath } = this.paths(key);
    try {
      await unlink(sidecarPath);
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
    await rm(join(dir, sidecar.content), { force: true });
    await syncDirectory(dir);
    return true;
  }

  private hash(key: string): string {
    return createHash('sha256').update(key).digest('hex');
  }

  private paths(key: string): { dir: string; sidecarPath: string } {
    const hash = this.hash(key);
    const dir = join(this.root, hash.slice(0, 2));
    return { dir, sidecarPath: join(dir, `${hash}.json`) };
  }

  private async readSidecar(key: string): Promise<Sidecar | undefined> {
    let text: string;
    try {
      text = await readFile(this.paths(key).sidecarPath, 'utf8');
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
    const sidecar = JSON.parse(text) as Sidecar;
    // Another key with the same SHA-256 is not going to happen; a hand-copied sidecar might.
    return sidecar.key === key ? sidecar : undefined;
  }

  /** A new file in .tmp/ filled by `fill` and flushed to disk before it closes; removed again if anything fails. */
  private async writeTemp(fill: (file: WriteStream) => Promise<void>): Promise<string> {
    const dir = join(this.root, TEMP_DIR);
    await mkdir(dir, { recursive: true });
    // Leftovers of puts that crashed before their rename, cleared once per instance (so once per start).
    this.tempSwept ??= sweepStaleTemp(dir);
    await this.tempSwept;
    return writeTempFile(dir, fill, true);
  }
}

function toInfo(sidecar: Sidecar): StoredFileInfo {
  return {
    key: sidecar.key,
    size: sidecar.size,
    contentType: sidecar.contentType,
    fileName: sidecar.fileName,
    createdAt: new Date(sidecar.createdAt),
  };
}
