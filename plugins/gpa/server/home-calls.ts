import { bind, HttpError, isoNumericCode, type EndpointBinding, type PlatformServices } from '@vigil/server-sdk';
import { getCountryList, getGeneralDetail, getZones, legendBand, RISK_LEVEL_COLOURS } from '../contract';
import { gpaMessage } from './gpa-message';
import { mapSettings } from './map-settings';
import type { GpaTables } from './tables';

/** The map areas change only when content is re-seeded: a browser may keep them for an hour. */
const MAP_CACHE_CONTROL = 'private, max-age=3600';

/** The calls of the GPA home page (spec part 2 §7): the configured map, the coloured map areas, the country codes. */
export function homeCalls(platform: PlatformServices<GpaTables>): EndpointBinding[] {
  const { db } = platform;
  // The map image and file ops configure. Without them the client draws the clickable world map and offers the
  // default world-map PDF of the newer API (world-map-pdf-call.ts).
  const generalDetail = mapSettings(platform);
  return [
    bind(getGeneralDetail, async () => generalDetail),

    bind(getZones, async ({ reply }) => {
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
      void reply.header('cache-control', MAP_CACHE_CONTROL);
      return rows.map((row) => {
        const level = legendBand(row.evaluation_tenths / 10);
        const numericCode = isoNumericCode(row.iso2, row.iso_numeric);
        return { id: row.id, iso2: row.iso2, iso3: row.iso3, numericCode, name: row.name, level, colour: RISK_LEVEL_COLOURS[level].background };
      });
    }),

    bind(getCountryList, async ({ input }) => {
      const model = input.model?.trim() || 'countries';
      if (model !== 'countries') throw new HttpError(400, gpaMessage('unknownModel', { field: 'model' }), 'model');
      const rows = await db.selectFrom('countries').select(['id', 'iso2']).orderBy('id').execute();
      return rows.map((row) => ({ id: row.id, code: row.iso2 }));
    }),
  ];
}
