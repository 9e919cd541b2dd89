import type { Generated, Kysely } from 'kysely';
import type { Database } from '@vigil/server-sdk';

/** A question of a knowledge test (a test of the quiz plugin). */
export interface InfQuestionTable {
  id: Generated<number>;
  quiz_id: number;
  position: number;
  question: string;
  is_demo: Generated<number>;
}

/** An option of a question; is_correct never leaves the server before an answer is scored. */
export interface InfOptionTable {
  id: Generated<number>;
  question_id: number;
  position: number;
  option: string;
  is_correct: number;
}

/** A country's induction text (one per country). */
export interface InfInductionTable {
  country_id: number;
  description: string;
  is_demo: Generated<number>;
  updated_at: string;
}

/** A video or PDF of an induction; country_id null for the introduction video of /Inf. */
export interface InfResourceTable {
  id: Generated<number>;
  country_id: number | null;
  /** 'video' or 'pdf'. */
  kind: string;
  title: string;
  /** Its key in the file storage service. */
  file_key: string;
  file_name: string;
  content_type: string;
  /** A video's WebVTT captions in the file storage service. */
  captions_key: string | null;
  position: number;
  is_demo: Generated<number>;
}

/** One attempt at a test: started with /quiz/start-quiz, closed by /quiz/reply-quiz. */
export interface InfAttemptTable {
  id: Generated<number>;
  quiz_id: number;
  customer_id: number;
  started_at: string;
  deadline: string;
  submitted_at: string | null;
  /** The quiz_results row this attempt's reply wrote. */
  result_id: number | null;
}

/** An option a user checked in an attempt. */
export interface InfAttemptAnswerTable {
  attempt_id: number;
  question_id: number;
  option_id: number;
}

/** A company's pass score of the knowledge tests (a percentage); a company without a row has DEFAULT_PASS_SCORE. */
export interface InfPassScoreTable {
  company_id: number;
  pass_score: number;
  updated_at: string;
}

/** The inf plugin's tables (migration inf-001-create-elearning). */
export interface InfOwnTables {
  inf_questions: InfQuestionTable;
  inf_options: InfOptionTable;
  inf_inductions: InfInductionTable;
  inf_resources: InfResourceTable;
  inf_attempts: InfAttemptTable;
  inf_attempt_answers: InfAttemptAnswerTable;
  inf_pass_scores: InfPassScoreTable;
}

/** The inf plugin's tables; the quiz plugin's (tests, results, resource logs) it reaches through quiz's server functions. */
export type InfTables = InfOwnTables;

/** The platform's tables and the inf plugin's, as its handlers and seed step see them. */
export type InfDatabase = Kysely<Database & InfTables>;
