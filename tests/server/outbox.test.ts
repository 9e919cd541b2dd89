import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { linksIn, outboxFileName, parseOutbox } from '../../host/core/outbox-format';
import { createMailService } from '../../host/server/mail/mail-service';
import { readOutbox, writeOutboxMail } from '../../host/server/mail/outbox';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'vigil-outbox-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

test('file names sort by time and are safe on every file system', () => {
  const name = outboxFileName(new Date('2025-01-31T09:15:00.123Z'), 'ab12');
  expect(name).toBe('2025-01-31T09-15-00-123Z-ab12.json');
  expect(outboxFileName(new Date('2025-01-31T09:15:00.124Z'), '00') > name).toBe(true);
});

test('parseOutbox keeps well-formed mails in name order and skips the rest', () => {
  const mail = (subject: string) => JSON.stringify({ to: 'a@b.c', subject, text: 't', createdAt: 'x' });
  const mails = parseOutbox([
    { name: '2025-01-02T00-00-00-000Z-b.json', content: mail('second') },
    { name: '2025-01-01T00-00-00-000Z-a.json', content: mail('first') },
    { name: '2025-01-03T00-00-00-000Z-c.json', content: '{broken' },
    { name: '2025-01-04T00-00-00-000Z-d.json', content: '{"to": 1}' },
    { name: 'readme.json', content: mail('not a mail file') },
  ]);
  expect(mails.map((item) => item.subject)).toEqual(['first', 'second']);
});

test('linksIn finds the links of a mail', () => {
  expect(linksIn('Open\nhttps://x.test/Login/newpassword/abc_-1\nor (http://y.test/a).')).toEqual([
    'https://x.test/Login/newpassword/abc_-1',
    'http://y.test/a',
  ]);
});

test('the outbox service writes one private file per mail, read back newest last', async () => {
  const mail = createMailService({ dataDir, mailFrom: 'Vigil <no-reply@vigil.example>' });
  expect(await readOutbox(dataDir)).toEqual([]);
  await mail.send({ to: 'a@example.com', subject: 'One', text: 'first' });
  await mail.send({ to: 'b@example.com', subject: 'Two', text: 'second', html: '<p>second</p>' });
  const mails = await readOutbox(dataDir);
  expect(mails).toEqual([
    { to: 'a@example.com', subject: 'One', text: 'first', createdAt: expect.any(String) },
    { to: 'b@example.com', subject: 'Two', text: 'second', html: '<p>second</p>', createdAt: expect.any(String) },
  ]);
  expect(mails[0]!.createdAt < mails[1]!.createdAt).toBe(true);
  const files = readdirSync(path.join(dataDir, 'outbox'));
  expect(files).toHaveLength(2);
  expect(statSync(path.join(dataDir, 'outbox', files[0]!)).mode & 0o077).toBe(0);
});

test('many mails in one millisecond keep their order', async () => {
  await Promise.all(Array.from({ length: 20 }, (_, index) => writeOutboxMail(dataDir, { to: 'x@y.z', subject: String(index), text: '' })));
  const subjects = (await readOutbox(dataDir)).map((mail) => Number(mail.subject));
  expect(subjects).toEqual([...subjects].sort((a, b) => a - b));
});
