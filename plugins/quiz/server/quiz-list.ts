import type { EndpointHandler } from '@vigil/server-sdk';
import type { getQuizList } from '../contract';
import { byText } from './by-text';
import type { QuizDatabase } from './tables';

/** Every test, sorted by name: tests are shared by every company. */
export function quizList(db: QuizDatabase): EndpointHandler<typeof getQuizList> {
  return async () => {
    const rows = await db.selectFrom('quizzes').select(['id', 'name']).execute();
    const list = rows.map((row) => ({ quiz_id: row.id, name: row.name })).sort((a, b) => byText(a.name, b.name) || a.quiz_id - b.quiz_id);
    return { list };
  };
}
