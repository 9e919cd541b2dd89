import type { LightMyRequestResponse } from 'fastify';
import { EMPLOYEE_LIST_MAX, LIST_CAPPED_HEADER, LONG_LIST_MAX, SHORT_LIST_MAX } from '../../host/core/endpoints';
import type { CmrTables } from '../../plugins/cmr/server/tables';
import type { InsuranceClaimTables } from '../../plugins/insurance-claim/server/tables';
import type { QuizTables } from '../../plugins/quiz/server/tables';
import { pluginDatabase } from '../support/plugin-database';
import { startTestServer, type TestServer } from '../support/test-server';
import { credentials, legacyGet } from './support/legacy-request';
import { addOtherCompany, type OtherCompany } from './support/other-company';

/**
 * Issue 13: "Every list endpoint pages or caps its answer (/elearning/get-logs returned 19.8 MB for 100,000
 * rows)". A company whose tables hold more rows than each list's maximum, written straight into the database:
 * every list answers its newest rows up to the declared maximum, and says it was cut (LIST_CAPPED_HEADER).
 */

type Tables = QuizTables & InsuranceClaimTables & CmrTables;

let server: TestServer;
let company: OtherCompany;
let adminToken: string;
const MANY_LOGS = 100_000;

function db() {
  return pluginDatabase<Tables>(server);
}

/** ISO time `index` minutes after a fixed start: a larger index is newer. */
function at(index: number): string {
  return new Date(Date.UTC(2020, 0, 1) + index * 60_000).toISOString();
}

/** Inserts rows in batches the database takes in one statement. */
async function insertMany<T>(count: number, row: (index: number) => T, insert: (rows: T[]) => Promise<unknown>): Promise<void> {
  const batch = 500;
  for (let start = 0; start < count; start += batch) {
    await insert(Array.from({ length: Math.min(batch, count - start) }, (_, offset) => row(start + offset)));
  }
}

beforeAll(async () => {
  server = await startTestServer();
  company = await addOtherCompany(server, 'big');
  adminToken = company.adminToken;
  const now = at(0);
  const companyId = company.companyId;
  await insertMany(
    EMPLOYEE_LIST_MAX + 50,
    (index) => ({
      company_id: companyId,
      username: `big-e${index}`,
      email: `big-e${index}@big.example`,
      password_hash: 'x',
      name: 'Employee',
      surname: `Number ${index}`,
      phone: '',
      image: null,
      permissions: '["gpa"]',
      privacy_checked_at: now,
      last_login_at: null,
      previous_login_at: null,
      created_at: now,
      nationality_id: null,
      employee_code: null,
    }),
    (rows) => db().insertInto('customers').values(rows).execute(),
  );
  const employees = await db().selectFrom('customers').select('id').where('company_id', '=', companyId).orderBy('id').execute();
  const employeeId = (index: number): number => employees[index % employees.length]!.id;
  const country = await db().selectFrom('countries').select('id').orderBy('id').executeTakeFirstOrThrow();

  await insertMany(
    MANY_LOGS,
    (index) => ({ customer_id: employeeId(index), country_id: country.id, type: '1', target: `https://example.com/r/${index}`, created_at: at(index) }),
    (rows) => db().insertInto('resource_logs').values(rows).execute(),
  );
  await insertMany(
    LONG_LIST_MAX + 100,
    (index) => ({ country_id: country.id, name: `Big test ${index}`, created_at: at(index) }),
    (rows) => db().insertInto('quizzes').values(rows).execute(),
  );
  const quizzes = await db().selectFrom('quizzes').select('id').orderBy('id', 'desc').limit(LONG_LIST_MAX + 100).execute();
  await insertMany(
    LONG_LIST_MAX + 100,
    (index) => ({
      quiz_id: quizzes[index % quizzes.length]!.id,
      customer_id: employeeId(index),
      correct_answers: 1,
      total_questions: 2,
      passed: 0,
      completed_at: at(index),
    }),
    (rows) => db().insertInto('quiz_results').values(rows).execute(),
  );
  await insertMany(
    LONG_LIST_MAX + 100,
    (index) => ({ customer_id: employeeId(index % 2), quiz_id: quizzes[Math.floor(index / 2)]!.id, created_at: at(index) }),
    (rows) => db().insertInto('quiz_exclusions').values(rows).execute(),
  );
  await insertMany(
    LONG_LIST_MAX + 100,
    (index) => ({ customer_id: employeeId(index), insurance_name: `Insurer ${index}`, insurance_phone: '+1 555 0100', created_at: at(index) }),
    (rows) => db().insertInto('insurance_claims').values(rows).execute(),
  );
  await insertMany(
    LONG_LIST_MAX + 100,
    (index) => ({ company_id: companyId, label: `Site ${index}`, created_at: at(index) }),
    (rows) => db().insertInto('buildings').values(rows).execute(),
  );
  await insertMany(
    LONG_LIST_MAX + 100,
    (index) => ({ company_id: companyId, text: `Note ${index}` }),
    (rows) => db().insertInto('cmr_notes').values(rows).execute(),
  );
  await insertMany(
    SHORT_LIST_MAX + 50,
    (index) => ({ customer_id: company.adminId, content: `Alert ${index}`, image: null, created_at: at(index), updated_at: at(index) }),
    (rows) => db().insertInto('notifications').values(rows).execute(),
  );
}, 180_000);
afterAll(async () => server?.close());

