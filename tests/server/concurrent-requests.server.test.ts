import { addEmployee } from '../../host/core/contract/personnel';
import { highlightCountry } from '../../host/core/contract/monitored-countries';
import { signUp } from '../../host/core/contract/public-area';
import { runInNewContext } from 'node:vm';
import { isUniqueViolation } from '../../host/server/error-handler';
import { startTestServer, type TestServer } from '../support/test-server';
import { credentials, legacyPost } from './support/legacy-request';

/**
 * Issue 13: identical requests arriving together (a double click, two people claiming one username, the same
 * employee added twice) never answer 500: the database's unique rules decide, and the loser gets an idempotent
 * 200 or a 409 that says what happened.
 */

const TIMES = 20;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ plugins: [] });
}, 60_000);
afterAll(async () => server?.close());

const statuses = (answers: Array<{ statusCode: number }>): number[] => [...new Set(answers.map((answer) => answer.statusCode))].sort();

/** The failed answers, status and body only: a whole answer object holds its socket and cannot be reported. */
const serverErrors = (answers: Array<{ statusCode: number; body: string }>): string[] =>
  answers.filter((answer) => answer.statusCode >= 500).map((answer) => `${answer.statusCode} ${answer.body}`);

test('adding one monitored country many times at once adds it once, and every answer is 200', async () => {
  const token = await server.login('traveller', 'Vigil-traveller-1');
  const country = await server.server.db.selectFrom('countries').select('id').where('iso2', '=', 'NZ').executeTakeFirstOrThrow();
  const answers = await Promise.all(
    Array.from({ length: TIMES }, () => legacyPost(server, highlightCountry.path, { ...credentials(server, token), country: String(country.id) })),
  );
  expect(answers.every((answer) => answer.statusCode < 500)).toBe(true);
  // The first call adds; later ones either add nothing (they raced) or toggle it off and on: never a 500.
  expect(statuses(answers)).toEqual([200]);
});

test('two people claiming one username at once: one account, and nobody gets a 500', async () => {
  const answers = await Promise.all(
    Array.from({ length: TIMES }, (_, index) =>
      legacyPost(server, signUp.path, {
        name: 'Ada',
        surname: 'Race',
        email: `ada.race.${index}@example.com`,
        username: 'ada.race',
        password: 'Strong-pass-9!',
        password_confirm: 'Strong-pass-9!',
        company: 'demo',
      }),
    ),
  );
  expect(serverErrors(answers)).toEqual([]);
  const rows = await server.server.db.selectFrom('customers').select('id').where('username', '=', 'ada.race').execute();
  expect(rows).toHaveLength(1);
});

test('the same employee added twice at once: one employee, and nobody gets a 500', async () => {
  const token = await server.login('admin', 'Vigil-admin-1');
  const email = 'twice.added@demo.vigil.example';
  const answers = await Promise.all(
    Array.from({ length: TIMES }, () =>
      legacyPost(server, addEmployee.path, { ...credentials(server, token), name: 'Twice', surname: 'Added', email, phone: '+1 555 0142' }),
    ),
  );
  expect(serverErrors(answers)).toEqual([]);
  const rows = await server.server.db.selectFrom('customers').select('id').where('email', '=', email).execute();
  expect(rows).toHaveLength(1);
});

test('a unique violation is recognised even when the driver made its error in another realm', () => {
  // better-sqlite3 builds its errors in native code: under jest they are not instances of the test's Error, and
  // CI once answered 500 for them.
  const foreign = runInNewContext("Object.assign(new Error('UNIQUE constraint failed'), { code: 'SQLITE_CONSTRAINT_UNIQUE' })");
  expect(foreign instanceof Error).toBe(false);
  expect(isUniqueViolation(foreign)).toBe(true);
  expect(isUniqueViolation({ code: 'SQLITE_BUSY' })).toBe(false);
});
