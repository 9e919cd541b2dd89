import { LONG_LIST_MAX } from '@vigil/core';
import { capList, type EndpointHandler } from '@vigil/server-sdk';
import type { getQuizList } from '../contract';
import { byText } from './by-text';
import type { QuizDatabase } from './tables';

/** The tests (the newest LONG_LIST_MAX), sorted by name: tests are shared by every company. */
export function quizList(db: QuizDatabase): EndpointHandler<typeof getQuizList> {
  return async ({ reply }) => {
    const newest = await db.selectFrom('quizzes').select(['id', 'name']).orderBy('id', 'desc').limit(LONG_LIST_MAX + 1).execute();
    const list = capList(newest, LONG_LIST_MAX, reply).map((row) => ({ quiz_id: row.id, name: row.name })).sort((a, b) => byText(a.name, b.name) || a.quiz_id - b.quiz_id);
    return { list };
  };
}
