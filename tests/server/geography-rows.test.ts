import { buildGeographyRows, selectCities, type SourceCity, type SourceCountry } from '../../host/server/seed/geography-rows';

const city = (name: string, country: string, population: number, featureCode = 'PPL', lng = 0, lat = 0): SourceCity => ({
  name,
  country,
  featureCode,
  population,
  loc: { coordinates: [lng, lat] },
});
const country = (iso2: string, capital: string, extra: Partial<SourceCountry> = {}): SourceCountry => ({
  iso2,
  iso3: `${iso2}X`,
  name: `Country ${iso2}`,
  continent: 'EU',
  capital,
  phone: [1],
  ...extra,
});

describe('selectCities', () => {
  test('keeps the PPLC capital and the five most populous other cities, without repeated names', () => {
    const cities = [
      city('Capital', 'AA', 100, 'PPLC', 12.5, 41.9),
      ...['One', 'Two', 'Three', 'Four', 'Five', 'Six'].map((name, index) => city(name, 'AA', 1000 - index)),
      city('One', 'AA', 50),
    ];
    const selected = selectCities(country('AA', 'Capital'), cities);
    expect(selected[0]).toEqual({ name: 'Capital', latitude: 41.9, longitude: 12.5, population: 100, isCapital: true });
    expect(selected.slice(1).map((row) => row.name)).toEqual(['One', 'Two', 'Three', 'Four', 'Five']);
    expect(selected.slice(1).every((row) => !row.isCapital)).toBe(true);
  });

  test('finds the capital by the name countries-list gives when GeoNames marks none', () => {
    const selected = selectCities(country('AA', 'Jerusalem'), [city('Tel Aviv', 'AA', 400), city('Jerusalem', 'AA', 800, 'PPLA')]);
    expect(selected.filter((row) => row.isCapital).map((row) => row.name)).toEqual(['Jerusalem']);
    expect(selected.map((row) => row.name)).toEqual(['Jerusalem', 'Tel Aviv']);
  });

  test('answers no cities for a country without any', () => {
    expect(selectCities(country('AA', ''), [])).toEqual([]);
  });
});

describe('buildGeographyRows', () => {
  const zones: Record<string, string[]> = { AA: ['Europe/Aa'], BB: ['Europe/Bb'], PP: ['Atlantic/Pp'] };
  const sources = {
    continents: { EU: 'Europe', AF: 'Africa' },
    countries: [
      country('BB', 'Bville', { name: 'Beta', phone: [377, 381] }),
      country('AA', 'Aville', { name: 'Alpha' }),
      country('CC', 'Cville', { name: 'Gamma' }),
      country('PP', 'Pville', { name: 'Parent' }),
      country('SS', 'Sville', { name: 'Sub', partOf: 'PP' }),
      country('NN', '', { name: 'Nowhere' }),
    ],
    timeZonesOf: (iso2: string) => zones[iso2] ?? [],
    cities: [
      city('Aville', 'AA', 10, 'PPLC', 10, 50),
      city('Bville', 'BB', 10, 'PPLC', 30, 50),
      city('Cville', 'CC', 10, 'PPLC', 29, 50),
      city('Pville', 'PP', 10, 'PPLC', -5, -15),
      city('Sville', 'SS', 10, 'PPLC', -14, -8),
    ],
  };
  const rows = buildGeographyRows(sources);

  test('sorts countries by name, with calling codes and continents', () => {
    expect(rows.countries.map((row) => row.iso2)).toEqual(['AA', 'BB', 'CC', 'PP', 'SS']);
    expect(rows.countries.find((row) => row.iso2 === 'BB')).toMatchObject({ callingCode: '+377, +381', continentCode: 'EU', timeZones: ['Europe/Bb'] });
    expect(rows.continents).toEqual([{ code: 'EU', name: 'Europe' }, { code: 'AF', name: 'Africa' }]);
  });

  test('takes the time zones of the country a territory is part of', () => {
    expect(rows.countries.find((row) => row.iso2 === 'SS')?.timeZones).toEqual(['Atlantic/Pp']);
  });

  test("takes the time zones of the nearest capital's country when the packages have none", () => {
    expect(rows.countries.find((row) => row.iso2 === 'CC')?.timeZones).toEqual(['Europe/Bb']);
  });

  test('leaves out a country with no time zone and no city to place it', () => {
    expect(rows.countries.find((row) => row.iso2 === 'NN')).toBeUndefined();
  });
});
