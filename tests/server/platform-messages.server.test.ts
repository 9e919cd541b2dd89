import type { MailMessage } from '../../host/server/mail/mail-service';
import type { MessagesService } from '../../host/server/messages/platform-messages';
import { startTestServer, type TestServer } from '../support/test-server';
import { dataUri, imageBytes } from './support/account-fixtures';
import { demoCompanyId, idOf, messagesService } from './support/message-fixtures';
import { addOtherCompany } from './support/other-company';

/**
 * platform.messages (issue 22): what a plugin's server part sends to a company's people, stored in each one's Alerts
 * and mailed in their language, as /alerts/newAlert does; never to another company's people.
 */
let server: TestServer;
let companyId: number;
beforeAll(async () => {
  server = await startTestServer({ plugins: [] });
  companyId = await demoCompanyId(server);
}, 60_000);
afterAll(async () => server?.close());

const service = (mails: MailMessage[], fail = false): MessagesService => messagesService(server, mails, fail);

async function contentsOf(customerId: number): Promise<string[]> {
  const rows = await server.server.db.selectFrom('notifications').select('content').where('customer_id', '=', customerId).orderBy('id').execute();
  return rows.map((row) => row.content);
}

test('each recipient, once, gets the message stored and mailed in their language, with the image', async () => {
  const [admin, visitor, analyst] = [await idOf(server, 'admin'), await idOf(server, 'visitor'), await idOf(server, 'analyst')];
  await server.server.db.updateTable('customers').set({ language: 'it' }).where('id', '=', analyst).execute();
  const mails: MailMessage[] = [];
  const image = dataUri('image/png', imageBytes('png'));
  const answer = await service(mails).send({ companyId, senderId: admin, recipientIds: [visitor, analyst, visitor], content: ' Stay inside ', image, baseUrl: 'https://vigil.test' });
  expect(answer).toEqual({ sent: 2 });
  expect(await contentsOf(visitor)).toContain('Stay inside');
  expect(await contentsOf(analyst)).toContain('Stay inside');
  expect(mails.map((mail) => mail.subject).sort()).toEqual(['Hai un nuovo messaggio su Vigil', 'You have a new message on Vigil']);
  expect(mails.every((mail) => mail.text.includes('https://vigil.test/Account/alerts'))).toBe(true);
  const images = await server.server.db.selectFrom('notifications').select('image').where('content', '=', 'Stay inside').execute();
  expect(images.map((row) => row.image)).toEqual([expect.stringMatching(/^\/media\/message\//), expect.stringMatching(/^\/media\/message\//)]);
});

test("another company's person is refused (404) and nobody is sent anything; the rules are newAlert's", async () => {
  const other = await addOtherCompany(server, 'pms');
  const stranger = await other.addEmployee('pms-stranger', 'Sam', 'Stranger');
  const [admin, visitor] = [await idOf(server, 'admin'), await idOf(server, 'visitor')];
  const mails: MailMessage[] = [];
  const send = (fields: { recipientIds: number[]; content: string; image?: string }) =>
    service(mails).send({ companyId, senderId: admin, baseUrl: 'https://vigil.test', ...fields });
  await expect(send({ recipientIds: [visitor, stranger], content: 'Hello' })).rejects.toMatchObject({ statusCode: 404 });
  await expect(send({ recipientIds: [visitor], content: '  ' })).rejects.toMatchObject({ statusCode: 400, field: 'content', message: 'Must be compiled' });
  const big = dataUri('image/png', imageBytes('png', 2 * 1024 * 1024 + 64));
  await expect(send({ recipientIds: [visitor], content: 'Hi', image: big })).rejects.toMatchObject({ statusCode: 400, field: 'image', message: 'Image size is greater than 2Mb' });
  expect(mails).toEqual([]);
  expect(await contentsOf(stranger)).toEqual([]);
});

test('a mail that cannot be sent answers 503 and its message is not stored', async () => {
  const [admin, visitor] = [await idOf(server, 'admin'), await idOf(server, 'visitor')];
  await expect(service([], true).send({ companyId, senderId: admin, recipientIds: [visitor], content: 'Never told', baseUrl: 'https://vigil.test' })).rejects.toMatchObject({ statusCode: 503 });
  expect(await contentsOf(visitor)).not.toContain('Never told');
});
