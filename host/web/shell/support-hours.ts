import { SUPPORT_HOURS, type SupportHours } from './contacts';

// A type, not an interface: it is passed as translation options, which index by name.
export type SupportHoursText = { first: string; last: string; from: string; to: string; zone: string };

// 2024-01-01 was a Monday: day n of the week (1 Monday ... 7 Sunday) is 2024-01-0n.
const weekday = (day: number): Date => new Date(Date.UTC(2024, 0, day, 12));

/** The support team's hours in the reader's language: 'Monday', 'Friday', '9:00 AM', '6:00 PM', 'Central European Time'. */
export function supportHoursText(language: string, hours: SupportHours = SUPPORT_HOURS): SupportHoursText {
  const day = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  const time = new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  const at = (clock: string): string => {
    const [hour = 0, minute = 0] = clock.split(':').map(Number);
    return time.format(new Date(Date.UTC(2024, 0, 1, hour, minute)));
  };
  const zone =
    new Intl.DateTimeFormat(language, { timeZone: hours.timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(weekday(1))
      .find((part) => part.type === 'timeZoneName')?.value ?? hours.timeZone;
  return { first: day.format(weekday(hours.firstDay)), last: day.format(weekday(hours.lastDay)), from: at(hours.from), to: at(hours.to), zone };
}
