import type { OutboxMail } from '../../../host/server/mail/outbox';
import type { TestServer } from '../../support/test-server';
import type { Fields } from './legacy-request';

/** Smallest valid headers of each accepted avatar type, padded to `size` bytes. */
export function imageBytes(type: 'png' | 'jpeg' | 'webp', size = 64): Buffer {
  const head = {
    png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    webp: Buffer.concat([Buffer.from('RIFF'), Buffer.from([0, 0, 0, 0]), Buffer.from('WEBP')]),
  }[type];
  const body = Buffer.alloc(Math.max(0, size - head.length));
  for (let index = 0; index < body.length; index += 1) body[index] = (index * 7919) % 251;
  return Buffer.concat([head, body]);
}

export function dataUri(mime: string, bytes: Buffer): string {
  return `data:${mime};base64,${bytes.toString('base64')}`;
}

/** The last path segment of the link in the newest mail to `to` (the token of a confirmation or reset link). */
export async function tokenMailedTo(server: TestServer, to: string, pathPart: string): Promise<string> {
  const mail = await lastMailTo(server, to);
  const link = mail.text.match(new RegExp(`https?://\\S+${pathPart}(\\S+)`));
  if (!link?.[1]) throw new Error(`No ${pathPart} link in the mail to ${to}`);
  return link[1];
}

export async function lastMailTo(server: TestServer, to: string): Promise<OutboxMail> {
  const mails = (await server.outbox()).filter((mail) => mail.to === to);
  const mail = mails.at(-1);
  if (!mail) throw new Error(`No mail to ${to}`);
  return mail;
}

/** Sets every account token of the address to have expired a second ago. */
export async function expireTokensOf(server: TestServer, email: string): Promise<void> {
  const { db } = server.server;
  const customer = await db.selectFrom('customers').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  await db
    .updateTable('account_tokens')
    .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
    .where('customer_id', '=', customer.id)
    .execute();
}

let signUps = 0;

/**
 * A new person's sign-up form for the demo company, with `overrides`: the email and username are `stem` and a
 * number no earlier form of the test file used.
 */
export function newSignUpForm(stem: string, password: string, overrides: Fields = {}): Fields {
  signUps += 1;
  return {
    name: 'Grace',
    surname: 'Hopper',
    email: `${stem}${signUps}@example.com`,
    username: `${stem}${signUps}`,
    password,
    password_confirm: password,
    company: 'demo',
    ...overrides,
  };
}
