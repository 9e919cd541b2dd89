import { getCountries } from '@vigil/core';
import type { Api } from '@vigil/web-sdk';

/**
 * A country's ISO code, for its name in the reader's language (issue 24: 'Italia' on /Gpa was 'Italy' here): the
 * induction's answer carries only the data's English name. The platform's country list gives the code; without
 * it (a failed call) the page keeps the English name, which is still right.
 */
export async function countryCode(api: Api, countryId: number | string): Promise<string | null> {
  try {
    const countries = await api.call(getCountries);
    return countries.find((entry) => String(entry.id) === String(countryId))?.iso2 ?? null;
  } catch {
    return null;
  }
}
