import { LEGACY_PATHS } from '../../host/core/api-contract';
import { testDialect } from '../support/test-database';
import { DATABASE_HEALTH_FAILED } from '../support/logged-errors';
import { startTestServer, type TestServer } from '../support/test-server';
import { legacyGet } from './support/legacy-request';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ expectedErrors: [DATABASE_HEALTH_FAILED] });
}, 60_000);
afterAll(async () => server?.close());

test('answers ok and the database kind, without credentials', async () => {
  const response = await legacyGet(server, LEGACY_PATHS.health);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ status: 'ok', database: testDialect() });
});

test('answers 500 with a message when the database fails', async () => {
  await server.server.db.destroy();
  const response = await legacyGet(server, LEGACY_PATHS.health);
  expect(response.statusCode).toBe(500);
  expect(response.json()).toEqual({ statusCode: 500, error: 'Internal Server Error', message: 'The database is not available' });
  expect(server.errorsLogged().map((line) => line.message)).toContainEqual(expect.stringMatching(DATABASE_HEALTH_FAILED));
});
