import type { Generated, Kysely } from 'kysely';
import type { Database } from '@vigil/server-sdk';

/** A knowledge evaluation test; its subject is a country. */
export interface QuizTable {
  id: Generated<number>;
  country_id: number;
  name: string;
  is_demo: Generated<number>;
  created_at: string;
}

export interface QuizResultTable {
  id: Generated<number>;
  quiz_id: number;
  customer_id: number;
  correct_answers: number;
  total_questions: number;
  passed: number;
  completed_at: string;
}

/** An employee an admin allowed not to take a test (the API's "blacklist"). */
export interface QuizExclusionTable {
  customer_id: number;
  quiz_id: number;
  created_at: string;
}

/** An e-learning resource an employee viewed: type '1' a video, anything else a PDF. */
export interface ResourceLogTable {
  id: Generated<number>;
  customer_id: number;
  country_id: number | null;
  type: string;
  target: string;
  created_at: string;
}

/**
 * The quiz plugin's tables (migration 018). resource_logs is here for now: /Quiz shows it and this plugin serves
 * it; the e-learning module, which writes the logs, is to own it when it comes.
 */
export interface QuizTables {
  quizzes: QuizTable;
  quiz_results: QuizResultTable;
  quiz_exclusions: QuizExclusionTable;
  resource_logs: ResourceLogTable;
}

/** The platform's tables and the quiz plugin's, as its handlers and seed step see them. */
export type QuizDatabase = Kysely<Database & QuizTables>;
