import type { InfDatabase } from './tables';

/**
 * Attempts (and their results on /Quiz) each user keeps per test: the newest this many. Tables any user grows stay
 * bounded (docs/security.md, Stored data); a passed test takes no more attempts, so its passing result is never
 * the one dropped.
 */
export const ATTEMPTS_KEPT_PER_TEST = 100;

/** Deletes the user's attempts and results on the test beyond the newest ATTEMPTS_KEPT_PER_TEST. Run it in the reply's transaction. */
export async function keepNewestAttempts(db: InfDatabase, customerId: number, quizId: number): Promise<void> {
  const newestAttempts = db
    .selectFrom('inf_attempts')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('quiz_id', '=', quizId)
    .orderBy('id', 'desc')
    .limit(ATTEMPTS_KEPT_PER_TEST);
  await db
    .deleteFrom('inf_attempts')
    .where('customer_id', '=', customerId)
    .where('quiz_id', '=', quizId)
    .where('id', 'not in', newestAttempts)
    .execute();
  const newestResults = db
    .selectFrom('quiz_results')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('quiz_id', '=', quizId)
    .orderBy('id', 'desc')
    .limit(ATTEMPTS_KEPT_PER_TEST);
  await db
    .deleteFrom('quiz_results')
    .where('customer_id', '=', customerId)
    .where('quiz_id', '=', quizId)
    .where('id', 'not in', newestResults)
    .execute();
}
