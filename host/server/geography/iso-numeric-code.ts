import isoCodes from 'i18n-iso-countries/codes.json';

/*
 * Natural Earth (world-atlas) keys its countries by ISO 3166-1 numeric code, which the seed's data packages do not
 * give. i18n-iso-countries does: its table is read here, not its locale data, so nothing else comes along.
 */
const NUMERIC_BY_ISO2 = new Map((isoCodes as string[][]).map(([iso2, , numeric]) => [iso2 ?? '', numeric ?? '']));

/** Codes 900–999 are user-assigned (Kosovo's XK is 983 in the table): no map knows them. */
const USER_ASSIGNED = /^9\d\d$/;

/**
 * A country's ISO 3166-1 numeric code ('380' for IT): the stored one when the countries table has it, else the
 * standard's, else null (user-assigned codes included).
 */
export function isoNumericCode(iso2: string, stored: string | null = null): string | null {
  const code = stored ?? NUMERIC_BY_ISO2.get(iso2.toUpperCase()) ?? null;
  return code && /^\d{3}$/.test(code) && !USER_ASSIGNED.test(code) ? code : null;
}
