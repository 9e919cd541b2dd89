import { inChunks } from '@vigil/server-sdk';
import type { TraDatabase, TravelStopsTable, TravelsTable } from './tables';

/** A travel as read with its traveller's card. */
export interface TravelRow extends Omit<TravelsTable, 'id'> {
  id: number;
  customer_name: string;
  customer_surname: string;
  customer_phone: string;
  customer_email: string;
  customer_code: string | null;
  customer_image: string | null;
}

export type StopRow = Omit<TravelStopsTable, 'id'> & { id: number };

/** The travels with their travellers; the caller narrows (company first, so the index serves). */
export function selectTravelRows(db: TraDatabase) {
  return db
    .selectFrom('travels')
    .innerJoin('customers', 'customers.id', 'travels.customer_id')
    .selectAll('travels')
    .select([
      'customers.name as customer_name',
      'customers.surname as customer_surname',
      'customers.phone as customer_phone',
      'customers.email as customer_email',
      'customers.employee_code as customer_code',
      'customers.image as customer_image',
    ]);
}

/** One travel of the company, or undefined (another company's is as good as missing). */
export async function findTravel(db: TraDatabase, companyId: number, travelId: number): Promise<TravelRow | undefined> {
  return selectTravelRows(db).where('travels.company_id', '=', companyId).where('travels.id', '=', travelId).executeTakeFirst();
}

/** The travels' stops in itinerary order, by travel id. */
export async function loadStops(db: TraDatabase, travelIds: readonly number[]): Promise<Map<number, StopRow[]>> {
  const byTravel = new Map<number, StopRow[]>(travelIds.map((id) => [id, []]));
  const chunks = await Promise.all(
    inChunks([...new Set(travelIds)]).map((chunk) =>
      db.selectFrom('travel_stops').selectAll().where('travel_id', 'in', chunk).orderBy('travel_id').orderBy('position').execute(),
    ),
  );
  for (const row of chunks.flat()) byTravel.get(row.travel_id)?.push(row);
  return byTravel;
}

export function fullName(row: { customer_name: string; customer_surname: string }): string {
  return `${row.customer_name} ${row.customer_surname}`.trim();
}
