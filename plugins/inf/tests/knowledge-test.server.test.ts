import { SUCCESS_MESSAGES } from '@vigil/core';
import type { TestResultRow } from '../../quiz/contract';
import { encodeAnswers, getQuizDetail, INF_MESSAGES, replyQuiz, startQuiz, type QuizDetail, type ReplyAnswer } from '../contract';
import { ATTEMPTS_KEPT_PER_TEST } from '../server/keep-newest';
import { correctOptions, infSuite } from './inf-suite';

const suite = infSuite();

let analyst: string;
let admin: string;
let analystId: number;
let italy: { quizId: number; countryId: number };

beforeAll(async () => {
  analyst = await suite.login('analyst');
  admin = await suite.login('admin');
  analystId = await suite.idOf('analyst');
  italy = await suite.testOf('IT');
  await suite.clearStanding(analystId, italy.quizId);
});

async function detail(token: string, countryId: number): Promise<QuizDetail> {
  const response = await suite.get(getQuizDetail.path, token, { id: String(countryId) });
  expect(response.statusCode).toBe(200);
  return response.json<QuizDetail>();
}

const start = (token: string, quizId: number) => suite.post(startQuiz.path, token, { id: String(quizId) });
const reply = (token: string, quizId: number, answers: string) => suite.post(replyQuiz.path, token, { id: String(quizId), answers });

/** Every question answered right, or only the first `right` of them (the others get a wrong option). */
async function answersWith(quizId: number, right: number): Promise<string> {
  const correct = await correctOptions(suite.db, quizId);
  const all = await suite.db
    .selectFrom('inf_options')
    .innerJoin('inf_questions', 'inf_questions.id', 'inf_options.question_id')
    .select(['inf_questions.id as question', 'inf_options.id as option', 'inf_options.is_correct'])
    .where('inf_questions.quiz_id', '=', quizId)
    .execute();
  const chosen = new Map<number, number[]>();
  [...correct.keys()].forEach((question, index) => {
    if (index < right) chosen.set(question, correct.get(question) ?? []);
    else chosen.set(question, [all.find((row) => row.question === question && row.is_correct === 0)!.option]);
  });
  return encodeAnswers(chosen);
}

