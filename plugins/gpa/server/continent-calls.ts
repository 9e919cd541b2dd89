import { sql } from 'kysely';
import { bind, countryFlag, HttpError, parseLevels, readId, type EndpointBinding, type PlatformServices } from '@vigil/server-sdk';
import { getContinentCountryList, getContinentDetail, getContinents, getCountriesAvailable } from '../contract';
import { gpaMessage } from './gpa-message';
import { CONTINENT_VIEWS, WORLD_VIEW } from './continent-views';
import { parseProfileContent } from './risk-profile-content';
import type { GpaTables } from './tables';

/**
 * The calls of the continent pages (spec part 2 §7), and the continent and country lists the news alert filters
 * read as well.
 */
export function continentCalls({ db }: PlatformServices<GpaTables>): EndpointBinding[] {
  return [
    bind(getContinents, async () => {
      const rows = await db
        .selectFrom('continents')
        .leftJoin('countries', 'countries.continent_id', 'continents.id')
        .leftJoin('country_risk_profiles', 'country_risk_profiles.country_id', 'countries.id')
        .select(['continents.id', 'continents.name', sql<number | string>`count(country_risk_profiles.country_id)`.as('count')])
        .groupBy(['continents.id', 'continents.name'])
        .orderBy('continents.name')
        .execute();
      // PostgreSQL counts as bigint, which the driver reads as text.
      return rows.map((row) => ({ id: row.id, name: row.name, count: Number(row.count), image: null }));
    }),

    bind(getContinentDetail, async ({ input }) => {
      const id = readId(input, 'continent');
      const continent = await db.selectFrom('continents').select(['id', 'code', 'name']).where('id', '=', id).executeTakeFirst();
      if (!continent) throw new HttpError(404, gpaMessage('unknownContinent'), 'continent');
      const areas = await db.selectFrom('countries').select('iso2').where('continent_id', '=', id).orderBy('iso2').execute();
      const view = CONTINENT_VIEWS[continent.code] ?? WORLD_VIEW;
      return {
        name: continent.name,
        areas: areas.map((area) => area.iso2),
        zoomLatitude: view.latitude,
        zoomLongitude: view.longitude,
        zoomLevel: view.zoomLevel,
        image: null,
      };
    }),

    bind(getContinentCountryList, async ({ input, user }) => {
      const id = readId(input, 'continent');
      const continent = await db.selectFrom('continents').select('id').where('id', '=', id).executeTakeFirst();
      if (!continent) throw new HttpError(404, gpaMessage('unknownContinent'), 'continent');
      const rows = await db
        .selectFrom('countries')
        .innerJoin('country_risk_profiles', 'country_risk_profiles.country_id', 'countries.id')
        .leftJoin('monitored_countries', (join) =>
          join.onRef('monitored_countries.country_id', '=', 'countries.id').on('monitored_countries.customer_id', '=', user.id),
        )
        .select(['countries.id', 'countries.name', 'countries.iso2', 'country_risk_profiles.content', 'monitored_countries.level_alert'])
        .where('countries.continent_id', '=', id)
        .orderBy('countries.name')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        country_id: row.id,
        name: row.name,
        flag: countryFlag(row.iso2),
        risks: parseProfileContent(row.content).risks.map(({ level, name, icon }) => ({ level, name, icon })),
        level_alert: row.level_alert ? parseLevels(row.level_alert) : [],
      }));
    }),

    bind(getCountriesAvailable, async () =>
      db
        .selectFrom('countries')
        .innerJoin('country_risk_profiles', 'country_risk_profiles.country_id', 'countries.id')
        .select(['countries.id', 'countries.name', 'countries.iso2', 'countries.continent_id as zone'])
        .orderBy('countries.name')
        .execute(),
    ),
  ];
}
