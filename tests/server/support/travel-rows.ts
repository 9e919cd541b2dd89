import type { TraTables } from '../../../plugins/tra/server/tables';
import { pluginDatabase } from '../../support/plugin-database';
import type { TestServer } from '../../support/test-server';

/** A travel as the tests of the modules that read travels (nat's affected travellers, tra's contact) lay it down. */
export interface TravelRow {
  companyId: number;
  /** The traveller; the travel's creator too. */
  customerId: number;
  name: string;
  /** YYYY-MM-DD. */
  startDate: string;
  endDate: string;
  /** The itinerary in order: a country from its first day (YYYY-MM-DD); none when omitted. */
  stops?: ReadonlyArray<{ countryId: number; date: string }>;
}

/**
 * Writes an approved travel (source_id 0) and its stops straight into the travel module's tables, for the states
 * its endpoints refuse to make (a travel that began days ago, with no induction passed); answers its id.
 */
export async function addTravelRow(server: TestServer, travel: TravelRow): Promise<number> {
  const db = pluginDatabase<TraTables>(server);
  const now = new Date().toISOString();
  const row = await db
    .insertInto('travels')
    .values({
      company_id: travel.companyId, customer_id: travel.customerId, travel_name: travel.name, start_date: travel.startDate,
      end_date: travel.endDate, reference_name: '', reference_email: '', reference_phone: '', tracking_interval_ms: 300_000,
      source_id: 0, created_by: travel.customerId, created_at: now, updated_at: now, approved_by: null, approved_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const stops = travel.stops ?? [];
  if (stops.length > 0) {
    await db
      .insertInto('travel_stops')
      .values(stops.map((stop, position) => ({ travel_id: row.id, position, country_id: stop.countryId, city_id: null, date: stop.date })))
      .execute();
  }
  return row.id;
}

/** The first `count` countries (by id) no travel stops in, so that a test's counts are of its own travels only. */
export async function countriesWithoutTravels(server: TestServer, count: number): Promise<number[]> {
  const db = pluginDatabase<TraTables>(server);
  const rows = await db
    .selectFrom('countries')
    .select('id')
    .where('id', 'not in', db.selectFrom('travel_stops').select('country_id'))
    .orderBy('id')
    .limit(count)
    .execute();
  return rows.map((row) => row.id);
}
