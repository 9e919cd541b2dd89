import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { BuildingLocation } from '../../core/contract/personnel';
import { LONG_LIST_MAX } from '../../core/endpoints';
import { serverMessage } from '../../core/server-messages';
import type { Database } from '../database/schema';
import { capList } from '../endpoints/cap-list';
import { HttpError } from '../http-error';
import { readId } from '../legacy/form-input';
import type { LegacyInput } from '../legacy/legacy-input';

interface LocationRow {
  id: number;
  label: string;
  lat: number | null;
  lng: number | null;
}

function answerOf(row: LocationRow): BuildingLocation {
  // Both or neither: a row half set by hand reads as not located, which the map can only take whole.
  const located = row.lat !== null && row.lng !== null;
  return { label: row.label, value: row.id, lat: located ? Number(row.lat) : null, lng: located ? Number(row.lng) : null };
}

/** The company's projects with their locations, sorted by label: the newest LONG_LIST_MAX, as getBuildings. */
export async function companyBuildingLocations(db: Kysely<Database>, companyId: number, reply: FastifyReply): Promise<BuildingLocation[]> {
  const newest = await db
    .selectFrom('buildings')
    .select(['id', 'label', 'lat', 'lng'])
    .where('company_id', '=', companyId)
    .orderBy('id', 'desc')
    .limit(LONG_LIST_MAX + 1)
    .execute();
  return capList(newest, LONG_LIST_MAX, reply).map(answerOf).sort((a, b) => a.label.localeCompare(b.label, 'en'));
}

/** A coordinate as the declaration let it through (its pattern bounds the range); '' or absent is none. */
function coordinate(input: LegacyInput, field: 'lat' | 'lng'): number | null {
  const text = input[field]?.trim() ?? '';
  return text === '' ? null : Number(text);
}

/**
 * Sets (both coordinates) or clears (neither) the location of a project of the admin's company. Another
 * company's project is as unknown as a missing one: 404, so ids of other companies cannot be probed.
 */
export async function setCompanyBuildingLocation(db: Kysely<Database>, companyId: number, input: LegacyInput): Promise<BuildingLocation> {
  const id = readId(input, 'building');
  const lat = coordinate(input, 'lat');
  const lng = coordinate(input, 'lng');
  if (lat === null && lng !== null) throw new HttpError(400, serverMessage('missingInput', { field: 'lat' }), 'lat');
  if (lng === null && lat !== null) throw new HttpError(400, serverMessage('missingInput', { field: 'lng' }), 'lng');
  const updated = await db
    .updateTable('buildings')
    .set({ lat, lng })
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .returning(['id', 'label', 'lat', 'lng'])
    .executeTakeFirst();
  if (!updated) throw new HttpError(404, serverMessage('unknownProject', { value: id }), 'building');
  return answerOf(updated);
}
