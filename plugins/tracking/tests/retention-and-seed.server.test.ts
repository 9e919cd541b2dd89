import { deleteExpiredPositions } from '../server/delete-expired-positions';
import { DEMO_TRAVELLER_SECRET } from '../server/seed-demo-devices';
import { traccarFormPost } from './app-requests';
import { fixTimeAgo, trackingSuite } from './tracking-suite';

/** Positions are kept for the company's retention only (30 days by default); the seed's demo staff are tracked. */
const suite = trackingSuite();
const DAY_MS = 86_400_000;

test("deletes positions older than each company's retention, and forgets a latest fix that old", async () => {
  const demo = await suite.newEmployee('trk-kept');
  const other = await suite.other.addEmployee('trk-far', 'Fay', 'Far');
  await suite.setTracking(other, true);
  const demoDevice = await suite.pairFor(demo, 'traccar');
  const otherDevice = await suite.pair('trk-admin', 'traccar', other);
  for (const [secret, ageDays] of [[demoDevice.secret, 40], [demoDevice.secret, 20], [otherDevice.secret, 40], [otherDevice.secret, 20], [otherDevice.secret, 5]] as const) {
    const response = await traccarFormPost(suite.server, secret, { lat: ageDays, lon: 1, time: fixTimeAgo(ageDays * DAY_MS) });
    expect(response.statusCode).toBe(200);
  }
  // The second company keeps 10 days; the demo company has the default 30.
  await suite.db.insertInto('tracking_settings').values({ company_id: suite.other.companyId, interval_seconds: 60, retention_days: 10 }).execute();
  const expired = await deleteExpiredPositions(suite.db, Date.now());
  expect(expired.deleted).toBeGreaterThanOrEqual(3);
  expect((await suite.positions(demo)).map((row) => row.lat)).toEqual([20]);
  expect((await suite.positions(other)).map((row) => row.lat)).toEqual([5]);
  expect(await suite.person(demo)).toMatchObject({ lat: 20 });

  // A person whose latest fix has aged beyond the retention no longer shows anywhere.
  const later = await deleteExpiredPositions(suite.db, Date.now() + 11 * DAY_MS);
  expect(later.forgotten).toContain(demo);
  expect(await suite.positions(demo)).toHaveLength(0);
  expect(await suite.person(demo)).toMatchObject({ lat: null, lon: null, last_fix_time: null });
});

test('looks at positions expire with them', async () => {
  const watched = await suite.newEmployee('trk-watched');
  const admin = await suite.idOf('admin');
  const company = (await suite.db.selectFrom('customers').select('company_id').where('id', '=', watched).executeTakeFirstOrThrow()).company_id;
  const [old, recent] = [40, 2].map((ageDays) => new Date(Date.now() - ageDays * DAY_MS).toISOString());
  const look = (viewedAt: string) => ({ company_id: company, customer_id: watched, viewer_id: admin, place: 'list', viewed_at: viewedAt });
  await suite.db.insertInto('tracking_views').values([look(old!), look(recent!)]).execute();

  await deleteExpiredPositions(suite.db, Date.now());

  expect(await suite.db.selectFrom('tracking_views').select('viewed_at').where('customer_id', '=', watched).execute()).toEqual([{ viewed_at: recent }]);
});

test("the seed tracks traveller with a Traccar Client device whose demo secret is known, and fixes to show", async () => {
  const traveller = await suite.idOf('traveller');
  const customer = await suite.db.selectFrom('customers').select('tracking_enabled').where('id', '=', traveller).executeTakeFirstOrThrow();
  expect(customer.tracking_enabled).toBe(1);
  expect(await suite.person(traveller)).toMatchObject({ lat: expect.any(Number), lon: expect.any(Number) });
  const apps = await suite.db.selectFrom('tracking_devices').select('app').distinct().execute();
  expect(apps.map((row) => row.app).sort()).toEqual(['osmand', 'owntracks', 'traccar']);
  const admin = await suite.idOf('admin');
  expect(await suite.db.selectFrom('tracking_devices').select('id').where('customer_id', '=', admin).execute()).toHaveLength(0);
  const response = await traccarFormPost(suite.server, DEMO_TRAVELLER_SECRET, { lat: 44.4949, lon: 11.3426, time: fixTimeAgo(1_000) });
  expect(response.statusCode).toBe(200);
  expect(await suite.person(traveller)).toMatchObject({ lat: 44.4949, lon: 11.3426 });
  const settings = await suite.db.selectFrom('tracking_settings').innerJoin('companies', 'companies.id', 'tracking_settings.company_id').select(['interval_seconds', 'retention_days']).where('companies.is_demo', '=', 1).executeTakeFirstOrThrow();
  expect(settings).toEqual({ interval_seconds: 60, retention_days: 30 });
});
