import { deleteAlert, getEmployeeDetail, newAlert, SUCCESS_MESSAGES, type EmployeeDetail } from '@vigil/core';
import { credentials, legacyGet, legacyPost, type Fields } from '../../../tests/server/support/legacy-request';
import { addOtherCompany } from '../../../tests/server/support/other-company';
import { gpsServer } from './gps-server';

/**
 * The manifest's platformCalls (issue 20): a gps operator who is not an admin sends messages and pickups to the
 * company's people from the GPS detail, and deletes them; never to another company's.
 */
const gps = gpsServer();
const post = (path: string, token: string, fields: Fields) => legacyPost(gps.server(), path, { ...credentials(gps.server(), token), ...fields });

async function alertsOf(username: string): Promise<EmployeeDetail['alerts']> {
  const response = await legacyGet(gps.server(), getEmployeeDetail.path, credentials(gps.server(), await gps.login(username)));
  return response.json<EmployeeDetail>().alerts;
}

test('a gps operator (the traveller) sends a pickup to an employee of their company, and deletes it', async () => {
  const traveller = await gps.login('traveller');
  const analyst = String(await gps.idOf('analyst'));
  const pickup = {
    employee: analyst, content: 'Your driver waits at arrivals', asPickup: 'true', date: '2030-05-01T10:30', airport: 'Fiumicino',
    location: 'Terminal 3', driver: 'Mario Rossi', driverDetail: '+39 333 123 4567', company: 'Roma Cars', vhl: 'Black sedan',
  };
  const sent = await post(newAlert.path, traveller, pickup);
  expect(sent.statusCode).toBe(200);
  expect(sent.json()).toEqual({ message: SUCCESS_MESSAGES.messageCreatedAndSent });
  const [latest] = await alertsOf('analyst');
  expect(latest).toMatchObject({ kind: 'pickup', driver: 'Mario Rossi', company: 'Roma Cars', sender: 'Tom Traveller' });

  const deleted = await post(deleteAlert.path, traveller, { alert: String(latest?.id) });
  expect(deleted.json()).toEqual({ message: SUCCESS_MESSAGES.alertDeleted });
  expect((await alertsOf('analyst')).map((alert) => alert.id)).not.toContain(latest?.id);
});

test("a gps operator hears the spec's messages, and nothing reaches another company or comes from a non-operator", async () => {
  const traveller = await gps.login('traveller');
  const analyst = String(await gps.idOf('analyst'));
  const missing = await post(newAlert.path, traveller, { employee: analyst, content: 'Pickup', asPickup: 'true', date: '2030-05-01T10:30' });
  expect(missing.statusCode).toBe(400);
  expect(missing.json<{ message: string }>().message).toContain('Must be compiled');

  const other = await addOtherCompany(gps.server(), 'gpsm');
  const stranger = await other.addEmployee('gpsm-person', 'Sam', 'Stranger');
  expect((await post(newAlert.path, traveller, { employee: String(stranger), content: 'Hello' })).statusCode).toBe(404);
  // The visitor holds neither admin nor gps.
  expect((await post(newAlert.path, await gps.login('visitor'), { employee: analyst, content: 'Hello' })).statusCode).toBe(403);
});
