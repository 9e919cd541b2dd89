import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { ACCOUNT_PATHS } from '../../host/core/api-contract';
import { addEmployee } from '../../host/core/contract/personnel';
import { demoEmail } from '../../host/server/seed/demo-accounts';
import { MAIL_NOT_SENT } from '../support/logged-errors';
import { startTestServer, type TestServer } from '../support/test-server';
import { credentials, legacyPost } from './support/legacy-request';

/** One message as the SMTP server received it: the envelope and the raw text. */
interface Received {
  from: string;
  to: string[];
  data: string;
}

/**
 * The mail path with a real SMTP conversation: VIGIL_SMTP_URL set, nodemailer talking to a local SMTP server
 * (the smtp-server package, plain text on loopback). The other suites use the outbox; this one proves that the
 * configured branch sends what the outbox would have held, and that a mail server that cannot be reached
 * loses nothing.
 */
let smtp: SMTPServer;
let smtpOpen = false;
let port: number;
const received: Received[] = [];
let server: TestServer;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let data = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (data += chunk));
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope;
        received.push({ from: mailFrom ? mailFrom.address : '', to: rcptTo.map((rcpt) => rcpt.address), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpOpen = true;
  port = (smtp.server.address() as AddressInfo).port;
  server = await startTestServer({
    plugins: [],
    config: { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Vigil <no-reply@vigil.example>' },
    // One test stops the SMTP server.
    expectedErrors: [MAIL_NOT_SENT],
  });
}, 60_000);

async function stopSmtp(): Promise<void> {
  if (!smtpOpen) return;
  smtpOpen = false;
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
}

afterAll(async () => {
  await server?.close();
  await stopSmtp();
});

test('a password reset is sent through the configured SMTP server, and not written to the outbox', async () => {
  const response = await legacyPost(server, ACCOUNT_PATHS.resetPassword, { email: demoEmail('visitor') });
  expect(response.statusCode).toBe(200);
  const mail = received.at(-1);
  expect(mail?.from).toBe('no-reply@vigil.example');
  expect(mail?.to).toEqual([demoEmail('visitor')]);
  expect(mail?.data).toMatch(/^Subject: Reset your Vigil password\r?$/m);
  expect(mail?.data).toMatch(/^From: Vigil <no-reply@vigil\.example>\r?$/m);
  // Quoted-printable may fold the line: unfold it before looking for the link.
  expect(mail?.data.replace(/=\r?\n/g, '')).toMatch(/\/Login\/newpassword\/[A-Za-z0-9_-]{43}/);
  expect(await server.outbox()).toEqual([]);
});

test('when the SMTP server cannot be reached, adding an employee answers 503 and creates nobody', async () => {
  await stopSmtp();
  const token = await server.login('admin', 'Vigil-admin-1');
  const email = 'ada.offline@demo.vigil.example';
  const response = await legacyPost(server, addEmployee.path, {
    ...credentials(server, token),
    name: 'Ada',
    surname: 'Offline',
    email,
    phone: '+1 555 0199',
  });
  expect(response.statusCode).toBe(503);
  expect(await server.server.db.selectFrom('customers').select('id').where('email', '=', email).execute()).toEqual([]);
});
