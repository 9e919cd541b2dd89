import type { LightMyRequestResponse } from 'fastify';
import { pluginDatabase } from '../../../tests/support/plugin-database';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import { credentials, legacyGet, legacyPost, type Fields } from '../../../tests/server/support/legacy-request';
import type { Generated, Kysely } from 'kysely';
import type { Database } from '@vigil/server-sdk';
import type { InfTables } from '../server/tables';

/**
 * The quiz plugin's tables as these tests check and prepare them. The module's code reaches them only through
 * quiz's server functions; the tests look at the database whole, as an installation has it.
 */
interface QuizTablesSeen {
  quizzes: { id: Generated<number>; country_id: number; name: string };
  quiz_results: { id: Generated<number>; quiz_id: number; customer_id: number; correct_answers: number; total_questions: number; passed: number; completed_at: string };
  quiz_exclusions: { customer_id: number; quiz_id: number; created_at: string };
  resource_logs: { id: Generated<number>; customer_id: number; country_id: number | null; type: string; target: string; created_at: string };
}

/** The whole database, as the e-learning tests see it. */
export type InfTestDatabase = Kysely<Database & InfTables & QuizTablesSeen>;

/** The e-learning module's server tests: one reference server (every plugin, as discovered) per test file. */
export interface InfSuite {
  readonly server: TestServer;
  readonly db: InfTestDatabase;
  login(username: 'admin' | 'analyst' | 'visitor' | 'traveller'): Promise<string>;
  get(path: string, token: string, fields?: Fields): Promise<LightMyRequestResponse>;
  post(path: string, token: string, fields?: Fields): Promise<LightMyRequestResponse>;
  idOf(username: string): Promise<number>;
  /** The demo test of a country (ISO alpha-2) and the country's id. */
  testOf(iso2: string): Promise<{ quizId: number; countryId: number }>;
  /** Leaves the user with no result, attempt or exclusion on the test (the quiz seed gives demo users results). */
  clearStanding(customerId: number, quizId: number): Promise<void>;
}

const PASSWORDS = { admin: 'Vigil-admin-1', analyst: 'Vigil-analyst-1', visitor: 'Vigil-visitor-1', traveller: 'Vigil-traveller-1' } as const;

export function infSuite(): InfSuite {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer();
  }, 120_000);
  afterAll(async () => server?.close());
  const current = (): TestServer => {
    if (!server) throw new Error('The e-learning suite has not started');
    return server;
  };
  const suite: InfSuite = {
    get server() {
      return current();
    },
    get db() {
      return pluginDatabase<InfTables & QuizTablesSeen>(current());
    },
    login: (username) => current().login(username, PASSWORDS[username]),
    get: (path, token, fields = {}) => legacyGet(current(), path, { ...credentials(current(), token), ...fields }),
    post: (path, token, fields = {}) => legacyPost(current(), path, { ...credentials(current(), token), ...fields }),
    idOf: async (username) => (await suite.db.selectFrom('customers').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id,
    testOf: async (iso2) => {
      const row = await suite.db
        .selectFrom('quizzes')
        .innerJoin('countries', 'countries.id', 'quizzes.country_id')
        .select(['quizzes.id as quizId', 'countries.id as countryId'])
        .where('countries.iso2', '=', iso2)
        .orderBy('quizzes.id')
        .executeTakeFirstOrThrow();
      return row;
    },
    clearStanding: async (customerId, quizId) => {
      await suite.db.deleteFrom('quiz_results').where('customer_id', '=', customerId).where('quiz_id', '=', quizId).execute();
      await suite.db.deleteFrom('inf_attempts').where('customer_id', '=', customerId).where('quiz_id', '=', quizId).execute();
      await suite.db.deleteFrom('quiz_exclusions').where('customer_id', '=', customerId).where('quiz_id', '=', quizId).execute();
    },
  };
  return suite;
}

/** The correct options of each question of a test, from the database (what the server scores against). */
export async function correctOptions(db: InfTestDatabase, quizId: number): Promise<Map<number, number[]>> {
  const rows = await db
    .selectFrom('inf_options')
    .innerJoin('inf_questions', 'inf_questions.id', 'inf_options.question_id')
    .select(['inf_questions.id as question', 'inf_options.id as option', 'inf_options.is_correct'])
    .where('inf_questions.quiz_id', '=', quizId)
    .orderBy('inf_options.id')
    .execute();
  const correct = new Map<number, number[]>();
  for (const row of rows) {
    const list = correct.get(row.question) ?? [];
    if (row.is_correct === 1) list.push(row.option);
    correct.set(row.question, list);
  }
  return correct;
}
