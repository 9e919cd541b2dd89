import type { InfOwnTables } from '../../plugins/inf/server/tables';
import type { QuizTables } from '../../plugins/quiz/server/tables';
import { pluginDatabase } from './plugin-database';
import type { TestServer } from './test-server';

/** A question of a knowledge test, with which of its options are correct. */
export interface KnowledgeQuestion {
  text: string;
  options: Array<{ option: string; correct: boolean }>;
}

/**
 * The country's knowledge test as the page asks it (questions and options in their order), with which options are
 * correct: read from the database, since the server never sends that before a reply. For the browser tests that
 * take a test (inf's induction, tra's approval once the induction is passed).
 */
export async function knowledgeTestQuestions(server: TestServer, countryId: number): Promise<KnowledgeQuestion[]> {
  const db = pluginDatabase<InfOwnTables & QuizTables>(server);
  const quiz = await db.selectFrom('quizzes').select('id').where('country_id', '=', countryId).orderBy('id').executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('inf_questions')
    .innerJoin('inf_options', 'inf_options.question_id', 'inf_questions.id')
    .select(['inf_questions.id as question_id', 'inf_questions.question', 'inf_options.option', 'inf_options.is_correct'])
    .where('inf_questions.quiz_id', '=', quiz.id)
    .orderBy('inf_questions.position')
    .orderBy('inf_options.position')
    .execute();
  const questions = new Map<number, KnowledgeQuestion>();
  for (const row of rows) {
    const question = questions.get(row.question_id) ?? { text: row.question, options: [] };
    question.options.push({ option: row.option, correct: Number(row.is_correct) === 1 });
    questions.set(row.question_id, question);
  }
  return [...questions.values()];
}
