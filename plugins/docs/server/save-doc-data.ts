import { HttpError, readId, type EndpointHandler } from '@vigil/server-sdk';
import { DOCS_SPEC_MESSAGES, type DocSection, type saveDocData } from '../contract';
import { readCategory, readIds, readLink, readTags, requiredIds, requiredText } from './doc-input';
import { docsMessage } from './docs-message';
import { findEditableDocument } from './find-document';
import { checkMembers, checkProjects, writeLinks } from './project-members';
import { readDocuments } from './read-documents';
import type { DocsDatabase } from './tables';

/**
 * POST /docs/save-data: the edit modal (spec part 2 §5: file name required; a link document's link required, an
 * http or https address without spaces; projects required; tags and users may be 'false'). canEditDoc only.
 */
export function saveDocDataHandler(db: DocsDatabase): EndpointHandler<typeof saveDocData> {
  return async ({ input, user }) => {
    // Every field's form first, then the document, then the rules that depend on it.
    const id = readId(input, 'id');
    const projects = requiredIds(input.buildings, 'buildings');
    const users = readIds(input.users, 'users');
    const sentCategory = readCategory(input.category, 0);
    const tags = readTags(input.tags);
    const title = requiredText(input.title, 'title');
    const row = await findEditableDocument(db, user, id);
    const category = sentCategory === 0 ? row.category : sentCategory;
    const sentLink = input.link?.trim() ?? '';
    if (row.link === null && sentLink !== '') throw new HttpError(400, docsMessage('linkHasFile'), 'link');
    const link = row.link === null ? null : readLink(input.link);
    await checkProjects(db, user.companyId, projects, 'buildings');
    await checkMembers(db, user.companyId, projects, users);
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('docs_documents')
        .set({ title, link, tags: JSON.stringify(tags), category, updated_at: new Date().toISOString() })
        .where('id', '=', row.id)
        .execute();
      await writeLinks(trx, row.id, projects, users);
    });
    const [doc] = await readDocuments(db, user, { sections: [row.section as DocSection], id: row.id });
    if (!doc) throw new Error(`docs: document ${row.id} was saved but cannot be read back`);
    return { message: DOCS_SPEC_MESSAGES.updateSuccess, doc };
  };
}
