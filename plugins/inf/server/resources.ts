import { RESOURCES_MAX, type ElearningResource } from '../contract';
import type { InfDatabase, InfResourceTable } from './tables';

type ResourceRow = Pick<InfResourceTable, 'title' | 'file_name' | 'content_type' | 'captions_key' | 'kind'> & { id: number };

export function toResource(row: ResourceRow): ElearningResource {
  return { id: row.id, title: row.title, file_name: row.file_name, content_type: row.content_type, captions: row.captions_key !== null };
}

/** A country's videos and PDFs in their order, or the introduction's (country null). */
export async function resourcesOf(db: InfDatabase, countryId: number | null): Promise<{ video: ElearningResource[]; pdf: ElearningResource[] }> {
  let query = db
    .selectFrom('inf_resources')
    .select(['id', 'kind', 'title', 'file_name', 'content_type', 'captions_key'])
    .orderBy('position')
    .orderBy('id')
    .limit(2 * RESOURCES_MAX);
  query = countryId === null ? query.where('country_id', 'is', null) : query.where('country_id', '=', countryId);
  const rows = await query.execute();
  return {
    video: rows.filter((row) => row.kind === 'video').slice(0, RESOURCES_MAX).map(toResource),
    pdf: rows.filter((row) => row.kind === 'pdf').slice(0, RESOURCES_MAX).map(toResource),
  };
}
