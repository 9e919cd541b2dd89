import { newAlert } from '../../host/core/contract/messages';
import { getEmployeeDetail, type EmployeeDetail } from '../../host/core/contract/profile';
import { PICKUP_FIELDS } from '../../host/core/message-rules';
import { SUCCESS_MESSAGES, VALIDATION_MESSAGES as M } from '../../host/core/messages';
import { demoEmail } from '../../host/server/seed/demo-accounts';
import { startTestServer, type TestServer } from '../support/test-server';
import { dataUri, imageBytes, lastMailTo } from './support/account-fixtures';
import { credentials, legacyGet } from './support/legacy-request';
import { alertCall, idOf, MESSAGING_MODULE, PASSWORDS, pickupFields, type DemoUser } from './support/message-fixtures';
import { addOtherCompany } from './support/other-company';

/** /alerts/newAlert (spec part 2 §3 New alert payload, §5 New message, §7): sent, stored, listed and mailed. */

let server: TestServer;
const tokens: Partial<Record<DemoUser, string>> = {};
beforeAll(async () => {
  server = await startTestServer({ plugins: [MESSAGING_MODULE], config: { publicUrl: 'https://vigil.test' } });
}, 60_000);
afterAll(async () => server?.close());

async function tokenOf(user: DemoUser): Promise<string> {
  tokens[user] ??= await server.login(user, PASSWORDS[user]);
  return tokens[user];
}

async function send(user: DemoUser, fields: Record<string, string>) {
  return alertCall(server, newAlert.path, await tokenOf(user), fields);
}

async function alertsOf(user: DemoUser): Promise<EmployeeDetail['alerts']> {
  const response = await legacyGet(server, getEmployeeDetail.path, credentials(server, await tokenOf(user)));
  expect(response.statusCode).toBe(200);
  return response.json<EmployeeDetail>().alerts;
}

test('an admin sends a message; the employee lists it, unread, from the admin, and is mailed it with a link', async () => {
  const response = await send('admin', { employee: String(await idOf(server, 'visitor')), content: 'Stay in the hotel tonight' });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ message: SUCCESS_MESSAGES.messageCreatedAndSent });
  const [latest] = await alertsOf('visitor');
  expect(latest).toMatchObject({
    content: 'Stay in the hotel tonight', kind: 'message', sender: 'Ada Admin', isRead: false, image: null,
    date: null, airport: null, location: null, driver: null, driverDetail: null, company: null, vhl: null,
  });
  const mail = await lastMailTo(server, demoEmail('visitor'));
  expect(mail.subject).toBe('You have a new message on Vigil');
  expect(mail.text).toContain('Ada Admin sent you a message:\n\nStay in the hotel tonight');
  expect(mail.text).toContain('https://vigil.test/Account/alerts');
});

test('a pickup stores and lists each of its details, and mails them in Italian to an Italian employee', async () => {
  await server.server.db.updateTable('customers').set({ language: 'it' }).where('username', '=', 'analyst').execute();
  const response = await send('admin', pickupFields(await idOf(server, 'analyst')));
  expect(response.statusCode).toBe(200);
  const [latest] = await alertsOf('analyst');
  expect(latest).toMatchObject({
    kind: 'pickup', content: 'Your driver waits at arrivals', sender: 'Ada Admin', date: '2030-05-01T10:30', airport: 'Fiumicino',
    location: 'Terminal 3, gate B', driver: 'Mario Rossi', driverDetail: '+39 333 123 4567', company: 'Roma Cars', vhl: 'Black sedan AB123CD',
  });
  const mail = await lastMailTo(server, demoEmail('analyst'));
  expect(mail.subject).toBe('I dettagli del tuo trasferimento su Vigil');
  expect(mail.text).toMatch(/^Ciao Ann,/);
  expect(mail.text).toContain('Ada Admin ha organizzato un trasferimento per te:');
  expect(mail.text).toContain('Aeroporto: Fiumicino\nLuogo: Terminal 3, gate B\nAutista: Mario Rossi');
  expect(mail.text).toContain('Leggilo nel tuo account Vigil:\nhttps://vigil.test/Account/alerts');
});

