import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database/connect';
import type { Database } from '../database/schema';
import type { MailMessage } from './mail-service';

/**
 * The mail queue's rows (migration 022): a mail is written, claimed by its sender, before it is sent, and deleted
 * once sent. A row whose lease is over was left by a process that died mid-send; another claims it and sends it.
 */

/** A queued mail as its sender holds it: the id and time name it wherever it is delivered. */
export interface QueuedMail {
  id: number;
  createdAt: string;
  mail: MailMessage;
}

function leaseEnd(now: Date, leaseMs: number): string {
  return new Date(now.getTime() + leaseMs).toISOString();
}

/** Writes `mail` to the queue, already claimed by `owner` for `leaseMs`. */
export async function enqueueClaimed(db: Kysely<Database>, mail: MailMessage, owner: string, leaseMs: number, createdAt: Date): Promise<QueuedMail> {
  const { id } = await db
    .insertInto('mail_queue')
    .values({
      recipient: mail.to,
      subject: mail.subject,
      body_text: mail.text,
      body_html: mail.html ?? null,
      created_at: createdAt.toISOString(),
      locked_by: owner,
      locked_until: leaseEnd(new Date(), leaseMs),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, createdAt: createdAt.toISOString(), mail };
}

/**
 * Claims up to `limit` mails whose lease is over, for `owner`. On PostgreSQL the rows are locked with SKIP LOCKED,
 * so processes claiming at once each get other rows; SQLite serves one process.
 */
export async function claimAbandoned(
  db: Kysely<Database>,
  dialect: DialectName,
  claim: { owner: string; leaseMs: number; limit: number },
  now: Date = new Date(),
): Promise<QueuedMail[]> {
  const due = db
    .selectFrom('mail_queue')
    .select('id')
    .where('locked_until', '<', now.toISOString())
    .orderBy('id')
    .limit(claim.limit)
    .$if(dialect === 'postgres', (query) => query.forUpdate().skipLocked());
  const rows = await db
    .updateTable('mail_queue')
    .set({ locked_by: claim.owner, locked_until: leaseEnd(now, claim.leaseMs), attempts: sql<number>`attempts + 1` })
    .where('id', 'in', due)
    .returning(['id', 'recipient', 'subject', 'body_text', 'body_html', 'created_at'])
    .execute();
  return rows
    .sort((a, b) => a.id - b.id)
    .map((row) => ({
      id: row.id,
      createdAt: row.created_at,
      mail: { to: row.recipient, subject: row.subject, text: row.body_text, ...(row.body_html === null ? {} : { html: row.body_html }) },
    }));
}

/** Sent: the row goes (its body may hold a sign-in link). */
export async function forgetMail(db: Kysely<Database>, id: number, owner: string): Promise<void> {
  await db.deleteFrom('mail_queue').where('id', '=', id).where('locked_by', '=', owner).execute();
}

/** A recovered mail that could not be sent: tried again after `retryMs` by whichever process comes first. */
export async function retryMailLater(db: Kysely<Database>, id: number, owner: string, retryMs: number, error: string): Promise<void> {
  await db
    .updateTable('mail_queue')
    .set({ locked_until: leaseEnd(new Date(), retryMs), last_error: error.slice(0, 500) })
    .where('id', '=', id)
    .where('locked_by', '=', owner)
    .execute();
}

/** How many mails are still to be sent (tests wait for none). */
export async function pendingMails(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('mail_queue').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}
