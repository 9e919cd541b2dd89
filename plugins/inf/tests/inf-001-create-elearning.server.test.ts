import type { PluginMigration } from '@vigil/server-sdk';
import { discoverPlugins } from '../../../tests/support/discover-plugins.node';
import { expectConstraintViolation, migratedWith, type MigratedDatabase } from '../../../tests/server/support/migrated-database';
import { migration } from '../server/migrations/inf-001-create-elearning';

let database: MigratedDatabase;

/** The quiz plugin's migrations, found as the host finds them (a plugin never imports another's server part). */
async function quizMigrations(): Promise<readonly PluginMigration[]> {
  const quiz = discoverPlugins().find((manifest) => manifest.id === 'quiz');
  const part = (await quiz?.server?.())?.default as { migrations?: readonly PluginMigration[] } | undefined;
  if (!part?.migrations) throw new Error('The quiz plugin has no migrations');
  return part.migrations;
}

beforeAll(async () => {
  database = await migratedWith([...(await quizMigrations()), migration]);
}, 30_000);
afterAll(async () => database?.close());

test('creates the e-learning tables with their columns', async () => {
  const columns = async (table: string): Promise<string[]> => Object.keys(await database.columns(table)).sort();
  expect(await columns('inf_questions')).toEqual(['id', 'is_demo', 'position', 'question', 'quiz_id']);
  expect(await columns('inf_options')).toEqual(['id', 'is_correct', 'option', 'position', 'question_id']);
  expect(await columns('inf_inductions')).toEqual(['country_id', 'description', 'is_demo', 'updated_at']);
  expect(await columns('inf_resources')).toEqual(['captions_key', 'content_type', 'country_id', 'file_key', 'file_name', 'id', 'is_demo', 'kind', 'position', 'title']);
  expect(await columns('inf_attempts')).toEqual(['customer_id', 'deadline', 'id', 'quiz_id', 'result_id', 'started_at', 'submitted_at']);
  expect(await columns('inf_attempt_answers')).toEqual(['attempt_id', 'option_id', 'question_id']);
  expect(await columns('inf_pass_scores')).toEqual(['company_id', 'pass_score', 'updated_at']);
});

test('ties questions to existing tests, options to questions, pass scores to companies', async () => {
  await expectConstraintViolation(database.db.insertInto('inf_questions').values({ quiz_id: 999, position: 0, question: 'Orphan?' }).execute());
  await expectConstraintViolation(database.db.insertInto('inf_options').values({ question_id: 999, position: 0, option: 'Orphan', is_correct: 1 }).execute());
  await expectConstraintViolation(database.db.insertInto('inf_pass_scores').values({ company_id: 999, pass_score: 50, updated_at: 'now' }).execute());
});
