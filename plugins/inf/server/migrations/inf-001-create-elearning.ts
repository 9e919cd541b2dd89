import type { Kysely } from 'kysely';
import { addIdColumn, type PluginMigration } from '@vigil/server-sdk';

/**
 * The e-learning module (spec part 2 §2): the questions and options of the quiz plugin's tests, the countries'
 * induction texts and files, the attempts with the options checked in each, and each company's pass score. Runs
 * after the quiz plugin's 018-create-knowledge-tests (the host orders a plugin after those it uses).
 */
export const migration: PluginMigration = {
  name: 'inf-001-create-elearning',
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    await addIdColumn(db, db.schema.createTable('inf_questions'))
      .addColumn('quiz_id', 'integer', (column) => column.notNull().references('quizzes.id').onDelete('cascade'))
      .addColumn('position', 'integer', (column) => column.notNull())
      .addColumn('question', 'text', (column) => column.notNull())
      .addColumn('is_demo', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('inf_questions_quiz').on('inf_questions').columns(['quiz_id', 'position']).execute();
    await addIdColumn(db, db.schema.createTable('inf_options'))
      .addColumn('question_id', 'integer', (column) => column.notNull().references('inf_questions.id').onDelete('cascade'))
      .addColumn('position', 'integer', (column) => column.notNull())
      .addColumn('option', 'text', (column) => column.notNull())
      .addColumn('is_correct', 'integer', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('inf_options_question').on('inf_options').columns(['question_id', 'position']).execute();
    await db.schema
      .createTable('inf_inductions')
      .addColumn('country_id', 'integer', (column) => column.primaryKey().references('countries.id').onDelete('cascade'))
      .addColumn('description', 'text', (column) => column.notNull())
      .addColumn('is_demo', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();
    await addIdColumn(db, db.schema.createTable('inf_resources'))
      .addColumn('country_id', 'integer', (column) => column.references('countries.id').onDelete('cascade'))
      .addColumn('kind', 'text', (column) => column.notNull())
      .addColumn('title', 'text', (column) => column.notNull())
      .addColumn('file_key', 'text', (column) => column.notNull())
      .addColumn('file_name', 'text', (column) => column.notNull())
      .addColumn('content_type', 'text', (column) => column.notNull())
      .addColumn('captions_key', 'text')
      .addColumn('position', 'integer', (column) => column.notNull())
      .addColumn('is_demo', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('inf_resources_country').on('inf_resources').columns(['country_id', 'position']).execute();
    await addIdColumn(db, db.schema.createTable('inf_attempts'))
      .addColumn('quiz_id', 'integer', (column) => column.notNull().references('quizzes.id').onDelete('cascade'))
      .addColumn('customer_id', 'integer', (column) => column.notNull().references('customers.id').onDelete('cascade'))
      .addColumn('started_at', 'text', (column) => column.notNull())
      .addColumn('deadline', 'text', (column) => column.notNull())
      .addColumn('submitted_at', 'text')
      .addColumn('result_id', 'integer', (column) => column.references('quiz_results.id').onDelete('set null'))
      .execute();
    await db.schema.createIndex('inf_attempts_customer_quiz').on('inf_attempts').columns(['customer_id', 'quiz_id']).execute();
    await db.schema
      .createTable('inf_attempt_answers')
      .addColumn('attempt_id', 'integer', (column) => column.notNull().references('inf_attempts.id').onDelete('cascade'))
      .addColumn('question_id', 'integer', (column) => column.notNull().references('inf_questions.id').onDelete('cascade'))
      .addColumn('option_id', 'integer', (column) => column.notNull().references('inf_options.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('inf_attempt_answers_pk', ['attempt_id', 'option_id'])
      .execute();
    await db.schema
      .createTable('inf_pass_scores')
      .addColumn('company_id', 'integer', (column) => column.primaryKey().references('companies.id').onDelete('cascade'))
      .addColumn('pass_score', 'integer', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      .execute();
  },
};
