import type { AffectedTravels } from './travel-schemas';

/** One question to `affectedTravels`: a country and the days (YYYY-MM-DD, both included) an alert stands. */
export interface AffectedQuery {
  countryId: number;
  from: string;
  to: string;
}

/**
 * What the travel plugin's server part offers to the plugins that use it (`provides`): travels are its tables, so
 * news alerts (nat) and the country page (gpa) count the travellers an alert affects through these only
 * (`platform.uses<TraServerFunctions>('tra')`). Type-only.
 */
export interface TraServerFunctions {
  /**
   * For each query, the company's travels whose itinerary has a stop in the country on a day from `from` to `to`
   * (a stop holds from its day until the next stop's day, the last until the travel's end), in query order.
   */
  affectedTravels(companyId: number, queries: readonly AffectedQuery[]): Promise<AffectedTravels[]>;
}
