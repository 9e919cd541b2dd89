import { RISK_LEVELS, type RiskLevel } from '@vigil/core';
import type { PlatformServices } from '@vigil/server-sdk';
import type { GpaServerFunctions } from '../../gpa/contract';
import type { TraTables } from './tables';

/** A country's risk level as a georeference shows it: the rating 0..3 and its name, or nulls without one. */
export interface CountryLevel {
  country_level: number | null;
  country_level_string: RiskLevel | null;
}

export const NO_LEVEL: CountryLevel = { country_level: null, country_level_string: null };

/**
 * Every country's risk level for the company, in one call to gpa (an optional use: without gpa, or when it fails,
 * there are no levels and the georeferences say null).
 */
export async function countryLevels(platform: Pick<PlatformServices<TraTables>, 'uses' | 'log'>, companyId: number): Promise<ReadonlyMap<number, CountryLevel>> {
  let gpa: GpaServerFunctions;
  try {
    gpa = platform.uses<GpaServerFunctions>('gpa');
  } catch {
    return new Map();
  }
  try {
    const countries = await gpa.countriesAtRisk(companyId, 'low');
    return new Map(countries.map((country) => [country.countryId, { country_level: RISK_LEVELS.indexOf(country.level), country_level_string: country.level }]));
  } catch (error) {
    platform.log.error(`tra: no risk levels from gpa: ${error instanceof Error ? error.message : String(error)}`);
    return new Map();
  }
}
