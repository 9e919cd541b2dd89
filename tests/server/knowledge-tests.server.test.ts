import {
  KNOWLEDGE_TEST_MESSAGES,
  QUIZ_PATHS,
  type AvailableEmployee,
  type ExcludedEntry,
  type QuizListAnswer,
  type ResourceLogRow,
  type TestResultRow,
} from '../../host/core/knowledge-test-contract';
import { SUCCESS_MESSAGES } from '../../host/core/messages';
import { DEMO_COMPANY } from '../../host/server/seed/demo-company';
import { DEMO_RESOURCE_LOG_COUNT, DEMO_TEST_COUNTRIES, seedDemoKnowledgeTests } from '../../host/server/quiz/seed-demo-knowledge-tests';
import { MAX_IDS_PER_LIST } from '../../host/server/quiz/quiz-routes';
import { startTestServer, type TestServer } from '../support/test-server';
import { credentials, legacyGet, legacyPost, type Fields } from './support/legacy-request';
import { addOtherCompany, type OtherCompany } from './support/other-company';

let server: TestServer;
let other: OtherCompany;
let otherEmployee: number;
beforeAll(async () => {
  server = await startTestServer({ plugins: [] });
  other = await addOtherCompany(server, 'quiz');
  otherEmployee = await other.addEmployee('quiz-olga', 'Olga', 'Outsider');
}, 60_000);
afterAll(async () => server?.close());

