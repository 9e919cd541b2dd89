/**
 * Dates in GMT +0 (spec part 1 §9), with the month and weekday names of the reader's language through `Intl`
 * (issue 24: an Italian reader met 'Sat, 28 Nov 2026'). In English the spec's abbreviations stay exactly as
 * written, e.g. 'Mon, 03 Feb 2025, 10:20'; in Italian the same instant reads 'lun 03 feb 2025, 10:20'.
 */
const DATE_TIME: Intl.DateTimeFormatOptions = {
  timeZone: 'UTC',
  weekday: 'short',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
};
const DAY: Intl.DateTimeFormatOptions = { timeZone: 'UTC', day: '2-digit', month: 'short', year: 'numeric' };

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per language and shape, made once: building one costs more than formatting with it. */
function formatter(kind: 'dateTime' | 'day', language: string): Intl.DateTimeFormat {
  const key = `${kind}:${language}`;
  let format = formats.get(key);
  if (!format) {
    // 'en' alone would be American ('Feb 03, 2025'); the spec's order is the British one.
    const locale = language === 'en' ? 'en-GB' : language;
    try {
      format = new Intl.DateTimeFormat(locale, kind === 'day' ? DAY : DATE_TIME);
    } catch {
      format = new Intl.DateTimeFormat('en-GB', kind === 'day' ? DAY : DATE_TIME);
    }
    formats.set(key, format);
  }
  return format;
}

function format(kind: 'dateTime' | 'day', iso: string, language: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatter(kind, language).format(date);
}

/** A date and time in `language` (default English); a value that is not a date is shown as it came. */
export function formatDate(iso: string, language = 'en'): string {
  return format('dateTime', iso, language);
}

/** A day without its time, e.g. '03 Feb 2025' or '03 feb 2025'; a value that is not a date is shown as it came. */
export function formatDay(iso: string, language = 'en'): string {
  return format('day', iso, language);
}
