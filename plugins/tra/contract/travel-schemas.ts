import { Schema, type Static } from '@vigil/core';
import { CONTACT_TRAVELS_MAX, GEOREFERENCES_MAX, LOCATE_PEOPLE_MAX, TRAVEL_PAGE_SIZE_MAX } from './travel-limits';

/** Countries a filter lists: every country of the platform's geography. */
const COUNTRIES_MAX = 300;

/**
 * The travel entity and its answers (spec part 2 §3 Travel, Georeference, Detail travel (GPS)). Field names are the
 * spec's; what the spec does not name (the ids a form edits with, the stop's day, the rights the screens offer) is
 * added beside them.
 */

/** One stop of the itinerary: a country, a city of it when chosen, and the day the traveller arrives there. */
export const Georeference = Schema.Object({
  country_id: Schema.Integer(),
  country_name: Schema.String(),
  /** The platform's city id; null when the stop names the country only. */
  city_id: Schema.Nullable(Schema.Integer()),
  city_name: Schema.Nullable(Schema.String()),
  /** Rating 0 low, 1 medium, 2 high, 3 extreme (spec part 2 §4); null where no risk profile is installed. */
  country_level: Schema.Nullable(Schema.Integer()),
  /** 'low', 'medium', 'high' or 'extreme'; null with country_level. */
  country_level_string: Schema.Nullable(Schema.String()),
  country_isocode2: Schema.String(),
  country_isocode3: Schema.String(),
  /** The city's coordinates, else the capital's; null when neither is known. */
  lat: Schema.Nullable(Schema.Number()),
  lng: Schema.Nullable(Schema.Number()),
  /** The day (YYYY-MM-DD) the traveller arrives at the stop; the stop holds until the next one's day. */
  date: Schema.String(),
});
export type Georeference = Static<typeof Georeference>;

/** An induction (a country's knowledge test) the traveller still has to pass. */
export const MissingInduction = Schema.Object({
  country_id: Schema.Integer(),
  country_name: Schema.String(),
  quiz_id: Schema.Integer(),
});
export type MissingInduction = Static<typeof MissingInduction>;

export const Travel = Schema.Object({
  id: Schema.Integer(),
  travel_name: Schema.String(),
  /** The traveller (a customer of the company). */
  customer_id: Schema.Integer(),
  customer_name: Schema.String(),
  customer_phone: Schema.String(),
  customer_email: Schema.String(),
  /** The traveller's newest position (tracking), null without one. */
  customer_lat: Schema.Nullable(Schema.Number()),
  customer_lng: Schema.Nullable(Schema.Number()),
  /** The employee code. */
  customer_code: Schema.String(),
  /** The picture's address, null without one. */
  customer_avatar_image: Schema.Nullable(Schema.String()),
  /** When the newest position was taken (ISO), null without one. */
  customer_detected_at: Schema.Nullable(Schema.String()),
  /** The newest position is younger than the tracking interval: the badge is medium, else extreme (spec §4). */
  is_position_updated: Schema.Boolean(),
  /** YYYY-MM-DD, both days included. */
  start_date: Schema.String(),
  end_date: Schema.String(),
  /** 0: approved; otherwise the id of the person whose registration waits for approval (spec §4). */
  source_id: Schema.Integer(),
  /** Milliseconds (spec §3), shown in seconds. */
  tracking_interval: Schema.Integer(),
  georeferences: Schema.Array(Georeference, { maxItems: GEOREFERENCES_MAX }),
  reference_name: Schema.String(),
  reference_email: Schema.String(),
  reference_phone: Schema.String(),
  /** What the signed-in user may do with it: the server decides, the screen offers. */
  can_edit: Schema.Boolean(),
  can_approve: Schema.Boolean(),
});
export type Travel = Static<typeof Travel>;

/** GET /travels: spec §7 "data.data travel list", one page of it, with the count of all that match. */
export const TravelListAnswer = Schema.Object({
  data: Schema.Object({
    data: Schema.Array(Travel, { maxItems: TRAVEL_PAGE_SIZE_MAX }),
    total: Schema.Integer(),
    page: Schema.Integer(),
    page_size: Schema.Integer(),
  }),
});
export type TravelListAnswer = Static<typeof TravelListAnswer>;

export const TravelAnswer = Schema.Object({ message: Schema.String(), travel: Travel });
export type TravelAnswer = Static<typeof TravelAnswer>;

/** The inductions a travel's traveller still has to pass before an admin may approve it. */
export const InductionsAnswer = Schema.Object({ travel: Schema.Integer(), missing: Schema.Array(MissingInduction, { maxItems: GEOREFERENCES_MAX }) });
export type InductionsAnswer = Static<typeof InductionsAnswer>;

/** A city a stop may name. */
export const City = Schema.Object({
  id: Schema.Integer(),
  name: Schema.String(),
  lat: Schema.Number(),
  lng: Schema.Number(),
  is_capital: Schema.Boolean(),
});
export type City = Static<typeof City>;

/**
 * One traveller on the Locate map: compact, since the map carries every one of them (issue 22: 10,000). `at` says
 * where the marker stands: their newest position, or, with none, the city of today's stop (marked as such).
 */
export const LocatedTraveller = Schema.Object({
  travel_id: Schema.Integer(),
  customer_id: Schema.Integer(),
  name: Schema.String(),
  lat: Schema.Number(),
  lng: Schema.Number(),
  at: Schema.Union([Schema.Literal('position'), Schema.Literal('itinerary')]),
  /** The country of today's stop. */
  country_id: Schema.Integer(),
  /** When the position was taken, or null for an itinerary place. */
  detected_at: Schema.Nullable(Schema.String()),
});
export type LocatedTraveller = Static<typeof LocatedTraveller>;

export const LocateAnswer = Schema.Object({
  people: Schema.Array(LocatedTraveller, { maxItems: LOCATE_PEOPLE_MAX }),
  /** The countries of today's stops, for the filter (All plus these), by name. */
  countries: Schema.Array(Schema.Object({ id: Schema.Integer(), name: Schema.String() }), { maxItems: COUNTRIES_MAX }),
});
export type LocateAnswer = Static<typeof LocateAnswer>;

/** Detail travel (GPS) (spec §3): the person's current travel, else their next one; null with neither. */
export const TravelDetail = Schema.Object({
  id: Schema.Integer(),
  travel_name: Schema.String(),
  start_date: Schema.String(),
  end_date: Schema.String(),
  countries: Schema.Array(
    Schema.Object({ name: Schema.String(), cities: Schema.Array(Schema.Object({ city: Schema.String() }), { maxItems: GEOREFERENCES_MAX }) }),
    { maxItems: GEOREFERENCES_MAX },
  ),
  reference_name: Schema.String(),
  reference_email: Schema.String(),
  reference_phone: Schema.String(),
  approved: Schema.Boolean(),
});
export type TravelDetail = Static<typeof TravelDetail>;

export const TravelDetailAnswer = Schema.Object({ travel: Schema.Nullable(TravelDetail) });
export type TravelDetailAnswer = Static<typeof TravelDetailAnswer>;

/** How many of the company's travellers a news alert's country holds now or during the alert (issue 22). */
export const AffectedTravels = Schema.Object({
  country_id: Schema.Integer(),
  count: Schema.Integer(),
  /** Their travel ids: the Contact button opens the form with exactly these. */
  travels: Schema.Array(Schema.Integer(), { maxItems: CONTACT_TRAVELS_MAX }),
});
export type AffectedTravels = Static<typeof AffectedTravels>;
