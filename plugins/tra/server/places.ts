import { inChunks } from '@vigil/server-sdk';
import type { TraDatabase } from './tables';

export interface CountryFacts {
  id: number;
  name: string;
  iso2: string;
  iso3: string;
  /** The capital city's coordinates, null when the geography has none marked. */
  capital: { lat: number; lng: number } | null;
}

export interface CityFacts {
  id: number;
  country_id: number;
  name: string;
  lat: number;
  lng: number;
}

export interface Places {
  countries: ReadonlyMap<number, CountryFacts>;
  cities: ReadonlyMap<number, CityFacts>;
}

/** The countries and cities some stops name, with each country's capital: three small indexed reads. */
export async function loadPlaces(db: TraDatabase, countryIds: Iterable<number>, cityIds: Iterable<number | null>): Promise<Places> {
  const countryList = [...new Set(countryIds)];
  const cityList = [...new Set([...cityIds].filter((id): id is number => id !== null))];
  const [countryRows, cityRows, capitalRows] = await Promise.all([
    countryList.length === 0 ? [] : db.selectFrom('countries').select(['id', 'name', 'iso2', 'iso3']).where('id', 'in', countryList).execute(),
    // Chunked: Locate's travellers may name thousands of cities.
    Promise.all(
      inChunks(cityList).map((chunk) => db.selectFrom('cities').select(['id', 'country_id', 'name', 'latitude', 'longitude']).where('id', 'in', chunk).execute()),
    ).then((chunks) => chunks.flat()),
    countryList.length === 0
      ? []
      : db
          .selectFrom('cities')
          .select(['country_id', 'latitude', 'longitude'])
          .where('country_id', 'in', countryList)
          .where('is_capital', '=', 1)
          .orderBy('population', 'desc')
          .execute(),
  ]);
  const capitals = new Map<number, { lat: number; lng: number }>();
  // The most populous, should a country have several marked (seat of government and official capital).
  for (const row of capitalRows) {
    if (!capitals.has(row.country_id)) capitals.set(row.country_id, { lat: Number(row.latitude), lng: Number(row.longitude) });
  }
  return {
    countries: new Map(countryRows.map((row) => [row.id, { ...row, capital: capitals.get(row.id) ?? null }])),
    cities: new Map(
      cityRows.map((row) => [row.id, { id: row.id, country_id: row.country_id, name: row.name, lat: Number(row.latitude), lng: Number(row.longitude) }]),
    ),
  };
}

/** Where a stop stands on a map: its city, else its country's capital. */
export function stopPoint(places: Places, stop: { country_id: number; city_id: number | null }): { lat: number; lng: number } | null {
  const city = stop.city_id === null ? undefined : places.cities.get(stop.city_id);
  if (city) return { lat: city.lat, lng: city.lng };
  return places.countries.get(stop.country_id)?.capital ?? null;
}
