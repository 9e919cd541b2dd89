import { parseStringList } from '@vigil/core';
import type { AuthenticatedUser } from '@vigil/server-sdk';
import { categoryName, DOC_CATEGORY, DOC_SECTIONS, type DocSection, type Document } from '../contract';
import { canEditDoc, readsWholeSection } from './doc-rights';
import type { DocsDatabase } from './tables';

export interface DocumentQuery {
  /** One screen, or both. */
  sections?: readonly DocSection[];
  /** One document. */
  id?: number;
}

const DOC_COLUMNS = [
  'docs_documents.id',
  'docs_documents.section',
  'docs_documents.title',
  'docs_documents.link',
  'docs_documents.file_name',
  'docs_documents.file_type',
  'docs_documents.tags',
  'docs_documents.category',
  'docs_documents.country_id',
  'docs_documents.uploaded_by',
  'docs_documents.created_at',
  'docs_documents.updated_at',
] as const;

/**
 * The documents of the user's company the user may read (doc-rights.ts), as the spec's Document, sorted by title.
 * Three queries whatever the count (documents, their projects, their users), so 5,000 documents cost no more
 * round trips than one.
 */
export async function readDocuments(db: DocsDatabase, user: AuthenticatedUser, query: DocumentQuery = {}): Promise<Document[]> {
  const sections = query.sections ?? DOC_SECTIONS;
  const whole = sections.filter((section) => readsWholeSection(user, section));
  const named = sections.filter((section) => !readsWholeSection(user, section));
  let select = db
    .selectFrom('docs_documents')
    .select(DOC_COLUMNS)
    .where('docs_documents.company_id', '=', user.companyId)
    .where((eb) =>
      eb.or([
        ...(whole.length > 0 ? [eb('docs_documents.section', 'in', whole)] : []),
        ...(named.length > 0
          ? [
              eb.and([
                eb('docs_documents.section', 'in', named),
                eb.or([
                  eb('docs_documents.uploaded_by', '=', user.id),
                  eb(
                    'docs_documents.id',
                    'in',
                    eb.selectFrom('docs_document_users').select('docs_document_users.document_id').where('docs_document_users.customer_id', '=', user.id),
                  ),
                ]),
              ]),
            ]
          : []),
      ]),
    );
  if (query.id !== undefined) select = select.where('docs_documents.id', '=', query.id);
  const rows = await select.orderBy('docs_documents.title').orderBy('docs_documents.id').execute();
  if (rows.length === 0) return [];

  const projects = await relatedRows(db, user.companyId, sections, query.id, 'projects');
  const users = await relatedRows(db, user.companyId, sections, query.id, 'users');
  return rows.map((row) => {
    const ownProjects = projects.get(row.id) ?? [];
    const first = ownProjects[0];
    return {
      id: row.id,
      title: row.title,
      link: row.link,
      file: row.file_name,
      fileType: row.file_type,
      tags: parseStringList(row.tags),
      building: first ? { label: first.label, value: first.id } : null,
      buildings: ownProjects.map((project) => project.id),
      users: (users.get(row.id) ?? []).map((named) => named.id),
      category: row.category,
      categoryName: categoryName(row.category),
      country_id: row.country_id,
      creation_year: Number(row.created_at.slice(0, 4)),
      last_update: row.updated_at,
      isProcedure: row.category === DOC_CATEGORY.procedure,
      buildingsName: ownProjects.map((project) => project.label).join(', '),
      uniqueKey: `${row.section}-${row.id}`,
      section: row.section as DocSection,
      canEditDoc: canEditDoc(user, { uploadedBy: row.uploaded_by }),
      uploadedBy: row.uploaded_by,
    };
  });
}

interface Related {
  id: number;
  label: string;
}

/** A document's projects (by label) or named users (by id), for every document of the company's sections. */
async function relatedRows(
  db: DocsDatabase,
  companyId: number,
  sections: readonly DocSection[],
  id: number | undefined,
  kind: 'projects' | 'users',
): Promise<Map<number, Related[]>> {
  const found =
    kind === 'projects'
      ? await db
          .selectFrom('docs_document_projects')
          .innerJoin('docs_documents', 'docs_documents.id', 'docs_document_projects.document_id')
          .innerJoin('buildings', 'buildings.id', 'docs_document_projects.building_id')
          .select(['docs_document_projects.document_id as document', 'buildings.id as id', 'buildings.label as label'])
          .where('docs_documents.company_id', '=', companyId)
          .where('docs_documents.section', 'in', sections)
          .$if(id !== undefined, (qb) => qb.where('docs_documents.id', '=', id ?? 0))
          .orderBy('buildings.label')
          .orderBy('buildings.id')
          .execute()
      : await db
          .selectFrom('docs_document_users')
          .innerJoin('docs_documents', 'docs_documents.id', 'docs_document_users.document_id')
          .select(['docs_document_users.document_id as document', 'docs_document_users.customer_id as id'])
          .where('docs_documents.company_id', '=', companyId)
          .where('docs_documents.section', 'in', sections)
          .$if(id !== undefined, (qb) => qb.where('docs_documents.id', '=', id ?? 0))
          .orderBy('docs_document_users.customer_id')
          .execute()
          .then((rows) => rows.map((row) => ({ ...row, label: '' })));
  const byDocument = new Map<number, Related[]>();
  for (const row of found) {
    const list = byDocument.get(row.document) ?? [];
    list.push({ id: row.id, label: row.label });
    byDocument.set(row.document, list);
  }
  return byDocument;
}
