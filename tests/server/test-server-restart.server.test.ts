import http from 'node:http';
import type { EmployeeDetail, MonitoredCountry } from '../../host/core/api-contract';
import { getHighlightedCountries, highlightCountry } from '../../host/core/contract/monitored-countries';
import { getEmployeeDetail } from '../../host/core/contract/profile';
import { resetPassword } from '../../host/core/contract/public-area';
import { acceptPrivacy, checkLoginToken } from '../../host/core/contract/session';
import { DEMO_NOTIFICATIONS } from '../../host/server/seed/demo-account-content';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ plugins: [], listen: true });
}, 60_000);
afterAll(async () => server?.close());

/** A POST over a new connection each time (as a reloaded page would open), through the real port. */
function call<T>(path: string, fields: Record<string, string>): Promise<{ status: number; body: T }> {
  return new Promise((resolve, reject) => {
    const body = new URLSearchParams(fields).toString();
    const headers = { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) };
    const request = http.request(`${server.url}/api${path}`, { method: 'POST', headers, agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as T }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

test('restart() keeps the address, the data directory and the saved account data', async () => {
  const { url, dataDir } = server;
  const token = await server.login('visitor', 'Vigil-visitor-1');
  const auth = { login_token: token, app_token: server.appToken };
  const italy = (await server.server.db.selectFrom('countries').select('id').where('iso2', '=', 'IT').executeTakeFirstOrThrow()).id;
  await call(highlightCountry.path, { ...auth, country: String(italy) });
  await call(acceptPrivacy.path, { ...auth, privacy: '1' });
  await call(resetPassword.path, { email: 'visitor@demo.vigil.example' });
  const mailsBefore = await server.outbox();

  await server.restart();

  expect(server.url).toBe(url);
  expect(server.dataDir).toBe(dataDir);
  expect((await call(checkLoginToken.path, auth)).status).toBe(200);
  const countries = await call<MonitoredCountry[]>(getHighlightedCountries.path, auth);
  expect(countries.body.map((country) => country.iso2)).toEqual(['IT']);
  const detail = await call<EmployeeDetail>(getEmployeeDetail.path, auth);
  expect(detail.body.alerts.map((alert) => alert.content)).toEqual([...DEMO_NOTIFICATIONS]);
  expect(await server.outbox()).toEqual(mailsBefore);
  expect(mailsBefore.at(-1)?.text).toContain(`${url}/Login/newpassword/`);
}, 60_000);

test('the seed step runs once: not again at a restart, but on an installation that lacks it', async () => {
  const count = async () => Number((await server.server.db.selectFrom('notifications').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const seeded = await count();
  expect(seeded).toBe(15);
  await server.restart();
  expect(await count()).toBe(15);
  // An installation from before the step: no record of it and no content.
  await server.server.db.deleteFrom('seed_steps').execute();
  await server.server.db.deleteFrom('notifications').execute();
  await server.server.db.deleteFrom('monitored_countries').execute();
  await server.restart();
  expect(await count()).toBe(15);
  const analyst = await server.login('analyst', 'Vigil-analyst-1');
  const countries = await call<MonitoredCountry[]>(getHighlightedCountries.path, { login_token: analyst, app_token: server.appToken });
  expect(countries.body.map((country) => country.iso2)).toEqual(['FR', 'IT']);
}, 60_000);
