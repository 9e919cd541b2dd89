import { HttpError, readId, storedFileAnswer, type EndpointHandler, type FileStorage, type PlatformServices } from '@vigil/server-sdk';
import {
  DOC_CATEGORIES,
  type DocSection,
  type deleteDoc,
  type getCategories,
  type getDocDetail,
  type getDocFile,
  type getStorageModes,
} from '../contract';
import { docsMessage } from './docs-message';
import { findEditableDocument, findReadableDocument } from './find-document';
import { namedUsers } from './named-users';
import { readDocuments } from './read-documents';
import type { DocsDatabase } from './tables';

/** GET /docs/getCategories. */
export function categoriesHandler(): EndpointHandler<typeof getCategories> {
  return () => Promise.resolve({ categories: DOC_CATEGORIES.map((category) => ({ ...category })) });
}

/** GET /companies/getStorageModes: files go to S3 when the server is configured so; links are always possible. */
export function storageModesHandler(config: PlatformServices['config']): EndpointHandler<typeof getStorageModes> {
  return () => Promise.resolve({ is_minio_storage: config.fileStorage === 's3', is_link_storage: true });
}

/** GET /docs/get-detail: the document and its named users with their names. */
export function docDetailHandler(db: DocsDatabase): EndpointHandler<typeof getDocDetail> {
  return async ({ input, user }) => {
    const row = await findReadableDocument(db, user, readId(input, 'id'));
    const [doc] = await readDocuments(db, user, { sections: [row.section as DocSection], id: row.id });
    if (!doc) throw new HttpError(404, docsMessage('docNotFound'));
    const users = await namedUsers(db, row.id);
    const projects =
      users.length === 0
        ? []
        : await db.selectFrom('customer_buildings').select(['customer_id', 'building_id']).where('customer_id', 'in', users.map((named) => named.id)).execute();
    return {
      doc,
      users: users.map((named) => ({
        value: named.id,
        label: `${named.name} ${named.surname}`.trim(),
        buildings: projects.filter((project) => project.customer_id === named.id).map((project) => project.building_id),
      })),
    };
  };
}

/** POST /docs/deleteDoc: the rows (projects, users and history go with them), then the file. canEditDoc only. */
export function deleteDocHandler(db: DocsDatabase, files: FileStorage, log: PlatformServices['log']): EndpointHandler<typeof deleteDoc> {
  return async ({ input, user }) => {
    const row = await findEditableDocument(db, user, readId(input, 'id'));
    await db.deleteFrom('docs_documents').where('id', '=', row.id).execute();
    // After the rows: a file whose delete fails is an orphan in storage (logged), never a document without its file.
    const key = row.file_key;
    if (key) await files.delete(key).catch((error: unknown) => log.error(`docs: the file of deleted document ${row.id} stays in storage: ${String(error)}`));
    return { message: docsMessage('docDeleted').message };
  };
}

/** GET /docs/getFile: the file, inline, only to those the document reaches; 404 for a link document. */
export function docFileHandler(db: DocsDatabase, files: FileStorage): EndpointHandler<typeof getDocFile> {
  return async ({ input, user, request, reply }) => {
    const row = await findReadableDocument(db, user, readId(input, 'id'));
    if (!row.file_key) throw new HttpError(404, docsMessage('noFile'));
    return storedFileAnswer(request, reply, files, row.file_key, { disposition: 'inline', fileName: row.file_name ?? undefined });
  };
}
