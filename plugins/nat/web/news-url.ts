import { isRiskLevel } from '@vigil/core';
import type { NewsFilters } from './news-query';

/**
 * The filters in the address (/Nat?search=…&area=…&country=…&level=…&category=…), so that a filtered view can be
 * bookmarked and shared, and Back and Forward step through filter changes. A value that is not valid is ignored.
 */
export const NEWS_URL_KEYS = { search: 'search', zone: 'area', country: 'country', alertLevel: 'level', category: 'category' } as const;
/** /Nat?…&alert=<id> opens that alert's detail once it is among the cards (a card's link, e.g. in a new tab). */
export const NEWS_ALERT_PARAM = 'alert';
/** The longest search the filter bar accepts. */
export const NEWS_SEARCH_MAX = 200;

function id(value: string | null): number | undefined {
  if (value === null || !/^[0-9]{1,9}$/.test(value)) return undefined;
  return Number(value);
}

export function parseNewsFilters(params: URLSearchParams): NewsFilters {
  const search = (params.get(NEWS_URL_KEYS.search) ?? '').slice(0, NEWS_SEARCH_MAX);
  const level = params.get(NEWS_URL_KEYS.alertLevel) ?? '';
  return {
    search,
    zone: id(params.get(NEWS_URL_KEYS.zone)),
    country: id(params.get(NEWS_URL_KEYS.country)),
    alertLevel: isRiskLevel(level) ? level : undefined,
    category: id(params.get(NEWS_URL_KEYS.category)),
  };
}

/** The address's query for `filters`: only the filters set, in a fixed order; other parameters are kept. */
export function newsFiltersParams(filters: NewsFilters, others: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set(NEWS_URL_KEYS.search, filters.search);
  if (filters.zone !== undefined) params.set(NEWS_URL_KEYS.zone, String(filters.zone));
  if (filters.country !== undefined) params.set(NEWS_URL_KEYS.country, String(filters.country));
  if (filters.alertLevel) params.set(NEWS_URL_KEYS.alertLevel, filters.alertLevel);
  if (filters.category !== undefined) params.set(NEWS_URL_KEYS.category, String(filters.category));
  const ours: readonly string[] = Object.values(NEWS_URL_KEYS);
  for (const [key, value] of others) if (!ours.includes(key)) params.append(key, value);
  return params;
}

export function sameFilters(a: NewsFilters, b: NewsFilters): boolean {
  return (
    a.search === b.search && a.zone === b.zone && a.country === b.country && a.alertLevel === b.alertLevel && a.category === b.category
  );
}
