import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import { TRA_MESSAGES, type InductionsAnswer, type TravelAnswer } from '../contract';
import { customerId, day, db, get, listTravels, post, saveTravel, travelFields, untakenTestCountry } from './tra-fixtures';

// Approval against the destinations' inductions (issue 22 "Approval"; the quiz plugin's knowledge tests).
describe('travels: approval waits for the inductions', () => {
  let server: TestServer;
  let admin: string;
  let traveller: string;
  let travellerId: number;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin', 'Vigil-admin-1');
    traveller = await server.login('traveller', 'Vigil-traveller-1');
    travellerId = await customerId(server, 'traveller');
  }, 90_000);

  afterAll(async () => {
    await server?.close();
  });

  it('refuses the approval naming the missing induction, then approves once the traveller has passed the test', async () => {
    const induction = await untakenTestCountry(server, travellerId);
    const travel = await saveTravel(server, traveller, travelFields(travellerId, 'Induction trip', 50, 55, [{ country_id: induction.countryId, date: day(50) }]));
    expect(travel.source_id).toBe(travellerId);

    const refused = await post(server, admin, '/travels/approve', { travel: String(travel.id) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: `${TRA_MESSAGES.inductionsMissing} ${induction.name}` });
    const missing = await get(server, traveller, '/travels/inductions', { travel: String(travel.id) });
    expect(missing.json<InductionsAnswer>()).toEqual({ travel: travel.id, missing: [{ country_id: induction.countryId, country_name: induction.name, quiz_id: induction.quizId }] });

    // The traveller passes the test, as the e-learning module records a passed attempt.
    await db(server)
      .insertInto('quiz_results')
      .values({ quiz_id: induction.quizId, customer_id: travellerId, correct_answers: 9, total_questions: 10, passed: 1, completed_at: new Date().toISOString() })
      .execute();
    expect((await get(server, traveller, '/travels/inductions', { travel: String(travel.id) })).json<InductionsAnswer>().missing).toEqual([]);
    const approved = await post(server, admin, '/travels/approve', { travel: String(travel.id) });
    expect(approved.statusCode).toBe(200);
    expect(approved.json<TravelAnswer>()).toMatchObject({ message: TRA_MESSAGES.travelApproved, travel: { id: travel.id, source_id: 0, can_approve: false } });
    const row = await db(server).selectFrom('travels').select(['approved_by', 'approved_at']).where('id', '=', travel.id).executeTakeFirstOrThrow();
    expect(row.approved_by).toBe(await customerId(server, 'admin'));
    expect((await listTravels(server, admin, { search: 'Induction trip' })).data[0]?.source_id).toBe(0);
  });

  it("leaves an admin's registration waiting while an induction is missing, and counts an exclusion as done", async () => {
    const newcomer = await customerId(server, 'newcomer');
    const induction = await untakenTestCountry(server, newcomer);
    const fields = travelFields(newcomer, 'Newcomer trip', 60, 62, [{ country_id: induction.countryId, date: day(60) }]);

    const waiting = await saveTravel(server, admin, fields);
    expect(waiting.source_id).toBe(await customerId(server, 'admin'));
    expect(waiting.can_approve).toBe(true);

    await db(server).insertInto('quiz_exclusions').values({ customer_id: newcomer, quiz_id: induction.quizId, created_at: new Date().toISOString() }).execute();
    const saved = await saveTravel(server, admin, { id: String(waiting.id), ...fields });
    expect(saved.source_id).toBe(0);
  });

  it('lets only admins approve (403 for a tra user), and answers 404 for an unknown travel', async () => {
    const response = await post(server, traveller, '/travels/approve', { travel: '1' });
    const unknown = await post(server, admin, '/travels/approve', { travel: '999999' });

    expect([response.statusCode, unknown.statusCode]).toEqual([403, 404]);
  });
});
