import { keepNewestRequests, keepNewestRows } from '@vigil/server-sdk';
import type { KnowledgeTestRecord, QuizServerFunctions } from '../contract';
import type { QuizDatabase } from './tables';

/** The quiz plugin's functions for the plugins that use it (contract/server-functions.ts), over `db` or a transaction. */
export function quizServerFunctions(db: QuizDatabase): QuizServerFunctions {
  const tests = () => db.selectFrom('quizzes').select(['id', 'country_id', 'name']);
  // A write and its trimming commit together: in the user's transaction (`within`), else in one of their own.
  const atomically = <R>(work: (trx: QuizDatabase) => Promise<R>): Promise<R> =>
    db.isTransaction ? work(db) : db.transaction().execute(work);
  return {
    tests: (): Promise<KnowledgeTestRecord[]> => tests().orderBy('id').execute(),
    test: (id) => tests().where('id', '=', id).executeTakeFirst(),
    testOfCountry: (countryId) => tests().where('country_id', '=', countryId).orderBy('id').executeTakeFirst(),
    excludedTests: async (customerId) =>
      (await db.selectFrom('quiz_exclusions').select('quiz_id').where('customer_id', '=', customerId).execute()).map((row) => row.quiz_id),
    results: async (customerId, quizId) => {
      const rows = await db
        .selectFrom('quiz_results')
        .select(['passed', 'correct_answers', 'total_questions', 'completed_at'])
        .where('customer_id', '=', customerId)
        .where('quiz_id', '=', quizId)
        .orderBy('completed_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map((row) => ({ ...row, passed: row.passed === 1 }));
    },
    passedByTest: async (customerId) => {
      const rows = await db
        .selectFrom('quiz_results')
        .select(['quiz_id', (eb) => eb.fn.max('passed').as('passed')])
        .where('customer_id', '=', customerId)
        .groupBy('quiz_id')
        .execute();
      return new Map(rows.map((row) => [row.quiz_id, Number(row.passed) === 1]));
    },
    recordResult: (result, kept) =>
      atomically(async (trx) => {
        const row = await trx
          .insertInto('quiz_results')
          .values({ ...result, passed: result.passed ? 1 : 0 })
          .returning('id')
          .executeTakeFirstOrThrow();
        await keepNewestRows(trx, 'quiz_results', { customer_id: result.customer_id, quiz_id: result.quiz_id }, kept);
        return row.id;
      }),
    recordResourceLog: (log) =>
      atomically(async (trx) => {
        await trx.insertInto('resource_logs').values(log).execute();
        await keepNewestRequests(trx, 'resource_logs', log.customer_id);
      }),
  };
}
