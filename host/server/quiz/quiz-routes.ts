import {
  KNOWLEDGE_TEST_MESSAGES,
  QUIZ_ADMIN_PERMISSIONS,
  QUIZ_LIST_PERMISSIONS,
  QUIZ_PATHS,
  type AvailableEmployee,
  type BlacklistAnswer,
  type ExcludedEntry,
  type QuizListAnswer,
  type ResourceLogRow,
  type TestResultRow,
} from '../../core/knowledge-test-contract';
import { missingInputMessage, SUCCESS_MESSAGES } from '../../core/messages';
import { HttpError } from '../http-error';
import { readId, readIdList } from '../legacy/form-input';
import type { LegacyInput } from '../legacy/legacy-input';
import { registerLegacyRoute } from '../legacy/legacy-route';
import type { ServerContext } from '../server-context';
import { fullName } from '../../core/full-name';

/**
 * Ids per list in one call: a form post of 1 MB could otherwise carry more ids than a statement may bind, and
 * no company excludes more people than this at once from a screen.
 */
export const MAX_IDS_PER_LIST = 1000;
/** Exclusions per insert: well under both dialects' limit on bound parameters. */
const INSERT_BATCH = 300;

/** Sorted in code, not by the database: SQLite and PostgreSQL collate text differently. */
const byText = (a: string, b: string): number => a.localeCompare(b, 'en');

/** A list of ids that must not be empty (the web does not check the selects: spec part 1 §5). */
function readRequiredIds(input: LegacyInput, field: string): number[] {
  const ids = readIdList(input, field);
  if (ids.length === 0) throw new HttpError(400, missingInputMessage(field), field);
  if (ids.length > MAX_IDS_PER_LIST) throw new HttpError(400, `${KNOWLEDGE_TEST_MESSAGES.tooManyIds}: ${field}`, field);
  return ids;
}

/**
 * The knowledge evaluation test administration (spec part 1 §2 /Quiz, §7): the company's employees, the tests,
 * the results, the exclusions and the e-learning resource logs. Every call but the test list is admin-only and
 * sees only the admin's own company.
 */
