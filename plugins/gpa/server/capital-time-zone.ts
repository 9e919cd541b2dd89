import { zoneOffsetSeconds } from '@vigil/server-sdk';

/** A place of the country: its name and position (the capital, or one of the cities the database keeps). */
export interface Place {
  name: string;
  latitude: number;
  longitude: number;
}

export interface CapitalZoneInput {
  /** The country's IANA zones, as seeded (countries-and-timezones lists them alphabetically). */
  zones: readonly string[];
  /** The capital's names: countries-list's ('Ulan Bator') and GeoNames' city ('Ulaanbaatar') may differ. */
  capitalNames: readonly string[];
  /** The capital city's position, when the database has it. */
  capital: Place | null;
  /** The country's other cities the database keeps (its most populous). */
  cities: readonly Place[];
}

/** A zone whose standard offset is further than this from the capital's solar time is not its zone. */
const SOLAR_TOLERANCE_HOURS = 1.5;

/** Lower case, without accents, punctuation or spaces: 'São Paulo' and 'Sao_Paulo' are both 'saopaulo'. */
function plain(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

/** The consonants of a name, each once in a row: transliterations differ in vowels ('Ulan Bator', 'Ulaanbaatar'). */
function consonants(name: string): string {
  return plain(name)
    .replace(/[aeiouy]/g, '')
    .replace(/(.)\1+/g, '$1');
}

/** The city a zone is named after: 'America/Argentina/Buenos_Aires' → 'Buenos Aires'. */
function zoneCity(zone: string): string {
  return (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
}

/** A name's words, plain, between spaces: ' new york city '. */
function words(name: string): string {
  return ` ${name.split(/[\s,.'’-]+/).map(plain).filter(Boolean).join(' ')} `;
}

function namesMatch(zone: string, name: string): boolean {
  const city = zoneCity(zone);
  if (plain(city) === plain(name)) return true;
  // 'South Tarawa' is in Pacific/Tarawa, 'New York City' in America/New_York: the zone's words in the name's.
  if (plain(city).length >= 4 && words(name).includes(words(city))) return true;
  return consonants(city).length >= 4 && consonants(city) === consonants(name);
}

/** Standard (winter) offset of a zone in hours: the smaller of its January and July offsets. */
function standardOffsetHours(zone: string, year: number): number {
  return Math.min(zoneOffsetSeconds(zone, new Date(Date.UTC(year, 0, 1))), zoneOffsetSeconds(zone, new Date(Date.UTC(year, 6, 1)))) / 3600;
}

function distance(a: Place, b: Place): number {
  const dLat = a.latitude - b.latitude;
  const dLng = (a.longitude - b.longitude) * Math.cos(((a.latitude + b.latitude) / 2) * (Math.PI / 180));
  return Math.hypot(dLat, dLng);
}

/**
 * The zone of a country's capital: a country's clock shows the capital's time (Portugal's is Lisbon's, not the
 * Azores', which sort first). In order:
 * 1. the zone named after the capital (Europe/Lisbon, Asia/Ulaanbaatar for 'Ulan Bator');
 * 2. else, of the zones whose standard offset is within 1.5 h of the capital's solar time (longitude / 15), the
 *    one named after the kept city nearest the capital (Canberra: Australia/Sydney; Washington: New_York);
 * 3. else the zone whose standard offset is nearest that solar time (Papeete: Pacific/Tahiti);
 * 4. else the first zone.
 */
export function capitalTimeZone({ zones, capitalNames, capital, cities }: CapitalZoneInput, now: Date = new Date()): string {
  if (zones.length <= 1) return zones[0] ?? 'UTC';
  const named = zones.find((zone) => capitalNames.some((name) => name && namesMatch(zone, name)));
  if (named) return named;
  if (!capital) return zones[0]!;

  const solar = capital.longitude / 15;
  const year = now.getUTCFullYear();
  const offsets = zones.map((zone) => ({ zone, gap: Math.abs(standardOffsetHours(zone, year) - solar) }));
  const near = offsets.filter((entry) => entry.gap <= SOLAR_TOLERANCE_HOURS);
  const candidates = near.length > 0 ? near : offsets;

  let nearest: { zone: string; distance: number } | null = null;
  for (const { zone } of candidates) {
    for (const city of cities.filter((place) => namesMatch(zone, place.name))) {
      const away = distance(capital, city);
      if (!nearest || away < nearest.distance) nearest = { zone, distance: away };
    }
  }
  if (nearest) return nearest.zone;
  return candidates.reduce((best, entry) => (entry.gap < best.gap ? entry : best)).zone;
}
