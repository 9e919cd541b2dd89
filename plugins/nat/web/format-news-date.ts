import { formatDay } from '@vigil/core';

/** A news date in GMT +0, in the reader's language, e.g. '03 Feb 2025' or '03 feb 2025' (spec part 1 §9, issue 24). */
export function formatNewsDate(iso: string, language: string): string {
  return formatDay(iso, language);
}
