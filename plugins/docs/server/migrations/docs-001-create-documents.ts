import { sql, type Kysely } from 'kysely';
import { addIdColumn, type PluginMigration } from '@vigil/server-sdk';

/**
 * The documents of /Ops and /Ava, their projects and named users, and the history of who opened them (docs/
 * decisions.md "Documents: one plugin, two screens"). The name is recorded once applied: a change of these tables is
 * a new numbered migration.
 */
export const migration: PluginMigration = {
  name: 'docs-001-create-documents',
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a migration sees the schema as it is at its time
  async up(db: Kysely<any>): Promise<void> {
    await addIdColumn(db, db.schema.createTable('docs_documents'))
      .addColumn('company_id', 'integer', (column) => column.notNull().references('companies.id').onDelete('cascade'))
      .addColumn('section', 'text', (column) => column.notNull().check(sql`section in ('ops', 'ava')`))
      .addColumn('title', 'text', (column) => column.notNull())
      .addColumn('link', 'text')
      .addColumn('file_key', 'text', (column) => column.unique())
      .addColumn('file_name', 'text')
      .addColumn('file_type', 'text')
      .addColumn('file_size', 'integer')
      .addColumn('tags', 'text', (column) => column.notNull().defaultTo('[]'))
      .addColumn('category', 'integer', (column) => column.notNull())
      .addColumn('country_id', 'integer', (column) => column.references('countries.id').onDelete('set null'))
      .addColumn('uploaded_by', 'integer', (column) => column.references('customers.id').onDelete('set null'))
      .addColumn('is_demo', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('updated_at', 'text', (column) => column.notNull())
      // A document is a file or a link, never both nor neither.
      .addCheckConstraint('docs_documents_file_or_link', sql`(file_key is null) <> (link is null)`)
      .execute();
    await db.schema.createIndex('docs_documents_company_section').on('docs_documents').columns(['company_id', 'section']).execute();

    await db.schema
      .createTable('docs_document_projects')
      .addColumn('document_id', 'integer', (column) => column.notNull().references('docs_documents.id').onDelete('cascade'))
      .addColumn('building_id', 'integer', (column) => column.notNull().references('buildings.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('docs_document_projects_pk', ['document_id', 'building_id'])
      .execute();
    await db.schema.createIndex('docs_document_projects_building').on('docs_document_projects').column('building_id').execute();

    await db.schema
      .createTable('docs_document_users')
      .addColumn('document_id', 'integer', (column) => column.notNull().references('docs_documents.id').onDelete('cascade'))
      .addColumn('customer_id', 'integer', (column) => column.notNull().references('customers.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('docs_document_users_pk', ['document_id', 'customer_id'])
      .execute();
    await db.schema.createIndex('docs_document_users_customer').on('docs_document_users').column('customer_id').execute();

    await addIdColumn(db, db.schema.createTable('docs_history'))
      .addColumn('company_id', 'integer', (column) => column.notNull().references('companies.id').onDelete('cascade'))
      .addColumn('document_id', 'integer', (column) => column.notNull().references('docs_documents.id').onDelete('cascade'))
      .addColumn('customer_id', 'integer', (column) => column.notNull().references('customers.id').onDelete('cascade'))
      .addColumn('day', 'text', (column) => column.notNull())
      .addColumn('opened_at', 'text', (column) => column.notNull())
      .addUniqueConstraint('docs_history_once_a_day', ['document_id', 'customer_id', 'day'])
      .execute();
    await db.schema.createIndex('docs_history_customer').on('docs_history').columns(['customer_id', 'day']).execute();
  },
};
