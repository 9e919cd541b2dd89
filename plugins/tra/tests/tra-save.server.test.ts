import { addOtherCompany, type OtherCompany } from '../../../tests/server/support/other-company';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import { GEOREFERENCES_MAX, TRA_MESSAGES } from '../contract';
import { addPerson, cityId, countryId, customerId, day, db, post, saveTravel, seededTravel, travelFields, type StopFields } from './tra-fixtures';

// tra.saveTravel's checks and rights, and tra.deleteTravel (issue 22; docs/decisions.md).
describe('travels: saving and deleting', () => {
  let server: TestServer;
  let admin: string;
  let other: OtherCompany;
  let traveller: number;
  let ghana: number;
  let accra: number;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin', 'Vigil-admin-1');
    other = await addOtherCompany(server, 'trasave');
    traveller = await customerId(server, 'traveller');
    ghana = await countryId(server, 'GH');
    accra = await cityId(server, 'GH', 'Accra');
  }, 90_000);

  afterAll(async () => {
    await server?.close();
  });

  const inGhana = (from = 30): StopFields[] => [{ country_id: ghana, city_id: accra, date: day(from) }];

  async function refusal(fields: Record<string, string>, token = admin): Promise<{ statusCode: number; message: string; field?: string }> {
    const response = await post(server, token, '/travels/save', fields);
    return { statusCode: response.statusCode, ...response.json<{ message: string; field?: string }>() };
  }

  it('registers an admin\'s travel to a country without an induction as approved, its itinerary in order', async () => {
    const kumasi = await cityId(server, 'GH', 'Kumasi');
    const travel = await saveTravel(
      server,
      admin,
      travelFields(traveller, 'Ghana tour', 30, 36, [{ country_id: ghana, city_id: kumasi, date: day(33) }, { country_id: ghana, city_id: accra, date: day(30) }], {
        reference_name: 'Desk',
        tracking_interval: '60000',
      }),
    );

    expect(travel).toMatchObject({ travel_name: 'Ghana tour', customer_id: traveller, source_id: 0, tracking_interval: 60_000, reference_name: 'Desk', reference_phone: '' });
    expect(travel.georeferences.map((stop) => [stop.city_name, stop.date])).toEqual([['Accra', day(30)], ['Kumasi', day(33)]]);
    const row = await db(server).selectFrom('travels').select(['approved_by', 'created_by']).where('id', '=', travel.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ approved_by: await customerId(server, 'admin'), created_by: await customerId(server, 'admin') });
  });

  it.each([
    ['end before start', { end_date: day(29) }, TRA_MESSAGES.datesOrder, 'end_date'],
    ['no stop', { georeferences: '[]' }, TRA_MESSAGES.noGeoreference, 'georeferences'],
    ['malformed JSON', { georeferences: '[{"country_id":' }, TRA_MESSAGES.georeferences, 'georeferences'],
    ['not a list', { georeferences: '{"country_id":1}' }, TRA_MESSAGES.georeferences, 'georeferences'],
    ['an unknown key', { georeferences: `[{"country_id":1,"city_id":null,"date":"${day(30)}","x":1}]` }, TRA_MESSAGES.georeferences, 'georeferences'],
    ['an id beyond the database', { georeferences: `[{"country_id":99999999999,"city_id":null,"date":"${day(30)}"}]` }, TRA_MESSAGES.georeferences, 'georeferences'],
    ['a text id', { georeferences: `[{"country_id":"1","city_id":null,"date":"${day(30)}"}]` }, TRA_MESSAGES.georeferences, 'georeferences'],
    ['a stop on no real day', { start_date: '2031-02-01', end_date: '2031-03-05', georeferences: '[{"country_id":1,"city_id":null,"date":"2031-02-30"}]' }, 'Not a valid date', 'georeferences'],
    ['a start on no real day', { start_date: '2031-02-29' }, 'Not a valid date', 'start_date'],
    ['an unknown country', { georeferences: `[{"country_id":999999,"city_id":null,"date":"${day(30)}"}]` }, TRA_MESSAGES.unknownCountry, 'georeferences'],
    ['a stop outside the dates', { georeferences: `[{"country_id":1,"city_id":null,"date":"${day(40)}"}]` }, TRA_MESSAGES.stopOutsideTravel, 'georeferences'],
    ['an interval too short', { tracking_interval: '9999' }, TRA_MESSAGES.intervalRange, 'tracking_interval'],
    ['an interval too long', { tracking_interval: '86400001' }, TRA_MESSAGES.intervalRange, 'tracking_interval'],
    ['no name', { travel_name: '  ' }, 'Must be compiled', 'travel_name'],
  ])('refuses %s (400 with its message and field)', async (_, change, message, field) => {
    expect(await refusal({ ...travelFields(traveller, 'Bad', 30, 36, inGhana()), ...change })).toEqual({ statusCode: 400, error: 'Bad Request', message, field });
  });

  it('refuses a city of another country, and more stops than an itinerary holds', async () => {
    const lagos = await cityId(server, 'NG', 'Lagos');
    const tooMany = Array.from({ length: GEOREFERENCES_MAX + 1 }, () => ({ country_id: ghana, date: day(30) }));

    expect(await refusal(travelFields(traveller, 'Bad', 30, 36, [{ country_id: ghana, city_id: lagos, date: day(30) }]))).toMatchObject({ statusCode: 400, message: TRA_MESSAGES.unknownCity });
    expect(await refusal(travelFields(traveller, 'Bad', 30, 36, tooMany))).toMatchObject({ statusCode: 400, message: TRA_MESSAGES.georeferences });
  });

  it("refuses a traveller of another company (404), and touches nothing of another company's", async () => {
    const stranger = await other.addEmployee('tra-stranger', 'Stan', 'Stranger');
    const accraTravel = await seededTravel(server, 'Accra project review');

    expect(await refusal(travelFields(stranger, 'Bad', 30, 36, inGhana()))).toMatchObject({ statusCode: 404, message: TRA_MESSAGES.notInCompany });
    const edit = await post(server, other.adminToken, '/travels/save', { id: String(accraTravel.id), ...travelFields(traveller, 'Taken', 30, 36, inGhana()) });
    const removal = await post(server, other.adminToken, '/travels/delete', { travel: String(accraTravel.id) });
    const approval = await post(server, other.adminToken, '/travels/approve', { travel: String(accraTravel.id) });
    expect([edit.statusCode, removal.statusCode, approval.statusCode]).toEqual([404, 404, 404]);
    expect(await seededTravel(server, 'Accra project review')).toEqual(accraTravel);
  });

  it("lets a tra user change and delete only their own registrations and travels; theirs wait for approval", async () => {
    const clerk = await addPerson(server, 'tra-clerk', ['tra']);
    const accraTravel = await seededTravel(server, 'Accra project review');
    const forColleague = await saveTravel(server, clerk.token, travelFields(traveller, 'Registered by the clerk', 30, 36, inGhana()));

    expect(forColleague.source_id).toBe(clerk.id);
    const edit = await post(server, clerk.token, '/travels/save', { id: String(accraTravel.id), ...travelFields(traveller, 'Hijacked', 30, 36, inGhana()) });
    const removal = await post(server, clerk.token, '/travels/delete', { travel: String(accraTravel.id) });
    const approval = await post(server, clerk.token, '/travels/approve', { travel: String(forColleague.id) });
    expect([edit.statusCode, removal.statusCode, approval.statusCode]).toEqual([403, 403, 403]);
    expect(edit.json()).toMatchObject({ message: TRA_MESSAGES.notYours });

    const changed = await saveTravel(server, clerk.token, { id: String(forColleague.id), ...travelFields(traveller, 'Renamed by the clerk', 31, 36, inGhana(31)) });
    expect(changed).toMatchObject({ id: forColleague.id, travel_name: 'Renamed by the clerk', start_date: day(31) });
    const deleted = await post(server, clerk.token, '/travels/delete', { travel: String(forColleague.id) });
    expect(deleted.json()).toEqual({ message: TRA_MESSAGES.travelDeleted });
    expect(await db(server).selectFrom('travel_stops').select('id').where('travel_id', '=', forColleague.id).execute()).toEqual([]);
  });

  it("lets the traveller change their own travel, which then waits again", async () => {
    const token = await server.login('traveller', 'Vigil-traveller-1');
    const own = await seededTravel(server, 'Accra project review');
    const changed = await saveTravel(server, token, { id: String(own.id), ...travelFields(traveller, 'Accra project review', -2, 6, [{ country_id: ghana, city_id: accra, date: day(-2) }]) });

    expect(changed).toMatchObject({ source_id: traveller, end_date: day(6), can_approve: false, can_edit: true });
  });

  it('answers 404 for a travel that does not exist', async () => {
    const response = await post(server, admin, '/travels/delete', { travel: '999999' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: TRA_MESSAGES.travelNotFound });
  });
});
