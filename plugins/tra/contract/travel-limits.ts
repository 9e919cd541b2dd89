/** The travel module's limits and texts (spec part 2 §3, §5, §8, §9; issue 22). */

/** A travel's name, as the list and the GPS detail show it. */
export const TRAVEL_NAME_MAX = 120;
/** Stops of one itinerary: a long tour, not a log. */
export const GEOREFERENCES_MAX = 30;
/** The reference contact's fields. */
export const REFERENCE_FIELD_MAX = 120;
/** Contact message (spec part 2 §5: text required). */
export const CONTACT_CONTENT_MAX = 2000;
/** Travels one contact may reach: a whole Locate selection of the largest company the bench tries. */
export const CONTACT_TRAVELS_MAX = 10_000;

/**
 * The tracking interval (spec part 2 §3: tracking_interval in ms, shown in seconds, §9). The freshness badge is
 * medium while the newest position is younger than the interval, extreme once it is older.
 */
export const TRACKING_INTERVAL_DEFAULT_MS = 300_000;
export const TRACKING_INTERVAL_MIN_MS = 10_000;
export const TRACKING_INTERVAL_MAX_MS = 86_400_000;

/** /travels is paged (issue 22: "paged or capped as the other lists are"): the list's page and its largest. */
export const TRAVEL_PAGE_SIZE = 50;
export const TRAVEL_PAGE_SIZE_MAX = 200;

/** The Locate map's people: every traveller of the largest company the bench tries (issue 22: 10,000). */
export const LOCATE_PEOPLE_MAX = 20_000;

/**
 * How long a news alert stands for "who is affected" (issue 22): travellers in the country now, or there at some
 * day from today to this many days after the alert's publication (docs/decisions.md "Travellers an alert affects").
 */
export const ALERT_STANDS_DAYS = 30;

/** The texts the module's calls answer and its screens show (spec part 2 §8 where it fixes them). */
export const TRA_MESSAGES = {
  /** Spec part 2 §8. */
  contactSent: 'Message send successfully',
  /** Spec part 2 §5: the contact form with nobody selected. */
  nobodySelected: 'You must selected the users to contact pressing the checkbox button',
  travelSaved: 'Travel saved',
  travelDeleted: 'Travel deleted',
  travelApproved: 'Travel approved',
  travelNotFound: 'Travel not found',
  /** An approval refused: followed by the inductions' country names, comma-separated. */
  inductionsMissing: 'The traveller has not passed the induction of',
  datesOrder: 'The end date is before the start date',
  noGeoreference: 'Add at least one country to the itinerary',
  stopOutsideTravel: 'A stop is outside the travel dates',
  unknownCountry: 'Unknown country',
  unknownCity: 'The city is not in that country',
  notInCompany: 'Employee not found',
  notYours: 'You may change only the travels you registered',
  intervalRange: 'The tracking interval is out of range',
  georeferences: 'Not a valid itinerary',
} as const;
export type TraMessageKey = keyof typeof TRA_MESSAGES;
