import { COUNTRY_LIST_MAX, defineEndpoint, NoInput, Schema, type Static } from '../endpoints';

/** A country as the newer API lists it; zoneId is the continent id. */
export const GeoCountry = Schema.Object({
  id: Schema.Integer(),
  name: Schema.String(),
  zoneId: Schema.Integer(),
  iso2: Schema.String(),
  iso3: Schema.String(),
});
export type GeoCountry = Static<typeof GeoCountry>;

/** Every country, sorted by name (the nationality and monitored-country choices). */
export const getCountries = defineEndpoint({
  id: 'geography.getCountries',
  backend: 'new',
  method: 'GET',
  path: '/geolocation/countries',
  summary: 'Every country, sorted by name',
  access: 'session',
  input: NoInput,
  answer: Schema.Array(GeoCountry, { maxItems: COUNTRY_LIST_MAX }),
  // Every deployment knows 200+ countries (the seed's data package); fewer means the data is missing.
  smoke: { minItems: 200 },
});