describe('/quiz/get-quiz-detail', () => {
  test("gives the country's induction and test, with how many options are correct and never which", async () => {
    const answer = await detail(analyst, italy.countryId);
    expect(answer.country).toMatchObject({ id: italy.countryId, countryName: 'Italy' });
    expect(answer.country.description).toContain('Demo content');
    expect(answer.demo).toBe(true);
    expect(answer.quiz?.id).toBe(italy.quizId);
    const questions = answer.quiz?.questions ?? [];
    expect(questions.length).toBeGreaterThanOrEqual(8);
    expect(questions.length).toBeLessThanOrEqual(12);
    const correct = await correctOptions(suite.db, italy.quizId);
    for (const question of questions) {
      expect(question.correctAnswers).toBe(correct.get(question.id)?.length);
      for (const option of question.options) expect(Object.keys(option).sort()).toEqual(['id', 'option']);
    }
    expect(questions.some((question) => question.correctAnswers > 1)).toBe(true);
    // Nothing in the whole answer names a correct option.
    expect(JSON.stringify(answer)).not.toMatch(/is_correct|"correct"|isCorrect/);
    expect(answer).toMatchObject({ state: 'not_started', attempts: 0, last_result: null, pass_score: 60, time_limit_ms: questions.length * 10_000 });
    expect(answer.video).toMatchObject({ content_type: 'video/webm', captions: true });
    expect(answer.pdf).toMatchObject({ content_type: 'application/pdf', captions: false });
  });

  test('answers 404 for a country that does not exist and 400 for an id that is not one', async () => {
    const missing = await suite.get(getQuizDetail.path, analyst, { id: '999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: INF_MESSAGES.countryNotFound });
    expect((await suite.get(getQuizDetail.path, analyst, { id: 'x' })).statusCode).toBe(400);
  });

  test('is refused to a user with neither inf nor admin', async () => {
    const visitor = await suite.login('visitor');
    expect((await suite.get(getQuizDetail.path, visitor, { id: String(italy.countryId) })).statusCode).toBe(403);
  });
});

describe('taking a test: /quiz/start-quiz and /quiz/reply-quiz', () => {
  test('refuses a reply without a started attempt', async () => {
    const response = await reply(analyst, italy.quizId, '');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: INF_MESSAGES.notStarted });
  });

  test('refuses ids that are not of the test, a repeated question, too many options and a malformed list, recording nothing', async () => {
    expect((await start(analyst, italy.quizId)).statusCode).toBe(200);
    const correct = await correctOptions(suite.db, italy.quizId);
    const [first, second] = [...correct.keys()];
    const multi = [...correct.entries()].find(([, options]) => options.length > 1)!;
    const single = [...correct.entries()].find(([, options]) => options.length === 1)!;
    const otherOption = correct.get(second!)![0]!;
    const spain = await suite.testOf('ES');
    const [foreignQuestion] = [...(await correctOptions(suite.db, spain.quizId)).keys()];
    const cases: Array<[string, string]> = [
      [`${foreignQuestion}:1`, `${INF_MESSAGES.unknownQuestion}: ${foreignQuestion}`],
      [`${first}:${otherOption}`, `${INF_MESSAGES.unknownOption}: ${otherOption}`],
      [`${first}:;${first}:`, `${INF_MESSAGES.repeatedQuestion}: ${first}`],
      [`${single[0]}:${single[1][0]},${[...correct.get(multi[0])!][0]}`, `${INF_MESSAGES.unknownOption}: ${correct.get(multi[0])![0]}`],
      ['12:3:4', INF_MESSAGES.answersFormat],
    ];
    for (const [answers, message] of cases) {
      const response = await reply(analyst, italy.quizId, answers);
      expect({ answers, status: response.statusCode, message: response.json<{ message: string }>().message }).toEqual({ answers, status: 400, message });
    }
    // More options than the question has correct ones.
    const options = await suite.db.selectFrom('inf_options').select('id').where('question_id', '=', multi[0]).execute();
    const tooMany = await reply(analyst, italy.quizId, `${multi[0]}:${options.slice(0, multi[1].length + 1).map((row) => row.id).join(',')}`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      message: `${INF_MESSAGES.tooManyAnswers}: ${multi[0]}`,
      code: 'inf:tooManyAnswers',
      params: { question: multi[0] },
    });
    const malformed = await reply(analyst, italy.quizId, 'abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'inf:answersFormat', params: { field: 'answers' } });
    const results = await suite.db.selectFrom('quiz_results').select('id').where('customer_id', '=', analystId).where('quiz_id', '=', italy.quizId).execute();
    expect(results).toEqual([]);
  });

  test('answers 404 for a test that does not exist', async () => {
    const response = await start(analyst, 999_999);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: INF_MESSAGES.testNotFound });
    expect((await reply(analyst, 999_999, '')).statusCode).toBe(404);
  });

  test('a failed attempt, then a passed one: two results on /Quiz, then the test is not retaken', async () => {
    expect((await start(analyst, italy.quizId)).statusCode).toBe(200);
    const failed = await reply(analyst, italy.quizId, await answersWith(italy.quizId, 2));
    expect(failed.statusCode).toBe(200);
    const total = (await correctOptions(suite.db, italy.quizId)).size;
    expect(failed.json<ReplyAnswer>()).toEqual({
      complete: true,
      total_correct_answers: 2,
      total_questions: total,
      passed: false,
      percentage: Math.floor((2 * 100) / total),
      pass_score: 60,
      message: SUCCESS_MESSAGES.testCompleted,
    });
    expect(await detail(analyst, italy.countryId)).toMatchObject({ state: 'failed', attempts: 1, last_result: { passed: false, total_correct_answers: 2 } });
    // The attempt is closed: a second reply to it is refused.
    expect((await reply(analyst, italy.quizId, '')).statusCode).toBe(409);

    expect((await start(analyst, italy.quizId)).statusCode).toBe(200);
    const passed = await reply(analyst, italy.quizId, await answersWith(italy.quizId, total));
    expect(passed.json<ReplyAnswer>()).toMatchObject({ complete: true, total_correct_answers: total, total_questions: total, passed: true, percentage: 100 });
    expect(await detail(analyst, italy.countryId)).toMatchObject({ state: 'passed', attempts: 2 });

    const rows = await suite.get('/quiz/get-list-employees-quiz', admin);
    const person = await suite.db.selectFrom('customers').select(['name', 'surname']).where('id', '=', analystId).executeTakeFirstOrThrow();
    const italyRows = rows.json<TestResultRow[]>().filter((row) => row.quiz_name === 'Italy' && row.customer_name === `${person.name} ${person.surname}`);
    const mine = await suite.db.selectFrom('quiz_results').select(['passed', 'correct_answers']).where('customer_id', '=', analystId).where('quiz_id', '=', italy.quizId).orderBy('id').execute();
    expect(mine).toEqual([
      { passed: 0, correct_answers: 2 },
      { passed: 1, correct_answers: total },
    ]);
    // What /Quiz shows: both attempts, newest first.
    expect(italyRows.map((row) => ({ pass: row.pass, correct: row.correct_answers, total: row.total_questions }))).toEqual([
      { pass: true, correct: total, total },
      { pass: false, correct: 2, total },
    ]);
    // The checked options of each attempt are kept.
    const kept = await suite.db
      .selectFrom('inf_attempt_answers')
      .innerJoin('inf_attempts', 'inf_attempts.id', 'inf_attempt_answers.attempt_id')
      .select('inf_attempts.id')
      .where('inf_attempts.customer_id', '=', analystId)
      .where('inf_attempts.quiz_id', '=', italy.quizId)
      .execute();
    expect(new Set(kept.map((row) => row.id)).size).toBe(2);

    const again = await start(analyst, italy.quizId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: INF_MESSAGES.alreadyPassed });
    expect((await reply(analyst, italy.quizId, '')).json()).toMatchObject({ message: INF_MESSAGES.alreadyPassed });
  });

  test('a partly right multi-answer question scores nothing; a missing answer scores nothing', async () => {
    const france = await suite.testOf('FR');
    await suite.clearStanding(analystId, france.quizId);
    const correct = await correctOptions(suite.db, france.quizId);
    const [multi, options] = [...correct.entries()].find(([, list]) => list.length > 1)!;
    const single = [...correct.entries()].find(([, list]) => list.length === 1)!;
    expect((await start(analyst, france.quizId)).statusCode).toBe(200);
    const response = await reply(analyst, france.quizId, encodeAnswers(new Map([[multi, options.slice(0, 1)], [single[0], single[1]]])));
    expect(response.json<ReplyAnswer>()).toMatchObject({ total_correct_answers: 1, total_questions: correct.size, passed: false });
  });

  test('refuses a reply after the time is over, and records nothing', async () => {
    const germany = await suite.testOf('DE');
    await suite.clearStanding(analystId, germany.quizId);
    const started = await start(analyst, germany.quizId);
    expect(started.statusCode).toBe(200);
    const attempt = started.json<{ attempt: number }>().attempt;
    await suite.db.updateTable('inf_attempts').set({ deadline: new Date(Date.now() - 60_000).toISOString() }).where('id', '=', attempt).execute();
    const response = await reply(analyst, germany.quizId, await answersWith(germany.quizId, 99));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: INF_MESSAGES.timeOver, code: 'inf:timeOver' });
    const results = await suite.db.selectFrom('quiz_results').select('id').where('customer_id', '=', analystId).where('quiz_id', '=', germany.quizId).execute();
    expect(results).toEqual([]);
    // Within the grace after the deadline, the reply counts.
    const again = await start(analyst, germany.quizId);
    await suite.db.updateTable('inf_attempts').set({ deadline: new Date(Date.now() - 2_000).toISOString() }).where('id', '=', again.json<{ attempt: number }>().attempt).execute();
    expect((await reply(analyst, germany.quizId, '')).statusCode).toBe(200);
  });

  test('a user the admin excluded is exempt: the detail says so and the test is refused', async () => {
    const spain = await suite.testOf('ES');
    await suite.clearStanding(analystId, spain.quizId);
    const exclude = await suite.post('/quiz/add-to-blacklist', admin, { users: String(analystId), quiz: String(spain.quizId) });
    expect(exclude.statusCode).toBe(200);
    expect(await detail(analyst, spain.countryId)).toMatchObject({ state: 'exempt' });
    const started = await start(analyst, spain.quizId);
    expect(started.statusCode).toBe(403);
    expect(started.json()).toMatchObject({ message: INF_MESSAGES.exempt });
    expect((await reply(analyst, spain.quizId, '')).statusCode).toBe(403);
  });

  test("answers only the session user's standing: another user's results change nothing for them", async () => {
    const britain = await suite.testOf('GB');
    const adminId = await suite.idOf('admin');
    await suite.clearStanding(analystId, britain.quizId);
    await suite.clearStanding(adminId, britain.quizId);
    expect((await start(admin, britain.quizId)).statusCode).toBe(200);
    expect((await reply(admin, britain.quizId, await answersWith(britain.quizId, 99))).json()).toMatchObject({ passed: true });
    // The analyst has not started: the admin's attempt is not theirs to answer.
    expect((await reply(analyst, britain.quizId, '')).statusCode).toBe(409);
    expect(await detail(analyst, britain.countryId)).toMatchObject({ state: 'not_started', attempts: 0 });
  });

  test('keeps each user the newest attempts of a test, so that retakes cannot grow the results without end', async () => {
    const usa = await suite.testOf('US');
    await suite.clearStanding(analystId, usa.quizId);
    const old = Array.from({ length: ATTEMPTS_KEPT_PER_TEST }, (_, index) => ({
      quiz_id: usa.quizId,
      customer_id: analystId,
      correct_answers: 0,
      total_questions: 10,
      passed: 0,
      completed_at: new Date(Date.UTC(2024, 0, 1, 0, index)).toISOString(),
    }));
    await suite.db.insertInto('quiz_results').values(old).execute();
    expect((await start(analyst, usa.quizId)).statusCode).toBe(200);
    expect((await reply(analyst, usa.quizId, '')).statusCode).toBe(200);
    const kept = await suite.db.selectFrom('quiz_results').select(['completed_at']).where('customer_id', '=', analystId).where('quiz_id', '=', usa.quizId).orderBy('id').execute();
    expect(kept).toHaveLength(ATTEMPTS_KEPT_PER_TEST);
    // The oldest went, the reply's result is there.
    expect(kept[0]!.completed_at).toBe(old[1]!.completed_at);
    expect(kept[kept.length - 1]!.completed_at.startsWith('2024')).toBe(false);
  });
});
