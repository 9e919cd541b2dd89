import { COUNTRY_LIST_MAX } from '@vigil/core';
import type { EndpointHandler } from '@vigil/server-sdk';
import type { QuizServerFunctions } from '../../quiz/contract';
import type { getOverview } from '../contract';
import { resourcesOf } from './resources';
import { testStates } from './test-standing';
import type { InfDatabase } from './tables';

/** /elearning/get-overview: the introduction video and the countries with a test, by name, with the user's states. */
export function overview(db: InfDatabase, quiz: QuizServerFunctions): EndpointHandler<typeof getOverview> {
  return async ({ user }) => {
    const [intro, tests, states] = await Promise.all([resourcesOf(db, null), quiz.tests(), testStates(quiz, user.id)]);
    // One test per country: the oldest (tests() is oldest first), as the detail page takes it.
    const firstTests = new Map<number, number>();
    for (const test of tests) if (!firstTests.has(test.country_id)) firstTests.set(test.country_id, test.id);
    const countries =
      firstTests.size === 0
        ? []
        : await db.selectFrom('countries').select(['id', 'name']).where('id', 'in', [...firstTests.keys()]).execute();
    const listed = countries
      .map((country) => ({ quiz_id: firstTests.get(country.id) ?? 0, country_id: country.id, name: country.name }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en') || a.quiz_id - b.quiz_id)
      .slice(0, COUNTRY_LIST_MAX)
      .map((test) => ({ ...test, state: states.get(test.quiz_id) ?? ('not_started' as const) }));
    return { video: intro.video[0] ?? null, countries: listed };
  };
}
