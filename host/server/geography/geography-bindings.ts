import { getCountries } from '../../core/contract/geography';
import { bind, type EndpointBinding } from '../endpoints/endpoint-binding';
import type { ServerContext } from '../server-context';

/** GET /geolocation/countries: every country, sorted by name; zoneId is the continent id. */
export function geographyBindings({ db }: Pick<ServerContext, 'db'>): EndpointBinding[] {
  return [
    bind(getCountries, async () => {
      const countries = await db.selectFrom('countries').select(['id', 'name', 'continent_id as zoneId', 'iso2', 'iso3']).execute();
      // Sorted here, not in SQL: SQLite and PostgreSQL collate names differently ('Åland Islands').
      return countries.sort((a, b) => a.name.localeCompare(b.name, 'en'));
    }),
  ];
}
