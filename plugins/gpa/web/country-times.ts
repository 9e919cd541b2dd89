import type { Api } from '@vigil/web-sdk';
import { getTime } from '../contract';

/** A country's clock: its UTC offset and how far the browser's clock is from the server's. */
export interface CountryClockOffset {
  /** Milliseconds to add to Date.now() to get the country's local time read as UTC. */
  shift: number;
  zoneName: string;
}

/**
 * The countries' time offsets of one list, each asked once (/countries/getTime answers `timestamp` in UTC
 * seconds and `gmtOffset` in seconds): filtering the list remounts boxes without asking again.
 */
export class CountryTimes {
  private readonly cache = new Map<number, Promise<CountryClockOffset>>();

  constructor(private readonly api: Api) {}

  get(country: number): Promise<CountryClockOffset> {
    let offset = this.cache.get(country);
    if (!offset) {
      offset = this.api.call(getTime, { country }).then((time) => ({
        shift: (time.timestamp + time.gmtOffset) * 1000 - Date.now(),
        zoneName: time.zoneName,
      }));
      offset.catch(() => this.cache.delete(country));
      this.cache.set(country, offset);
    }
    return offset;
  }
}

/** hh:mm:ss of `shiftedMs`, a local time expressed as if it were UTC. */
export function formatClock(shiftedMs: number): string {
  const date = new Date(shiftedMs);
  const pad = (value: number): string => String(value).padStart(2, '0');
  return `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}
