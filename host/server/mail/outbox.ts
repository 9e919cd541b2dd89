import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { OUTBOX_DIR, outboxFileName, parseOutbox, type OutboxMail } from '../../core/outbox-format';

export type { OutboxMail } from '../../core/outbox-format';

let lastWrittenMs = 0;

/**
 * Names sort by time, so two mails written in the same millisecond by this process get consecutive times:
 * the reset mail requested right after a sign-up mail must read back after it.
 */
export function nextTimestamp(): Date {
  lastWrittenMs = Math.max(Date.now(), lastWrittenMs + 1);
  return new Date(lastWrittenMs);
}

/** A queued mail's stable identity (mail-queue.ts): written again after a kill, it replaces its own file. */
export interface OutboxIdentity {
  id: number;
  createdAt: string;
}

/** Names sort by time, then by queue id (padded: mails of one millisecond from several processes). */
function queuedName(identity: OutboxIdentity): string {
  return outboxFileName(new Date(identity.createdAt), `q${String(identity.id).padStart(12, '0')}`);
}

/**
 * Writes one mail to `<dataDir>/outbox/` (owner-only: mails carry sign-in links). Returns the file's path. With an
 * identity (a queued mail) the file is named after it, so writing the same mail twice leaves one file.
 */
export async function writeOutboxMail(dataDir: string, mail: Omit<OutboxMail, 'createdAt'>, identity?: OutboxIdentity): Promise<string> {
  // Taken before any await: mails get their times in the order they were sent.
  const createdAt = identity ? new Date(identity.createdAt) : nextTimestamp();
  const dir = path.join(dataDir, OUTBOX_DIR);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, identity ? queuedName(identity) : outboxFileName(createdAt, randomBytes(6).toString('hex')));
  const content: OutboxMail = { ...mail, createdAt: createdAt.toISOString() };
  // Written under a name readers skip, then renamed: a reader never sees half a mail.
  const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600 });
  await rename(temporary, file);
  return file;
}

/** The outbox's mails, newest last; none when the outbox does not exist yet. */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = path.join(dataDir, OUTBOX_DIR);
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files = await Promise.all(
    names.filter((name) => name.endsWith('.json')).map(async (name) => ({ name, content: await readFile(path.join(dir, name), 'utf8') })),
  );
  return parseOutbox(files);
}
