import { HttpError, readId, type EndpointHandler, type ServerFunctions } from '@vigil/server-sdk';
import { SUCCESS_MESSAGES } from '@vigil/core';
import { resultPercentage, type QuizServerFunctions } from '../../quiz/contract';
import { attemptTimeLimitMs, parseAnswers, SUBMIT_GRACE_MS, type replyQuiz, type startQuiz } from '../contract';
import { ATTEMPTS_KEPT_PER_TEST, keepNewestAttempts } from './keep-newest';
import { scoreAnswers, type ScoredQuestion } from './score-answers';
import { companyPassScore, testStanding } from './test-standing';
import type { InfDatabase } from './tables';
import { infMessage } from './inf-message';

/** The test named by `id`, when the user may take it: 404 unknown, 403 exempt, 409 already passed. */
async function takeableTest(quiz: QuizServerFunctions, customerId: number, quizId: number): Promise<{ id: number }> {
  const test = await quiz.test(quizId);
  if (!test) throw new HttpError(404, infMessage('testNotFound'));
  const { state } = await testStanding(quiz, customerId, test.id);
  if (state === 'exempt') throw new HttpError(403, infMessage('exempt'));
  if (state === 'passed') throw new HttpError(409, infMessage('alreadyPassed'));
  return test;
}

async function scoredQuestions(db: InfDatabase, quizId: number): Promise<ScoredQuestion[]> {
  const questions = await db.selectFrom('inf_questions').select('id').where('quiz_id', '=', quizId).orderBy('position').orderBy('id').execute();
  if (questions.length === 0) return [];
  const options = await db
    .selectFrom('inf_options')
    .select(['id', 'question_id', 'is_correct'])
    .where('question_id', 'in', questions.map((question) => question.id))
    .execute();
  return questions.map((question) => ({
    id: question.id,
    options: options.filter((option) => option.question_id === question.id).map((option) => ({ id: option.id, correct: option.is_correct === 1 })),
  }));
}

/** /quiz/start-quiz: a new attempt whose clock starts now; an attempt left open before is dropped. */
export function startAttempt(db: InfDatabase, quiz: QuizServerFunctions, clock: () => Date = () => new Date()): EndpointHandler<typeof startQuiz> {
  return async ({ input, user }) => {
    const test = await takeableTest(quiz, user.id, readId(input, 'id'));
    const questionCount = (await scoredQuestions(db, test.id)).length;
    const startedAt = clock();
    const timeLimitMs = attemptTimeLimitMs(questionCount);
    const deadline = new Date(startedAt.getTime() + timeLimitMs);
    const attempt = await db.transaction().execute(async (trx) => {
      // Only the newest attempt can be answered: open ones before it would only pile up.
      await trx.deleteFrom('inf_attempts').where('customer_id', '=', user.id).where('quiz_id', '=', test.id).where('submitted_at', 'is', null).execute();
      return trx
        .insertInto('inf_attempts')
        .values({ quiz_id: test.id, customer_id: user.id, started_at: startedAt.toISOString(), deadline: deadline.toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
    });
    return { attempt: attempt.id, started_at: startedAt.toISOString(), time_limit_ms: timeLimitMs, deadline: deadline.toISOString() };
  };
}

/**
 * /quiz/reply-quiz: scores the answers of the user's open attempt (score-answers.ts), records the result in the
 * quiz plugin's quiz_results (one row per attempt, what /Quiz lists) with the checked options, and closes the attempt.
 */
export function replyAttempt(
  db: InfDatabase,
  quiz: ServerFunctions<QuizServerFunctions>,
  clock: () => Date = () => new Date(),
): EndpointHandler<typeof replyQuiz> {
  return async ({ input, user }) => {
    const test = await takeableTest(quiz, user.id, readId(input, 'id'));
    const answers = parseAnswers(input.answers ?? '');
    if (!answers) throw new HttpError(400, infMessage('answersFormat'), 'answers');
    const open = await db
      .selectFrom('inf_attempts')
      .select(['id', 'deadline'])
      .where('customer_id', '=', user.id)
      .where('quiz_id', '=', test.id)
      .where('submitted_at', 'is', null)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!open) throw new HttpError(409, infMessage('notStarted'));
    const now = clock();
    if (now.getTime() > Date.parse(open.deadline) + SUBMIT_GRACE_MS) {
      // Closed without a result: the time was over; Start begins a new attempt.
      await db.deleteFrom('inf_attempts').where('id', '=', open.id).execute();
      throw new HttpError(409, infMessage('timeOver'));
    }
    const score = scoreAnswers(await scoredQuestions(db, test.id), answers);
    const passScore = await companyPassScore(db, user.companyId);
    const percentage = resultPercentage(score.correct, score.total);
    const passed = percentage >= passScore;
    await db.transaction().execute(async (trx) => {
      // The attempt is closed first and only once: two replies racing for it record one result.
      const closed = await trx
        .updateTable('inf_attempts')
        .set({ submitted_at: now.toISOString() })
        .where('id', '=', open.id)
        .where('submitted_at', 'is', null)
        .executeTakeFirst();
      if (Number(closed.numUpdatedRows) !== 1) throw new HttpError(409, infMessage('notStarted'));
      // The quiz plugin's row, in this transaction; it keeps the user's newest ATTEMPTS_KEPT_PER_TEST on the test.
      const resultId = await quiz.within(trx).recordResult(
        { quiz_id: test.id, customer_id: user.id, correct_answers: score.correct, total_questions: score.total, passed, completed_at: now.toISOString() },
        ATTEMPTS_KEPT_PER_TEST,
      );
      await trx.updateTable('inf_attempts').set({ result_id: resultId }).where('id', '=', open.id).execute();
      if (score.chosen.length > 0) {
        await trx
          .insertInto('inf_attempt_answers')
          .values(score.chosen.map((entry) => ({ attempt_id: open.id, question_id: entry.question, option_id: entry.option })))
          .execute();
      }
      await keepNewestAttempts(trx, user.id, test.id);
    });
    return {
      complete: true,
      total_correct_answers: score.correct,
      total_questions: score.total,
      passed,
      percentage,
      pass_score: passScore,
      message: SUCCESS_MESSAGES.testCompleted,
    };
  };
}
