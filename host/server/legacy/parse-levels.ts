import { THREAT_LEVELS, type ThreatLevel } from '../../core/contract/monitored-countries';
import { parseStringList } from '../../core/parse-string-list';

/** A stored level list, kept to known levels in THREAT_LEVELS order whatever the column holds. */
export function parseLevels(json: string): ThreatLevel[] {
  const stored = parseStringList(json);
  return THREAT_LEVELS.filter((level) => stored.includes(level));
}
