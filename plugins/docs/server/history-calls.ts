import { HttpError, readId, type EndpointHandler } from '@vigil/server-sdk';
import { DOC_HISTORY_MAX, type DocSection, type getDocReaders, type getUserHistory, type saveDocToUserHistory } from '../contract';
import { docsMessage } from './docs-message';
import { findReadableDocument } from './find-document';
import { namedUsers } from './named-users';
import type { DocsDatabase } from './tables';

/**
 * POST /docs/saveDocToUserHistory: a Show, recorded once per user, document and UTC day. The unique key decides
 * between two Shows at once; the loser's insert does nothing.
 */
export function saveHistoryHandler(db: DocsDatabase): EndpointHandler<typeof saveDocToUserHistory> {
  return async ({ input, user }) => {
    const row = await findReadableDocument(db, user, readId(input, 'doc'));
    const now = new Date().toISOString();
    const result = await db
      .insertInto('docs_history')
      .values({ company_id: user.companyId, document_id: row.id, customer_id: user.id, day: now.slice(0, 10), opened_at: now })
      .onConflict((conflict) => conflict.columns(['document_id', 'customer_id', 'day']).doNothing())
      .executeTakeFirst();
    return { recorded: Number(result.numInsertedOrUpdatedRows ?? 0n) > 0 };
  };
}

/** GET /docs/getUserHistory (admins): a person of the admin's company, their entries newest first and their count. */
export function userHistoryHandler(db: DocsDatabase): EndpointHandler<typeof getUserHistory> {
  return async ({ input, user }) => {
    const employee = await db
      .selectFrom('customers')
      .select('id')
      .where('id', '=', readId(input, 'employee'))
      .where('company_id', '=', user.companyId)
      .executeTakeFirst();
    if (!employee) throw new HttpError(404, docsMessage('employeeNotFound'));
    const entries = db
      .selectFrom('docs_history')
      .innerJoin('docs_documents', 'docs_documents.id', 'docs_history.document_id')
      .where('docs_history.customer_id', '=', employee.id)
      .where('docs_documents.company_id', '=', user.companyId);
    const counted = await entries.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirst();
    const rows = await entries
      .select(['docs_history.id', 'docs_history.document_id', 'docs_documents.title', 'docs_documents.section', 'docs_history.day'])
      .orderBy('docs_history.day', 'desc')
      .orderBy('docs_history.id', 'desc')
      .limit(DOC_HISTORY_MAX)
      .execute();
    return {
      count: Number(counted?.count ?? 0),
      history: rows.map((row) => ({ id: row.id, doc: row.document_id, title: row.title, section: row.section as DocSection, date: row.day })),
    };
  };
}

/** GET /docs/getDocReaders (admins): each named user, whether they opened the document, first and last day. */
export function docReadersHandler(db: DocsDatabase): EndpointHandler<typeof getDocReaders> {
  return async ({ input, user }) => {
    const row = await findReadableDocument(db, user, readId(input, 'id'));
    const named = await namedUsers(db, row.id);
    const opened = await db
      .selectFrom('docs_history')
      .select((eb) => [
        'docs_history.customer_id',
        eb.fn.min('docs_history.day').as('first'),
        eb.fn.max('docs_history.day').as('last'),
        eb.fn.countAll<number | string>().as('days'),
      ])
      .where('docs_history.document_id', '=', row.id)
      .groupBy('docs_history.customer_id')
      .execute();
    const byUser = new Map(opened.map((entry) => [entry.customer_id, entry]));
    return {
      doc: row.id,
      title: row.title,
      readers: named.map((person) => {
        const entry = byUser.get(person.id);
        return {
          value: person.id,
          label: `${person.name} ${person.surname}`.trim(),
          opened: entry !== undefined,
          firstOpened: entry ? String(entry.first) : null,
          lastOpened: entry ? String(entry.last) : null,
          days: entry ? Number(entry.days) : 0,
        };
      }),
    };
  };
}
