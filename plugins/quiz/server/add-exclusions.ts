import { serverMessage, SUCCESS_MESSAGES } from '@vigil/core';
import { HttpError, readIdList, type EndpointHandler } from '@vigil/server-sdk';
import type { addToBlacklist } from '../contract';
import { companyEmployees } from './company-employees';
import { quizMessage } from './quiz-message';
import type { QuizDatabase } from './tables';

/**
 * Ids per list in one call: a form post of 1 MB could otherwise carry more ids than a statement may bind, and
 * no company excludes more people than this at once from a screen.
 */
export const MAX_IDS_PER_LIST = 1000;
/** Exclusions per insert: well under both dialects' limit on bound parameters. */
const INSERT_BATCH = 300;

/** A list of ids that must not be empty (the web does not check the selects: spec part 1 §5). */
function readRequiredIds(input: Readonly<Record<string, string | undefined>>, field: string): number[] {
  const ids = readIdList(input, field);
  if (ids.length === 0) throw new HttpError(400, serverMessage('missingInput', { field }), field);
  if (ids.length > MAX_IDS_PER_LIST) throw new HttpError(400, quizMessage('tooManyIds', field), field);
  return ids;
}

/** Excludes every chosen employee of the admin's company from every chosen test. */
export function addExclusions(db: QuizDatabase): EndpointHandler<typeof addToBlacklist> {
  return async ({ input, user }) => {
    const users = readRequiredIds(input, 'users');
    const quizzes = readRequiredIds(input, 'quiz');
    const employees = await companyEmployees(db, user.companyId, users);
    if (employees.size !== users.length) throw new HttpError(404, quizMessage('employeeNotFound'), 'users');
    const tests = await db.selectFrom('quizzes').select('id').where('id', 'in', quizzes).execute();
    if (tests.length !== quizzes.length) throw new HttpError(404, quizMessage('testNotFound'), 'quiz');
    const createdAt = new Date().toISOString();
    const pairs = users.flatMap((customerId) => quizzes.map((quizId) => ({ customer_id: customerId, quiz_id: quizId, created_at: createdAt })));
    // Idempotent: a pair already excluded stays as it was (and keeps its date).
    await db.transaction().execute(async (trx) => {
      for (let start = 0; start < pairs.length; start += INSERT_BATCH) {
        await trx
          .insertInto('quiz_exclusions')
          .values(pairs.slice(start, start + INSERT_BATCH))
          .onConflict((conflict) => conflict.columns(['customer_id', 'quiz_id']).doNothing())
          .execute();
      }
    });
    return { message: SUCCESS_MESSAGES.blacklistUpdated };
  };
}
