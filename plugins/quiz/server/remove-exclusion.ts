import { SUCCESS_MESSAGES } from '@vigil/core';
import { HttpError, readId, type EndpointHandler } from '@vigil/server-sdk';
import type { removeFromBlacklist } from '../contract';
import { companyEmployees } from './company-employees';
import { quizMessage } from './quiz-message';
import type { QuizDatabase } from './tables';

/** Takes one employee of the admin's company back from one test; 404 when they were not excluded from it. */
export function removeExclusion(db: QuizDatabase): EndpointHandler<typeof removeFromBlacklist> {
  return async ({ input, user }) => {
    // readId answers 'Not a valid id: <field>' for a missing field too (both are RequiredByRule in the declaration).
    const customerId = readId(input, 'users');
    const quizId = readId(input, 'quiz');
    if ((await companyEmployees(db, user.companyId, [customerId])).size === 0) {
      throw new HttpError(404, quizMessage('employeeNotFound'), 'users');
    }
    const removed = await db
      .deleteFrom('quiz_exclusions')
      .where('customer_id', '=', customerId)
      .where('quiz_id', '=', quizId)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) throw new HttpError(404, quizMessage('notExcluded'), 'quiz');
    return { message: SUCCESS_MESSAGES.blacklistUpdated };
  };
}
