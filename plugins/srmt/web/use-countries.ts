import { getCountries, type GeoCountry } from '@vigil/core';
import { TOKENS, useLoad, useService, type FieldOption, type LoadState } from '@vigil/web-sdk';

/** Every country, for a request's country choice; the request sends the country's name (spec part 1 §3). */
export function useCountries(): LoadState<readonly GeoCountry[]> & { retry: () => void } {
  const api = useService(TOKENS.Api);
  return useLoad(() => api.call(getCountries), 'countries');
}

export function countryOptions(countries: readonly GeoCountry[]): FieldOption[] {
  return countries.map((country) => ({ value: country.name, label: country.name, text: country.name }));
}
