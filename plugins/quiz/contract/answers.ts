import { LONG_LIST_MAX, Schema, type Static } from '@vigil/core';

// The answers of the knowledge test calls, as the server sends them and the screens read them.

/** A knowledge evaluation test; its subject is a country. */
export const KnowledgeTest = Schema.Object({ quiz_id: Schema.Integer(), name: Schema.String() });
export type KnowledgeTest = Static<typeof KnowledgeTest>;

/** /quiz/get-quiz-list answers `{list}`. */
export const QuizListAnswer = Schema.Object({ list: Schema.Array(KnowledgeTest, { maxItems: LONG_LIST_MAX }) });
export type QuizListAnswer = Static<typeof QuizListAnswer>;

/** An employee of the admin's company who can be excluded from a test. */
export const AvailableEmployee = Schema.Object({
  customer_id: Schema.Integer(),
  /** Name and surname. */
  customer_name: Schema.String(),
});
export type AvailableEmployee = Static<typeof AvailableEmployee>;

/** One user of /quiz/get-blacklist-status with the tests they are excluded from. */
export const ExcludedEntry = Schema.Object({
  customer_id: Schema.Integer(),
  customer_name: Schema.String(),
  quiz: Schema.Array(Schema.Object({ id: Schema.Integer(), name: Schema.String() }), { maxItems: LONG_LIST_MAX }),
});
export type ExcludedEntry = Static<typeof ExcludedEntry>;

/** One row of /quiz/get-list-employees-quiz. */
export const TestResultRow = Schema.Object({
  customer_name: Schema.String(),
  quiz_name: Schema.String(),
  /** ISO-8601 UTC of the completion. */
  date_quiz: Schema.String(),
  pass: Schema.Boolean(),
  correct_answers: Schema.Nullable(Schema.Integer()),
  total_questions: Schema.Nullable(Schema.Integer()),
});
export type TestResultRow = Static<typeof TestResultRow>;

/** One row of /elearning/get-logs: an e-learning resource an employee viewed. */
export const ResourceLogRow = Schema.Object({
  user_name: Schema.String(),
  company_name: Schema.String(),
  /** VIDEO_RESOURCE_TYPE is a video, anything else a PDF. */
  type: Schema.String(),
  /** The resource's address. */
  target: Schema.String(),
  country_name: Schema.Nullable(Schema.String()),
  /** The country's ISO alpha-2 code, or null: the web shows its name in the user's language. */
  country_code: Schema.Optional(Schema.Nullable(Schema.String())),
  created_at: Schema.String(),
});
export type ResourceLogRow = Static<typeof ResourceLogRow>;
