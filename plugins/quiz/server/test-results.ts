import { fullName, LONG_LIST_MAX } from '@vigil/core';
import { capList, type EndpointHandler } from '@vigil/server-sdk';
import type { getListEmployeesQuiz } from '../contract';
import type { QuizDatabase } from './tables';

/** The results of the admin's company's employees, the newest LONG_LIST_MAX, newest first. */
export function testResults(db: QuizDatabase): EndpointHandler<typeof getListEmployeesQuiz> {
  return async ({ user, reply }) => {
    const rows = await db
      .selectFrom('quiz_results')
      .innerJoin('customers', 'customers.id', 'quiz_results.customer_id')
      .innerJoin('quizzes', 'quizzes.id', 'quiz_results.quiz_id')
      .select([
        'customers.name',
        'customers.surname',
        'quizzes.name as quiz_name',
        'quiz_results.completed_at',
        'quiz_results.passed',
        'quiz_results.correct_answers',
        'quiz_results.total_questions',
      ])
      .where('customers.company_id', '=', user.companyId)
      .orderBy('quiz_results.completed_at', 'desc')
      .orderBy('quiz_results.id', 'desc')
      .limit(LONG_LIST_MAX + 1)
      .execute();
    return capList(rows, LONG_LIST_MAX, reply).map((row) => ({
      customer_name: fullName(row),
      quiz_name: row.quiz_name,
      date_quiz: row.completed_at,
      pass: row.passed === 1,
      correct_answers: row.correct_answers,
      total_questions: row.total_questions,
    }));
  };
}
