import type { Kysely } from 'kysely';
import { addIdColumn, type PluginMigration } from '@vigil/server-sdk';

/**
 * The knowledge evaluation tests (spec part 1 §2 /Quiz, part 2 e-learning): one test per country subject, the
 * employees' results, the employees an admin excluded from a test, and the e-learning resources they viewed.
 * Shared by the Quiz administration and the e-learning module; the quiz plugin owns them until e-learning comes.
 * Its name is the one installations recorded when it was a core migration: it never changes.
 */
export const migration: PluginMigration = {
  name: '018-create-knowledge-tests',
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    await addIdColumn(db, db.schema.createTable('quizzes'))
      .addColumn('country_id', 'integer', (column) => column.notNull().references('countries.id').onDelete('cascade'))
      .addColumn('name', 'text', (column) => column.notNull())
      .addColumn('is_demo', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
    await addIdColumn(db, db.schema.createTable('quiz_results'))
      .addColumn('quiz_id', 'integer', (column) => column.notNull().references('quizzes.id').onDelete('cascade'))
      .addColumn('customer_id', 'integer', (column) => column.notNull().references('customers.id').onDelete('cascade'))
      .addColumn('correct_answers', 'integer', (column) => column.notNull())
      .addColumn('total_questions', 'integer', (column) => column.notNull())
      .addColumn('passed', 'integer', (column) => column.notNull())
      .addColumn('completed_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema
      .createTable('quiz_exclusions')
      .addColumn('customer_id', 'integer', (column) => column.notNull().references('customers.id').onDelete('cascade'))
      .addColumn('quiz_id', 'integer', (column) => column.notNull().references('quizzes.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addPrimaryKeyConstraint('quiz_exclusions_pk', ['customer_id', 'quiz_id'])
      .execute();
    await addIdColumn(db, db.schema.createTable('resource_logs'))
      .addColumn('customer_id', 'integer', (column) => column.notNull().references('customers.id').onDelete('cascade'))
      .addColumn('country_id', 'integer', (column) => column.references('countries.id').onDelete('set null'))
      // Spec part 1 §2: type '1' is a video, anything else a PDF.
      .addColumn('type', 'text', (column) => column.notNull())
      .addColumn('target', 'text', (column) => column.notNull())
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
  },
};
