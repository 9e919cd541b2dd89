import type { PlatformServices } from '@vigil/server-sdk';
import type { TrackingTables } from '../tables';
import { countryFences, type CountryFences, type RiskLevels } from './country-fences';

/**
 * The country geofences of this server: gpa's countries at high or extreme risk. gpa is among tracking's
 * `optionalUses`: where it is not enabled `uses('gpa')` throws, and tracking judges the drawn fences only, and
 * says so once in the log.
 */
export function countriesAtRisk(platform: Pick<PlatformServices<TrackingTables>, 'db' | 'log' | 'uses'>): CountryFences {
  let gpa: RiskLevels | null;
  try {
    gpa = platform.uses<RiskLevels>('gpa');
  } catch (error) {
    gpa = null;
    platform.log.info(`No country geofences: ${error instanceof Error ? error.message : String(error)}`);
  }
  return countryFences(platform.db, gpa, { warn: (message) => platform.log.error(message) });
}
