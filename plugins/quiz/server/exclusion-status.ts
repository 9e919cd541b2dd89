import { fullName, LONG_LIST_MAX } from '@vigil/core';
import { capList, type EndpointHandler } from '@vigil/server-sdk';
import type { ExcludedEntry, getBlacklistStatus } from '../contract';
import { byText } from './by-text';
import type { QuizDatabase } from './tables';

/**
 * The admin's company's excluded employees, each with their tests; both sorted by name. Made of the newest
 * LONG_LIST_MAX exclusions: the screen lists one row per employee and test.
 */
export function exclusionStatus(db: QuizDatabase): EndpointHandler<typeof getBlacklistStatus> {
  return async ({ user, reply }) => {
    const rows = await db
      .selectFrom('quiz_exclusions')
      .innerJoin('customers', 'customers.id', 'quiz_exclusions.customer_id')
      .innerJoin('quizzes', 'quizzes.id', 'quiz_exclusions.quiz_id')
      .select(['customers.id as customer_id', 'customers.name', 'customers.surname', 'quizzes.id as quiz_id', 'quizzes.name as quiz_name'])
      .where('customers.company_id', '=', user.companyId)
      .orderBy('quiz_exclusions.created_at', 'desc')
      .limit(LONG_LIST_MAX + 1)
      .execute();
    const entries = new Map<number, ExcludedEntry>();
    for (const row of capList(rows, LONG_LIST_MAX, reply)) {
      let entry = entries.get(row.customer_id);
      if (!entry) {
        entry = { customer_id: row.customer_id, customer_name: fullName(row), quiz: [] };
        entries.set(row.customer_id, entry);
      }
      entry.quiz.push({ id: row.quiz_id, name: row.quiz_name });
    }
    const sorted = [...entries.values()].sort((a, b) => byText(a.customer_name, b.customer_name) || a.customer_id - b.customer_id);
    for (const entry of sorted) entry.quiz.sort((a, b) => byText(a.name, b.name) || a.id - b.id);
    return sorted;
  };
}
