import { resultPercentage } from '../../quiz/contract';
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
export async function testStanding(db: InfDatabase, customerId: number, quizId: number): Promise<Standing> {
  const excluded = await db
    .selectFrom('quiz_exclusions')
    .select('quiz_id')
    .where('customer_id', '=', customerId)
    .where('quiz_id', '=', quizId)
    .executeTakeFirst();
  const results = await db
    .selectFrom('quiz_results')
    .select(['passed', 'correct_answers', 'total_questions', 'completed_at'])
    .where('customer_id', '=', customerId)
    .where('quiz_id', '=', quizId)
    .orderBy('completed_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const [last] = results;
  const lastResult = last
    ? {
        passed: last.passed === 1,
        total_correct_answers: last.correct_answers,
        total_questions: last.total_questions,
        percentage: resultPercentage(last.correct_answers, last.total_questions),
        completed_at: last.completed_at,
      }
    : null;
  const state: TestState = excluded ? 'exempt' : results.some((result) => result.passed === 1) ? 'passed' : last ? 'failed' : 'not_started';
  return { state, attempts: results.length, lastResult };
}

/** The states of every test for one user, by test id, in two queries (the overview's country list). */
export async function testStates(db: InfDatabase, customerId: number): Promise<Map<number, TestState>> {
  const excluded = await db.selectFrom('quiz_exclusions').select('quiz_id').where('customer_id', '=', customerId).execute();
  const results = await db
    .selectFrom('quiz_results')
    .select(['quiz_id', (eb) => eb.fn.max('passed').as('passed')])
    .where('customer_id', '=', customerId)
    .groupBy('quiz_id')
    .execute();
  const states = new Map<number, TestState>();
  for (const result of results) states.set(result.quiz_id, Number(result.passed) === 1 ? 'passed' : 'failed');
  for (const exclusion of excluded) states.set(exclusion.quiz_id, 'exempt');
  return states;
}

/** The pass score of the user's company: its own choice, or DEFAULT_PASS_SCORE. */
export async function companyPassScore(db: InfDatabase, companyId: number): Promise<number> {
  const row = await db.selectFrom('inf_pass_scores').select('pass_score').where('company_id', '=', companyId).executeTakeFirst();
  return row?.pass_score ?? DEFAULT_PASS_SCORE;
}
