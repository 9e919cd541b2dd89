import type { ExcludedEntry } from './answers';

/** How /Quiz shows the answers (spec part 1 §2, §3, §9): pages, percentages, resource links and exclusion rows. */


/** An excluded entry as the screen lists it: one row per user and test (spec part 1 §3). */
export interface ExcludedRow {
  customer_id: number;
  customer_name: string;
  quiz_id: number;
  quiz_name: string;
}

/** Spec part 1 §9: exclusions and results show 10 per page. */
export const KNOWLEDGE_TEST_PAGE_SIZE = 10;
/** Spec part 1 §9: the resource link is cut at 20 characters, then an ellipsis. */
export const RESOURCE_LINK_MAX_CHARS = 20;
export const ELLIPSIS = '…';
/** Spec part 1 §9: the resource type code of a video; any other code is a PDF. */
export const VIDEO_RESOURCE_TYPE = '1';

/**
 * Spec part 1 §3: the integer part of correct / total × 100; 0 with no answers or no correct ones, except that a
 * total of 0 gives 100. Computed as ⌊correct × 100 / total⌋ so that 29 of 100 is 29, not 28.999….
 */
export function resultPercentage(correct: number | null | undefined, total: number | null | undefined): number {
  if (total === 0) return 100;
  if (!correct || !total || correct < 0 || total < 0) return 0;
  return Math.floor((correct * 100) / total);
}

/** The Percentage column: '80% (8/10)'; missing counts show as 0. */
export function formatResultPercentage(correct: number | null | undefined, total: number | null | undefined): string {
  return `${resultPercentage(correct, total)}% (${correct ?? 0}/${total ?? 0})`;
}

/** The Resource column's text: at most 20 characters, then an ellipsis when something was cut. */
export function cutResourceLink(target: string, max: number = RESOURCE_LINK_MAX_CHARS): string {
  // By code point, so a character outside the BMP is never split in half.
  const characters = Array.from(target);
  return characters.length > max ? `${characters.slice(0, max).join('')}${ELLIPSIS}` : target;
}

/**
 * The address a Resource link may open: only http and https. A stored target is data, and a `javascript:` one
 * would run in the admin's session when clicked; anything else is shown as text.
 */
export function resourceHref(target: string): string | null {
  try {
    const url = new URL(target);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export type ResourceKind = 'video' | 'pdf';

/** Spec part 1 §2: type '1' shows VIDEO, anything else PDF. */
export function resourceKind(type: string | number | null | undefined): ResourceKind {
  return String(type ?? '') === VIDEO_RESOURCE_TYPE ? 'video' : 'pdf';
}

/** One row per user and test, in the order the entries and their tests came. */
export function flattenExclusions(entries: readonly ExcludedEntry[]): ExcludedRow[] {
  return entries.flatMap((entry) =>
    entry.quiz.map((quiz) => ({
      customer_id: entry.customer_id,
      customer_name: entry.customer_name,
      quiz_id: quiz.id,
      quiz_name: quiz.name,
    })),
  );
}