export function registerQuizRoutes(context: ServerContext): void {
  const { legacy, db } = context;

  /** The ids of `ids` that are employees of the company. */
  async function companyEmployees(companyId: number, ids: readonly number[]): Promise<Set<number>> {
    const rows = await db.selectFrom('customers').select('id').where('company_id', '=', companyId).where('id', 'in', [...ids]).execute();
    return new Set(rows.map((row) => row.id));
  }

  registerLegacyRoute(legacy, {
    method: 'GET',
    path: QUIZ_PATHS.employeesAvailable,
    permissions: QUIZ_ADMIN_PERMISSIONS,
    async handler({ user }): Promise<AvailableEmployee[]> {
      const rows = await db
        .selectFrom('customers')
        .select(['id', 'name', 'surname'])
        .where('company_id', '=', user.companyId)
        .execute();
      return rows
        .map((row) => ({ customer_id: row.id, customer_name: fullName(row) }))
        .sort((a, b) => byText(a.customer_name, b.customer_name) || a.customer_id - b.customer_id);
    },
  });

  registerLegacyRoute(legacy, {
    method: 'GET',
    path: QUIZ_PATHS.quizList,
    permissions: QUIZ_LIST_PERMISSIONS,
    async handler(): Promise<QuizListAnswer> {
      const rows = await db.selectFrom('quizzes').select(['id', 'name']).execute();
      const list = rows.map((row) => ({ quiz_id: row.id, name: row.name })).sort((a, b) => byText(a.name, b.name) || a.quiz_id - b.quiz_id);
      return { list };
    },
  });

  registerLegacyRoute(legacy, {
    method: 'GET',
    path: QUIZ_PATHS.results,
    permissions: QUIZ_ADMIN_PERMISSIONS,
    async handler({ user }): Promise<TestResultRow[]> {
      const rows = await db
        .selectFrom('quiz_results')
        .innerJoin('customers', 'customers.id', 'quiz_results.customer_id')
        .innerJoin('quizzes', 'quizzes.id', 'quiz_results.quiz_id')
        .select([
          'customers.name',
          'customers.surname',
          'quizzes.name as quiz_name',
          'quiz_results.completed_at',
          'quiz_results.passed',
          'quiz_results.correct_answers',
          'quiz_results.total_questions',
        ])
        .where('customers.company_id', '=', user.companyId)
        .orderBy('quiz_results.completed_at', 'desc')
        .orderBy('quiz_results.id', 'desc')
        .execute();
      return rows.map((row) => ({
        customer_name: fullName(row),
        quiz_name: row.quiz_name,
        date_quiz: row.completed_at,
        pass: row.passed === 1,
        correct_answers: row.correct_answers,
        total_questions: row.total_questions,
      }));
    },
  });

  registerLegacyRoute(legacy, {
    method: 'GET',
    path: QUIZ_PATHS.blacklistStatus,
    permissions: QUIZ_ADMIN_PERMISSIONS,
    async handler({ user }): Promise<ExcludedEntry[]> {
      const rows = await db
        .selectFrom('quiz_exclusions')
        .innerJoin('customers', 'customers.id', 'quiz_exclusions.customer_id')
        .innerJoin('quizzes', 'quizzes.id', 'quiz_exclusions.quiz_id')
        .select(['customers.id as customer_id', 'customers.name', 'customers.surname', 'quizzes.id as quiz_id', 'quizzes.name as quiz_name'])
        .where('customers.company_id', '=', user.companyId)
        .execute();
      const entries = new Map<number, ExcludedEntry>();
      for (const row of rows) {
        let entry = entries.get(row.customer_id);
        if (!entry) {
          entry = { customer_id: row.customer_id, customer_name: fullName(row), quiz: [] };
          entries.set(row.customer_id, entry);
        }
        entry.quiz.push({ id: row.quiz_id, name: row.quiz_name });
      }
      const sorted = [...entries.values()].sort((a, b) => byText(a.customer_name, b.customer_name) || a.customer_id - b.customer_id);
      for (const entry of sorted) entry.quiz.sort((a, b) => byText(a.name, b.name) || a.id - b.id);
      return sorted;
    },
  });

  registerLegacyRoute(legacy, {
    method: 'POST',
    path: QUIZ_PATHS.addToBlacklist,
    permissions: QUIZ_ADMIN_PERMISSIONS,
    async handler({ input, user }): Promise<BlacklistAnswer> {
      const users = readRequiredIds(input, 'users');
      const quizzes = readRequiredIds(input, 'quiz');
      const employees = await companyEmployees(user.companyId, users);
      if (employees.size !== users.length) throw new HttpError(404, KNOWLEDGE_TEST_MESSAGES.employeeNotFound, 'users');
      const tests = await db.selectFrom('quizzes').select('id').where('id', 'in', quizzes).execute();
      if (tests.length !== quizzes.length) throw new HttpError(404, KNOWLEDGE_TEST_MESSAGES.testNotFound, 'quiz');
      const createdAt = new Date().toISOString();
      const pairs = users.flatMap((customerId) => quizzes.map((quizId) => ({ customer_id: customerId, quiz_id: quizId, created_at: createdAt })));
      // Idempotent: a pair already excluded stays as it was (and keeps its date).
      await db.transaction().execute(async (trx) => {
        for (let start = 0; start < pairs.length; start += INSERT_BATCH) {
          await trx
            .insertInto('quiz_exclusions')
            .values(pairs.slice(start, start + INSERT_BATCH))
            .onConflict((conflict) => conflict.columns(['customer_id', 'quiz_id']).doNothing())
            .execute();
        }
      });
      return { message: SUCCESS_MESSAGES.blacklistUpdated };
    },
  });

  registerLegacyRoute(legacy, {
    method: 'POST',
    path: QUIZ_PATHS.removeFromBlacklist,
    permissions: QUIZ_ADMIN_PERMISSIONS,
    async handler({ input, user }): Promise<BlacklistAnswer> {
      const customerId = readId(input, 'users');
      const quizId = readId(input, 'quiz');
      if ((await companyEmployees(user.companyId, [customerId])).size === 0) {
        throw new HttpError(404, KNOWLEDGE_TEST_MESSAGES.employeeNotFound, 'users');
      }
      const removed = await db
        .deleteFrom('quiz_exclusions')
        .where('customer_id', '=', customerId)
        .where('quiz_id', '=', quizId)
        .executeTakeFirst();
      if (Number(removed.numDeletedRows) === 0) throw new HttpError(404, KNOWLEDGE_TEST_MESSAGES.notExcluded, 'quiz');
      return { message: SUCCESS_MESSAGES.blacklistUpdated };
    },
  });

  registerLegacyRoute(legacy, {
    method: 'GET',
    path: QUIZ_PATHS.resourceLogs,
    permissions: QUIZ_ADMIN_PERMISSIONS,
    async handler({ user }): Promise<ResourceLogRow[]> {
      const rows = await db
        .selectFrom('resource_logs')
        .innerJoin('customers', 'customers.id', 'resource_logs.customer_id')
        .innerJoin('companies', 'companies.id', 'customers.company_id')
        .leftJoin('countries', 'countries.id', 'resource_logs.country_id')
        .select([
          'customers.name',
          'customers.surname',
          'companies.name as company_name',
          'resource_logs.type',
          'resource_logs.target',
          'countries.name as country_name',
          'resource_logs.created_at',
        ])
        .where('customers.company_id', '=', user.companyId)
        .orderBy('resource_logs.created_at', 'desc')
        .orderBy('resource_logs.id', 'desc')
        .execute();
      return rows.map((row) => ({
        user_name: fullName(row),
        company_name: row.company_name,
        type: row.type,
        target: row.target,
        country_name: row.country_name,
        created_at: row.created_at,
      }));
    },
  });
}
