import { getSettings, saveSettings, TRACKING_SETTINGS_MESSAGES } from '../contract';
import { trackingSuite } from './tracking-suite';

/** The company's tracking settings (issue 20): an admin's, each company's own, checked, upserted. */
const suite = trackingSuite();

async function storedSettings(companyId: number): Promise<unknown> {
  return suite.db.selectFrom('tracking_settings').select(['interval_seconds', 'retention_days']).where('company_id', '=', companyId).executeTakeFirst();
}

test('answers the defaults (60 s, 30 days) until the admin saves, then the saved values, stored once', async () => {
  const admin = await suite.login('admin');
  const companyId = (await suite.db.selectFrom('customers').select('company_id').where('username', '=', 'admin').executeTakeFirstOrThrow()).company_id;
  await suite.db.deleteFrom('tracking_settings').where('company_id', '=', companyId).execute();
  expect((await suite.get(getSettings.path, admin)).json()).toEqual({ interval_seconds: 60, retention_days: 30 });

  const saved = await suite.post(saveSettings.path, admin, { interval_seconds: ' 120 ', retention_days: '7' });
  expect(saved.statusCode).toBe(200);
  expect(saved.json()).toEqual({ interval_seconds: 120, retention_days: 7, message: TRACKING_SETTINGS_MESSAGES.saved });
  expect((await suite.post(saveSettings.path, admin, { interval_seconds: '3600', retention_days: '365' })).statusCode).toBe(200);
  expect(await storedSettings(companyId)).toEqual({ interval_seconds: 3600, retention_days: 365 });
  expect((await suite.get(getSettings.path, admin)).json()).toEqual({ interval_seconds: 3600, retention_days: 365 });
  await suite.post(saveSettings.path, admin, { interval_seconds: '60', retention_days: '30' });
});

test.each([
  [{ interval_seconds: '9', retention_days: '30' }, TRACKING_SETTINGS_MESSAGES.intervalRange],
  [{ interval_seconds: '3601', retention_days: '30' }, TRACKING_SETTINGS_MESSAGES.intervalRange],
  [{ interval_seconds: '1.5', retention_days: '30' }, TRACKING_SETTINGS_MESSAGES.intervalRange],
  [{ interval_seconds: '60', retention_days: '0' }, TRACKING_SETTINGS_MESSAGES.retentionRange],
  [{ interval_seconds: '60', retention_days: '366' }, TRACKING_SETTINGS_MESSAGES.retentionRange],
  [{ interval_seconds: '60', retention_days: 'a week' }, TRACKING_SETTINGS_MESSAGES.retentionRange],
])('refuses %j with 400 and says the range, storing nothing', async (fields, message) => {
  const admin = await suite.login('admin');
  const before = (await suite.get(getSettings.path, admin)).json();
  const response = await suite.post(saveSettings.path, admin, fields);
  expect(response.statusCode).toBe(400);
  expect(response.json<{ message: string }>().message).toContain(message);
  expect((await suite.get(getSettings.path, admin)).json()).toEqual(before);
});

test("is each company's own and refused to anyone but an admin", async () => {
  const admin = await suite.login('admin');
  expect((await suite.post(saveSettings.path, suite.other.adminToken, { interval_seconds: '600', retention_days: '90' })).statusCode).toBe(200);
  expect(await storedSettings(suite.other.companyId)).toEqual({ interval_seconds: 600, retention_days: 90 });
  expect((await suite.get(getSettings.path, admin)).json()).not.toEqual({ interval_seconds: 600, retention_days: 90 });

  // The traveller is a gps operator: the GPS screens are theirs, the company's rules are not.
  const traveller = await suite.login('traveller');
  expect((await suite.get(getSettings.path, traveller)).statusCode).toBe(403);
  expect((await suite.post(saveSettings.path, traveller, { interval_seconds: '10', retention_days: '1' })).statusCode).toBe(403);
});
