import { resetPassword, signUp } from '../../host/core/contract/public-area';
import { demoEmail } from '../../host/server/seed/demo-accounts';
import { startTestServer, type TestServer } from '../support/test-server';
import { lastMailTo } from './support/account-fixtures';

/**
 * Issue 13: reset and registration links are built only from the configured public URL, or from a Host the server
 * answers to. A sender chooses the Host header: `Host: attacker.example` must never produce a mail linking there.
 */

const servers: TestServer[] = [];
afterAll(async () => Promise.all(servers.map((server) => server.close())));

async function serverWith(config: Parameters<typeof startTestServer>[0] = {}): Promise<TestServer> {
  const server = await startTestServer({ plugins: [], ...config });
  servers.push(server);
  return server;
}

/** Asks for a reset of `username`'s password, sent with `host` as the Host header; answers the mailed link. */
async function resetLink(server: TestServer, username: string, host: string): Promise<string> {
  const response = await server.app.inject({
    method: 'POST',
    url: `/api${resetPassword.path}`,
    headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ email: demoEmail(username) }).toString(),
  });
  expect(response.statusCode).toBe(200);
  const mail = await lastMailTo(server, demoEmail(username));
  const link = /https?:\/\/\S+\/Login\/newpassword\/\S+/.exec(mail.text)?.[0];
  expect(link).toBeDefined();
  return link ?? '';
}

test('a reset asked with a foreign Host mails a link to the server itself, not to that host', async () => {
  const server = await serverWith();
  const link = await resetLink(server, 'visitor', 'attacker.example');
  expect(link).not.toContain('attacker.example');
  expect(new URL(link).hostname).toBe('localhost');
});

test("a reset asked through the server's own address keeps that origin", async () => {
  const server = await serverWith();
  expect(new URL(await resetLink(server, 'visitor', '127.0.0.1:8080')).host).toBe('127.0.0.1:8080');
  expect(new URL(await resetLink(server, 'visitor', 'localhost:9090')).host).toBe('localhost:9090');
});

test('the allowed host list admits the names it lists and no other', async () => {
  const server = await serverWith({ config: { allowedHosts: ['vigil.example.com'] } });
  expect(new URL(await resetLink(server, 'visitor', 'vigil.example.com')).hostname).toBe('vigil.example.com');
  const foreign = await resetLink(server, 'visitor', 'attacker.example');
  expect(foreign).not.toContain('attacker.example');
});

test('a configured public URL wins over any Host', async () => {
  const server = await serverWith({ config: { publicUrl: 'https://vigil.example.org/' } });
  expect(await resetLink(server, 'visitor', 'attacker.example')).toMatch(/^https:\/\/vigil\.example\.org\/Login\/newpassword\//);
});

test('a registration confirmation asked with a foreign Host does not link there either', async () => {
  const server = await serverWith();
  const email = 'host-header@example.com';
  const response = await server.app.inject({
    method: 'POST',
    url: `/api${signUp.path}`,
    headers: { host: 'attacker.example', 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      name: 'Hana',
      surname: 'Host',
      username: 'hana.host',
      email,
      password: 'Strong-pass-9!',
      password_confirm: 'Strong-pass-9!',
      company: 'demo',
    }).toString(),
  });
  expect(response.statusCode).toBe(200);
  const mail = await lastMailTo(server, email);
  expect(mail.text).toMatch(/https?:\/\/\S+/);
  expect(mail.text).not.toContain('attacker.example');
});
