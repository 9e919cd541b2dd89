/**
 * Spec part 1 §9: dates in GMT +0 with English month and weekday abbreviations, e.g. 'Mon, 03 Feb 2025, 10:20'.
 * One format for every screen, whatever the user's language or time zone.
 */
const FORMAT = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'short',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** The spec's date format; a value that is not a date is shown as it came. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : FORMAT.format(date);
}
