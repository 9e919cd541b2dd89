import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import type { AffectedTravels, LocateAnswer } from '../contract';
import { addPerson, cityId, countryId, customerId, day, get, listTravels, post, saveTravel, seededTravel, sendTravellerFix, travelFields } from './tra-fixtures';

// Locate (issue 22: each traveller at their newest position, else at the city of today's stop) and who is affected.
describe('travels: Locate and the travellers an alert affects', () => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin', 'Vigil-admin-1');
  }, 90_000);

  afterAll(async () => {
    await server?.close();
  });

  async function locate(fields: Record<string, string> = {}): Promise<LocateAnswer> {
    const response = await get(server, admin, '/travels/locate', fields);
    if (response.statusCode !== 200) throw new Error(`locate: ${response.statusCode} ${response.body}`);
    return response.json<LocateAnswer>();
  }

  it("puts a traveller without positions at today's stop's city, marked as the itinerary", async () => {
    const walker = await addPerson(server, 'tra-walker', ['free']);
    const nairobi = await cityId(server, 'KE', 'Nairobi');
    const kenya = await countryId(server, 'KE');
    const travel = await saveTravel(server, admin, travelFields(walker.id, 'Nairobi today', -1, 2, [{ country_id: await countryId(server, 'GH'), date: day(-1) }, { country_id: kenya, city_id: nairobi, date: day(0) }]));

    const answer = await locate();
    const placed = answer.people.find((person) => person.travel_id === travel.id);
    expect(placed).toMatchObject({ customer_id: walker.id, name: 'tra-walker Tester', at: 'itinerary', country_id: kenya, detected_at: null });
    expect([placed?.lat, placed?.lng]).toEqual([travel.georeferences[1]?.lat, travel.georeferences[1]?.lng]);
    expect(answer.countries).toEqual(expect.arrayContaining([{ id: kenya, name: 'Kenya' }]));
    const names = answer.countries.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('shows the position as updated once a fix is younger than the interval, not while it is older', async () => {
    const traveller = await customerId(server, 'traveller');
    const ghana = await countryId(server, 'GH');
    const travel = await saveTravel(server, admin, travelFields(traveller, 'Short interval', 0, 1, [{ country_id: ghana, date: day(0) }], { tracking_interval: '10000' }));
    // The seed's newest fix of the traveller is a minute old.
    const stale = (await listTravels(server, admin, { search: 'Short interval' })).data[0];
    expect((await sendTravellerFix(server, 5.61, -0.19, 3_000)).statusCode).toBe(200);
    const fresh = (await listTravels(server, admin, { search: 'Short interval' })).data[0];

    expect(stale).toMatchObject({ id: travel.id, is_position_updated: false });
    expect(fresh).toMatchObject({ id: travel.id, is_position_updated: true, customer_lat: 5.61 });
  });

  it("puts a traveller at their newest position, and the country filter keeps only today's travellers there", async () => {
    const accra = await seededTravel(server, 'Accra project review');
    const sent = await sendTravellerFix(server, 5.6037, -0.187, 0);
    expect(sent.statusCode).toBe(200);

    const ghana = await countryId(server, 'GH');
    const inGhana = await locate({ country: String(ghana) });
    expect(inGhana.people.find((person) => person.travel_id === accra.id)).toMatchObject({ at: 'position', lat: 5.6037, lng: -0.187, detected_at: expect.any(String) });
    expect(inGhana.people.every((person) => person.country_id === ghana)).toBe(true);
    expect((await locate()).people.length).toBeGreaterThan(inGhana.people.length);
    // Future and past travels are not on the map.
    const handover = await seededTravel(server, 'Lagos plant handover');
    expect((await locate()).people.some((person) => person.travel_id === handover.id)).toBe(false);
  });

  it('puts a traveller the admin does not track at the position they shared, and they see the look', async () => {
    const sharer = await addPerson(server, 'tra-sharer', ['free']);
    const kenya = await countryId(server, 'KE');
    const travel = await saveTravel(server, admin, travelFields(sharer.id, 'Shared in Kenya', 0, 1, [{ country_id: kenya, date: day(0) }]));
    expect((await post(server, sharer.token, '/tracking/sharePosition', { lat: '-1.2921', lng: '36.8219' })).statusCode).toBe(200);

    const placed = (await locate()).people.find((person) => person.travel_id === travel.id);

    expect(placed).toMatchObject({ at: 'position', lat: -1.2921, lng: 36.8219, detected_at: expect.any(String) });
    const mine = (await get(server, sharer.token, '/tracking/getMyTracking')).json<{ views: Array<{ viewer: string }> }>();
    expect(mine.views.map((view) => view.viewer)).toContain('Ada Admin');
  });

  it('counts the travellers in a country now or during the alert, with their travels', async () => {
    const nigeria = await countryId(server, 'NG');
    const shutdown = await seededTravel(server, 'Lagos plant shutdown');
    const handover = await seededTravel(server, 'Lagos plant handover');
    const audit = await seededTravel(server, 'Lagos plant audit');

    const soon = (await get(server, admin, '/travels/affected', { country: String(nigeria), to: day(10) })).json<AffectedTravels>();
    const month = (await get(server, admin, '/travels/affected', { country: String(nigeria) })).json<AffectedTravels>();

    expect(soon).toEqual({ country_id: nigeria, count: 1, travels: [shutdown.id] });
    expect(month.travels).toEqual([shutdown.id, handover.id].sort((a, b) => a - b));
    expect(month.count).toBe(2);
    expect(month.travels).not.toContain(audit.id);
    const bad = await get(server, admin, '/travels/affected', { country: String(nigeria), to: '2031-02-30' });
    expect(bad.statusCode).toBe(400);
  });

  it("counts a stop only on the days it holds: a country left before the window is not affected", async () => {
    const walker = await addPerson(server, 'tra-passer', ['free']);
    const egypt = await countryId(server, 'EG');
    const kenya = await countryId(server, 'KE');
    const travel = await saveTravel(server, admin, travelFields(walker.id, 'Passing through', -5, 5, [{ country_id: egypt, date: day(-5) }, { country_id: kenya, date: day(-2) }]));

    const nowInEgypt = (await get(server, admin, '/travels/affected', { country: String(egypt) })).json<AffectedTravels>();
    const nowInKenya = (await get(server, admin, '/travels/affected', { country: String(kenya) })).json<AffectedTravels>();

    expect(nowInEgypt.travels).not.toContain(travel.id);
    expect(nowInKenya.travels).toContain(travel.id);
  });
});
