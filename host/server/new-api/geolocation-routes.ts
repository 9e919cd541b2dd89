import type { GeoCountry } from '../../core/api-contract';
import { NEW_API_PATHS } from '../../core/api-contract';
import type { ServerContext } from '../server-context';
import { requireBearer } from './bearer-auth';

/** GET /geolocation/countries: every country, sorted by name; zoneId is the continent id. */
export function registerGeolocationRoutes(context: ServerContext, base: string): void {
  context.app.get(`${base}${NEW_API_PATHS.countries}`, async (request): Promise<GeoCountry[]> => {
    await requireBearer(context, request);
    const countries = await context.db
      .selectFrom('countries')
      .select(['id', 'name', 'continent_id as zoneId', 'iso2', 'iso3'])
      .execute();
    // Sorted here, not in SQL: SQLite and PostgreSQL collate names differently ('Åland Islands').
    return countries.sort((a, b) => a.name.localeCompare(b.name, 'en'));
  });
}
