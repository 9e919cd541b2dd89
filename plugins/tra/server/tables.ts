import type { Generated, Kysely } from 'kysely';
import type { Database } from '@vigil/server-sdk';

/** A person's trip (migration tra-001-create-travels). Days are YYYY-MM-DD text; times ISO text. */
export interface TravelsTable {
  id: Generated<number>;
  company_id: number;
  /** The traveller. */
  customer_id: number;
  travel_name: string;
  start_date: string;
  end_date: string;
  /** '' when none. */
  reference_name: string;
  reference_email: string;
  reference_phone: string;
  tracking_interval_ms: number;
  /** 0: approved; otherwise the id of the person whose registration waits for an admin's approval. */
  source_id: number;
  created_by: number;
  created_at: string;
  updated_at: string;
  approved_by: number | null;
  approved_at: string | null;
}

/** One stop of a travel's itinerary, in `position` order: it holds from `date` until the next stop's day. */
export interface TravelStopsTable {
  id: Generated<number>;
  travel_id: number;
  position: number;
  country_id: number;
  city_id: number | null;
  date: string;
}

/** The travel plugin's tables. */
export interface TraTables {
  travels: TravelsTable;
  travel_stops: TravelStopsTable;
}

/** The platform's tables and the plugin's, as its handlers and seed steps see them. */
export type TraDatabase = Kysely<Database & TraTables>;
