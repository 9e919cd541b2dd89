import { FixRefusal } from './fix-refusal';

/**
 * Seconds below this, milliseconds from it: the rule of traccar's OsmAndProtocolDecoder (`timestamp <
 * Integer.MAX_VALUE` → seconds), so a device that works with Traccar works here. 2^31 − 1 seconds is 2038-01-19;
 * as milliseconds it is 1970-01-25, which no real fix has.
 */
const SECONDS_LIMIT = 2147483647;

/**
 * ISO-8601 date and time, and the `yyyy-MM-dd HH:mm:ss` form traccar also accepts. The separator may be `T`, a
 * space or a `+` (a query string whose `+` was not decoded to a space); seconds and fraction are optional.
 */
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[T +](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/**
 * An ISO or `yyyy-MM-dd HH:mm:ss` time as ms since the epoch. Without a zone it is UTC: traccar reads the space
 * form in its server's zone, but a phone cannot know ours, and UTC is what OsmAnd-protocol devices send.
 * Date.parse is not used: it reads a zone-less time as local and lets 2014-02-30 become 2 March.
 */
export function parseDateTime(text: string, field: string): number {
  const match = DATE_TIME.exec(text.trim());
  if (!match) throw new FixRefusal(`Not a valid timestamp: ${field}`, field);
  const [, year, month, day, hour, minute, second = '0', fraction = '0', zone = 'Z'] = match;
  const parts = [year, month, day, hour, minute, second].map(Number) as [number, number, number, number, number, number];
  const [y, mo, d, h, mi, s] = parts;
  const utc = Date.UTC(y, mo - 1, d, h, mi, s) + Math.round(Number(`0.${fraction}`) * 1000);
  const check = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d
    || check.getUTCHours() !== h || check.getUTCMinutes() !== mi || check.getUTCSeconds() !== s) {
    throw new FixRefusal(`Not a valid timestamp: ${field}`, field);
  }
  return utc - zoneOffsetMs(zone);
}

function zoneOffsetMs(zone: string): number {
  if (zone.toUpperCase() === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = digits.length > 2 ? Number(digits.slice(2, 4)) : 0;
  return sign * (hours * 60 + minutes) * 60_000;
}

/**
 * The OsmAnd protocol's `timestamp`: whole seconds (Traccar Client), milliseconds (the OsmAnd app's `{2}` is
 * System.currentTimeMillis()) or a date and time as text.
 */
export function parseOsmAndTimestamp(text: string, field: string): number {
  const trimmed = text.trim();
  if (/^\d{1,16}$/.test(trimmed)) {
    const value = Number(trimmed);
    return value < SECONDS_LIMIT ? value * 1000 : value;
  }
  return parseDateTime(trimmed, field);
}
