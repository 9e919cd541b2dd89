import { HttpError, type AuthenticatedUser } from '@vigil/server-sdk';
import type { Selectable } from 'kysely';
import type { DocSection } from '../contract';
import { canEditDoc, canReadDoc } from './doc-rights';
import { docsMessage } from './docs-message';
import type { DocsDatabase, DocsDocumentsTable } from './tables';

export type DocumentRow = Selectable<DocsDocumentsTable>;

/**
 * A document of the user's company the user may read: 404 when the company has no such document (another
 * company's is not told apart from none), 403 when it does not reach the user.
 */
export async function findReadableDocument(db: DocsDatabase, user: AuthenticatedUser, id: number): Promise<DocumentRow> {
  const row = await db
    .selectFrom('docs_documents')
    .selectAll()
    .where('id', '=', id)
    .where('company_id', '=', user.companyId)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, docsMessage('docNotFound'));
  const named = await db
    .selectFrom('docs_document_users')
    .select('customer_id')
    .where('document_id', '=', id)
    .where('customer_id', '=', user.id)
    .executeTakeFirst();
  if (!canReadDoc(user, { section: row.section as DocSection, uploadedBy: row.uploaded_by, namesViewer: named !== undefined })) {
    throw new HttpError(403, docsMessage('notNamed'));
  }
  return row;
}

/** A document the user may edit and delete (canEditDoc): 404 as above, 403 when it is not theirs to change. */
export async function findEditableDocument(db: DocsDatabase, user: AuthenticatedUser, id: number): Promise<DocumentRow> {
  const row = await findReadableDocument(db, user, id);
  if (!canEditDoc(user, { uploadedBy: row.uploaded_by })) throw new HttpError(403, docsMessage('mayNotEdit'));
  return row;
}
