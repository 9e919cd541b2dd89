import type { Api } from '@vigil/web-sdk';
import { getLocate, getTravels, TRAVEL_PAGE_SIZE_MAX } from '../contract';

/** Pages of /travels read at most to name travels Locate does not hold (a future one an alert's Contact chose). */
const TRAVEL_PAGES_MAX = 5;

/**
 * The travellers' names of the chosen travels: today's from tra.getLocate, any other from the travel list. The
 * names only label the checkboxes, so a failed load is logged (spec part 2 §8: travel loading errors are only
 * logged) and the travel is shown by its id.
 */
export async function contactNames(api: Api, travels: readonly number[]): Promise<Map<number, string>> {
  const names = new Map<number, string>();
  if (travels.length === 0) return names;
  const missing = (): boolean => travels.some((travel) => !names.has(travel));
  try {
    const locate = await api.call(getLocate, {});
    for (const person of locate.people) names.set(person.travel_id, person.name);
    for (let page = 1; page <= TRAVEL_PAGES_MAX && missing(); page += 1) {
      const list = await api.call(getTravels, { query_behavior: '6', page: String(page), page_size: String(TRAVEL_PAGE_SIZE_MAX) });
      const rows = list.data.data;
      for (const travel of rows) if (!names.has(travel.id)) names.set(travel.id, travel.customer_name);
      if (rows.length < TRAVEL_PAGE_SIZE_MAX) break;
    }
  } catch (error) {
    console.error('The names of the travellers to contact could not be loaded', error);
  }
  return names;
}
