import { getCountries } from '@vigil/core';
import { TOKENS, useLoad, useRegionNames, useService } from '@vigil/web-sdk';

/**
 * The name of the route's country in the reader's language, so that /Tra/Locate/{countryID} and its contact form
 * say which country they show (their headings, and so their tabs' titles); undefined without one, or until known.
 */
export function useCountryName(countryId: string | undefined): string | undefined {
  const api = useService(TOKENS.Api);
  const names = useRegionNames();
  const countries = useLoad(() => (countryId ? api.call(getCountries) : Promise.resolve([])), `tra-country-${countryId ?? 'all'}`);
  if (!countryId || countries.status !== 'ready') return undefined;
  const country = countries.data.find((candidate) => String(candidate.id) === countryId);
  return country ? names.country(country.iso2, country.name) : undefined;
}
