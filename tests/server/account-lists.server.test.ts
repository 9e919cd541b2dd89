import type { AcceptPrivacyAnswer, CheckLoginTokenResponse, EmployeeDetail, MonitoredCountry } from '../../host/core/api-contract';
import { VALIDATION_MESSAGES as M } from '../../host/core/messages';
import { askHelp } from '../../host/core/contract/help';
import { getHighlightedCountries, highlightCountry, highlightCountryLevel } from '../../host/core/contract/monitored-countries';
import { deleteAlert, getEmployeeDetail } from '../../host/core/contract/profile';
import { acceptPrivacy, checkLoginToken } from '../../host/core/contract/session';
import { MAIL_NOT_SENT } from '../support/logged-errors';
import { startTestServer, type TestServer } from '../support/test-server';
import { lastMailTo } from './support/account-fixtures';
import { credentials, legacyGet, legacyPost, type Fields } from './support/legacy-request';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ plugins: [], config: { supportEmail: 'help@vigil.test' } });
}, 60_000);
afterAll(async () => server?.close());

const post = (token: string, path: string, fields: Fields = {}) => legacyPost(server, path, { ...credentials(server, token), ...fields });
const countryId = async (iso2: string) =>
  (await server.server.db.selectFrom('countries').select('id').where('iso2', '=', iso2).executeTakeFirstOrThrow()).id;
const monitored = async (token: string) =>
  (await legacyGet(server, getHighlightedCountries.path, credentials(server, token))).json<MonitoredCountry[]>();

describe('monitored countries', () => {
  test('the demo analyst monitors two countries with levels, sorted by name', async () => {
    const token = await server.login('analyst', 'Vigil-analyst-1');
    expect(await monitored(token)).toEqual([
      { id: await countryId('FR'), name: 'France', iso2: 'FR', level_alert: ['medium'] },
      { id: await countryId('IT'), name: 'Italy', iso2: 'IT', level_alert: ['high', 'extreme'] },
    ]);
  });

  test('highlightCountry adds and removes; unknown countries are refused', async () => {
    const token = await server.login('visitor', 'Vigil-visitor-1');
    const spain = String(await countryId('ES'));
    expect((await post(token, highlightCountry.path, { country: spain })).json()).toEqual({ message: 'Country added' });
    expect((await post(token, highlightCountry.path, { country: String(await countryId('AT')) })).json()).toEqual({ message: 'Country added' });
    expect((await monitored(token)).map((country) => country.name)).toEqual(['Austria', 'Spain']);
    expect((await post(token, highlightCountry.path, { country: spain })).json()).toEqual({ message: 'Country removed' });
    expect((await monitored(token)).map((country) => country.iso2)).toEqual(['AT']);
    expect((await post(token, highlightCountry.path, { country: '999999' })).json()).toMatchObject({ statusCode: 400, field: 'country', message: 'Unknown country' });
    expect((await post(token, highlightCountry.path, {})).json()).toMatchObject({ statusCode: 400, field: 'country' });
  });

  test('highlightCountryLevel toggles a level of a monitored country', async () => {
    const token = await server.login('traveller', 'Vigil-traveller-1');
    const germany = String(await countryId('DE'));
    const level = (value: string, country = germany) => post(token, highlightCountryLevel.path, { country, level: value });
    expect((await level('high')).json()).toMatchObject({ statusCode: 400, field: 'country', message: 'This country is not among your monitored countries' });
    await post(token, highlightCountry.path, { country: germany });
    expect((await level('extreme')).json()).toEqual({ message: 'Monitored countries updated' });
    await level('low');
    expect((await monitored(token))[0]?.level_alert).toEqual(['low', 'extreme']);
    await level('extreme');
    expect((await monitored(token))[0]?.level_alert).toEqual(['low']);
    expect((await level('severe')).json()).toMatchObject({ statusCode: 400, field: 'level' });
  });
});

