import { randomBytes } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A new file in `dir` (which must exist) filled by `fill`, flushed to disk before it closes when `flush` is set;
 * removed again if anything fails. Returns its path.
 */
export async function writeTempFile(dir: string, fill: (file: WriteStream) => Promise<void>, flush = false): Promise<string> {
  const path = join(dir, `upload-${randomBytes(12).toString('hex')}`);
  // Created before the stream starts, so a failure can never race the stream's own open and leave it behind.
  const handle = await open(path, 'wx');
  const file = createWriteStream(path, { fd: handle, flush });
  try {
    await fill(file);
  } catch (error) {
    // Not events.once: it would reject with the stream's error instead of waiting for the close.
    if (!file.closed) await new Promise<void>((resolve) => file.once('close', () => resolve()));
    await rm(path, { force: true });
    throw error;
  }
  return path;
}
