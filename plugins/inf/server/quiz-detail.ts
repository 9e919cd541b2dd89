import { HttpError, readId, type EndpointHandler } from '@vigil/server-sdk';
import type { QuizServerFunctions } from '../../quiz/contract';
import { attemptTimeLimitMs, OPTIONS_MAX, QUESTIONS_MAX, type getQuizDetail, type QuizQuestion } from '../contract';
import { resourcesOf } from './resources';
import { companyPassScore, testStanding } from './test-standing';
import type { InfDatabase } from './tables';
import { infMessage } from './inf-message';

/** The questions of a test with their options and how many are correct: never which ones. */
export async function questionsOf(db: InfDatabase, quizId: number): Promise<QuizQuestion[]> {
  const questions = await db
    .selectFrom('inf_questions')
    .select(['id', 'question'])
    .where('quiz_id', '=', quizId)
    .orderBy('position')
    .orderBy('id')
    .limit(QUESTIONS_MAX)
    .execute();
  if (questions.length === 0) return [];
  const options = await db
    .selectFrom('inf_options')
    .select(['id', 'question_id', 'option', 'is_correct'])
    .where('question_id', 'in', questions.map((entry) => entry.id))
    .orderBy('position')
    .orderBy('id')
    .execute();
  return questions.map((entry) => {
    const own = options.filter((option) => option.question_id === entry.id);
    return {
      id: entry.id,
      question: entry.question,
      correctAnswers: own.filter((option) => option.is_correct === 1).length,
      // is_correct stays here: only its count leaves the server.
      options: own.slice(0, OPTIONS_MAX).map((option) => ({ id: option.id, option: option.option })),
    };
  });
}

/** /quiz/get-quiz-detail: `id` is the country's (the page is /Inf/detail/{country_id}). */
export function quizDetail(db: InfDatabase, quiz: QuizServerFunctions): EndpointHandler<typeof getQuizDetail> {
  return async ({ input, user }) => {
    const countryId = readId(input, 'id');
    const country = await db.selectFrom('countries').select(['id', 'name']).where('id', '=', countryId).executeTakeFirst();
    if (!country) throw new HttpError(404, infMessage('countryNotFound'));
    const [test, induction, resources, passScore] = await Promise.all([
      quiz.testOfCountry(country.id),
      db.selectFrom('inf_inductions').select(['description', 'is_demo']).where('country_id', '=', country.id).executeTakeFirst(),
      resourcesOf(db, country.id),
      companyPassScore(db, user.companyId),
    ]);
    const questions = test ? await questionsOf(db, test.id) : [];
    const standing = test ? await testStanding(quiz, user.id, test.id) : { state: 'not_started' as const, attempts: 0, lastResult: null };
    return {
      quiz: test ? { id: test.id, name: test.name, questions } : null,
      country: { id: country.id, countryName: country.name, description: induction?.description ?? '', ...resources },
      video: resources.video[0] ?? null,
      pdf: resources.pdf[0] ?? null,
      demo: induction?.is_demo === 1,
      state: standing.state,
      attempts: standing.attempts,
      last_result: standing.lastResult,
      pass_score: passScore,
      time_limit_ms: attemptTimeLimitMs(questions.length),
    };
  };
}
