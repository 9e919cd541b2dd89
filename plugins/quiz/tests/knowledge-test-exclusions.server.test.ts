import { SUCCESS_MESSAGES } from '@vigil/core';
import { credentials, type Fields } from '../../../tests/server/support/legacy-request';
import { addToBlacklist, KNOWLEDGE_TEST_MESSAGES, removeFromBlacklist } from '../contract';
import { MAX_IDS_PER_LIST } from '../server/add-exclusions';
import { knowledgeTestSuite } from './knowledge-test-suite';

/** Excluding employees from knowledge tests and taking them back (spec part 1 §2 /Quiz, §7). */
const suite = knowledgeTestSuite();
const { admin, post, idOf, testId, blacklist, pairs } = suite;

describe('/quiz/add-to-blacklist and /quiz/remove-from-blacklist', () => {
  test('excludes every chosen user from every chosen test (comma lists), and the status shows them', async () => {
    const token = await admin();
    const [analyst, visitor] = [await idOf('analyst'), await idOf('visitor')];
    const [italy, france] = [await testId('Italy'), await testId('France')];
    const response = await post(addToBlacklist.path, token, { users: `${analyst},${visitor}`, quiz: `${italy},${france}` });
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
    expect((await post(addToBlacklist.path, token, { users: String(analyst), quiz: String(italy) })).statusCode).toBe(200);
    expect((await post(addToBlacklist.path, token, { users: `${analyst},${analyst}`, quiz: `${italy}` })).statusCode).toBe(200);
    expect(await pairs(token)).toEqual(before);
  });

  test('takes repeated keys, and PHP-style names, like a comma list', async () => {
    const token = await admin();
    const traveller = await idOf('traveller');
    const [germany, spain] = [await testId('Germany'), await testId('Spain')];
    const body = new URLSearchParams(credentials(suite.server, token));
    body.append('users', String(traveller));
    body.append('quiz[]', String(germany));
    body.append('quiz[]', String(spain));
    const response = await suite.server.app.inject({
      method: 'POST',
      url: `/api${addToBlacklist.path}`,
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
    const response = await post(addToBlacklist.path, token, { ...fields, users });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, field, message });
    expect(await pairs(token)).toEqual(before);
  });

  test('refuses more ids than one call may carry', async () => {
    const ids = Array.from({ length: MAX_IDS_PER_LIST + 1 }, (_, index) => index + 1).join(',');
    const response = await post(addToBlacklist.path, await admin(), { users: ids, quiz: '1' });
    expect(response.json()).toMatchObject({ statusCode: 400, field: 'users', message: `${KNOWLEDGE_TEST_MESSAGES.tooManyIds}: users` });
  });

  test("refuses another company's employee or an unknown test with a 404, and adds nothing of the list", async () => {
    const token = await admin();
    const before = await pairs(token);
    const italy = await testId('Italy');
    const foreign = await post(addToBlacklist.path, token, { users: `${await idOf('newcomer')},${suite.otherEmployee}`, quiz: String(italy) });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ field: 'users', message: KNOWLEDGE_TEST_MESSAGES.employeeNotFound, code: 'quiz:employeeNotFound' });
    const unknown = await post(addToBlacklist.path, token, { users: String(await idOf('newcomer')), quiz: `${italy},999999` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ field: 'quiz', message: KNOWLEDGE_TEST_MESSAGES.testNotFound, code: 'quiz:testNotFound' });
    expect(await pairs(token)).toEqual(before);
    expect(await pairs(suite.other.adminToken)).toEqual([]);
  });

  test('removes one pair; removing it again, or a pair never excluded, is a 404', async () => {
    const token = await admin();
    const [visitor, italy, france] = [await idOf('visitor'), await testId('Italy'), await testId('France')];
    const response = await post(removeFromBlacklist.path, token, { users: String(visitor), quiz: String(italy) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: SUCCESS_MESSAGES.blacklistUpdated });
    const after = await pairs(token);
    expect(after).not.toContain(`${visitor}:${italy}`);
    expect(after).toContain(`${visitor}:${france}`);
    const again = await post(removeFromBlacklist.path, token, { users: String(visitor), quiz: String(italy) });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ field: 'quiz', message: KNOWLEDGE_TEST_MESSAGES.notExcluded, code: 'quiz:notExcluded' });
    expect((await post(removeFromBlacklist.path, token, { users: String(visitor), quiz: '999999' })).statusCode).toBe(404);
  });

  test('a user whose last test is removed leaves the status', async () => {
    const token = await admin();
    const [newcomer, egypt] = [await idOf('newcomer'), await testId('Egypt')];
    expect((await post(addToBlacklist.path, token, { users: String(newcomer), quiz: String(egypt) })).statusCode).toBe(200);
    expect((await blacklist(token)).find((entry) => entry.customer_id === newcomer)?.quiz).toEqual([{ id: egypt, name: 'Egypt' }]);
    expect((await post(removeFromBlacklist.path, token, { users: String(newcomer), quiz: String(egypt) })).statusCode).toBe(200);
    expect((await blacklist(token)).find((entry) => entry.customer_id === newcomer)).toBeUndefined();
  });

  test.each<[string, Fields, string]>([
    ['two users', { users: '1,2', quiz: '1' }, 'users'],
    ['no user', { quiz: '1' }, 'users'],
    ['a malformed test', { users: '1', quiz: 'x' }, 'quiz'],
    ['no test', { users: '1' }, 'quiz'],
  ])('remove refuses %s with a 400 naming the field', async (_case, fields, field) => {
    const response = await post(removeFromBlacklist.path, await admin(), fields);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, field, message: `Not a valid id: ${field}` });
  });

  test("cannot touch another company's exclusions", async () => {
    const italy = await testId('Italy');
    await suite.db.insertInto('quiz_exclusions').values({ customer_id: suite.otherEmployee, quiz_id: italy, created_at: new Date().toISOString() }).execute();
    const refused = await post(removeFromBlacklist.path, await admin(), { users: String(suite.otherEmployee), quiz: String(italy) });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ field: 'users', message: KNOWLEDGE_TEST_MESSAGES.employeeNotFound });
    expect(await pairs(suite.other.adminToken)).toEqual([`${suite.otherEmployee}:${italy}`]);
    expect(await pairs(await admin())).not.toContain(`${suite.otherEmployee}:${italy}`);
    const theirs = await post(removeFromBlacklist.path, suite.other.adminToken, { users: String(suite.otherEmployee), quiz: String(italy) });
    expect(theirs.statusCode).toBe(200);
    expect(await pairs(suite.other.adminToken)).toEqual([]);
  });
});
