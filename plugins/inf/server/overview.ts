import { COUNTRY_LIST_MAX } from '@vigil/core';
import type { EndpointHandler } from '@vigil/server-sdk';
import type { getOverview } from '../contract';
import { resourcesOf } from './resources';
import { testStates } from './test-standing';
import type { InfDatabase } from './tables';

/** /elearning/get-overview: the introduction video and the countries with a test, by name, with the user's states. */
export function overview(db: InfDatabase): EndpointHandler<typeof getOverview> {
  return async ({ user }) => {
    const [intro, tests, states] = await Promise.all([
      resourcesOf(db, null),
      db
        .selectFrom('quizzes')
        .innerJoin('countries', 'countries.id', 'quizzes.country_id')
        .select(['quizzes.id as quiz_id', 'countries.id as country_id', 'countries.name'])
        .orderBy('countries.name')
        .orderBy('quizzes.id')
        .execute(),
      testStates(db, user.id),
    ]);
    // One test per country: the oldest, as the detail page takes it.
    const seen = new Set<number>();
    const countries = [...tests]
      .sort((a, b) => a.quiz_id - b.quiz_id)
      .filter((test) => (seen.has(test.country_id) ? false : (seen.add(test.country_id), true)))
      .sort((a, b) => a.name.localeCompare(b.name, 'en') || a.quiz_id - b.quiz_id)
      .slice(0, COUNTRY_LIST_MAX)
      .map((test) => ({ ...test, state: states.get(test.quiz_id) ?? ('not_started' as const) }));
    return { video: intro.video[0] ?? null, countries };
  };
}
