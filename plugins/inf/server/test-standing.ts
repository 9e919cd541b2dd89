import { resultPercentage, type QuizServerFunctions } from '../../quiz/contract';
import { DEFAULT_PASS_SCORE, type LastResult, type TestState } from '../contract';
import type { InfDatabase } from './tables';

export interface Standing {
  state: TestState;
  attempts: number;
  lastResult: LastResult | null;
}

/**
 * A user's standing on one test: exempt when the admin excluded them (the exclusion is the user's own, so another
 * company's never counts), passed when any result passed, failed when results exist, else not started.
 */
export async function testStanding(quiz: QuizServerFunctions, customerId: number, quizId: number): Promise<Standing> {
  const [excluded, results] = await Promise.all([quiz.excludedTests(customerId), quiz.results(customerId, quizId)]);
  const [last] = results;
  const lastResult = last
    ? {
        passed: last.passed,
        total_correct_answers: last.correct_answers,
        total_questions: last.total_questions,
        percentage: resultPercentage(last.correct_answers, last.total_questions),
        completed_at: last.completed_at,
      }
    : null;
  const state: TestState = excluded.includes(quizId) ? 'exempt' : results.some((result) => result.passed) ? 'passed' : last ? 'failed' : 'not_started';
  return { state, attempts: results.length, lastResult };
}

/** The states of every test for one user, by test id, in two queries (the overview's country list). */
export async function testStates(quiz: QuizServerFunctions, customerId: number): Promise<Map<number, TestState>> {
  const [excluded, passed] = await Promise.all([quiz.excludedTests(customerId), quiz.passedByTest(customerId)]);
  const states = new Map<number, TestState>();
  for (const [quizId, anyPassed] of passed) states.set(quizId, anyPassed ? 'passed' : 'failed');
  for (const quizId of excluded) states.set(quizId, 'exempt');
  return states;
}

/** The pass score of the user's company: its own choice, or DEFAULT_PASS_SCORE. */
export async function companyPassScore(db: InfDatabase, companyId: number): Promise<number> {
  const row = await db.selectFrom('inf_pass_scores').select('pass_score').where('company_id', '=', companyId).executeTakeFirst();
  return row?.pass_score ?? DEFAULT_PASS_SCORE;
}
