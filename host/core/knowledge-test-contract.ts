/**
 * The knowledge evaluation test administration (spec part 1 §2 /Quiz, §3, §4, §7, §9): the calls, their
 * answers and the display rules, shared by the reference server and the quiz plugin. Paths are under the legacy
 * base; the resource logs belong to the e-learning module but are shown on the same screen.
 */

export const QUIZ_PATHS = {
  addToBlacklist: '/quiz/add-to-blacklist',
  removeFromBlacklist: '/quiz/remove-from-blacklist',
  employeesAvailable: '/quiz/get-list-employees-available',
  quizList: '/quiz/get-quiz-list',
  results: '/quiz/get-list-employees-quiz',
  blacklistStatus: '/quiz/get-blacklist-status',
  resourceLogs: '/elearning/get-logs',
} as const;

/**
 * Who may make the knowledge test calls. The administration calls are admin-only (spec part 1 §6: /Quiz). The
 * test list is also read by the e-learning module, so it allows what /Inf and /ELearning allow (spec part 1 §2).
 */
export const QUIZ_ADMIN_PERMISSIONS = ['admin'] as const;
export const QUIZ_LIST_PERMISSIONS = ['admin', 'inf', 'gpa', 'gps', 'ops', 'free'] as const;

/** A knowledge evaluation test; its subject is a country. */
export interface KnowledgeTest {
  quiz_id: number;
  name: string;
}

/** /quiz/get-quiz-list answers `{list}`. */
export interface QuizListAnswer {
  list: KnowledgeTest[];
}

/** An employee of the admin's company who can be excluded from a test. */
export interface AvailableEmployee {
  customer_id: number;
  /** Name and surname. */
  customer_name: string;
}

/** One user of /quiz/get-blacklist-status with the tests they are excluded from. */
export interface ExcludedEntry {
  customer_id: number;
  customer_name: string;
  quiz: Array<{ id: number; name: string }>;
}

/** An excluded entry as the screen lists it: one row per user and test (spec part 1 §3). */
export interface ExcludedRow {
  customer_id: number;
  customer_name: string;
  quiz_id: number;
  quiz_name: string;
}

/** One row of /quiz/get-list-employees-quiz. */
export interface TestResultRow {
  customer_name: string;
  quiz_name: string;
  /** ISO-8601 UTC of the completion. */
  date_quiz: string;
  pass: boolean;
  correct_answers: number | null;
  total_questions: number | null;
}

/** One row of /elearning/get-logs: an e-learning resource an employee viewed. */
export interface ResourceLogRow {
  user_name: string;
  company_name: string;
  /** VIDEO_RESOURCE_TYPE is a video, anything else a PDF. */
  type: string;
  /** The resource's address. */
  target: string;
  country_name: string | null;
  created_at: string;
}

/**
 * The exclusion calls' bodies: ids as one comma list (what the web's multi-selects hold) or repeated keys.
 * add-to-blacklist takes lists and excludes every user from every test; remove takes one of each.
 */
export interface AddToBlacklistPayload {
  users: string;
  quiz: string;
}

export interface RemoveFromBlacklistPayload {
  users: number;
  quiz: number;
}

/** Both exclusion calls answer SUCCESS_MESSAGES.blacklistUpdated. */
export interface BlacklistAnswer {
  message: string;
}

/** Texts the spec does not word: the server answers them, the quiz plugin translates them. */
export const KNOWLEDGE_TEST_MESSAGES = {
  employeeNotFound: 'Employee not found in your company',
  testNotFound: 'Knowledge evaluation test not found',
  notExcluded: 'This user is not excluded from this test',
  tooManyIds: 'Too many ids in one request',
} as const;

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
