import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import type { LocateAnswer } from '../contract';
import { customerId, day, db, get } from './tra-fixtures';

// Seed step 'tra-demo-travels': the demo accounts' travels, and one for each extra demo staff member (VIGIL_DEMO_STAFF).
describe('travels: the demo seed', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ config: { demoStaff: 40 } });
  }, 120_000);

  afterAll(async () => {
    await server?.close();
  });

  it("gives the traveller a past, a current and a future travel; the current one approved, to a country without a test", async () => {
    const traveller = await customerId(server, 'traveller');
    const travels = await db(server).selectFrom('travels').selectAll().where('customer_id', '=', traveller).orderBy('start_date').execute();

    expect(travels.map((travel) => [travel.end_date < day(0), travel.start_date <= day(0) && day(0) <= travel.end_date, travel.start_date > day(0)])).toEqual([
      [true, false, false],
      [false, true, false],
      [false, false, true],
    ]);
    const current = travels[1];
    expect(current?.source_id).toBe(0);
    const stops = await db(server).selectFrom('travel_stops').select('country_id').where('travel_id', '=', current?.id ?? 0).execute();
    const tests = await db(server).selectFrom('quizzes').select('id').where('country_id', 'in', stops.map((stop) => stop.country_id)).execute();
    expect(tests).toEqual([]);
    expect(travels[2]?.source_id).toBe(traveller);
  });

  it('gives each extra staff member a current travel, and Locate shows each at their position', async () => {
    const staff = await db(server).selectFrom('customers').select('id').where('username', 'like', 'demo.staff.%').execute();
    const ids = staff.map((person) => person.id);
    const travels = await db(server).selectFrom('travels').select(['id', 'customer_id', 'start_date', 'end_date']).where('customer_id', 'in', ids).execute();
    const admin = await server.login('admin', 'Vigil-admin-1');
    const located = (await get(server, admin, '/travels/locate')).json<LocateAnswer>();

    expect(staff).toHaveLength(40);
    expect(new Set(travels.map((travel) => travel.customer_id)).size).toBe(40);
    expect(travels.every((travel) => travel.start_date <= day(0) && day(0) <= travel.end_date)).toBe(true);
    const onMap = located.people.filter((person) => ids.includes(person.customer_id));
    expect(onMap).toHaveLength(40);
    expect(onMap.every((person) => person.at === 'position')).toBe(true);
    // Each travels to the demo place nearest their phone: the stop's city is where their position is.
    const cities = await db(server)
      .selectFrom('travel_stops')
      .innerJoin('cities', 'cities.id', 'travel_stops.city_id')
      .select(['travel_stops.travel_id', 'cities.latitude', 'cities.longitude'])
      .where('travel_stops.travel_id', 'in', travels.map((travel) => travel.id))
      .execute();
    const cityOf = new Map(cities.map((city) => [city.travel_id, city]));
    expect(onMap.every((person) => {
      const city = cityOf.get(person.travel_id);
      return city !== undefined && Math.abs(Number(city.latitude) - person.lat) < 0.5 && Math.abs(Number(city.longitude) - person.lng) < 0.5;
    })).toBe(true);
  });
});