test.each(PICKUP_FIELDS)("a pickup without %s is refused with 'Must be compiled', and nothing is stored or mailed", async (field) => {
  const before = (await server.outbox()).length;
  const response = await send('admin', pickupFields(await idOf(server, 'visitor'), { [field]: ' ' }));
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ message: M.required, field });
  expect((await server.outbox()).length).toBe(before);
});

test("content is required, of a plain message too; a pickup's driver and company are names", async () => {
  const visitor = await idOf(server, 'visitor');
  expect((await send('admin', { employee: String(visitor), content: '' })).json()).toMatchObject({ message: M.required, field: 'content' });
  const digits = await send('admin', pickupFields(visitor, { driver: 'Mario 2' }));
  expect(digits.statusCode).toBe(400);
  expect(digits.json()).toMatchObject({ message: M.privateName, field: 'driver' });
  expect((await send('admin', pickupFields(visitor, { company: 'Cars4U' }))).json()).toMatchObject({ message: M.privateName, field: 'company' });
  // Not a pickup: the pickup fields are not checked (the spec's rule applies to pickups only).
  expect((await send('admin', { employee: String(visitor), content: 'Plain', driver: 'R2D2', asPickup: 'false' })).statusCode).toBe(200);
});

test("another company's employee is 404; a user who is neither admin nor a messaging module's operator is 403", async () => {
  const other = await addOtherCompany(server, 'msg');
  const stranger = await other.addEmployee('msg-stranger', 'Sam', 'Stranger');
  const refused = await send('admin', { employee: String(stranger), content: 'Hello' });
  expect(refused.statusCode).toBe(404);
  expect(refused.json()).toMatchObject({ field: 'employee' });
  expect(await server.server.db.selectFrom('notifications').select('id').where('customer_id', '=', stranger).execute()).toEqual([]);

  expect((await send('visitor', { employee: String(await idOf(server, 'admin')), content: 'Hello' })).statusCode).toBe(403);
});

test("a messaging module's operator (granted through platformCalls) sends to an employee of their company", async () => {
  const response = await send('traveller', { employee: String(await idOf(server, 'visitor')), content: 'From the operator', asPickup: '0' });
  expect(response.statusCode).toBe(200);
  expect((await alertsOf('visitor'))[0]).toMatchObject({ content: 'From the operator', sender: 'Tom Traveller', kind: 'message' });
});

test("a message's image is refused over 2 MiB or when not an image, and otherwise served at an unguessable URL", async () => {
  const visitor = String(await idOf(server, 'visitor'));
  const big = await send('admin', { employee: visitor, content: 'Big', image: dataUri('image/png', imageBytes('png', 2 * 1024 * 1024 + 1)) });
  expect(big.statusCode).toBe(400);
  expect(big.json()).toMatchObject({ message: 'Image size is greater than 2Mb', field: 'image' });
  const fake = await send('admin', { employee: visitor, content: 'Fake', image: dataUri('image/png', Buffer.from('not an image')) });
  expect(fake.json()).toMatchObject({ statusCode: 400, field: 'image' });

  const bytes = imageBytes('jpeg', 4096);
  expect((await send('admin', { employee: visitor, content: 'With a photo', image: dataUri('image/jpeg', bytes) })).statusCode).toBe(200);
  const [latest] = await alertsOf('visitor');
  expect(latest?.image).toMatch(/^\/media\/message\/[A-Za-z0-9_-]{22}\.jpg$/);
  const served = await server.app.inject({ method: 'GET', url: latest?.image ?? '' });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/jpeg');
  expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  expect(served.rawPayload.equals(bytes)).toBe(true);
  // Another extension, or a guessed id, is not found.
  expect((await server.app.inject({ method: 'GET', url: (latest?.image ?? '').replace('.jpg', '.png') })).statusCode).toBe(404);
  expect((await server.app.inject({ method: 'GET', url: '/media/message/AAAAAAAAAAAAAAAAAAAAAA.jpg' })).statusCode).toBe(404);
});
