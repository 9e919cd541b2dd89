import { type EndpointHandler } from '@vigil/server-sdk';
import { DOC_CATEGORIES, DOC_PROJECTS_MAX, DOC_SECTIONS, type DocBuilding, type getDocs, type getProjectUsers } from '../contract';
import { readIds, readSection } from './doc-input';
import { checkProjects, projectMembers } from './project-members';
import { readDocuments } from './read-documents';
import type { DocsDatabase } from './tables';

/**
 * POST and GET /docs/getDocs: one screen's documents the user may read (both without a filter), every project of
 * the company with its location for the map, the categories and the countries the documents name.
 */
export function docsListHandler(db: DocsDatabase): EndpointHandler<typeof getDocs> {
  return async ({ input, user }) => {
    const sections = (input.filter?.trim() ?? '') === '' ? DOC_SECTIONS : [readSection(input.filter)];
    const docs = await readDocuments(db, user, { sections });
    const buildings = await companyBuildings(db, user.companyId);
    const countryIds = [...new Set(docs.map((doc) => doc.country_id).filter((id): id is number => id !== null))];
    const countries =
      countryIds.length === 0
        ? []
        : await db.selectFrom('countries').select(['id', 'name']).where('id', 'in', countryIds).orderBy('name').execute();
    return { docs, buildings, categories: DOC_CATEGORIES.map((category) => ({ ...category })), countries };
  };
}

/** The company's projects, by label, with their locations (null until the admin sets one on /Admin: no marker). */
async function companyBuildings(db: DocsDatabase, companyId: number): Promise<DocBuilding[]> {
  const rows = await db
    .selectFrom('buildings')
    .select(['id', 'label', 'lat', 'lng'])
    .where('company_id', '=', companyId)
    .orderBy('label')
    .orderBy('id')
    .limit(DOC_PROJECTS_MAX)
    .execute();
  return rows.map((row) => ({ label: row.label, value: row.id, id: row.id, title: row.label, lat: row.lat === null ? null : Number(row.lat), lng: row.lng === null ? null : Number(row.lng) }));
}

/** GET /docs/getProjectUsers: the enabled employees of the chosen projects (the wizard's step 3). */
export function projectUsersHandler(db: DocsDatabase): EndpointHandler<typeof getProjectUsers> {
  return async ({ input, user }) => {
    const projects = readIds(input.builds, 'builds');
    await checkProjects(db, user.companyId, projects, 'builds');
    return { users: await projectMembers(db, user.companyId, projects) };
  };
}
