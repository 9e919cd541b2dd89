import type { DocsDatabase } from './tables';

export interface NamedUser {
  id: number;
  name: string;
  surname: string;
}

/** The users a document names, by surname and name (then id, so that namesakes keep one order). */
export async function namedUsers(db: DocsDatabase, documentId: number): Promise<NamedUser[]> {
  return db
    .selectFrom('docs_document_users')
    .innerJoin('customers', 'customers.id', 'docs_document_users.customer_id')
    .select(['customers.id', 'customers.name', 'customers.surname'])
    .where('docs_document_users.document_id', '=', documentId)
    .orderBy('customers.surname')
    .orderBy('customers.name')
    .orderBy('customers.id')
    .execute();
}
