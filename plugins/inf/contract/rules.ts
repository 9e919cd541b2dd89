/**
 * The e-learning module's rules and texts (spec part 2 §2 E-learning, §4 quiz states, §5, §9; part 1 §3), shared by
 * the server part and the screens.
 */

/** Spec part 1 §2 route table: /Inf is for admin and inf. Every e-learning call allows the same. */
export const INF_PERMISSIONS = ['admin', 'inf'] as const;
/** Changing the company's pass score is the admin's (the employer's setting). */
export const INF_ADMIN_PERMISSIONS = ['admin'] as const;

/** Spec part 2 §9: the default quiz timer, 10,000 ms. It is the time allowed per question (docs/decisions.md). */
export const QUESTION_TIME_MS = 10_000;
/**
 * A reply sent up to this long after the deadline still counts: the web submits by itself when the time is over,
 * and the request needs time to arrive. Later replies are refused with INF_MESSAGES.timeOver.
 */
export const SUBMIT_GRACE_MS = 10_000;

/** The time an attempt of a test with this many questions has: QUESTION_TIME_MS per question. */
export function attemptTimeLimitMs(questionCount: number): number {
  return Math.max(1, questionCount) * QUESTION_TIME_MS;
}

/** The pass score is a percentage of correct answers (part 1 §3's rule), the employer's choice in 0–100. */
export const PASS_SCORE_MIN = 0;
export const PASS_SCORE_MAX = 100;
/** A company that never chose one has this pass score. */
export const DEFAULT_PASS_SCORE = 60;

/** Spec part 2 §2: the PDF viewer starts at 0.9 and zooms in steps of 0.25. */
export const PDF_START_SCALE = 0.9;
export const PDF_SCALE_STEP = 0.25;

/** Bounds of the stored content, which the answers' schemas declare. */
export const QUESTIONS_MAX = 50;
export const OPTIONS_MAX = 12;
export const RESOURCES_MAX = 50;
export const QUESTION_TEXT_MAX = 500;
export const OPTION_TEXT_MAX = 255;
export const DESCRIPTION_MAX = 10_000;

/**
 * A user's standing on one test (spec part 2 §4): never tried, last attempt failed (retake it), passed (not retaken),
 * or exempt (the admin excluded them from it, /Quiz).
 */
export const TEST_STATES = ['not_started', 'failed', 'passed', 'exempt'] as const;
export type TestState = (typeof TEST_STATES)[number];

/** resource_logs.type of a video (the quiz plugin's VIDEO_RESOURCE_TYPE, spec part 1 §9); a PDF is DOCUMENT_RESOURCE_TYPE. */
export const DOCUMENT_RESOURCE_TYPE = '2';

/** Which file of a resource a download asks for. */
export const FILE_PARTS = ['file', 'captions'] as const;
export type FilePart = (typeof FILE_PARTS)[number];

/**
 * Texts the spec does not word: the server answers them (4xx messages), the inf plugin translates them. The
 * success of a reply is SUCCESS_MESSAGES.testCompleted of @vigil/core.
 */
export const INF_MESSAGES = {
  countryNotFound: 'Country not found',
  testNotFound: 'Knowledge evaluation test not found',
  resourceNotFound: 'E-learning resource not found',
  alreadyPassed: 'You have already passed this test',
  exempt: 'You are exempt from this test',
  notStarted: 'Start the test before sending answers',
  timeOver: 'The time for this test is over',
  answersFormat: 'Not a valid list of answers',
  unknownQuestion: 'Not a valid question',
  unknownOption: 'Not a valid answer',
  repeatedQuestion: 'A question is answered twice',
  tooManyAnswers: 'Too many answers for a question',
  logTarget: 'Send either a document or a video',
  passScoreRange: `The pass score must be a whole number from ${PASS_SCORE_MIN} to ${PASS_SCORE_MAX}`,
  noCaptions: 'This video has no captions',
  filePart: "Not a valid part: 'file' or 'captions'",
} as const;

/** 'Which of these are official languages of X? (2 answers)': how the web says how many answers a question needs. */
export function needsSeveralAnswers(correctAnswers: number): boolean {
  return correctAnswers > 1;
}
