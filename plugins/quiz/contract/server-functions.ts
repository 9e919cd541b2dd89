/**
 * What the quiz plugin's server part offers to the server parts of the plugins that use it (`provides`): the
 * knowledge tests, their exclusions, results and the e-learning resource logs are its tables, so another module
 * reads and writes them through these functions only (`platform.uses<QuizServerFunctions>('quiz')`). Type-only:
 * the contract stays shared by web, server and CLI.
 */

/** A knowledge test; its subject is a country. */
export interface KnowledgeTestRecord {
  id: number;
  country_id: number;
  name: string;
}

/** One result of a user on a test. */
export interface TestResultRecord {
  passed: boolean;
  correct_answers: number;
  total_questions: number;
  completed_at: string;
}

export interface NewTestResult extends TestResultRecord {
  quiz_id: number;
  customer_id: number;
}

/** An e-learning resource a user opened: `type` VIDEO_RESOURCE_TYPE for a video, the file's name as `target`. */
export interface NewResourceLog {
  customer_id: number;
  country_id: number | null;
  type: string;
  target: string;
  created_at: string;
}

export interface QuizServerFunctions {
  /** Every test, oldest first. */
  tests(): Promise<KnowledgeTestRecord[]>;
  test(id: number): Promise<KnowledgeTestRecord | undefined>;
  /** The country's test: the oldest, when several name the same country. */
  testOfCountry(countryId: number): Promise<KnowledgeTestRecord | undefined>;
  /** The tests an admin excused the user from. */
  excludedTests(customerId: number): Promise<number[]>;
  /** The user's results on the test, newest first. */
  results(customerId: number, quizId: number): Promise<TestResultRecord[]>;
  /** For each test the user has a result on: whether any of them passed. */
  passedByTest(customerId: number): Promise<ReadonlyMap<number, boolean>>;
  /** Records a result, keeping the user's newest `kept` on the test; its id. */
  recordResult(result: NewTestResult, kept: number): Promise<number>;
  /** Records an opening, keeping each user's newest REQUESTS_KEPT_PER_ACCOUNT. */
  recordResourceLog(log: NewResourceLog): Promise<void>;
}
