import type { PlatformServices } from '@vigil/server-sdk';
import type { RiskLevels } from './fences/country-fences';
import type { TrackingTables } from './tables';

/** gpa's risk levels where gpa is enabled (tracking lists it in `optionalUses`); null where it is not. */
export function gpaLevels(platform: Pick<PlatformServices<TrackingTables>, 'uses'>): RiskLevels | null {
  try {
    return platform.uses<RiskLevels>('gpa');
  } catch {
    // countriesAtRisk (fences/countries-at-risk.ts) already says once in the log that there is no gpa.
    return null;
  }
}
