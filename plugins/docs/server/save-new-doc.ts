import { HttpError, type EndpointHandler, type FileStorage } from '@vigil/server-sdk';
import { DEFAULT_DOC_CATEGORY, DOC_FILE_MAX_BYTES, DOC_FILE_TYPES, DOCS_SPEC_MESSAGES, type saveNewDoc } from '../contract';
import { decodeDataUrl } from './decode-data-url';
import { readCategory, readLink, readSection, readTags, requiredIds, requiredText } from './doc-input';
import { canAddTo } from './doc-rights';
import { docsMessage } from './docs-message';
import { checkMembers, checkProjects, writeLinks } from './project-members';
import { readDocuments } from './read-documents';
import type { DocsDatabase } from './tables';

/** The file a stored document keeps: what the storage writes under a new random key. */
interface StoredFile {
  key: string;
  name: string;
  type: string;
  size: number;
}

/**
 * POST /docs/saveNewDoc: the wizard's three steps at once. Every rule is checked before the file is stored, and a
 * failure after storing it deletes it again, so a refused upload leaves neither a file nor a row.
 */
export function saveNewDocHandler(db: DocsDatabase, files: FileStorage): EndpointHandler<typeof saveNewDoc> {
  return async ({ input, user }) => {
    const section = readSection(input.filter);
    if (!canAddTo(user, section)) throw new HttpError(403, docsMessage('mayNotAdd', { section }));
    // Every field's form first, then the rules between them, then the database.
    const projects = requiredIds(input.builds, 'builds');
    const users = requiredIds(input.users, 'users');
    const category = readCategory(input.category, DEFAULT_DOC_CATEGORY);
    const tags = readTags(input.tags);
    const hasFile = (input.file ?? '') !== '';
    const hasLink = (input.link?.trim() ?? '') !== '';
    if (hasFile && hasLink) throw new HttpError(400, docsMessage('notBoth'), 'link');
    if (!hasFile && !hasLink) throw new HttpError(400, docsMessage('fileOrLink'), 'file');
    const link = hasLink ? readLink(input.link) : null;
    const title = requiredText(input.name, 'name');
    await checkProjects(db, user.companyId, projects, 'builds');
    await checkMembers(db, user.companyId, projects, users);

    let stored: StoredFile | undefined;
    if (hasFile) {
      const { type, bytes } = decodeDataUrl(input.file ?? '');
      const name = input.filename?.trim() || title;
      const info = await files.put(undefined, bytes, { contentType: type, fileName: name }, { maxBytes: DOC_FILE_MAX_BYTES, contentTypes: DOC_FILE_TYPES });
      stored = { key: info.key, name: info.fileName, type: info.contentType, size: info.size };
    }
    const now = new Date().toISOString();
    let id: number;
    try {
      id = await db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('docs_documents')
          .values({
            company_id: user.companyId,
            section,
            title,
            link,
            file_key: stored?.key ?? null,
            file_name: stored?.name ?? null,
            file_type: stored?.type ?? null,
            file_size: stored?.size ?? null,
            tags: JSON.stringify(tags),
            category,
            country_id: null,
            uploaded_by: user.id,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await writeLinks(trx, row.id, projects, users);
        return row.id;
      });
    } catch (error) {
      if (stored) await files.delete(stored.key).catch(() => false);
      throw error;
    }
    const [doc] = await readDocuments(db, user, { sections: [section], id });
    if (!doc) throw new Error(`docs: document ${id} was saved but cannot be read back`);
    return { message: DOCS_SPEC_MESSAGES.wizardFinish, doc };
  };
}
