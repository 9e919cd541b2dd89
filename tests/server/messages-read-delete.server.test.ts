import { newAlert, readAlert } from '../../host/core/contract/messages';
import { deleteAlert, getEmployeeDetail, type EmployeeDetail } from '../../host/core/contract/profile';
import { SUCCESS_MESSAGES } from '../../host/core/messages';
import { startTestServer, type TestServer } from '../support/test-server';
import { credentials, legacyGet } from './support/legacy-request';
import { alertCall, idOf, MESSAGING_MODULE, PASSWORDS, type DemoUser } from './support/message-fixtures';
import { addOtherCompany, type OtherCompany } from './support/other-company';

/** /alerts/readAlert and /alerts/deleteAlert (spec part 2 §4 read or unread, §7): whose messages one may touch. */

let server: TestServer;
let other: OtherCompany;
const tokens: Partial<Record<DemoUser, string>> = {};
beforeAll(async () => {
  server = await startTestServer({ plugins: [MESSAGING_MODULE] });
  other = await addOtherCompany(server, 'far');
}, 60_000);
afterAll(async () => server?.close());

async function tokenOf(user: DemoUser): Promise<string> {
  tokens[user] ??= await server.login(user, PASSWORDS[user]);
  return tokens[user];
}

/** The admin sends `content` to `to`; returns the new message's id. */
async function sendTo(to: DemoUser, content: string): Promise<number> {
  const response = await alertCall(server, newAlert.path, await tokenOf('admin'), { employee: String(await idOf(server, to)), content });
  expect(response.json()).toEqual({ message: SUCCESS_MESSAGES.messageCreatedAndSent });
  const row = await server.server.db.selectFrom('notifications').select('id').where('content', '=', content).executeTakeFirstOrThrow();
  return row.id;
}

async function alertOf(user: DemoUser, id: number): Promise<EmployeeDetail['alerts'][number] | undefined> {
  const detail = (await legacyGet(server, getEmployeeDetail.path, credentials(server, await tokenOf(user)))).json<EmployeeDetail>();
  return detail.alerts.find((alert) => alert.id === id);
}

describe('readAlert', () => {
  test('the recipient marks a message read; reading it again keeps the first time', async () => {
    const id = await sendTo('visitor', 'Read me');
    expect((await alertOf('visitor', id))?.isRead).toBe(false);
    const first = await alertCall(server, readAlert.path, await tokenOf('visitor'), { alert: String(id) });
    expect(first.statusCode).toBe(200);
    const answer = first.json<{ id: number; isRead: boolean; read_at: string }>();
    expect(answer).toMatchObject({ id, isRead: true });
    expect((await alertOf('visitor', id))?.isRead).toBe(true);
    const again = await alertCall(server, readAlert.path, await tokenOf('visitor'), { alert: String(id) });
    expect(again.json()).toEqual(answer);
  });

  test("someone else's message is 404 and stays unread, the sender's and an admin's reading included", async () => {
    const id = await sendTo('visitor', 'Not yours');
    for (const user of ['admin', 'analyst'] as const) {
      const refused = await alertCall(server, readAlert.path, await tokenOf(user), { alert: String(id) });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ message: 'Notification not found', field: 'alert' });
    }
    expect((await alertCall(server, readAlert.path, await tokenOf('visitor'), { alert: '0' })).json()).toMatchObject({ statusCode: 400, field: 'alert' });
    expect((await alertOf('visitor', id))?.isRead).toBe(false);
  });
});

describe('deleteAlert', () => {
  test("an admin deletes a message of an employee of their company, as a messaging module's operator may", async () => {
    const byAdmin = await sendTo('visitor', 'Admin deletes this');
    const response = await alertCall(server, deleteAlert.path, await tokenOf('admin'), { alert: String(byAdmin) });
    expect(response.json()).toEqual({ message: SUCCESS_MESSAGES.alertDeleted });
    expect(await alertOf('visitor', byAdmin)).toBeUndefined();

    const byOperator = await sendTo('visitor', 'The operator deletes this');
    expect((await alertCall(server, deleteAlert.path, await tokenOf('traveller'), { alert: String(byOperator) })).statusCode).toBe(200);
    expect(await alertOf('visitor', byOperator)).toBeUndefined();
  });

  test("another company's admin, and a user who may not send messages, get 404 and delete nothing", async () => {
    const id = await sendTo('visitor', 'Stays');
    expect((await alertCall(server, deleteAlert.path, other.adminToken, { alert: String(id) })).statusCode).toBe(404);
    expect((await alertCall(server, deleteAlert.path, await tokenOf('analyst'), { alert: String(id) })).statusCode).toBe(404);
    expect(await alertOf('visitor', id)).toMatchObject({ content: 'Stays' });
  });

  test('deleting a message deletes its image, so its address stops answering', async () => {
    const bytes = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(56, 7)]);
    const image = `data:image/png;base64,${bytes.toString('base64')}`;
    const sent = await alertCall(server, newAlert.path, await tokenOf('admin'), { employee: String(await idOf(server, 'visitor')), content: 'Photo', image });
    expect(sent.statusCode).toBe(200);
    const row = await server.server.db.selectFrom('notifications').select(['id', 'image']).where('content', '=', 'Photo').executeTakeFirstOrThrow();
    expect((await server.app.inject({ method: 'GET', url: row.image ?? '' })).statusCode).toBe(200);
    expect((await alertCall(server, deleteAlert.path, await tokenOf('visitor'), { alert: String(row.id) })).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: row.image ?? '' })).statusCode).toBe(404);
  });
});
