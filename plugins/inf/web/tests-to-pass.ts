import type { InductionCountry } from '../contract';

/** The tests the dashboard's block names; the rest are counted and reached through /Inf. */
export const TESTS_SHOWN = 5;

/**
 * The knowledge tests the person still has to pass: failed ones first (a retake is due), then those not started,
 * each group by name. Passed and exempt tests are done.
 */
export function testsToPass(countries: readonly InductionCountry[], compare: (a: string, b: string) => number): InductionCountry[] {
  const rank = (country: InductionCountry): number => (country.state === 'failed' ? 0 : 1);
  return countries
    .filter((country) => country.state === 'failed' || country.state === 'not_started')
    .sort((a, b) => rank(a) - rank(b) || compare(a.name, b.name));
}
