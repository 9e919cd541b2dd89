import type { QuizServerFunctions } from '../../quiz/contract';
import type { MissingInduction } from '../contract';
import type { TraDatabase } from './tables';

/**
 * The inductions the traveller has still to pass for these destinations, in itinerary order: each country with a
 * knowledge test that they have neither passed nor been excluded from.
 */
export async function missingInductions(db: TraDatabase, quiz: QuizServerFunctions, customerId: number, countryIds: readonly number[]): Promise<MissingInduction[]> {
  const countries = [...new Set(countryIds)];
  if (countries.length === 0) return [];
  const [tests, passed, excluded, names] = await Promise.all([
    Promise.all(countries.map((countryId) => quiz.testOfCountry(countryId))),
    quiz.passedByTest(customerId),
    quiz.excludedTests(customerId),
    db.selectFrom('countries').select(['id', 'name']).where('id', 'in', countries).execute(),
  ]);
  const nameOf = new Map(names.map((row) => [row.id, row.name]));
  const excludedSet = new Set(excluded);
  return tests.flatMap((test, index) => {
    const countryId = countries[index] as number;
    if (!test || passed.get(test.id) === true || excludedSet.has(test.id)) return [];
    return [{ country_id: countryId, country_name: nameOf.get(countryId) ?? test.name, quiz_id: test.id }];
  });
}
