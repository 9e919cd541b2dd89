import { getEmployeeDetail, type EmployeeDetail } from '@vigil/core';
import { dataUri, imageBytes, lastMailTo } from '../../../tests/server/support/account-fixtures';
import { addOtherCompany } from '../../../tests/server/support/other-company';
import { addTravelRow } from '../../../tests/server/support/travel-rows';
import { pluginManifests } from '../../../tests/support/plugin-manifests';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import { contact, TRA_MESSAGES } from '../contract';
import { addPerson, db, day, get, post } from './tra-fixtures';

/**
 * POST /tra/contact (spec part 2 §5, §8; issue 22): each traveller of the chosen travels gets the message once,
 * where the GPS detail's messages arrive (their Alerts and a mail in their language), with position asking them to
 * share it from /Tracking; the form's refusals are the spec's.
 */
let server: TestServer;
const BASE_URL = 'https://vigil.test';
const SHARE_LINK = `${BASE_URL}/Tracking?share=1`;
const people: Record<'admin' | 'italian' | 'english' | 'planner', { id: number; token: string }> = {} as never;
const travels: { italian: number; english: number; englishAgain: number } = { italian: 0, english: 0, englishAgain: 0 };

function addTravel(companyId: number, customerId: number, name: string): Promise<number> {
  return addTravelRow(server, { companyId, customerId, name, startDate: day(-1), endDate: day(5) });
}

beforeAll(async () => {
  server = await startTestServer({ plugins: await pluginManifests('tracking', 'quiz', 'tra'), config: { publicUrl: BASE_URL } });
  const admin = await db(server).selectFrom('customers').select(['id', 'company_id']).where('username', '=', 'admin').executeTakeFirstOrThrow();
  people.admin = { id: admin.id, token: await server.login('admin', 'Vigil-admin-1') };
  people.italian = await addPerson(server, 'con-italian', ['gpa']);
  people.english = await addPerson(server, 'con-english', ['gpa']);
  people.planner = await addPerson(server, 'con-planner', ['tra']);
  await db(server).updateTable('customers').set({ language: 'it' }).where('id', '=', people.italian.id).execute();
  travels.italian = await addTravel(admin.company_id, people.italian.id, 'Milano');
  travels.english = await addTravel(admin.company_id, people.english.id, 'Lagos');
  travels.englishAgain = await addTravel(admin.company_id, people.english.id, 'Nairobi');
}, 90_000);
afterAll(async () => server?.close());

async function alertsOf(token: string): Promise<EmployeeDetail['alerts']> {
  return (await get(server, token, getEmployeeDetail.path)).json<EmployeeDetail>().alerts;
}

function send(token: string, fields: Record<string, string>) {
  return post(server, token, contact.path, fields);
}

test('each traveller gets the message once, in Alerts and by mail in their language, asked for their position', async () => {
  const list = [travels.italian, travels.english, travels.englishAgain].join(',');
  const response = await send(people.admin.token, { travels: list, content: '  Are you safe? Reply when you can.  ', position: '1' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ message: TRA_MESSAGES.contactSent });

  const italian = await alertsOf(people.italian.token);
  expect(italian).toHaveLength(1);
  expect(italian[0]?.content).toBe(`Are you safe? Reply when you can.\n\nCondividi la tua posizione: apri ${SHARE_LINK} e premi 'Condividi ora la mia posizione'.`);
  expect(italian[0]).toMatchObject({ sender: 'Ada Admin' });
  const italianMail = await lastMailTo(server, 'con-italian@tra.example');
  expect(italianMail.subject).toBe('Hai un nuovo messaggio su Vigil');
  expect(italianMail.text).toContain('ti ha inviato un messaggio');
  expect(italianMail.text).toContain(`Condividi la tua posizione: apri ${SHARE_LINK}`);

  // Two travels of the same traveller: one message.
  const english = await alertsOf(people.english.token);
  expect(english.map((alert) => alert.content)).toEqual([
    `Are you safe? Reply when you can.\n\nPlease share your position: open ${SHARE_LINK} and press 'Share my position now'.`,
  ]);
  const englishMails = (await server.outbox()).filter((mail) => mail.to === 'con-english@tra.example');
  expect(englishMails.map((mail) => mail.subject)).toEqual(['You have a new message on Vigil']);
  expect(englishMails[0]?.text).toContain('Please share your position');
});

test('a tra user contacts without the position request, with a photo the traveller sees', async () => {
  const image = dataUri('image/png', imageBytes('png'));
  const response = await send(people.planner.token, { travels: String(travels.italian), content: 'Meeting moved to 15:00', position: '0', image });
  expect(response.statusCode).toBe(200);
  const [latest] = await alertsOf(people.italian.token);
  expect(latest?.content).toBe('Meeting moved to 15:00');
  expect(latest?.image).toMatch(/^\/media\/message\//);
});

test("the form's refusals: nobody selected, empty message, an image over 2 MB", async () => {
  const nobody = await send(people.admin.token, { travels: '', content: 'Hello' });
  expect(nobody.statusCode).toBe(400);
  expect(nobody.json()).toMatchObject({ message: TRA_MESSAGES.nobodySelected, field: 'travels' });
  const empty = await send(people.admin.token, { travels: String(travels.english), content: '   ', position: '1' });
  expect(empty.statusCode).toBe(400);
  expect(empty.json()).toMatchObject({ message: 'Must be compiled', field: 'content' });
  const big = await send(people.admin.token, { travels: String(travels.english), content: 'Hi', image: dataUri('image/png', imageBytes('png', 2 * 1024 * 1024 + 64)) });
  expect(big.statusCode).toBe(400);
  expect(big.json()).toMatchObject({ message: 'Image size is greater than 2Mb', field: 'image' });
});

test("an unknown travel or another company's answers 404 and nobody is sent anything; a non-tra user is refused", async () => {
  const other = await addOtherCompany(server, 'con');
  const stranger = await other.addEmployee('con-stranger', 'Sam', 'Stranger');
  const foreign = await addTravel(other.companyId, stranger, 'Elsewhere');
  const before = (await alertsOf(people.english.token)).length;
  for (const list of [`${travels.english},${foreign}`, `${travels.english},999999`]) {
    const response = await send(people.admin.token, { travels: list, content: 'Hello' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: TRA_MESSAGES.travelNotFound });
  }
  expect(await alertsOf(people.english.token)).toHaveLength(before);
  expect((await send(other.adminToken, { travels: String(travels.english), content: 'Hello' })).statusCode).toBe(404);
  expect((await send(await server.login('visitor', 'Vigil-visitor-1'), { travels: String(travels.english), content: 'Hello' })).statusCode).toBe(403);
});
