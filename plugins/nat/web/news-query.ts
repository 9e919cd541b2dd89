import type { ClientInputOf, RiskLevel } from '@vigil/core';
import { NEWS_PAGE_SIZE, type getList } from '../contract';

/** Spec part 2 §9: the card preview is the description's first 150 characters. */
export const NEWS_PREVIEW_LENGTH = 150;
/** How long a page of alerts stays in the session cache. */
export const NEWS_CACHE_TTL_MS = 5 * 60 * 1000;
/** The search box reloads once the user pauses typing this long. */
export const NEWS_SEARCH_DEBOUNCE_MS = 300;

/** The five filters of the news alerts page; undefined means 'All'. */
export interface NewsFilters {
  search: string;
  zone?: number;
  country?: number;
  alertLevel?: RiskLevel;
  category?: number;
}

export const EMPTY_FILTERS: NewsFilters = { search: '' };

/** The query of GET /news/getList for `filters` and page `offset`; absent filters are left out. */
export function newsListParams(filters: NewsFilters, offset: number): ClientInputOf<typeof getList> {
  const search = filters.search.trim();
  return {
    limit: NEWS_PAGE_SIZE,
    offset,
    ...(search ? { search } : {}),
    ...(filters.zone !== undefined ? { zone: filters.zone } : {}),
    ...(filters.country !== undefined ? { country: filters.country } : {}),
    ...(filters.alertLevel ? { alert_level: filters.alertLevel } : {}),
    ...(filters.category !== undefined ? { category_risk: filters.category } : {}),
  };
}

/** One cache entry per filter combination and page: the query itself, in a fixed key order. */
export function newsCacheKey(filters: NewsFilters, offset: number): string {
  const params: Readonly<Record<string, unknown>> = newsListParams(filters, offset);
  return Object.keys(params)
    .sort()
    .map((key) => `${key}=${String(params[key])}`)
    .join('&');
}
