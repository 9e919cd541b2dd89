import type { Kysely } from 'kysely';
import { addIdColumn } from '../dialect';
import type { Migration } from '../migration-runner';

/**
 * Issue 23: every mail is written here before it is sent, claimed by the process sending it for a lease; a
 * process killed mid-send leaves the row, and another sends it once the lease is over. A sent mail's row is
 * deleted (its body may carry a sign-in link). The row's id names the outbox file and the SMTP Message-ID, so a
 * mail sent again after a kill is recognisably the same one.
 */
export const migration: Migration = {
  name: '022-create-mail-queue',
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>): Promise<void> {
    await addIdColumn(db, db.schema.createTable('mail_queue'))
      .addColumn('recipient', 'text', (column) => column.notNull())
      .addColumn('subject', 'text', (column) => column.notNull())
      .addColumn('body_text', 'text', (column) => column.notNull())
      .addColumn('body_html', 'text')
      .addColumn('created_at', 'text', (column) => column.notNull())
      .addColumn('locked_by', 'text', (column) => column.notNull())
      .addColumn('locked_until', 'text', (column) => column.notNull())
      .addColumn('attempts', 'integer', (column) => column.notNull().defaultTo(1))
      .addColumn('last_error', 'text')
      .execute();
    // The recovery looks for expired leases.
    await db.schema.createIndex('mail_queue_locked_until').on('mail_queue').column('locked_until').execute();
  },
};