const admin = () => server.login('admin', 'Vigil-admin-1');
const get = async (path: string, token: string) => legacyGet(server, path, credentials(server, token));
const post = async (path: string, token: string, fields: Fields) => legacyPost(server, path, { ...credentials(server, token), ...fields });
const idOf = async (username: string) =>
  (await server.server.db.selectFrom('customers').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

async function tests(token: string): Promise<QuizListAnswer['list']> {
  return (await get(QUIZ_PATHS.quizList, token)).json<QuizListAnswer>().list;
}
async function testId(name: string): Promise<number> {
  const found = (await tests(await admin())).find((test) => test.name === name);
  if (!found) throw new Error(`No test named ${name}`);
  return found.quiz_id;
}
async function blacklist(token: string): Promise<ExcludedEntry[]> {
  return (await get(QUIZ_PATHS.blacklistStatus, token)).json<ExcludedEntry[]>();
}
/** 'customer id:quiz id' of every exclusion the admin sees. */
async function pairs(token: string): Promise<string[]> {
  return (await blacklist(token)).flatMap((entry) => entry.quiz.map((quiz) => `${entry.customer_id}:${quiz.id}`));
}

describe('/quiz/get-quiz-list', () => {
  test('answers {list} of {quiz_id, name}: one demo test per country, sorted by name', async () => {
    const response = await get(QUIZ_PATHS.quizList, await admin());
    expect(response.statusCode).toBe(200);
    const { list } = response.json<QuizListAnswer>();
    expect(list).toHaveLength(DEMO_TEST_COUNTRIES.length);
    expect(Object.keys(list[0]!).sort()).toEqual(['name', 'quiz_id']);
    const names = list.map((test) => test.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names).toEqual(expect.arrayContaining(['Italy', 'France', 'Germany', 'Nigeria']));
    const rows = await server.server.db.selectFrom('quizzes').select('is_demo').execute();
    expect(rows.every((row) => row.is_demo === 1)).toBe(true);
  });

  test('is also open to the e-learning permissions (inf, gpa, gps, ops, free), not to others', async () => {
    const expected = await tests(await admin());
    for (const [username, password] of [['analyst', 'Vigil-analyst-1'], ['traveller', 'Vigil-traveller-1'], ['visitor', 'Vigil-visitor-1']] as const) {
      const response = await get(QUIZ_PATHS.quizList, await server.login(username, password));
      expect(response.statusCode).toBe(200);
      expect(response.json<QuizListAnswer>().list).toEqual(expected);
    }
    await other.addEmployee('quiz-tep', 'Tess', 'Tep', ['tep']);
    expect((await get(QUIZ_PATHS.quizList, await other.login('quiz-tep'))).statusCode).toBe(403);
    expect((await legacyGet(server, QUIZ_PATHS.quizList, { app_token: server.appToken })).statusCode).toBe(401);
  });
});

describe('/quiz/get-list-employees-available', () => {
  test("answers the admin's own company's employees as {customer_id, customer_name}, sorted by name", async () => {
    const response = await get(QUIZ_PATHS.employeesAvailable, await admin());
    expect(response.statusCode).toBe(200);
    const employees = response.json<AvailableEmployee[]>();
    expect(employees).toEqual(expect.arrayContaining([{ customer_id: await idOf('admin'), customer_name: 'Ada Admin' }, { customer_id: await idOf('analyst'), customer_name: 'Ann Analyst' }]));
    expect(Object.keys(employees[0]!).sort()).toEqual(['customer_id', 'customer_name']);
    const names = employees.map((employee) => employee.customer_name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names).not.toContain('Olga Outsider');
    const demoCount = await server.server.db
      .selectFrom('customers')
      .innerJoin('companies', 'companies.id', 'customers.company_id')
      .select('customers.id')
      .where('companies.is_demo', '=', 1)
      .execute();
    expect(employees).toHaveLength(demoCount.length);
  });

  test('another company sees only its own people', async () => {
    const names = (await get(QUIZ_PATHS.employeesAvailable, other.adminToken)).json<AvailableEmployee[]>().map((employee) => employee.customer_name);
    expect(names).toEqual(expect.arrayContaining(['Olga Outsider', 'Otto Other']));
    expect(names).not.toContain('Ada Admin');
  });
});

describe('/quiz/get-list-employees-quiz', () => {
  test("answers the company's results newest first, passed and failed, with the counts the percentage needs", async () => {
    const response = await get(QUIZ_PATHS.results, await admin());
    expect(response.statusCode).toBe(200);
    const results = response.json<TestResultRow[]>();
    expect(results.length).toBeGreaterThan(10);
    expect(Object.keys(results[0]!).sort()).toEqual(['correct_answers', 'customer_name', 'date_quiz', 'pass', 'quiz_name', 'total_questions']);
    const dates = results.map((row) => row.date_quiz);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(results.some((row) => row.pass === true)).toBe(true);
    expect(results.some((row) => row.pass === false)).toBe(true);
    expect(results.some((row) => row.total_questions === 0)).toBe(true);
    expect(results.some((row) => row.correct_answers === 0 && (row.total_questions ?? 0) > 0)).toBe(true);
    expect(results.map((row) => row.customer_name)).toContain('Ada Admin');
    const testNames = (await tests(await admin())).map((test) => test.name);
    for (const row of results) expect(testNames).toContain(row.quiz_name);
  });

  test("another company sees only its own employees' results", async () => {
    await server.server.db
      .insertInto('quiz_results')
      .values({ quiz_id: await testId('Italy'), customer_id: otherEmployee, correct_answers: 3, total_questions: 4, passed: 1, completed_at: '2025-04-02T08:30:00.000Z' })
      .execute();
    expect((await get(QUIZ_PATHS.results, other.adminToken)).json<TestResultRow[]>()).toEqual([
      { customer_name: 'Olga Outsider', quiz_name: 'Italy', date_quiz: '2025-04-02T08:30:00.000Z', pass: true, correct_answers: 3, total_questions: 4 },
    ]);
    const ours = (await get(QUIZ_PATHS.results, await admin())).json<TestResultRow[]>();
    expect(ours.map((row) => row.customer_name)).not.toContain('Olga Outsider');
  });
});

describe('/quiz/get-blacklist-status', () => {
  test('answers the seeded exclusions grouped by user: {customer_id, customer_name, quiz: [{id, name}]}', async () => {
    const entries = await blacklist(await admin());
    expect(entries.length).toBeGreaterThanOrEqual(2);
    for (const entry of entries) {
      expect(Object.keys(entry).sort()).toEqual(['customer_id', 'customer_name', 'quiz']);
      expect(entry.quiz.length).toBeGreaterThan(0);
      for (const quiz of entry.quiz) expect(Object.keys(quiz).sort()).toEqual(['id', 'name']);
    }
    expect(entries.map((entry) => entry.quiz.length).reduce((a, b) => a + b, 0)).toBe(3);
    expect(new Set(entries.map((entry) => entry.customer_id)).size).toBe(entries.length);
  });
});

describe('/quiz/add-to-blacklist and /quiz/remove-from-blacklist', () => {
  test('excludes every chosen user from every chosen test (comma lists), and the status shows them', async () => {
    const token = await admin();
    const [analyst, visitor] = [await idOf('analyst'), await idOf('visitor')];
    const [italy, france] = [await testId('Italy'), await testId('France')];
    const response = await post(QUIZ_PATHS.addToBlacklist, token, { users: `${analyst},${visitor}`, quiz: `${italy},${france}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: SUCCESS_MESSAGES.blacklistUpdated });
    const entry = (await blacklist(token)).find((candidate) => candidate.customer_id === analyst);
    // The analyst is also among the seeded exclusions: the tests come sorted by name, each once.
    expect(entry).toMatchObject({ customer_id: analyst, customer_name: 'Ann Analyst' });
    expect(entry!.quiz).toEqual(expect.arrayContaining([{ id: france, name: 'France' }, { id: italy, name: 'Italy' }]));
    const names = entry!.quiz.map((quiz) => quiz.name);
    expect(names).toEqual([...new Set(names)].sort((a, b) => a.localeCompare(b, 'en')));
    expect(await pairs(token)).toEqual(expect.arrayContaining([`${visitor}:${italy}`, `${visitor}:${france}`]));
  });

  test('is idempotent: a pair already excluded stays once', async () => {
    const token = await admin();
    const [analyst, italy] = [await idOf('analyst'), await testId('Italy')];
    const before = await pairs(token);
    expect(before).toContain(`${analyst}:${italy}`);
    expect((await post(QUIZ_PATHS.addToBlacklist, token, { users: String(analyst), quiz: String(italy) })).statusCode).toBe(200);
    expect((await post(QUIZ_PATHS.addToBlacklist, token, { users: `${analyst},${analyst}`, quiz: `${italy}` })).statusCode).toBe(200);
    expect(await pairs(token)).toEqual(before);
  });

  test('takes repeated keys, and PHP-style names, like a comma list', async () => {
    const token = await admin();
    const traveller = await idOf('traveller');
    const [germany, spain] = [await testId('Germany'), await testId('Spain')];
    const body = new URLSearchParams(credentials(server, token));
    body.append('users', String(traveller));
    body.append('quiz[]', String(germany));
    body.append('quiz[]', String(spain));
    const response = await server.app.inject({
      method: 'POST',
      url: `/api${QUIZ_PATHS.addToBlacklist}`,
      payload: body.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(200);
    expect(await pairs(token)).toEqual(expect.arrayContaining([`${traveller}:${germany}`, `${traveller}:${spain}`]));
  });

  test.each<[string, Fields, string, string]>([
    ['no users', { users: '', quiz: '1' }, 'users', 'Missing input: users'],
    ['no tests', { users: 'SELF', quiz: '' }, 'quiz', 'Missing input: quiz'],
    ['a malformed user id', { users: 'abc', quiz: '1' }, 'users', 'Not a valid id: users'],
    ['a negative test id', { users: 'SELF', quiz: '-3' }, 'quiz', 'Not a valid id: quiz'],
    ['a fractional id', { users: '1.5', quiz: '1' }, 'users', 'Not a valid id: users'],
  ])('refuses %s with a 400 naming the field, and changes nothing', async (_case, fields, field, message) => {
    const token = await admin();
    const before = await pairs(token);
    const users = fields.users === 'SELF' ? String(await idOf('admin')) : fields.users!;
    const response = await post(QUIZ_PATHS.addToBlacklist, token, { ...fields, users });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, field, message });
    expect(await pairs(token)).toEqual(before);
  });

  test('refuses more ids than one call may carry', async () => {
    const ids = Array.from({ length: MAX_IDS_PER_LIST + 1 }, (_, index) => index + 1).join(',');
    const response = await post(QUIZ_PATHS.addToBlacklist, await admin(), { users: ids, quiz: '1' });
    expect(response.json()).toMatchObject({ statusCode: 400, field: 'users', message: `${KNOWLEDGE_TEST_MESSAGES.tooManyIds}: users` });
  });

  test("refuses another company's employee or an unknown test with a 404, and adds nothing of the list", async () => {
    const token = await admin();
    const before = await pairs(token);
    const italy = await testId('Italy');
    const foreign = await post(QUIZ_PATHS.addToBlacklist, token, { users: `${await idOf('newcomer')},${otherEmployee}`, quiz: String(italy) });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ field: 'users', message: KNOWLEDGE_TEST_MESSAGES.employeeNotFound });
    const unknown = await post(QUIZ_PATHS.addToBlacklist, token, { users: String(await idOf('newcomer')), quiz: `${italy},999999` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ field: 'quiz', message: KNOWLEDGE_TEST_MESSAGES.testNotFound });
    expect(await pairs(token)).toEqual(before);
    expect(await pairs(other.adminToken)).toEqual([]);
  });

  test('removes one pair; removing it again, or a pair never excluded, is a 404', async () => {
    const token = await admin();
    const [visitor, italy, france] = [await idOf('visitor'), await testId('Italy'), await testId('France')];
    const response = await post(QUIZ_PATHS.removeFromBlacklist, token, { users: String(visitor), quiz: String(italy) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: SUCCESS_MESSAGES.blacklistUpdated });
    const after = await pairs(token);
    expect(after).not.toContain(`${visitor}:${italy}`);
    expect(after).toContain(`${visitor}:${france}`);
    const again = await post(QUIZ_PATHS.removeFromBlacklist, token, { users: String(visitor), quiz: String(italy) });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ field: 'quiz', message: KNOWLEDGE_TEST_MESSAGES.notExcluded });
    expect((await post(QUIZ_PATHS.removeFromBlacklist, token, { users: String(visitor), quiz: '999999' })).statusCode).toBe(404);
  });

  test('a user whose last test is removed leaves the status', async () => {
    const token = await admin();
    const [newcomer, egypt] = [await idOf('newcomer'), await testId('Egypt')];
    expect((await post(QUIZ_PATHS.addToBlacklist, token, { users: String(newcomer), quiz: String(egypt) })).statusCode).toBe(200);
    expect((await blacklist(token)).find((entry) => entry.customer_id === newcomer)?.quiz).toEqual([{ id: egypt, name: 'Egypt' }]);
    expect((await post(QUIZ_PATHS.removeFromBlacklist, token, { users: String(newcomer), quiz: String(egypt) })).statusCode).toBe(200);
    expect((await blacklist(token)).find((entry) => entry.customer_id === newcomer)).toBeUndefined();
  });

  test.each<[string, Fields, string]>([
    ['two users', { users: '1,2', quiz: '1' }, 'users'],
    ['no user', { quiz: '1' }, 'users'],
    ['a malformed test', { users: '1', quiz: 'x' }, 'quiz'],
    ['no test', { users: '1' }, 'quiz'],
  ])('remove refuses %s with a 400 naming the field', async (_case, fields, field) => {
    const response = await post(QUIZ_PATHS.removeFromBlacklist, await admin(), fields);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, field, message: `Not a valid id: ${field}` });
  });

  test("cannot touch another company's exclusions", async () => {
    const italy = await testId('Italy');
    await server.server.db.insertInto('quiz_exclusions').values({ customer_id: otherEmployee, quiz_id: italy, created_at: new Date().toISOString() }).execute();
    const refused = await post(QUIZ_PATHS.removeFromBlacklist, await admin(), { users: String(otherEmployee), quiz: String(italy) });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ field: 'users', message: KNOWLEDGE_TEST_MESSAGES.employeeNotFound });
    expect(await pairs(other.adminToken)).toEqual([`${otherEmployee}:${italy}`]);
    expect(await pairs(await admin())).not.toContain(`${otherEmployee}:${italy}`);
    const theirs = await post(QUIZ_PATHS.removeFromBlacklist, other.adminToken, { users: String(otherEmployee), quiz: String(italy) });
    expect(theirs.statusCode).toBe(200);
    expect(await pairs(other.adminToken)).toEqual([]);
  });
});

describe('/elearning/get-logs', () => {
  test("answers the company's resource logs newest first: videos and PDFs with long example.com addresses", async () => {
    const response = await get(QUIZ_PATHS.resourceLogs, await admin());
    expect(response.statusCode).toBe(200);
    const logs = response.json<ResourceLogRow[]>();
    expect(logs).toHaveLength(DEMO_RESOURCE_LOG_COUNT);
    expect(Object.keys(logs[0]!).sort()).toEqual(['company_name', 'country_name', 'created_at', 'target', 'type', 'user_name']);
    const dates = logs.map((row) => row.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(logs.map((row) => row.type))).toEqual(new Set(['1', '2']));
    for (const row of logs) {
      expect(row.company_name).toBe(DEMO_COMPANY.name);
      expect(row.target.length).toBeGreaterThan(20);
      expect(new URL(row.target).hostname).toMatch(/(^|\.)example\.com$/);
      expect(row.country_name).toEqual(expect.any(String));
    }
  });

  test("another company sees only its own logs, and a log without a country answers null", async () => {
    await server.server.db
      .insertInto('resource_logs')
      .values({ customer_id: otherEmployee, country_id: null, type: '1', target: 'https://media.example.com/other.mp4', created_at: '2025-05-05T05:05:05.000Z' })
      .execute();
    expect((await get(QUIZ_PATHS.resourceLogs, other.adminToken)).json<ResourceLogRow[]>()).toEqual([
      { user_name: 'Olga Outsider', company_name: 'quiz company', type: '1', target: 'https://media.example.com/other.mp4', country_name: null, created_at: '2025-05-05T05:05:05.000Z' },
    ]);
    expect((await get(QUIZ_PATHS.resourceLogs, await admin())).json<ResourceLogRow[]>()).toHaveLength(DEMO_RESOURCE_LOG_COUNT);
  });
});

describe('permissions', () => {
  test.each([
    ['GET', QUIZ_PATHS.employeesAvailable],
    ['GET', QUIZ_PATHS.results],
    ['GET', QUIZ_PATHS.blacklistStatus],
    ['GET', QUIZ_PATHS.resourceLogs],
    ['POST', QUIZ_PATHS.addToBlacklist],
    ['POST', QUIZ_PATHS.removeFromBlacklist],
  ])('%s %s is admin only: 403 for an analyst, 401 without a session', async (method, path) => {
    const analyst = await server.login('analyst', 'Vigil-analyst-1');
    const fields = { users: String(await idOf('analyst')), quiz: String(await testId('Italy')) };
    const before = await pairs(await admin());
    const refused = method === 'GET' ? await get(path, analyst) : await post(path, analyst, fields);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ statusCode: 403, message: expect.stringContaining('admin') });
    const anonymous = method === 'GET' ? await legacyGet(server, path, { app_token: server.appToken }) : await legacyPost(server, path, { app_token: server.appToken, ...fields });
    expect(anonymous.statusCode).toBe(401);
    expect(await pairs(await admin())).toEqual(before);
  });
});

describe('restart', () => {
  test('exclusions, results and logs survive a restart, and the seed step does not run again', async () => {
    const token = await admin();
    const [traveller, nigeria] = [await idOf('traveller'), await testId('Nigeria')];
    expect((await post(QUIZ_PATHS.addToBlacklist, token, { users: String(traveller), quiz: String(nigeria) })).statusCode).toBe(200);
    const before = {
      tests: await tests(token),
      exclusions: await blacklist(token),
      results: (await get(QUIZ_PATHS.results, token)).json<TestResultRow[]>(),
      logs: (await get(QUIZ_PATHS.resourceLogs, token)).json<ResourceLogRow[]>(),
    };
    expect(before.exclusions.find((entry) => entry.customer_id === traveller)?.quiz).toContainEqual({ id: nigeria, name: 'Nigeria' });

    await server.restart();

    const again = await admin();
    expect(await tests(again)).toEqual(before.tests);
    expect(await blacklist(again)).toEqual(before.exclusions);
    expect((await get(QUIZ_PATHS.results, again)).json()).toEqual(before.results);
    expect((await get(QUIZ_PATHS.resourceLogs, again)).json()).toEqual(before.logs);
  });
});

describe('demo seed', () => {
  test('is deterministic, adds nothing a second time, and tolerates a database without a demo company', async () => {
    const { db } = server.server;
    const base = new Date('2025-06-01T12:00:00.000Z');
    const demoIds = (
      await db.selectFrom('customers').innerJoin('companies', 'companies.id', 'customers.company_id').select('customers.id').where('companies.is_demo', '=', 1).execute()
    ).map((row) => row.id);
    const snapshot = async () => ({
      tests: await db.selectFrom('quizzes').select(['country_id', 'name']).orderBy('id').execute(),
      results: await db
        .selectFrom('quiz_results')
        .select(['quiz_id', 'customer_id', 'correct_answers', 'total_questions', 'passed', 'completed_at'])
        .where('customer_id', 'in', demoIds)
        .orderBy('id')
        .execute(),
      exclusions: await db.selectFrom('quiz_exclusions').select(['customer_id', 'quiz_id']).where('customer_id', 'in', demoIds).orderBy('customer_id').orderBy('quiz_id').execute(),
      logs: await db.selectFrom('resource_logs').select(['customer_id', 'country_id', 'type', 'target', 'created_at']).where('customer_id', 'in', demoIds).orderBy('id').execute(),
    });
    const clear = async () => {
      await db.deleteFrom('quiz_results').where('customer_id', 'in', demoIds).execute();
      await db.deleteFrom('quiz_exclusions').where('customer_id', 'in', demoIds).execute();
      await db.deleteFrom('resource_logs').where('customer_id', 'in', demoIds).execute();
    };
    await clear();
    await seedDemoKnowledgeTests(db, base);
    const first = await snapshot();
    expect(first.results.length).toBe(demoIds.length * 3);
    expect(first.exclusions).toHaveLength(3);
    expect(first.logs).toHaveLength(DEMO_RESOURCE_LOG_COUNT);
    await seedDemoKnowledgeTests(db, base);
    expect(await snapshot()).toEqual(first);
    await clear();
    await seedDemoKnowledgeTests(db, base);
    expect(await snapshot()).toEqual(first);

    await clear();
    await db.updateTable('companies').set({ is_demo: 0 }).where('name', '=', DEMO_COMPANY.name).execute();
    try {
      await expect(seedDemoKnowledgeTests(db, base)).resolves.toBeUndefined();
      const without = await snapshot();
      expect(without.tests).toEqual(first.tests);
      expect(without.results).toEqual([]);
      expect(without.logs).toEqual([]);
    } finally {
      await db.updateTable('companies').set({ is_demo: 1 }).where('name', '=', DEMO_COMPANY.name).execute();
    }
  });
});
