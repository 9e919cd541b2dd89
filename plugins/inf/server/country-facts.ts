import { countries as countryData, languages as languageData } from 'countries-list';
import type { InfDatabase } from './tables';

/** What the demo content is made of: one country's data from the platform's geography and countries-list. */
export interface CountryFacts {
  id: number;
  iso2: string;
  name: string;
  /** The name in the country's own language (countries-list); the English name when it has none. */
  nativeName: string;
  continent: string;
  capital: string | null;
  /** '+39'; several codes comma-separated. */
  callingCode: string;
  /** IANA time zones, the main one first. */
  timeZones: string[];
  /** English names. */
  languages: string[];
  /** 'Euro (EUR)'. */
  currencies: string[];
  /** The capital and the most populous cities, most populous first. */
  cities: Array<{ name: string; population: number; isCapital: boolean }>;
}

const currencyNames = new Intl.DisplayNames(['en'], { type: 'currency' });

function currencyLabel(code: string): string {
  const name = currencyNames.of(code);
  return name && name !== code ? `${name} (${code})` : code;
}

type CountryCode = keyof typeof countryData;
type LanguageCode = keyof typeof languageData;

/** Every country of the platform's geography with its facts, in id order. */
export async function loadCountryFacts(db: InfDatabase): Promise<CountryFacts[]> {
  const rows = await db
    .selectFrom('countries')
    .innerJoin('continents', 'continents.id', 'countries.continent_id')
    .select(['countries.id', 'countries.iso2', 'countries.name', 'countries.capital', 'countries.calling_code', 'countries.time_zones', 'continents.name as continent'])
    .orderBy('countries.id')
    .execute();
  const cities = await db.selectFrom('cities').select(['country_id', 'name', 'population', 'is_capital']).orderBy('population', 'desc').execute();
  const citiesOf = new Map<number, CountryFacts['cities']>();
  for (const city of cities) {
    const list = citiesOf.get(city.country_id) ?? [];
    list.push({ name: city.name, population: city.population, isCapital: city.is_capital === 1 });
    citiesOf.set(city.country_id, list);
  }
  return rows.map((row) => {
    const data = Object.hasOwn(countryData, row.iso2) ? countryData[row.iso2 as CountryCode] : undefined;
    const languages = (data?.languages ?? [])
      .map((code) => (Object.hasOwn(languageData, code) ? languageData[code as LanguageCode].name : undefined))
      .filter((name): name is string => Boolean(name));
    return {
      id: row.id,
      iso2: row.iso2,
      name: row.name,
      nativeName: data?.native || row.name,
      continent: row.continent,
      capital: row.capital,
      callingCode: row.calling_code,
      timeZones: row.time_zones.split(',').map((zone) => zone.trim()).filter(Boolean),
      languages,
      currencies: (data?.currency ?? []).map(currencyLabel),
      cities: citiesOf.get(row.id) ?? [],
    };
  });
}
