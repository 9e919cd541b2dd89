/**
 * The local mail outbox (used when no SMTP server is configured): one JSON file per mail in `<dataDir>/outbox/`.
 * The server writes it, the `vigil mail` command and the tests read it; this module is the format both share,
 * without file access (host/core runs in the browser too). The readers only list and read the files.
 */

export const OUTBOX_DIR = 'outbox';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** ISO-8601 time the mail was written. */
  createdAt: string;
}

/** An outbox file as a reader found it. */
export interface OutboxFile {
  name: string;
  content: string;
}

const FILE_NAME = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[A-Za-z0-9_-]+\.json$/;

/**
 * `2025-01-31T09-15-00-123Z-<random>.json`: the ISO time with ':' and '.' replaced (file-name safe everywhere),
 * so names sort by time. The random part keeps two mails of one millisecond apart.
 */
export function outboxFileName(createdAt: Date, random: string): string {
  return `${createdAt.toISOString().replace(/[:.]/g, '-')}-${random}.json`;
}

function isOutboxMail(value: unknown): value is OutboxMail {
  if (typeof value !== 'object' || value === null) return false;
  const mail = value as Record<string, unknown>;
  return (
    typeof mail.to === 'string' &&
    typeof mail.subject === 'string' &&
    typeof mail.text === 'string' &&
    typeof mail.createdAt === 'string' &&
    (mail.html === undefined || typeof mail.html === 'string')
  );
}

/** The mails among the files, oldest first (newest last); other and malformed files are skipped. */
export function parseOutbox(files: readonly OutboxFile[]): OutboxMail[] {
  const mails: OutboxMail[] = [];
  for (const file of [...files].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    if (!FILE_NAME.test(file.name)) continue;
    try {
      const value: unknown = JSON.parse(file.content);
      if (isOutboxMail(value)) mails.push(value);
    } catch {
      // A file being written by another process, or edited by hand: not a mail.
    }
  }
  return mails;
}

/** The http(s) links in a mail's text, in order (confirmation and reset links). */
export function linksIn(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"')]+/g) ?? [];
}
