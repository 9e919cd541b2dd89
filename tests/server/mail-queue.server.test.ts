import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connectDatabase, type DatabaseConnection } from '../../host/server/database/connect';
import { CORE_MIGRATIONS } from '../../host/server/database/migrations/core-migrations';
import { runMigrations } from '../../host/server/database/migration-runner';
import { enqueueClaimed, pendingMails } from '../../host/server/mail/mail-queue';
import { createMailTransport } from '../../host/server/mail/mail-service';
import { readOutbox } from '../../host/server/mail/outbox';
import { queuedMailService } from '../../host/server/mail/queued-mail';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/** Issue 23: a mail goes through the queue, so a sender killed mid-send leaves it to another, sent once (both dialects). */
let database: TestDatabase;
let connection: DatabaseConnection;
let outboxDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  connection = await connectDatabase(database);
  await runMigrations(connection.db, CORE_MIGRATIONS);
});

beforeEach(async () => {
  outboxDir = mkdtempSync(path.join(os.tmpdir(), 'vigil-mail-queue-'));
  await connection.db.deleteFrom('mail_queue').execute();
});

afterEach(() => rmSync(outboxDir, { recursive: true, force: true }));

afterAll(async () => {
  await connection?.close();
  await database?.close();
});

const quiet = { warn: () => undefined };
const mail = (n: number): { to: string; subject: string; text: string } => ({ to: `p${n}@example.com`, subject: `Mail ${n}`, text: `body ${n}` });

function service(owner: string, leaseMs = 60_000): ReturnType<typeof queuedMailService> {
  return queuedMailService(connection.db, connection.dialect, createMailTransport({ dataDir: outboxDir, mailFrom: 'Vigil <no-reply@vigil.example>' }), { owner, leaseMs, log: quiet });
}

test('a sent mail is in the outbox once and leaves nothing queued', async () => {
  await service('a').send(mail(1));
  expect((await readOutbox(outboxDir)).map((one) => one.subject)).toEqual(['Mail 1']);
  expect(await pendingMails(connection.db)).toBe(0);
});

test('a mail that cannot be delivered fails its request and is not sent later', async () => {
  const failing = queuedMailService(connection.db, connection.dialect, { deliver: () => Promise.reject(new Error('SMTP down')) }, { owner: 'a', log: quiet });
  await expect(failing.send(mail(2))).rejects.toThrow('SMTP down');
  expect(await pendingMails(connection.db)).toBe(0);
});

test('a mail whose sender died is sent by another process once its lease is over, and only then', async () => {
  // What a process killed between the write and the send leaves behind.
  await enqueueClaimed(connection.db, mail(3), 'dead', 300, new Date());
  const alive = service('alive');
  expect(await alive.recover()).toBe(0);
  await new Promise((resolve) => setTimeout(resolve, 350));
  expect(await alive.recover()).toBe(1);
  expect(await alive.recover()).toBe(0);
  expect((await readOutbox(outboxDir)).map((one) => one.subject)).toEqual(['Mail 3']);
  expect(await pendingMails(connection.db)).toBe(0);
});

test('a mail written to the outbox again after a kill replaces its own file', async () => {
  const queued = await enqueueClaimed(connection.db, mail(4), 'dead', 1, new Date());
  // The dead process had written it but not deleted the row.
  await createMailTransport({ dataDir: outboxDir, mailFrom: 'x' }).deliver(queued.mail, queued);
  await new Promise((resolve) => setTimeout(resolve, 5));
  expect(await service('alive').recover()).toBe(1);
  expect((await readOutbox(outboxDir)).map((one) => one.subject)).toEqual(['Mail 4']);
});

test('processes recovering at once each send other mails: 60 abandoned mails, each once', async () => {
  for (let n = 0; n < 60; n += 1) await enqueueClaimed(connection.db, mail(100 + n), 'dead', 1, new Date());
  await new Promise((resolve) => setTimeout(resolve, 5));
  const senders = ['s1', 's2', 's3'].map((owner) => service(owner));
  let delivered = 0;
  for (;;) {
    const sent = await Promise.all(senders.map((sender) => sender.recover()));
    delivered += sent.reduce((sum, count) => sum + count, 0);
    if (sent.every((count) => count === 0)) break;
  }
  // Counted as delivered, not as files: a second delivery would overwrite its file and hide.
  expect(delivered).toBe(60);
  const subjects = (await readOutbox(outboxDir)).map((one) => one.subject).sort();
  expect(subjects).toHaveLength(60);
  expect(new Set(subjects).size).toBe(60);
  expect(await pendingMails(connection.db)).toBe(0);
});

test('a mail sent within the caller’s transaction is queued in it: a rollback takes a left row with it', async () => {
  const sender = queuedMailService(connection.db, connection.dialect, { deliver: () => Promise.resolve() }, { owner: 'a', log: quiet });
  await connection.db
    .transaction()
    .execute(async (trx) => {
      await sender.send(mail(5), trx);
      expect(await pendingMails(trx)).toBe(0);
      // What a request killed between its send and its commit leaves in its transaction.
      await enqueueClaimed(trx, mail(6), 'killed', 1, new Date());
      expect(await pendingMails(trx)).toBe(1);
      throw new Error('rolled back');
    })
    .catch(() => undefined);
  expect(await pendingMails(connection.db)).toBe(0);
});
