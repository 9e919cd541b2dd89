import { addOtherCompany, type OtherCompany } from '../../../tests/server/support/other-company';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import type { City, TravelDetailAnswer } from '../contract';
import { addPerson, countryId, customerId, day, get, listTravels, saveTravel, seededTravel, travelFields } from './tra-fixtures';

// The list, the cities and the GPS detail's Travel panel, on the seeded demo travels (seed-demo-travels.ts).
describe('travels: the list, the cities and the travel detail', () => {
  let server: TestServer;
  let admin: string;
  let other: OtherCompany;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin', 'Vigil-admin-1');
    other = await addOtherCompany(server, 'tralist');
  }, 90_000);

  afterAll(async () => {
    await server?.close();
  });

  it("lists the company's travels newest start first, each with its itinerary, levels, places and the traveller's position", async () => {
    const page = await listTravels(server, admin);

    expect(page.page).toBe(1);
    expect(page.page_size).toBe(50);
    expect(page.total).toBe(page.data.length);
    const starts = page.data.map((travel) => travel.start_date);
    expect(starts).toEqual([...starts].sort().reverse());
    const accra = page.data.find((travel) => travel.travel_name === 'Accra project review');
    expect(accra).toMatchObject({ customer_name: 'Tom Traveller', source_id: 0, tracking_interval: 300_000, can_edit: true, can_approve: false });
    expect(accra?.georeferences.map((stop) => [stop.country_isocode2, stop.city_name])).toEqual([['GH', 'Accra'], ['GH', 'Kumasi']]);
    expect(accra?.georeferences[0]).toMatchObject({ country_name: 'Ghana', country_isocode3: 'GHA', lat: expect.any(Number), lng: expect.any(Number) });
    const level = accra?.georeferences[0]?.country_level;
    expect(level === null || (typeof level === 'number' && level >= 0 && level <= 3)).toBe(true);
    // The demo traveller is tracked, their newest fix a minute old: younger than the 5 minutes of the interval.
    expect(accra).toMatchObject({ customer_lat: expect.any(Number), customer_detected_at: expect.any(String), is_position_updated: true });
    const pending = page.data.find((travel) => travel.travel_name === 'Lagos plant handover');
    expect(pending?.source_id).toBe(await customerId(server, 'traveller'));
    expect(pending?.can_approve).toBe(true);
  });

  it('pages the list, and counts every travel apart', async () => {
    const all = await listTravels(server, admin);
    const second = await listTravels(server, admin, { page: '2', page_size: '3' });

    expect(second).toMatchObject({ page: 2, page_size: 3, total: all.total });
    expect(second.data.map((travel) => travel.id)).toEqual(all.data.slice(3, 6).map((travel) => travel.id));
    const refused = await get(server, admin, '/travels', { page_size: '201' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'page_size' });
  });

  it("searches the travel's and the traveller's name, whatever the case, taking % literally", async () => {
    const byTraveller = await listTravels(server, admin, { search: 'chioma okafor' });
    const byTravel = await listTravels(server, admin, { search: 'NORDIC' });
    const literal = await listTravels(server, admin, { search: '%' });

    expect(byTraveller.data.map((travel) => travel.travel_name)).toEqual(['Lagos plant shutdown']);
    expect(byTraveller.total).toBe(1);
    expect(byTravel.data.map((travel) => travel.customer_name)).toEqual(['Sofia Lindqvist']);
    expect(literal.total).toBe(0);
  });

  it("lets a tra user change only the travels they registered or that are theirs, and approve none", async () => {
    const clerk = await addPerson(server, 'tra-lister', ['tra']);
    const own = await saveTravel(server, clerk.token, travelFields(clerk.id, 'Clerk trip', 40, 42, [{ country_id: await countryId(server, 'KE'), date: day(40) }]));
    const page = await listTravels(server, clerk.token);

    expect(page.data.find((travel) => travel.id === own.id)).toMatchObject({ can_edit: true, can_approve: false });
    expect(page.data.find((travel) => travel.travel_name === 'Accra project review')).toMatchObject({ can_edit: false, can_approve: false });
  });

  it("answers a country's cities, most populous first, and 404 for an unknown country", async () => {
    const response = await get(server, admin, '/travels/cities', { country: String(await countryId(server, 'GH')) });
    const unknown = await get(server, admin, '/travels/cities', { country: '999999' });

    expect(response.statusCode).toBe(200);
    const cities = response.json<City[]>();
    expect(cities.length).toBeGreaterThan(1);
    expect(cities.length).toBeLessThanOrEqual(500);
    expect(cities.some((city) => city.name === 'Accra' && city.is_capital)).toBe(true);
    expect(unknown.statusCode).toBe(404);
  });

  it("answers a person's current travel with its countries and cities in itinerary order, else their next, else null", async () => {
    const traveller = await get(server, admin, '/travels/getTravelDetail', { employee: String(await customerId(server, 'traveller')) });
    const analyst = await get(server, admin, '/travels/getTravelDetail', { employee: String(await customerId(server, 'analyst')) });
    const visitor = await get(server, admin, '/travels/getTravelDetail', { employee: String(await customerId(server, 'visitor')) });

    expect(traveller.json<TravelDetailAnswer>().travel).toMatchObject({
      travel_name: 'Accra project review',
      countries: [{ name: 'Ghana', cities: [{ city: 'Accra' }, { city: 'Kumasi' }] }],
      reference_email: 'travel.desk@example.com',
      approved: true,
    });
    expect(analyst.json<TravelDetailAnswer>().travel).toMatchObject({ travel_name: 'Tokyo risk seminar', countries: [{ name: 'Japan' }] });
    expect(visitor.json<TravelDetailAnswer>()).toEqual({ travel: null });
  });

  it("keeps to the company: another company's admin sees none of these travels, nor their people's details", async () => {
    const accra = await seededTravel(server, 'Accra project review');
    const page = await listTravels(server, other.adminToken);
    const detail = await get(server, other.adminToken, '/travels/getTravelDetail', { employee: String(accra.customer_id) });
    const inductions = await get(server, other.adminToken, '/travels/inductions', { travel: String(accra.id) });

    expect(page).toMatchObject({ total: 0, data: [] });
    expect([detail.statusCode, inductions.statusCode]).toEqual([404, 404]);
  });
});
