import { THREAT_LEVELS, type ThreatLevel } from '../../core/contract/monitored-countries';

/** A stored level list, kept to known levels in THREAT_LEVELS order whatever the column holds. */
export function parseLevels(json: string): ThreatLevel[] {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return [];
  }
  return Array.isArray(value) ? THREAT_LEVELS.filter((level) => value.includes(level)) : [];
}