async function list(path: string): Promise<LightMyRequestResponse> {
  const response = await legacyGet(server, path, credentials(server, adminToken));
  expect({ path, status: response.statusCode }).toEqual({ path, status: 200 });
  return response;
}

test(`/elearning/get-logs answers the newest ${LONG_LIST_MAX} of ${MANY_LOGS} logs, newest first, and says it cut them`, async () => {
  const response = await list('/elearning/get-logs');
  const rows = response.json<Array<{ target: string; created_at: string }>>();
  expect(rows).toHaveLength(LONG_LIST_MAX);
  expect(rows[0]).toMatchObject({ target: `https://example.com/r/${MANY_LOGS - 1}`, created_at: at(MANY_LOGS - 1) });
  expect(rows.at(-1)).toMatchObject({ created_at: at(MANY_LOGS - LONG_LIST_MAX) });
  expect(response.headers[LIST_CAPPED_HEADER]).toBe(String(LONG_LIST_MAX));
  // 19.8 MB before; a thousand rows of bounded fields now.
  expect(response.rawPayload.length).toBeLessThan(1024 * 1024);
}, 60_000);

test('the knowledge test results, the tests and the exclusions are cut at their maximum', async () => {
  const results = await list('/quiz/get-list-employees-quiz');
  expect(results.json<Array<{ date_quiz: string }>>()).toHaveLength(LONG_LIST_MAX);
  expect(results.json<Array<{ date_quiz: string }>>()[0]?.date_quiz).toBe(at(LONG_LIST_MAX + 99));
  expect(results.headers[LIST_CAPPED_HEADER]).toBe(String(LONG_LIST_MAX));

  const tests = await list('/quiz/get-quiz-list');
  expect(tests.json<{ list: unknown[] }>().list).toHaveLength(LONG_LIST_MAX);
  expect(tests.headers[LIST_CAPPED_HEADER]).toBe(String(LONG_LIST_MAX));

  const exclusions = await list('/quiz/get-blacklist-status');
  const entries = exclusions.json<Array<{ quiz: unknown[] }>>();
  expect(entries.reduce((sum, entry) => sum + entry.quiz.length, 0)).toBe(LONG_LIST_MAX);
  expect(exclusions.headers[LIST_CAPPED_HEADER]).toBe(String(LONG_LIST_MAX));
});

test('the insurance claims are the newest ones, still oldest first as the screen expects', async () => {
  const response = await list('/logs/get-insurances');
  const rows = response.json<Array<{ insurance_name: string }>>();
  expect(rows).toHaveLength(LONG_LIST_MAX);
  expect(rows.at(-1)?.insurance_name).toBe(`Insurer ${LONG_LIST_MAX + 99}`);
  expect(rows[0]?.insurance_name).toBe('Insurer 100');
  expect(response.headers[LIST_CAPPED_HEADER]).toBe(String(LONG_LIST_MAX));
});

test('the personnel lists keep the newest employees, and the projects the newest projects', async () => {
  for (const path of ['/companies/getEmployees', '/quiz/get-list-employees-available']) {
    const response = await list(path);
    expect({ path, length: response.json<unknown[]>().length }).toEqual({ path, length: EMPLOYEE_LIST_MAX });
    expect(response.headers[LIST_CAPPED_HEADER]).toBe(String(EMPLOYEE_LIST_MAX));
    expect(response.body).toContain(`Number ${EMPLOYEE_LIST_MAX + 49}`);
  }
  const projects = await list('/companies/getBuildings');
  expect(projects.json<Array<{ label: string }>>()).toHaveLength(LONG_LIST_MAX);
  expect(projects.json<Array<{ label: string }>>().map((row) => row.label)).toContain(`Site ${LONG_LIST_MAX + 99}`);
  expect(projects.json<Array<{ label: string }>>().map((row) => row.label)).not.toContain('Site 0');
});

test('the crisis room notes and the account notifications are cut at their maximum, newest kept', async () => {
  const overview = await list('/cmr/getCmrNotes');
  const notes = overview.json<{ cmrNotes: Array<{ text: string }> }>().cmrNotes;
  expect(notes).toHaveLength(LONG_LIST_MAX);
  expect(notes.at(-1)?.text).toBe(`Note ${LONG_LIST_MAX + 99}`);
  expect(overview.headers[LIST_CAPPED_HEADER]).toBe(String(LONG_LIST_MAX));

  const detail = await list('/customers/getEmployeeDetail');
  const alerts = detail.json<{ alerts: Array<{ content: string }> }>().alerts;
  expect(alerts).toHaveLength(SHORT_LIST_MAX);
  expect(alerts[0]?.content).toBe(`Alert ${SHORT_LIST_MAX + 49}`);
  expect(detail.headers[LIST_CAPPED_HEADER]).toBe(String(SHORT_LIST_MAX));
});

test('a list within its maximum carries no such header', async () => {
  const response = await list('/customers/getHighlightedCountries');
  expect(response.headers[LIST_CAPPED_HEADER]).toBeUndefined();
});
