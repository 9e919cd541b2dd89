import { keepNewestRows } from '@vigil/server-sdk';
import type { InfDatabase } from './tables';

/**
 * Attempts (and their results on /Quiz) each user keeps per test: the newest this many. Tables any user grows stay
 * bounded (docs/security.md, Stored data); a passed test takes no more attempts, so its passing result is never
 * the one dropped. The quiz plugin trims the results when one is recorded with this number.
 */
export const ATTEMPTS_KEPT_PER_TEST = 100;

/** Deletes the user's attempts on the test beyond the newest ATTEMPTS_KEPT_PER_TEST. Run it in the reply's transaction. */
export async function keepNewestAttempts(db: InfDatabase, customerId: number, quizId: number): Promise<void> {
  await keepNewestRows(db, 'inf_attempts', { customer_id: customerId, quiz_id: quizId }, ATTEMPTS_KEPT_PER_TEST);
}
