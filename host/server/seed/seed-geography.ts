import type { Kysely } from 'kysely';
import type { Database } from '../database/schema';
import type { GeographyRows } from './geography-rows';
import { inChunks } from '../database/in-chunks';

/** Keeps every multi-row insert (rows of up to a dozen columns) far below both dialects' bound-parameter limits. */
const ROWS_PER_INSERT = 200;

const chunks = <T>(rows: readonly T[]): T[][] => inChunks(rows, ROWS_PER_INSERT);

/**
 * The continents, countries and cities the seed writes: the data packages' as of the last `npm run geography`
 * (geography-from-packages.ts), read from the file it wrote rather than computed at each first start.
 */
export async function loadGeographyRows(): Promise<GeographyRows> {
  return (await import('./geography-rows.json', { with: { type: 'json' } })).default as GeographyRows;
}

/** Inserts continents, countries and their cities. */
export async function seedGeography(db: Kysely<Database>, rows: GeographyRows): Promise<void> {
  await db.insertInto('continents').values(rows.continents).execute();
  const continentIds = new Map(
    (await db.selectFrom('continents').select(['id', 'code']).execute()).map((row) => [row.code, row.id]),
  );
  for (const chunk of chunks(rows.countries)) {
    await db
      .insertInto('countries')
      .values(
        chunk.map((country) => ({
          continent_id: continentIds.get(country.continentCode) ?? 0,
          name: country.name,
          iso2: country.iso2,
          iso3: country.iso3,
          iso_numeric: null,
          calling_code: country.callingCode,
          capital: country.capital,
          time_zones: country.timeZones.join(','),
        })),
      )
      .execute();
  }
  const countryIds = new Map(
    (await db.selectFrom('countries').select(['id', 'iso2']).execute()).map((row) => [row.iso2, row.id]),
  );
  const cityRows = rows.countries.flatMap((country) =>
    country.cities.map((city) => ({
      country_id: countryIds.get(country.iso2) ?? 0,
      name: city.name,
      latitude: city.latitude,
      longitude: city.longitude,
      population: city.population,
      is_capital: city.isCapital ? 1 : 0,
    })),
  );
  for (const chunk of chunks(cityRows)) await db.insertInto('cities').values(chunk).execute();
}
