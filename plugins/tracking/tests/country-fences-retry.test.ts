import { countryFences, type RiskLevels } from '../server/fences/country-fences';
import type { TrackingDatabase } from '../server/tables';

/**
 * A failed look at the countries at risk: the fixes go through, the failure is said once, and the next batches do
 * not ask again until a few seconds have passed (a batch comes every few milliseconds under load).
 */
test('a failing look is retried after retryMs, not by every batch', async () => {
  let clock = 1_000_000;
  const asked: number[] = [];
  const gpa: RiskLevels = {
    countriesAtRisk: (companyId) => {
      asked.push(companyId);
      return Promise.reject(new Error('gpa is down'));
    },
  };
  const warnings: string[] = [];
  // The database is never reached: gpa fails first.
  const fences = countryFences({} as TrackingDatabase, gpa, { ttlMs: 60_000, retryMs: 5_000, now: () => clock, warn: (message) => warnings.push(message) });

  await fences.refresh([7]);
  expect(asked).toEqual([7]);
  expect(warnings).toEqual(['Country geofences of company 7 not refreshed: gpa is down']);
  expect(fences.of(7)).toEqual([]);

  for (const later of [1, 1_000, 4_999]) {
    clock = 1_000_000 + later;
    await fences.refresh([7]);
  }
  expect(asked).toEqual([7]);

  clock = 1_005_000;
  await fences.refresh([7]);
  expect(asked).toEqual([7, 7]);
  expect(warnings).toHaveLength(2);
});
