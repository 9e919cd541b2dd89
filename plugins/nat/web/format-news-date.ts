/** Dates in GMT +0 with English month abbreviations, e.g. '03 Feb 2025' (spec part 1 §9). */
const FORMAT = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: '2-digit', month: 'short', year: 'numeric' });

export function formatNewsDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : FORMAT.format(date);
}
