import { sql } from 'kysely';
import { parseLevels } from '../legacy/monitored-country-routes';
import { GPA_PATHS, RISK_LEVEL_COLOURS, type AvailableCountry, type ContinentCountry, type ContinentDetail, type ContinentSummary, type CountryCode, type GeneralDetail, type MapArea } from '../../core/risk-content-contract';
import { AREA_CHOICE_PERMISSIONS, GPA_LIST_PERMISSIONS } from '../../core/risk-permissions';
import { legendBand } from '../../core/risk-math';
import { HttpError } from '../http-error';
import { readId } from '../legacy/form-input';
import { registerLegacyRoute } from '../legacy/legacy-route';
import type { ServerContext } from '../server-context';
import { CONTINENT_VIEWS, WORLD_VIEW } from './continent-views';
import { countryFlag } from './country-flag';
import { isoNumericCode } from './iso-numeric-code';
import { parseProfileContent } from './risk-profile-content';
import { registerWorldMapPdfRoute } from './world-map-pdf-route';

/** The map areas change only when content is re-seeded: a browser may keep them for an hour. */
const MAP_CACHE_CONTROL = 'private, max-age=3600';
export const UNKNOWN_CONTINENT = 'Unknown continent';

/** The calls of the GPA home and continent pages (spec part 2 §7). */
export function registerGpaMapRoutes(context: ServerContext): void {
  const { legacy, db } = context;
  const permissions = GPA_LIST_PERMISSIONS;

  // The map image and file ops configure (VIGIL_GPA_MAP_IMAGE, VIGIL_GPA_MAP_FILE). Without them the client draws
  // the clickable world map and offers the default world-map PDF of the newer API (world-map-pdf-route.ts).
  registerLegacyRoute(legacy, {
    method: 'GET',
    path: GPA_PATHS.generalDetail,
    permissions,
    handler: async (): Promise<GeneralDetail> => ({ map: context.config.gpaMapImage ?? null, file: context.config.gpaMapFile ?? null }),
  });

  registerLegacyRoute(legacy, {
    method: ['GET', 'POST'],
    path: GPA_PATHS.zones,
    permissions,
    async handler(): Promise<MapArea[]> {
      const rows = await db
        .selectFrom('countries')
        .innerJoin('country_risk_profiles', 'country_risk_profiles.country_id', 'countries.id')
        .select([
          'countries.id',
          'countries.iso2',
          'countries.iso3',
          'countries.iso_numeric',
          'countries.name',
          'country_risk_profiles.evaluation_tenths',
        ])
        .orderBy('countries.name')
        .execute();
      return rows.map((row) => {
        const level = legendBand(row.evaluation_tenths / 10);
        const numericCode = isoNumericCode(row.iso2, row.iso_numeric);
        return { id: row.id, iso2: row.iso2, iso3: row.iso3, numericCode, name: row.name, level, colour: RISK_LEVEL_COLOURS[level].background };
      });
    },
    headers: { 'cache-control': MAP_CACHE_CONTROL },
  });

  registerLegacyRoute(legacy, {
    method: 'GET',
    path: GPA_PATHS.continents,
    permissions: AREA_CHOICE_PERMISSIONS,
    async handler(): Promise<ContinentSummary[]> {
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
    },
  });

  registerLegacyRoute(legacy, {
    method: 'GET',
    path: GPA_PATHS.list,
    permissions,
    async handler({ input }): Promise<CountryCode[]> {
      const model = input.model?.trim() || 'countries';
      if (model !== 'countries') throw new HttpError(400, 'Unknown model: model', 'model');
      const rows = await db.selectFrom('countries').select(['id', 'iso2']).orderBy('id').execute();
      return rows.map((row) => ({ id: row.id, code: row.iso2 }));
    },
  });

  registerLegacyRoute(legacy, {
    method: 'GET',
    path: GPA_PATHS.continentDetail,
    permissions,
    async handler({ input }): Promise<ContinentDetail> {
      const id = readId(input, 'continent');
      const continent = await db.selectFrom('continents').select(['id', 'code', 'name']).where('id', '=', id).executeTakeFirst();
      if (!continent) throw new HttpError(404, UNKNOWN_CONTINENT, 'continent');
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
    },
  });

  registerLegacyRoute(legacy, {
    method: 'GET',
    path: GPA_PATHS.continentCountries,
    permissions,
    async handler({ input, user }): Promise<ContinentCountry[]> {
      const id = readId(input, 'continent');
      const continent = await db.selectFrom('continents').select('id').where('id', '=', id).executeTakeFirst();
      if (!continent) throw new HttpError(404, UNKNOWN_CONTINENT, 'continent');
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
    },
  });

  registerLegacyRoute(legacy, {
    method: 'GET',
    path: GPA_PATHS.countriesAvailable,
    permissions: AREA_CHOICE_PERMISSIONS,
    async handler(): Promise<AvailableCountry[]> {
      return db
        .selectFrom('countries')
        .innerJoin('country_risk_profiles', 'country_risk_profiles.country_id', 'countries.id')
        .select(['countries.id', 'countries.name', 'countries.iso2', 'countries.continent_id as zone'])
        .orderBy('countries.name')
        .execute();
    },
  });

  registerWorldMapPdfRoute(context);
}