describe('notifications', () => {
  test("deleteAlert removes one of the own notifications only (an admin's deletes: messages-read-delete)", async () => {
    const token = await server.login('visitor', 'Vigil-visitor-1');
    // Another user who may not send messages (an admin may delete theirs: tests/server/messages-read-delete).
    const other = await server.login('analyst', 'Vigil-analyst-1');
    const alerts = (await legacyGet(server, getEmployeeDetail.path, credentials(server, token))).json<EmployeeDetail>().alerts;
    expect(alerts).toHaveLength(3);
    const first = String(alerts[0]?.id);
    expect((await post(other, deleteAlert.path, { alert: first })).statusCode).toBe(404);
    expect((await post(token, deleteAlert.path, { alert: first })).json()).toEqual({ message: 'Alert delete succesfully' });
    expect((await post(token, deleteAlert.path, { alert: first })).statusCode).toBe(404);
    const after = (await legacyGet(server, getEmployeeDetail.path, credentials(server, token))).json<EmployeeDetail>().alerts;
    expect(after.map((alert) => alert.id)).toEqual(alerts.slice(1).map((alert) => alert.id));
    expect((await post(token, deleteAlert.path, { alert: 'x' })).json()).toMatchObject({ statusCode: 400, field: 'alert' });
  });
});

describe('privacy', () => {
  test('acceptPrivacy stores the date, which the session then answers', async () => {
    const token = await server.login('newcomer', 'Vigil-newcomer-1');
    const check = async () => (await post(token, checkLoginToken.path)).json<CheckLoginTokenResponse>();
    expect((await check()).privacyCheckedDate).toBeNull();
    for (const value of ['0', '', 'yes']) {
      expect((await post(token, acceptPrivacy.path, { privacy: value })).json()).toMatchObject({ statusCode: 400, field: 'privacy' });
    }
    const response = await post(token, acceptPrivacy.path, { privacy: '1' });
    expect(response.statusCode).toBe(200);
    const answer = response.json<AcceptPrivacyAnswer>();
    expect(answer).toEqual({ message: expect.any(String), privacyCheckedDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect((await check()).privacyCheckedDate).toBe(answer.privacyCheckedDate);
  });
});

describe('askHelp', () => {
  test('mails support with the sender and keeps the message', async () => {
    const token = await server.login('traveller', 'Vigil-traveller-1');
    const response = await post(token, askHelp.path, { message: 'My map does not load.\nPlease help.' });
    expect(response.json()).toEqual({ message: 'Your message has been sent' });
    const mail = await lastMailTo(server, 'help@vigil.test');
    expect(mail.subject).toBe('Help request from Tom Traveller');
    expect(mail.text).toContain('From: Tom Traveller <traveller@demo.vigil.example>');
    expect(mail.text).toContain('My map does not load.\nPlease help.');
    const stored = await server.server.db.selectFrom('help_requests').select('message').execute();
    expect(stored.map((row) => row.message)).toContain('My map does not load.\nPlease help.');
  });

  test('needs a message of at most 5000 characters', async () => {
    const token = await server.login('traveller', 'Vigil-traveller-1');
    expect((await post(token, askHelp.path, { message: '  ' })).json()).toMatchObject({ statusCode: 400, field: 'message', message: M.required });
    expect((await post(token, askHelp.path, { message: 'x'.repeat(5001) })).json()).toMatchObject({ statusCode: 400, field: 'message' });
    expect((await post(token, askHelp.path, { message: 'x'.repeat(5000) })).statusCode).toBe(200);
  });

  test('a failing mail answers 503 and keeps nothing', async () => {
    const failing = await startTestServer({ plugins: [], mail: { send: () => Promise.reject(new Error('down')) }, expectedErrors: [MAIL_NOT_SENT] });
    try {
      const token = await failing.login('admin', 'Vigil-admin-1');
      const response = await legacyPost(failing, askHelp.path, { ...credentials(failing, token), message: 'hello' });
      expect(response.statusCode).toBe(503);
      expect(await failing.server.db.selectFrom('help_requests').selectAll().execute()).toEqual([]);
    } finally {
      await failing.close();
    }
  }, 60_000);
});
