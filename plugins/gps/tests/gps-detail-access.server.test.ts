import { getEmployeeDetail, type EmployeeDetail } from '@vigil/core';
import { credentials, legacyGet } from '../../../tests/server/support/legacy-request';
import { addOtherCompany } from '../../../tests/server/support/other-company';
import { gpsServer } from './gps-server';

/**
 * /Gps/detail reads the platform's employee detail (issue 20): a gps operator who is not an admin reads a
 * colleague's, as the admin does; a plain user still reads only their own, and nobody another company's.
 */
const gps = gpsServer();
const detail = async (username: string, employee: number) =>
  legacyGet(gps.server(), getEmployeeDetail.path, { ...credentials(gps.server(), await gps.login(username)), employee: String(employee) });

test("a gps operator (the traveller, not an admin) reads a colleague's user data and messages", async () => {
  const analyst = await gps.idOf('analyst');
  const answer = await detail('traveller', analyst);
  expect(answer.statusCode).toBe(200);
  const read = answer.json<EmployeeDetail>();
  expect(read).toMatchObject({ id: analyst, username: 'analyst', areYou: false });
  expect(Array.isArray(read.alerts)).toBe(true);
});

test("a plain user (the visitor: neither admin nor gps) is refused a colleague's detail, and still reads their own", async () => {
  const refused = await detail('visitor', await gps.idOf('analyst'));
  expect(refused.statusCode).toBe(403);
  expect(refused.json<{ message: string }>().message).toContain('admin');
  const own = await detail('visitor', await gps.idOf('visitor'));
  expect(own.statusCode).toBe(200);
  expect(own.json<EmployeeDetail>().areYou).toBe(true);
});

test("another company's employee is 404 to an operator, and an operator of another company cannot read ours", async () => {
  const other = await addOtherCompany(gps.server(), 'gpsd');
  const stranger = await other.addEmployee('gpsd-person', 'Sam', 'Stranger');
  expect((await detail('traveller', stranger)).statusCode).toBe(404);
  await other.addEmployee('gpsd-operator', 'Olga', 'Operator', ['gps']);
  const theirs = await legacyGet(gps.server(), getEmployeeDetail.path, { ...credentials(gps.server(), await other.login('gpsd-operator')), employee: String(await gps.idOf('analyst')) });
  expect(theirs.statusCode).toBe(404);
});
