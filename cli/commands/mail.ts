import path from 'node:path';
import { linksIn, OUTBOX_DIR, type OutboxMail } from '../../host/core/outbox-format';
import { readOutboxDir } from '../mail/read-outbox';
import type { CliIo } from '../output/cli-io';
import { colours } from '../output/colours';

export interface MailOptions {
  dataDir?: string;
  last?: boolean;
  json?: boolean;
}

/** The server's data directory as the server finds it: --data-dir, else VIGIL_DATA_DIR, else <repo>/data. */
export function resolveDataDir(repoRoot: string, option: string | undefined, env: CliIo['env']): string {
  const chosen = option?.trim() || env.VIGIL_DATA_DIR?.trim() || 'data';
  return path.resolve(repoRoot, chosen);
}

function withLinks(mail: OutboxMail): OutboxMail & { links: string[] } {
  return { ...mail, links: linksIn(mail.text) };
}

function printList(mails: readonly OutboxMail[], io: CliIo): void {
  const paint = colours(io.isTTY, io.env);
  for (const mail of mails) {
    io.out(`${paint.dim(mail.createdAt)}  ${mail.to}  ${mail.subject}\n`);
    for (const link of linksIn(mail.text)) io.out(`    ${link}\n`);
  }
  io.out(`${mails.length} mail${mails.length === 1 ? '' : 's'}\n`);
}

function printMail(mail: OutboxMail, io: CliIo): void {
  io.out(`Date:    ${mail.createdAt}\nTo:      ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}`);
  if (!mail.text.endsWith('\n')) io.out('\n');
}

/**
 * `vigil mail`: the mails a server without SMTP wrote to its outbox (sign-up confirmations, password resets,
 * help requests), with the links they carry, so a developer can follow them.
 */
export function runMail(options: MailOptions, repoRoot: string, io: CliIo): number {
  const dataDir = resolveDataDir(repoRoot, options.dataDir, io.env);
  const mails = readOutboxDir(dataDir);
  if (options.json) {
    const list = (mails ?? []).map(withLinks);
    io.out(`${JSON.stringify(options.last ? (list.at(-1) ?? null) : list, null, 2)}\n`);
    return 0;
  }
  if (mails === null) {
    io.out(`No outbox at ${path.join(dataDir, OUTBOX_DIR)}: the server has not written any mail there yet.\n`);
    return 0;
  }
  if (mails.length === 0) {
    io.out(`The outbox at ${path.join(dataDir, OUTBOX_DIR)} is empty.\n`);
    return 0;
  }
  const newest = mails.at(-1);
  if (options.last && newest) printMail(newest, io);
  else printList(mails, io);
  return 0;
}
