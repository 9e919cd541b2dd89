import type { Kysely } from 'kysely';
import { addIdColumn, type PluginMigration } from '@vigil/server-sdk';

/**
 * Insurance claims filed by employees (spec part 1 §2 /InsuranceClaim, §3 insurance claim row). Its name is the
 * one installations recorded when it was a core migration: it never changes.
 */
export const migration: PluginMigration = {
  name: '017-create-insurance-claims',
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    await addIdColumn(db, db.schema.createTable('insurance_claims'))
      .addColumn('customer_id', 'integer', (column) => column.notNull().references('customers.id').onDelete('cascade'))
      .addColumn('insurance_name', 'text', (column) => column.notNull())
      .addColumn('insurance_phone', 'text', (column) => column.notNull())
      .addColumn('is_demo', 'integer', (column) => column.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (column) => column.notNull())
      .execute();
    await db.schema.createIndex('insurance_claims_customer').on('insurance_claims').column('customer_id').execute();
  },
};
