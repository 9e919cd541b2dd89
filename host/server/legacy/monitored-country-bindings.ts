import {
  getHighlightedCountries,
  highlightCountry,
  highlightCountryLevel,
  THREAT_LEVELS,
  type ThreatLevel,
} from '../../core/contract/monitored-countries';
import { SUCCESS_MESSAGES } from '../../core/messages';
import { bind, type EndpointBinding } from '../endpoints/endpoint-binding';
import { HttpError } from '../http-error';
import type { ServerContext } from '../server-context';
import { readId } from './form-input';
import { parseLevels } from './parse-levels';
import { serverMessage } from '../../core/server-messages';

/** The account's monitored countries and their alert levels (spec part 1 §2 Account, countries tab). */
export function monitoredCountryBindings({ db }: Pick<ServerContext, 'db'>): EndpointBinding[] {
  return [
    bind(getHighlightedCountries, async ({ user }) => {
      const rows = await db
        .selectFrom('monitored_countries')
        .innerJoin('countries', 'countries.id', 'monitored_countries.country_id')
        .select(['countries.id', 'countries.name', 'countries.iso2', 'monitored_countries.level_alert'])
        .where('monitored_countries.customer_id', '=', user.id)
        .orderBy('countries.name')
        .execute();
      return rows.map((row) => ({ id: row.id, name: row.name, iso2: row.iso2, level_alert: parseLevels(row.level_alert) }));
    }),

    bind(highlightCountry, async ({ input, user }) => {
      const countryId = readId(input, 'country');
      const country = await db.selectFrom('countries').select('id').where('id', '=', countryId).executeTakeFirst();
      if (!country) throw new HttpError(400, serverMessage('unknownCountry'), 'country');
      const removed = await db
        .deleteFrom('monitored_countries')
        .where('customer_id', '=', user.id)
        .where('country_id', '=', countryId)
        .executeTakeFirst();
      if (Number(removed.numDeletedRows) > 0) return { message: SUCCESS_MESSAGES.countryRemoved };
      // A double click sends two adds at once: the second finds the row the first made, and adds nothing.
      await db
        .insertInto('monitored_countries')
        .values({ customer_id: user.id, country_id: countryId, created_at: new Date().toISOString() })
        .onConflict((conflict) => conflict.columns(['customer_id', 'country_id']).doNothing())
        .execute();
      return { message: SUCCESS_MESSAGES.countryAdded };
    }),

    bind(highlightCountryLevel, async ({ input, user }) => {
      const countryId = readId(input, 'country');
      const level = input.level?.trim() as ThreatLevel | undefined;
      if (!level || !THREAT_LEVELS.includes(level)) throw new HttpError(400, serverMessage('unknownLevel'), 'level');
      const monitored = await db
        .selectFrom('monitored_countries')
        .select('level_alert')
        .where('customer_id', '=', user.id)
        .where('country_id', '=', countryId)
        .executeTakeFirst();
      if (!monitored) throw new HttpError(400, serverMessage('notMonitored'), 'country');
      const current = parseLevels(monitored.level_alert);
      const next = current.includes(level) ? current.filter((item) => item !== level) : parseLevels(JSON.stringify([...current, level]));
      await db
        .updateTable('monitored_countries')
        .set({ level_alert: JSON.stringify(next) })
        .where('customer_id', '=', user.id)
        .where('country_id', '=', countryId)
        .execute();
      return { message: SUCCESS_MESSAGES.monitoredCountriesUpdated };
    }),
  ];
}
