import { COUNTRY_LIST_MAX, Schema, type Static } from '@vigil/core';
import { OPTIONS_MAX, QUESTIONS_MAX, RESOURCES_MAX, TEST_STATES } from './rules';

// The answers of the e-learning calls, as the server sends them and the screens read them.

/**
 * A video or a PDF of an induction. Its bytes come from inf.getFile (`resource` = id, `part` = 'file', or
 * 'captions' for a video's WebVTT captions when `captions` is true).
 */
export const ElearningResource = Schema.Object({
  id: Schema.Integer(),
  title: Schema.String(),
  /** The name the file is shown and downloaded under, also what /Quiz's LOGS LIST shows as the resource. */
  file_name: Schema.String(),
  /** 'video/webm', 'video/mp4' or 'application/pdf'. */
  content_type: Schema.String(),
  captions: Schema.Boolean(),
});
export type ElearningResource = Static<typeof ElearningResource>;

/** An option of a question: never says whether it is correct. */
export const QuizOption = Schema.Object({ id: Schema.Integer(), option: Schema.String() });
export type QuizOption = Static<typeof QuizOption>;

export const QuizQuestion = Schema.Object({
  id: Schema.Integer(),
  question: Schema.String(),
  /** How many options are correct, so how many the user may check (spec part 2 §5); not which. */
  correctAnswers: Schema.Integer(),
  options: Schema.Array(QuizOption, { maxItems: OPTIONS_MAX }),
});
export type QuizQuestion = Static<typeof QuizQuestion>;

/** The user's newest result on the test. */
export const LastResult = Schema.Object({
  passed: Schema.Boolean(),
  total_correct_answers: Schema.Integer(),
  total_questions: Schema.Integer(),
  /** Part 1 §3's percentage of the two. */
  percentage: Schema.Integer(),
  /** ISO-8601 UTC. */
  completed_at: Schema.String(),
});
export type LastResult = Static<typeof LastResult>;

/** /quiz/get-quiz-detail: a country's induction and its knowledge test, with the user's standing on it. */
export const QuizDetail = Schema.Object({
  /** The country's test; null when the country has none (its induction may still have content). */
  quiz: Schema.Nullable(
    Schema.Object({
      /** The test's id: what /quiz/start-quiz and /quiz/reply-quiz take as `id`. */
      id: Schema.Integer(),
      name: Schema.String(),
      questions: Schema.Array(QuizQuestion, { maxItems: QUESTIONS_MAX }),
    }),
  ),
  country: Schema.Object({
    id: Schema.Integer(),
    countryName: Schema.String(),
    /** Plain text, paragraphs separated by blank lines. */
    description: Schema.String(),
    video: Schema.Array(ElearningResource, { maxItems: RESOURCES_MAX }),
    pdf: Schema.Array(ElearningResource, { maxItems: RESOURCES_MAX }),
  }),
  /** The first of each list (the spec's top-level video and pdf), null when the list is empty. */
  video: Schema.Nullable(ElearningResource),
  pdf: Schema.Nullable(ElearningResource),
  /** True for the generated demo content (the web labels it). */
  demo: Schema.Boolean(),
  /** TEST_STATES: not_started, failed (may retake), passed (not retaken), exempt (excluded by the admin). */
  state: Schema.Union(TEST_STATES.map((state) => Schema.Literal(state))),
  /** The user's attempts at the test so far. */
  attempts: Schema.Integer(),
  last_result: Schema.Nullable(LastResult),
  /** The employer's pass score, a percentage 0–100. */
  pass_score: Schema.Integer(),
  /** The time an attempt has from Start (QUESTION_TIME_MS per question). */
  time_limit_ms: Schema.Integer(),
});
export type QuizDetail = Static<typeof QuizDetail>;

/** /quiz/start-quiz: the attempt's clock. */
export const StartAnswer = Schema.Object({
  attempt: Schema.Integer(),
  /** ISO-8601 UTC. */
  started_at: Schema.String(),
  time_limit_ms: Schema.Integer(),
  /** ISO-8601 UTC: started_at + time_limit_ms. */
  deadline: Schema.String(),
});
export type StartAnswer = Static<typeof StartAnswer>;

/** /quiz/reply-quiz: the spec's result (complete, totals) and the verdict. */
export const ReplyAnswer = Schema.Object({
  complete: Schema.Boolean(),
  total_correct_answers: Schema.Integer(),
  total_questions: Schema.Integer(),
  passed: Schema.Boolean(),
  /** Part 1 §3's percentage, compared with pass_score. */
  percentage: Schema.Integer(),
  pass_score: Schema.Integer(),
  /** SUCCESS_MESSAGES.testCompleted. */
  message: Schema.String(),
});
export type ReplyAnswer = Static<typeof ReplyAnswer>;

/** A country with an induction test, for the /Inf grid and lists. */
export const InductionCountry = Schema.Object({
  country_id: Schema.Integer(),
  quiz_id: Schema.Integer(),
  name: Schema.String(),
  state: Schema.Union(TEST_STATES.map((state) => Schema.Literal(state))),
});
export type InductionCountry = Static<typeof InductionCountry>;

/** /elearning/get-overview: the introduction video of /Inf and the countries with a test. */
export const ElearningOverview = Schema.Object({
  video: Schema.Nullable(ElearningResource),
  countries: Schema.Array(InductionCountry, { maxItems: COUNTRY_LIST_MAX }),
});
export type ElearningOverview = Static<typeof ElearningOverview>;

export const PassScoreAnswer = Schema.Object({ pass_score: Schema.Integer() });
export type PassScoreAnswer = Static<typeof PassScoreAnswer>;

export const SetPassScoreAnswer = Schema.Object({ pass_score: Schema.Integer(), message: Schema.String() });
export type SetPassScoreAnswer = Static<typeof SetPassScoreAnswer>;

/** /elearning/save-log answers what it recorded. */
export const SaveLogAnswer = Schema.Object({ type: Schema.String(), target: Schema.String() });
export type SaveLogAnswer = Static<typeof SaveLogAnswer>;
