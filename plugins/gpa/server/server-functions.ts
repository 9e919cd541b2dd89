import { isoNumericCode } from '@vigil/server-sdk';
import type { RiskLevel } from '@vigil/core';
import { legendBand, RISK_VALUE, type CountryAtRisk, type GpaServerFunctions } from '../contract';
import type { GpaDatabase } from './tables';

/**
 * The lowest security evaluation (in tenths) of each level: a query asks for the band's lower bound, so the
 * database returns only the countries at risk. legendBand decides each row's level, so the two never disagree.
 */
const LEVEL_FLOOR_TENTHS: Readonly<Record<RiskLevel, number>> = { low: 0, medium: 30, high: 56, extreme: 80 };

/** The gpa plugin's functions for the plugins that use it (contract/server-functions.ts), over `db` or a transaction. */
export function gpaServerFunctions(db: GpaDatabase): GpaServerFunctions {
  return {
    async countriesAtRisk(_companyId, minimumLevel) {
      const rows = await db
        .selectFrom('countries')
        .innerJoin('country_risk_profiles', 'country_risk_profiles.country_id', 'countries.id')
        .select(['countries.id', 'countries.iso2', 'countries.iso_numeric', 'countries.name', 'country_risk_profiles.evaluation_tenths'])
        .where('country_risk_profiles.evaluation_tenths', '>=', LEVEL_FLOOR_TENTHS[minimumLevel])
        .orderBy('countries.name')
        .orderBy('countries.id')
        .execute();
      return rows
        .map((row): CountryAtRisk => ({
          countryId: row.id,
          iso2: row.iso2,
          isoNumeric: isoNumericCode(row.iso2, row.iso_numeric),
          name: row.name,
          level: legendBand(row.evaluation_tenths / 10),
        }))
        .filter((country) => RISK_VALUE[country.level] >= RISK_VALUE[minimumLevel])
        .sort((a, b) => RISK_VALUE[b.level] - RISK_VALUE[a.level]);
    },
  };
}
