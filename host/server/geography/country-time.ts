/**
 * The time in a zone now. timestamp: Unix seconds (UTC); gmtOffset: the zone's offset in seconds (local time =
 * timestamp + gmtOffset); dst: 1 while daylight saving time is in force, else 0.
 */
export interface ZoneTime {
  timestamp: number;
  dst: 0 | 1;
  gmtOffset: number;
  zoneName: string;
}

/** Offset of a time zone at an instant, in seconds, from Intl's 'GMT+05:30' form (no network, no tz data file). */
export function zoneOffsetSeconds(timeZone: string, at: Date): number {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((item) => item.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(part ?? '');
  if (!match) return 0;
  const seconds = Number(match[2]) * 3600 + Number(match[3]) * 60;
  return match[1] === '-' ? -seconds : seconds;
}

/**
 * The local time of a zone, as a country's clock shows it (for its main zone). DST is read as "the offset now is
 * larger than the smaller of the January and July offsets", which holds on both hemispheres.
 */
export function countryTime(timeZone: string, now: Date = new Date()): ZoneTime {
  const gmtOffset = zoneOffsetSeconds(timeZone, now);
  const year = now.getUTCFullYear();
  const standard = Math.min(zoneOffsetSeconds(timeZone, new Date(Date.UTC(year, 0, 1))), zoneOffsetSeconds(timeZone, new Date(Date.UTC(year, 6, 1))));
  return { timestamp: Math.floor(now.getTime() / 1000), dst: gmtOffset > standard ? 1 : 0, gmtOffset, zoneName: timeZone };
}
