import { HttpError } from '@vigil/server-sdk';
import type { DocUser } from '../contract';
import { docsMessage } from './docs-message';
import type { DocsDatabase } from './tables';

/** Every id must be a project (building) of the company; otherwise 400 naming the field. */
export async function checkProjects(db: DocsDatabase, companyId: number, ids: readonly number[], field: string): Promise<void> {
  if (ids.length === 0) return;
  const found = await db.selectFrom('buildings').select('id').where('company_id', '=', companyId).where('id', 'in', ids).execute();
  if (found.length !== ids.length) throw new HttpError(400, docsMessage('unknownProject', { field }), field);
}

/**
 * The enabled employees of the company who work on at least one of the projects, with the projects they work on
 * (all of theirs, so the wizard can show them), by surname and name.
 */
export async function projectMembers(db: DocsDatabase, companyId: number, projects: readonly number[]): Promise<DocUser[]> {
  if (projects.length === 0) return [];
  const rows = await db
    .selectFrom('customers')
    .innerJoin('customer_buildings', 'customer_buildings.customer_id', 'customers.id')
    .select(['customers.id', 'customers.name', 'customers.surname', 'customer_buildings.building_id'])
    .where('customers.company_id', '=', companyId)
    .where('customers.hidden', '=', 0)
    .where('customers.id', 'in', (eb) =>
      eb.selectFrom('customer_buildings').select('customer_buildings.customer_id').where('customer_buildings.building_id', 'in', projects),
    )
    .orderBy('customers.surname')
    .orderBy('customers.name')
    .orderBy('customers.id')
    .orderBy('customer_buildings.building_id')
    .execute();
  const users = new Map<number, DocUser>();
  for (const row of rows) {
    const user = users.get(row.id) ?? { value: row.id, label: `${row.name} ${row.surname}`.trim(), buildings: [] };
    user.buildings.push(row.building_id);
    users.set(row.id, user);
  }
  return [...users.values()];
}

/** Spec part 2 §5 step 3: the named users must be employees of the chosen projects; otherwise 400. */
export async function checkMembers(db: DocsDatabase, companyId: number, projects: readonly number[], users: readonly number[]): Promise<void> {
  if (users.length === 0) return;
  const found = await db
    .selectFrom('customers')
    .select('customers.id')
    .where('customers.company_id', '=', companyId)
    .where('customers.hidden', '=', 0)
    .where('customers.id', 'in', users)
    .where('customers.id', 'in', (eb) =>
      eb.selectFrom('customer_buildings').select('customer_buildings.customer_id').where('customer_buildings.building_id', 'in', projects),
    )
    .execute();
  if (found.length !== users.length) throw new HttpError(400, docsMessage('unknownUser'), 'users');
}

/** Replaces a document's projects and named users. */
export async function writeLinks(db: DocsDatabase, documentId: number, projects: readonly number[], users: readonly number[]): Promise<void> {
  await db.deleteFrom('docs_document_projects').where('document_id', '=', documentId).execute();
  await db.deleteFrom('docs_document_users').where('document_id', '=', documentId).execute();
  if (projects.length > 0) {
    await db.insertInto('docs_document_projects').values(projects.map((building_id) => ({ document_id: documentId, building_id }))).execute();
  }
  if (users.length > 0) {
    await db.insertInto('docs_document_users').values(users.map((customer_id) => ({ document_id: documentId, customer_id }))).execute();
  }
}
