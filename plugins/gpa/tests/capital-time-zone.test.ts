import { loadGeographyRows, type CountryRow } from '../../../tests/support/seeded-geography';
import { capitalTimeZone } from '../server/capital-time-zone';

/** The capital's zone of a country as seeded: the same data packages and rules as the database's seed. */
function zoneOf(country: CountryRow): string {
  const capital = country.cities.find((city) => city.isCapital) ?? null;
  return capitalTimeZone({ zones: country.timeZones, capitalNames: [country.capital ?? '', capital?.name ?? ''], capital, cities: country.cities });
}

let countries: Map<string, CountryRow>;

beforeAll(async () => {
  countries = new Map((await loadGeographyRows()).countries.map((country) => [country.iso2, country]));
}, 60_000);

describe("a country's clock follows its capital's time zone", () => {
  it('shows Lisbon time for Portugal, whose zones sort the Azores first', () => {
    const portugal = countries.get('PT')!;
    expect(portugal.timeZones[0]).toBe('Atlantic/Azores');
    expect(zoneOf(portugal)).toBe('Europe/Lisbon');
  });

  it.each([
    // Named after the capital, however it is spelt.
    ['ES', 'Europe/Madrid'],
    ['FR', 'Europe/Paris'],
    ['RU', 'Europe/Moscow'],
    ['AR', 'America/Argentina/Buenos_Aires'],
    ['CL', 'America/Santiago'],
    ['MX', 'America/Mexico_City'],
    ['ID', 'Asia/Jakarta'],
    ['KI', 'Pacific/Tarawa'],
    ['MN', 'Asia/Ulaanbaatar'],
    ['UA', 'Europe/Kyiv'],
    ['GL', 'America/Nuuk'],
    ['DE', 'Europe/Berlin'],
    // Not a zone's name: the zone of the nearest big city at the capital's solar time.
    ['US', 'America/New_York'],
    ['AU', 'Australia/Sydney'],
    ['CA', 'America/Toronto'],
    ['BR', 'America/Sao_Paulo'],
    ['CN', 'Asia/Shanghai'],
    ['NZ', 'Pacific/Auckland'],
    ['EC', 'America/Guayaquil'],
    // Neither: the zone nearest the capital's solar time.
    ['PF', 'Pacific/Tahiti'],
    ['CD', 'Africa/Lagos'],
  ])('%s: %s', (iso2, zone) => {
    expect(zoneOf(countries.get(iso2)!)).toBe(zone);
  });

  it('keeps the only zone of a country that has one', () => {
    expect(zoneOf(countries.get('IT')!)).toBe('Europe/Rome');
    expect(capitalTimeZone({ zones: [], capitalNames: [], capital: null, cities: [] })).toBe('UTC');
  });
});
