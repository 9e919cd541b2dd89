import { pluginDatabase } from '../../../tests/support/plugin-database';
import { startTestServer, type TestServer } from '../../../tests/support/test-server';
import { credentials, legacyGet, legacyPost, type Fields } from '../../../tests/server/support/legacy-request';
import { addOtherCompany, type OtherCompany } from '../../../tests/server/support/other-company';
import { getBlacklistStatus, getQuizList, type ExcludedEntry, type QuizListAnswer } from '../contract';
import quiz from '../manifest';
import type { QuizDatabase, QuizTables } from '../server/tables';

/** A reference server with the demo company and a second company, and the calls the knowledge-test suites make. */
export interface KnowledgeTestSuite {
  readonly server: TestServer;
  /** The server's database with the quiz plugin's tables. */
  readonly db: QuizDatabase;
  /** The second company, whose people and exclusions the demo admin must never see. */
  readonly other: OtherCompany;
  /** An employee of the second company. */
  readonly otherEmployee: number;
  admin(): Promise<string>;
  get(path: string, token: string): ReturnType<typeof legacyGet>;
  post(path: string, token: string, fields: Fields): ReturnType<typeof legacyPost>;
  idOf(username: string): Promise<number>;
  tests(token: string): Promise<QuizListAnswer['list']>;
  testId(name: string): Promise<number>;
  blacklist(token: string): Promise<ExcludedEntry[]>;
  /** 'customer id:quiz id' of every exclusion the admin sees. */
  pairs(token: string): Promise<string[]>;
}

/** Registers the file's beforeAll and afterAll: one server per test file, closed at the end. */
export function knowledgeTestSuite(): KnowledgeTestSuite {
  let started: { server: TestServer; other: OtherCompany; otherEmployee: number } | undefined;
  beforeAll(async () => {
    const server = await startTestServer({ plugins: [quiz] });
    const other = await addOtherCompany(server, 'quiz');
    started = { server, other, otherEmployee: await other.addEmployee('quiz-olga', 'Olga', 'Outsider') };
  }, 60_000);
  afterAll(async () => started?.server.close());

  const current = (): NonNullable<typeof started> => {
    if (!started) throw new Error('The knowledge-test suite has not started');
    return started;
  };
  const suite: KnowledgeTestSuite = {
    get server() {
      return current().server;
    },
    get db() {
      return pluginDatabase<QuizTables>(current().server);
    },
    get other() {
      return current().other;
    },
    get otherEmployee() {
      return current().otherEmployee;
    },
    admin: () => current().server.login('admin', 'Vigil-admin-1'),
    get: async (path, token) => legacyGet(current().server, path, credentials(current().server, token)),
    post: async (path, token, fields) => legacyPost(current().server, path, { ...credentials(current().server, token), ...fields }),
    idOf: async (username) =>
      (await suite.db.selectFrom('customers').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id,
    tests: async (token) => (await suite.get(getQuizList.path, token)).json<QuizListAnswer>().list,
    async testId(name) {
      const found = (await suite.tests(await suite.admin())).find((test) => test.name === name);
      if (!found) throw new Error(`No test named ${name}`);
      return found.quiz_id;
    },
    blacklist: async (token) => (await suite.get(getBlacklistStatus.path, token)).json<ExcludedEntry[]>(),
    pairs: async (token) => (await suite.blacklist(token)).flatMap((entry) => entry.quiz.map((quiz) => `${entry.customer_id}:${quiz.id}`)),
  };
  return suite;
}
