import { makeAutoObservable, runInAction } from 'mobx';
import { translateError, type Api, type LoadStatus, type StorageService } from '@vigil/web-sdk';
import { getContinents, getCountriesAvailable, type AvailableCountry, type ContinentSummary } from '../../gpa/contract';
import { getList, getRisksCategories, NEWS_PAGE_SIZE, type NewsAlertItem, type ThreatCategory } from '../contract';
import { NewsCache } from './news-cache';
import { EMPTY_FILTERS, newsCacheKey, newsListParams, type NewsFilters } from './news-query';
import { sameFilters } from './news-url';

/** The choices of one filter select; `failed` when its call was refused or failed. */
export interface FilterChoices<T> {
  items: T[];
  failed: boolean;
}

/**
 * The news alerts page (spec part 2 §2, §9): the filters, the cards loaded so far, the page number of the last
 * load and whether another page may exist. A filter change reloads page 0; 'Show more' appends the next page.
 */
export class NewsAlertsStore {
  filters: NewsFilters = EMPTY_FILTERS;
  items: NewsAlertItem[] = [];
  /** The page (offset) of the last page loaded. */
  page = 0;
  hasMore = false;
  state: LoadStatus = 'loading';
  /** True while a further page loads; the cards already shown stay. */
  loadingMore = false;
  error = '';
  zones: FilterChoices<ContinentSummary> = { items: [], failed: false };
  countries: FilterChoices<AvailableCountry> = { items: [], failed: false };
  categories: FilterChoices<ThreatCategory> = { items: [], failed: false };
  /** Counts loads, so that an answer to an older filter combination is dropped. */
  private generation = 0;
  private readonly cache: NewsCache;

  constructor(
    private readonly api: Api,
    storage: StorageService,
  ) {
    this.cache = new NewsCache(storage);
    makeAutoObservable<NewsAlertsStore, 'api' | 'cache' | 'generation'>(
      this,
      { api: false, cache: false, generation: false },
      { autoBind: true },
    );
  }

  /** Loads the filter choices; each select works, or says it could not load, on its own. */
  async loadChoices(): Promise<void> {
    await Promise.all([
      this.loadChoice(getContinents.path, () => this.api.call(getContinents), (choices) => (this.zones = choices)),
      this.loadChoice(getCountriesAvailable.path, () => this.api.call(getCountriesAvailable), (choices) => (this.countries = choices)),
      this.loadChoice(getRisksCategories.path, () => this.api.call(getRisksCategories), (choices) => (this.categories = choices)),
    ]);
  }

  /** The country choices within the chosen world area (all of them when none is chosen). */
  get countryChoices(): FilterChoices<AvailableCountry> {
    const { zone } = this.filters;
    if (zone === undefined) return this.countries;
    return { ...this.countries, items: this.countries.items.filter((country) => country.zone === zone) };
  }

  /** Changes filters and reloads page 0. A chosen country outside a newly chosen world area is let go. */
  setFilters(change: Partial<NewsFilters>): void {
    const next = { ...this.filters, ...change };
    if ('zone' in change && next.zone !== undefined && next.country !== undefined) {
      const country = this.countries.items.find((item) => item.id === next.country);
      if (country && country.zone !== next.zone) next.country = undefined;
    }
    this.filters = next;
    void this.load();
  }

  /**
   * The filters the address names (on arrival, Back, Forward): loads page 0 when they differ from the current
   * ones, or when `force` (the first load).
   */
  applyFilters(filters: NewsFilters, force = false): void {
    if (!force && sameFilters(filters, this.filters)) return;
    this.filters = filters;
    void this.load();
  }

  /** Loads page 0 of the current filters, replacing the cards. */
  async load(): Promise<void> {
    this.state = 'loading';
    this.loadingMore = false;
    this.error = '';
    await this.fetchPage(0);
  }

  /** Appends the next page (offset + 1). */
  async showMore(): Promise<void> {
    if (this.loadingMore || this.state !== 'ready' || !this.hasMore) return;
    this.loadingMore = true;
    await this.fetchPage(this.page + 1);
  }

  private async fetchPage(offset: number): Promise<void> {
    const generation = ++this.generation;
    const filters = this.filters;
    const key = newsCacheKey(filters, offset);
    try {
      let items = this.cache.get(key);
      if (!items) {
        items = await this.api.call(getList, newsListParams(filters, offset));
        this.cache.set(key, items);
      }
      const page = items;
      runInAction(() => {
        if (generation !== this.generation) return;
        this.items = offset === 0 ? page : [...this.items, ...page];
        this.page = offset;
        this.hasMore = page.length >= NEWS_PAGE_SIZE;
        this.state = 'ready';
        this.loadingMore = false;
      });
    } catch (error) {
      runInAction(() => {
        if (generation !== this.generation) return;
        this.error = translateError(error);
        // A failed further page keeps the cards shown; Retry asks for the same page again.
        if (offset === 0) this.state = 'error';
        this.loadingMore = false;
      });
    }
  }

  private async loadChoice<T>(path: string, load: () => Promise<T[]>, assign: (choices: FilterChoices<T>) => void): Promise<void> {
    try {
      const items = await load();
      runInAction(() => assign({ items, failed: false }));
    } catch (error) {
      console.warn(`The choices of ${path} could not be loaded`, error);
      runInAction(() => assign({ items: [], failed: true }));
    }
  }
}
