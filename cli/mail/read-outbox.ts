import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { OUTBOX_DIR, parseOutbox, type OutboxMail } from '../../host/core/outbox-format';

/**
 * The outbox's mails, newest last, or null when there is no outbox. The format (names, fields, order) is
 * host/core/outbox-format's, shared with the server that writes it; the CLI does not load server code.
 */
export function readOutboxDir(dataDir: string): OutboxMail[] | null {
  const dir = path.join(dataDir, OUTBOX_DIR);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const files = names
    .filter((name) => name.endsWith('.json'))
    .map((name) => ({ name, content: readFileSync(path.join(dir, name), 'utf8') }));
  return parseOutbox(files);
}
