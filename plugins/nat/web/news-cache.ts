import { STORAGE_KEYS } from '@vigil/core';
import type { StorageService } from '@vigil/web-sdk';
import type { NewsAlertItem } from '../contract';
import { NEWS_CACHE_TTL_MS } from './news-query';

interface CachedPage {
  expiresAt: number;
  items: NewsAlertItem[];
}

type CachedPages = Record<string, CachedPage>;

/**
 * Pages of /news/getList in session storage under STORAGE_KEYS.newsCache: one entry per filter combination and
 * page (see newsCacheKey), each with its own expiry. The storage entry itself expires with the newest page.
 */
export class NewsCache {
  constructor(
    private readonly storage: StorageService,
    private readonly ttlMs = NEWS_CACHE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): NewsAlertItem[] | null {
    const page = this.pages()[key];
    return page && page.expiresAt > this.now() ? page.items : null;
  }

  set(key: string, items: NewsAlertItem[]): void {
    const now = this.now();
    const pages: CachedPages = {};
    // Expired pages are dropped on every write, so the entry does not grow without bound.
    for (const [other, page] of Object.entries(this.pages())) if (page.expiresAt > now) pages[other] = page;
    pages[key] = { expiresAt: now + this.ttlMs, items };
    try {
      this.storage.setCached(STORAGE_KEYS.newsCache, pages, this.ttlMs);
    } catch (error) {
      // A full session storage only costs the cache.
      console.warn('The news alerts could not be cached', error);
    }
  }

  private pages(): CachedPages {
    const pages = this.storage.getCached<CachedPages>(STORAGE_KEYS.newsCache);
    return pages && typeof pages === 'object' ? pages : {};
  }
}
