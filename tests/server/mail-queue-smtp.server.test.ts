import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { connectDatabase, type DatabaseConnection } from '../../host/server/database/connect';
import { CORE_MIGRATIONS } from '../../host/server/database/migrations/core-migrations';
import { runMigrations } from '../../host/server/database/migration-runner';
import { enqueueClaimed } from '../../host/server/mail/mail-queue';
import { createMailTransport } from '../../host/server/mail/mail-service';
import { queuedMailService } from '../../host/server/mail/queued-mail';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

/**
 * Through SMTP a mail sent again after its sender was killed between the send and the row's delete cannot be
 * taken back (at least once): it carries the same Message-ID, so the receiving side can tell it is the same mail.
 */
let database: TestDatabase;
let connection: DatabaseConnection;
let smtp: SMTPServer;
let smtpUrl: string;
const received: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  connection = await connectDatabase(database);
  await runMigrations(connection.db, CORE_MIGRATIONS);
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let data = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (data += chunk));
      stream.on('end', () => {
        received.push(data);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  await connection?.close();
  await database?.close();
});

const messageIdOf = (data: string): string | undefined => /^Message-ID: (<[^>]+>)\r?$/im.exec(data)?.[1];

test('a mail sent again after a kill carries the Message-ID of its first sending', async () => {
  const transport = createMailTransport({ dataDir: database.dataDir, smtpUrl, mailFrom: 'Vigil <no-reply@vigil.example>' });
  const queued = await enqueueClaimed(connection.db, { to: 'a@example.com', subject: 'Once', text: 'body' }, 'killed', 1, new Date());
  // The killed process had sent it; its row stayed.
  await transport.deliver(queued.mail, queued);
  await new Promise((resolve) => setTimeout(resolve, 5));
  const alive = queuedMailService(connection.db, connection.dialect, transport, { owner: 'alive', log: { warn: () => undefined } });
  expect(await alive.recover()).toBe(1);
  expect(received).toHaveLength(2);
  const [first, again] = received.map(messageIdOf);
  expect(first).toMatch(new RegExp(`^<vigil-mail-${queued.id}-\\d+@vigil\\.example>$`));
  expect(again).toBe(first);
});
