/**
 * The detection time as /Tra shows it (spec part 2 §2: "detection time labelled CET"): the wall clock of Europe/Rome
 * with CET in winter and CEST in summer (docs/decisions.md). Intl's short zone name for Europe/Rome is 'GMT+1' in
 * most locales, so the label comes from the offset instead.
 */
const ZONE = 'Europe/Rome';

const wallClocks = new Map<string, Intl.DateTimeFormat>();
const ZONE_PARTS = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Europe/Rome's offset from UTC at `date`, in whole hours (1 in winter, 2 in summer). */
export function romeOffsetHours(date: Date): number {
  const parts = Object.fromEntries(ZONE_PARTS.formatToParts(date).map((part) => [part.type, Number(part.value)]));
  const wall = Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
  return Math.round((wall - Math.floor(date.getTime() / 1000) * 1000) / 3_600_000);
}

/** 'CET' or 'CEST' at `date`. */
export function centralEuropeanLabel(date: Date): 'CET' | 'CEST' {
  return romeOffsetHours(date) === 2 ? 'CEST' : 'CET';
}

function wallClock(language: string): Intl.DateTimeFormat {
  let format = wallClocks.get(language);
  if (!format) {
    const locale = language === 'en' ? 'en-GB' : language;
    format = new Intl.DateTimeFormat(locale, { timeZone: ZONE, day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    wallClocks.set(language, format);
  }
  return format;
}

/** e.g. '28 Nov 2026, 13:05 CET'; null for a value that is not an instant. */
export function formatDetectedAt(iso: string, language: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return `${wallClock(language).format(date)} ${centralEuropeanLabel(date)}`;
}
