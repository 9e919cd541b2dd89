import { bind, isoNumericCode, type EndpointBinding, type PlatformServices } from '@vigil/server-sdk';
import { getWorldMapPdf, legendBand, WORLD_MAP_PDF_FILENAME } from '../contract';
import type { GpaDatabase, GpaTables } from './tables';
import type { WorldMapCountry } from './world-map-pdf';

async function mapCountries(db: GpaDatabase): Promise<{ countries: WorldMapCountry[]; demo: boolean }> {
  const rows = await db
    .selectFrom('countries')
    .innerJoin('country_risk_profiles', 'country_risk_profiles.country_id', 'countries.id')
    .select(['countries.name', 'countries.iso2', 'countries.iso_numeric', 'country_risk_profiles.evaluation_tenths', 'country_risk_profiles.is_demo'])
    .execute();
  return {
    countries: rows.map((row) => ({
      name: row.name,
      numericCode: isoNumericCode(row.iso2, row.iso_numeric),
      level: legendBand(row.evaluation_tenths / 10),
    })),
    demo: rows.some((row) => row.is_demo === 1),
  };
}

/**
 * GET {newApi}/gpa/world-map.pdf: the default world map of /Gpa (spec part 2 §2) for users who may open /Gpa.
 * A newer-API call so that the client's download helper sends the JWT in a header: a link with a token in its
 * URL would end up in history, bookmarks and logs. Drawn once per server on first request (about half a second
 * of CPU) and kept in memory: risk levels change only when content is re-seeded, which needs a restart.
 */
export function worldMapPdfCall({ db }: PlatformServices<GpaTables>): EndpointBinding {
  let pdf: Promise<Buffer> | null = null;
  const render = async (): Promise<Buffer> => {
    const [{ countries, demo }, { renderWorldMapPdf }] = await Promise.all([mapCountries(db), import('./world-map-pdf')]);
    return renderWorldMapPdf(countries, { created: new Date(), demo });
  };

  return bind(getWorldMapPdf, async ({ reply }) => {
    if (!pdf) {
      pdf = render();
      // A failed drawing is tried again by the next request rather than remembered.
      pdf.catch(() => (pdf = null));
    }
    const body = await pdf;
    void reply
      .header('content-disposition', `attachment; filename="${WORLD_MAP_PDF_FILENAME}"`)
      .header('cache-control', 'private, max-age=3600');
    return body;
  });
}
